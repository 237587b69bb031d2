// One line of the Activity view: the card first, then transactions and error, then the other ids;
// what an edit changed (each field before → after) and what reading back found, besides the outcome.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../src/actions/index.js';
import { displayZone } from '../../../../src/domain/index.js';
import { activityLine, entryDetails } from '../../../../src/tui/views/activity/present.js';

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  time: '2026-01-02T03:04:05.000Z',
  profile: 'p',
  host: 'h',
  action: 'card.edit',
  targets: { cardId: 'card-1' },
  outcome: 'done',
  ...patch,
});

describe('activity lines', () => {
  it('show each field an edit sent, before → after', () => {
    const edit = entry({
      changes: { daily_limit: { before: '2500.00', after: '300.00' }, name: { before: null, after: 'B' } },
    });
    expect(entryDetails(edit)).toBe('daily limit 2500.00 → 300.00, name none → B');
    expect(activityLine(edit, displayZone('UTC'), (id) => `card ${id}`)).toMatch(
      /card\.edit\s+done .*card card-1 \| daily limit 2500\.00 → 300\.00/,
    );
    // A bulk card is not read before it is sent: its before is not known.
    expect(entryDetails(entry({ changes: { daily_limit: { after: '150.00' } } }))).toBe(
      'daily limit ? → 150.00',
    );
  });

  it('say what reading back found', () => {
    expect(entryDetails(entry({ action: 'card.fund', readBack: 'applied' }))).toBe('read back: applied');
  });

  it('sanitise what came from the network', () => {
    const hostile = entry({ changes: { name: { before: 'a\u001b[2Jb', after: 'c' } } });
    expect(entryDetails(hostile)).not.toContain('\u001b');
  });
});

describe('activityLine', () => {
  it('puts the card, then transactions and error, then the other ids on an Activity line', () => {
    const entry: AuditEntry = {
      time: '2026-01-02T03:04:05.000Z',
      profile: 'p',
      host: 'h',
      action: 'bulk.fund',
      outcome: 'failed',
      amount: '1.00',
      currency: 'USD',
      targets: { cardId: 'card-1', accountId: 'acc-1', jobId: 'job-3' },
      transactionIds: ['tx-1'],
      errorCode: 'insufficient_balance',
    };
    const named = (id: string) => `Travel ..1234 (${id})`;
    expect(activityLine(entry, displayZone('UTC'), named)).toBe(
      '03:04:05  bulk.fund         failed       1.00 USD          Travel ..1234 (card-1) | tx tx-1 | error insufficient_balance | wallet acc-1 job-3',
    );
    expect(activityLine(entry, displayZone('Asia/Kolkata'), named)).toMatch(/^08:34:05 /);
  });
});
