// Expiries in bulk, through the merchant's clock: the cards of each expiry month expire at that month's end (their
// events stamped then, in card order), active and frozen alike, each with its card_state event; a card that held
// money gives it back to its wallet and one that held none has no operation; a closed card and the other
// merchant's card of the same month are not touched.
import { afterEach, describe, expect, it } from 'vitest';
import { freshCard, freshWallet, setFees, setup, walletOf, type Env } from '../../support/sandbox-core.js';

let env: Env;
afterEach(() => env.core.close());

const db = () => env.core.database;
/** A decimal amount in cents (never a float). */
const cents = (amount: string): bigint => {
  const [whole = '0', part = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(part.padEnd(2, '0').slice(0, 2));
};
const statusOf = (id: string) =>
  (db().prepare('SELECT status FROM cards WHERE id = ?').get(id) as { status: string }).status;
const setExpiry = (id: string, expiry: string) =>
  db().prepare('UPDATE cards SET expiry = ? WHERE id = ?').run(expiry, id);
const stateEvents = (cardId: string) =>
  env.call('listWebhookEvents', env.accA, { query: { cardId, eventType: 'card_state' } }).items;
const opsOf = (cardId: string) =>
  (db().prepare('SELECT COUNT(*) AS n FROM card_ops WHERE card_id = ?').get(cardId) as { n: bigint }).n;

describe('expiries in bulk', () => {
  it("expires each month's cards at that month's end, events per card, money back, nothing else touched", () => {
    env = setup();
    const w = freshWallet(env, '200.00');
    setFees(env, w, { cardTransactionsPercent: '0' });
    const start = env.now();
    const year = start.getUTCFullYear() + 1;
    const march = `03.${year}`;
    const june = `06.${year}`;
    const funded = freshCard(env, w, '30.00');
    const empty = freshCard(env, w);
    const frozen = freshCard(env, w, '5.50');
    const later = freshCard(env, w, '1.25');
    const closed = freshCard(env, w);
    const theirs = freshCard(env, freshWallet(env, '10.00', {}, env.orgB), '0.00', {}, env.orgB);
    env.call('suspendCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w, instrument_id: frozen },
    });
    env.call('terminateCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w, instrument_id: closed },
    });
    for (const id of [funded, empty, frozen, closed, theirs]) setExpiry(id, march);
    setExpiry(later, june);
    const emptyOps = opsOf(empty);
    const walletBefore = walletOf(env, w).balance;

    const moved = env.call('setSandboxClock', env.accA, {
      body: { frozenAt: new Date(Date.UTC(year, 6, 1, 12)).toISOString() },
    });
    expect(moved.ran.expired).toBeGreaterThanOrEqual(4);
    expect([funded, empty, frozen, later].map(statusOf)).toEqual([
      'expired',
      'expired',
      'expired',
      'expired',
    ]);
    expect(statusOf(closed)).toBe('closed');
    expect(statusOf(theirs)).toBe('active');
    // Each card its event, stamped at its month's end, saying what it was.
    const endOfMarch = new Date(Date.UTC(year, 3, 1)).toISOString();
    const endOfJune = new Date(Date.UTC(year, 6, 1)).toISOString();
    for (const [id, was, at] of [
      [funded, 'active', endOfMarch],
      [empty, 'active', endOfMarch],
      [frozen, 'frozen', endOfMarch],
      [later, 'active', endOfJune],
    ] as const) {
      const [event] = stateEvents(id);
      expect(event, id).toMatchObject({
        createdAt: at,
        payload: { previousStatus: was, data: { status: 'expired' } },
      });
    }
    expect(stateEvents(closed).every((e) => e.payload.data.status !== 'expired')).toBe(true);
    // 30.00 + 5.50 + 1.25 came back; the empty card got no operation.
    expect(cents(walletOf(env, w).balance) - cents(walletBefore)).toBe(3675n);
    expect(opsOf(empty)).toBe(emptyOps);
    for (const id of [funded, frozen, later])
      expect(
        db()
          .prepare(
            'SELECT la.balance FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account WHERE c.id = ?',
          )
          .get(id),
      ).toEqual({ balance: 0n });
  });

  it('cancels an authorized purchase of an expiring card, releasing its hold, before returning its balance', () => {
    env = setup();
    let held: { id: string; card_id: string } | undefined;
    for (let i = 0; i < 400 && !held; i++) {
      env.core.simulateTraffic(1);
      held = db()
        .prepare(
          "SELECT id, card_id FROM card_ops WHERE status = 'authorized' AND type = 'purchase' AND merchant_id = ?",
        )
        .get(env.accA.merchantId) as typeof held;
    }
    if (!held) throw new Error('the traffic left no purchase authorized');
    // Its expiry month ended before the purchase settles (2 to 5 s from now): the expiry runs first.
    const now = env.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    setExpiry(
      held.card_id,
      `${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}.${lastMonth.getUTCFullYear()}`,
    );
    env.call('setSandboxClock', env.accA, { body: { advanceBy: 'PT1S' } });
    expect(statusOf(held.card_id)).toBe('expired');
    expect(db().prepare('SELECT status FROM card_ops WHERE id = ?').get(held.id)).toEqual({
      status: 'canceled',
    });
    expect(
      db()
        .prepare(
          'SELECT la.balance, la.held FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account WHERE c.id = ?',
        )
        .get(held.card_id),
    ).toEqual({ balance: 0n, held: 0n });
  });
});
