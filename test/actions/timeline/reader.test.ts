// The timeline read from a real sandbox: a daily limit, a purchase that passes, one declined by the limit, a
// freeze through the console's own action, one declined as frozen. Then a deployment without the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../../src/api/index.js';
import { changeCardStatus } from '../../../src/actions/card-actions.js';
import { explainOperation } from '../../../src/actions/timeline/explain-read.js';
import { openTimeline, readNextPage, timelineRows } from '../../../src/actions/timeline/reader.js';
import { utcZone } from '../../../src/domain/index.js';
import { cardFromRead, type Card } from '../../../src/store/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';

let env: Env;
let card: Card;

async function readCard(): Promise<Card> {
  const read = await env.client.call('getCard', {
    params: { wallet_id: card.accountId!, instrument_id: card.id },
  });
  return cardFromRead(read.data);
}

const buy = (amount: string) =>
  env.client.call('sandboxPurchase', { params: { card_uuid: card.id }, body: { amount } });

beforeAll(async () => {
  env = await startEnv();
  const wallet = (await activeWallets(env.client))[0]!;
  const ref = (await cardsOf(env.client, wallet.id)).find((c) => c.status === 'active')!;
  card = { ...ref, raw: {} } as unknown as Card;
  card = await readCard();
  await env.client.call('fundCard', {
    params: { wallet_id: wallet.id, instrument_id: card.id },
    body: { amount: '200.00' },
  });
  await env.client.call('updateCard', {
    params: { wallet_id: wallet.id, instrument_id: card.id },
    body: { limits: { daily_limit: '50.00' } },
  });
  // The update is asynchronous: wait until the card shows the limit.
  for (let i = 0; i < 100 && (await readCard()).limits?.daily_limit !== '50.00'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect((await buy('30.00')).status).toBe('completed');
  expect((await buy('25.00')).declineReason).toBe('daily_limit_exceeded');
}, 60_000);
afterAll(() => stopEnv(env));

describe('openTimeline against the sandbox', () => {
  it('shows both declines with their reasons and our freeze joined to its event', async () => {
    const ctx = contextFor(env);
    const frozen = await changeCardStatus(ctx, { ...card, accountId: card.accountId! }, 'suspend');
    expect(frozen.ok).toBe(true);
    expect((await buy('5.00')).declineReason).toBe('card_frozen');
    card = await readCard();
    const data = await openTimeline(ctx, card);
    expect(data.gaps).toEqual([]);
    const rows = timelineRows(data, []);
    const declines = rows.filter((r) => r.kind === 'operation' && r.operation.status === 'declined');
    // The newest two are ours (a seeded card may have older declines of its own).
    expect(declines.slice(0, 2).map((r) => r.kind === 'operation' && r.operation.declineReason)).toEqual([
      'card_frozen',
      'daily_limit_exceeded',
    ]);
    const freeze = rows.find((r) => r.kind === 'state' && r.change.to === 'frozen');
    expect(freeze).toMatchObject({
      sources: ['event', 'audit'],
      by: { profile: 'sandbox' },
      change: { from: 'active' },
    });

    const [frozenDecline, limitDecline] = declines.map((r) =>
      r.kind === 'operation' ? r.operation : undefined,
    );
    const daily = await explainOperation(ctx, data, rows, limitDecline!, utcZone());
    expect(daily.facts[0]).toBe('daily limit 50.00 USD (now)');
    expect(daily.facts[1]).toMatch(
      /^30\.00 USD already spent on \d{4}-\d\d-\d\d \(UTC\) in 1 purchase before this 25\.00 USD one$/,
    );
    const state = await explainOperation(ctx, data, rows, frozenDecline!, utcZone());
    expect(state.facts[0]).toMatch(/^the card was frozen at .* by profile sandbox \(operator /);
    expect(state.nextStep).toMatchObject({ kind: 'key', key: 'u' });
  });

  it('reads the operations a page at a time, newest first, until none are left', async () => {
    const ctx = contextFor(env);
    let data = await openTimeline(ctx, card, { pageSize: 2 });
    expect(data.operations).toHaveLength(2);
    expect(data.nextPage).toBe(2);
    const firstRows = timelineRows(data, []).length;
    while (data.nextPage !== null) data = await readNextPage(ctx, data);
    const times = data.operations.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(timelineRows(data, []).length).toBeGreaterThan(firstRows);
  });

  it('says which source it could not read and shows the rest, guessing no state change', async () => {
    for (const error of [
      new ValidationError({ method: 'GET', path: '/api/v2/webhooks/events', status: 422 }, []),
      new NotFoundError({ method: 'GET', path: '/api/v2/webhooks/events', status: 404 }, 'not found'),
    ]) {
      const client = {
        ...env.client,
        call: ((id: string, ...rest: unknown[]) =>
          id === 'listWebhookEvents'
            ? Promise.reject(error)
            : (env.client.call as (...a: unknown[]) => Promise<unknown>)(
                id,
                ...rest,
              )) as typeof env.client.call,
      };
      const ctx = contextFor(env, { client, auditPath: null });
      const data = await openTimeline(ctx, card);
      expect(data.gaps).toHaveLength(1);
      expect(data.gaps[0]!.reason).toContain(
        error.status === 404 ? 'has none (HTTP 404)' : 'refuses the card filter (HTTP 422)',
      );
      const rows = timelineRows(data, []);
      expect(rows.some((r) => r.kind === 'operation')).toBe(true);
      expect(rows.some((r) => r.kind === 'state')).toBe(false);
    }
  });
});
