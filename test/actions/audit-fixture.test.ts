// The audit trail as fixture steps: each done change its route's request (from the one route table), ids as
// parameters named by their first appearance and reused, the clock's changes as an advance, a freeze or a run;
// failed changes and those the trail cannot send again are counted, not guessed.
import { describe, expect, it } from 'vitest';
import { auditFixture, type AuditEntry } from '../../src/actions/index.js';

const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const C1 = '33333333-3333-4333-8333-333333333333';

let second = 0;
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry => ({
  time: new Date(Date.UTC(2026, 5, 1, 9, 0, second++)).toISOString(),
  profile: 'sandbox',
  host: 'localhost',
  targets: {},
  outcome: 'done',
  ...fields,
});

describe('auditFixture', () => {
  it('turns each done change into its request, ids into parameters, in order', () => {
    const { fixture, skipped } = auditFixture(
      [
        entry({ action: 'bulk.fund', targets: { cardId: C1, accountId: W1, jobId: 'j' }, amount: '12.34' }),
        entry({ action: 'card.suspend', targets: { cardId: C1, accountId: W1 } }),
        entry({ action: 'card.resume', targets: { cardId: C1, accountId: W1 }, outcome: 'failed' }),
        entry({
          action: 'account.transfer',
          targets: { accountId: W1, destinationAccountId: W2 },
          amount: '5.00',
          currency: 'USD',
        }),
        entry({ action: 'wallet.deactivate', targets: { accountId: W2 } }),
        entry({ action: 'card.issue', targets: { accountId: W1, cardId: C1 } }),
        entry({
          action: 'sandbox.clock',
          changes: {
            now: { before: '2026-06-01T09:00:00.000Z', after: '2026-06-02T11:30:00.000Z' },
            frozen: { before: 'false', after: 'false' },
          },
        }),
        entry({
          action: 'sandbox.clock',
          changes: {
            now: { before: '2026-06-02T11:30:00.000Z', after: '2026-07-01T00:00:00.000Z' },
            frozen: { before: 'false', after: 'true' },
          },
        }),
        entry({
          action: 'sandbox.clock',
          changes: {
            now: { before: '2026-07-01T00:00:00.000Z', after: '2026-07-01T00:00:00.000Z' },
            frozen: { before: 'true', after: 'false' },
          },
        }),
      ],
      'case-1',
    );
    expect(fixture.name).toBe('case-1');
    expect(fixture.parameters).toEqual({ wallet_1: W1, card_1: C1, wallet_2: W2 });
    expect(fixture.steps).toEqual([
      {
        request: 'PATCH /api/v2/organizations/${org}/wallets/${wallet_1}/instruments/${card_1}/fund',
        body: { amount: '12.34' },
      },
      { request: 'POST /api/v2/organizations/${org}/wallets/${wallet_1}/instruments/${card_1}/suspend' },
      {
        request: 'POST /api/v2/accounts/${wallet_1}/transfer',
        body: { destinationAccountUuid: '${wallet_2}', amount: '5.00', currency: 'USD' },
      },
      {
        request: expect.stringMatching(
          /^\w+ \/api\/v2\/organizations\/\$\{org\}\/wallets\/\$\{wallet_2\}\/deactivate$/,
        ),
      },
      { request: 'POST /api/v2/sandbox/clock', body: { advanceBy: 'P1DT2H30M' } },
      { request: 'POST /api/v2/sandbox/clock', body: { frozenAt: '2026-07-01T00:00:00.000Z' } },
      { request: 'POST /api/v2/sandbox/clock', body: { frozenAt: null } },
    ]);
    expect(skipped).toEqual({ 'card.resume': 1, 'card.issue': 1 });
  });

  it('an empty span or one of nothing replayable gives no step and no parameters', () => {
    const { fixture, skipped } = auditFixture(
      [entry({ action: 'webhook.configure' }), entry({ action: 'card.fund', targets: { cardId: C1 } })],
      'none',
    );
    expect(fixture.steps).toEqual([]);
    expect(fixture.parameters).toBeUndefined();
    expect(skipped).toEqual({ 'webhook.configure': 1, 'card.fund': 1 });
  });
});
