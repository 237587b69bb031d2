import { afterEach, describe, expect, it } from 'vitest';
import {
  cardOf,
  digest,
  expectInvalid,
  freshCard,
  freshCardholder,
  freshWallet,
  setFees,
  setup,
  walletOf,
  type Env,
} from '../../support/sandbox-core.js';

let env: Env;
afterEach(() => env.core.close());

const DAY = 86_400_000;
const clockOf = (who = env.accA) => env.call('getSandboxClock', who);
const move = (body: Record<string, unknown>, who = env.accA) => env.call('setSandboxClock', who, { body });
const buy = (cardId: string, amount: string) =>
  env.call('sandboxPurchase', env.accA, { params: { card_uuid: cardId }, body: { amount } });
const expiredOf = (merchantId: string): bigint =>
  row<{ n: bigint }>(
    "SELECT COUNT(*) AS n FROM cards WHERE merchant_id = ? AND status = 'expired'",
    merchantId,
  ).n;
const row = <T>(sql: string, ...args: unknown[]): T => env.core.database.prepare(sql).get(...args) as T;

describe("a merchant's test clock", () => {
  it('starts at real time and advances for its merchant only', () => {
    env = setup();
    expect(clockOf()).toEqual({ now: env.now().toISOString(), frozen: false, offsetMs: 0 });
    const moved = move({ advanceBy: 'P1DT2H' });
    expect(moved).toMatchObject({
      previous: env.now().toISOString(),
      now: new Date(env.now().getTime() + DAY + 2 * 3_600_000).toISOString(),
      frozen: false,
      offsetMs: DAY + 2 * 3_600_000,
    });
    // The organization family's credential of the same merchant reads the same clock; the other merchant's is real.
    expect(clockOf(env.orgA).now).toBe(moved.now);
    expect(clockOf(env.accB)).toEqual({ now: env.now().toISOString(), frozen: false, offsetMs: 0 });
    // A running clock moves on with real time.
    env.advance(5_000);
    expect(clockOf().now).toBe(new Date(new Date(moved.now).getTime() + 5_000).toISOString());
  });

  it('freezes at an instant, advances while frozen, and runs again from where it stands (never back)', () => {
    env = setup();
    const at = new Date(env.now().getTime() + 3_600_000).toISOString();
    expect(move({ frozenAt: at })).toMatchObject({ now: at, frozen: true });
    env.advance(60_000);
    expect(clockOf()).toMatchObject({ now: at, frozen: true });
    expect(move({ advanceBy: 'PT30M' })).toMatchObject({
      now: new Date(new Date(at).getTime() + 1_800_000).toISOString(),
      frozen: true,
    });
    const running = move({ frozenAt: null });
    expect(running).toMatchObject({
      frozen: false,
      now: new Date(new Date(at).getTime() + 1_800_000).toISOString(),
    });
    env.advance(1_000);
    expect(clockOf().now).toBe(new Date(new Date(at).getTime() + 1_801_000).toISOString());
  });

  it('refuses a frozenAt before the present: 422 naming the field, nothing changed', () => {
    env = setup();
    move({ advanceBy: 'P1D' });
    const before = clockOf();
    const earlier = new Date(env.now().getTime() + 3_600_000).toISOString();
    const state = digest(env);
    expectInvalid(env, () => move({ frozenAt: earlier }), 'value_error.number.out_of_range', [
      'body',
      'frozenAt',
    ]);
    expect(digest(env)).toBe(state);
    expect(clockOf()).toEqual(before);
  });
});

describe('everything that depends on time follows the merchant clock', () => {
  it('stamps new objects and events with the merchant present', () => {
    env = setup();
    move({ advanceBy: 'P10D' });
    const present = clockOf().now;
    const w = freshWallet(env, '100.00');
    expect(walletOf(env, w).createdAt).toBe(present);
    const c = freshCard(env, w, '10.00');
    expect(cardOf(env, w, c).createdAt).toBe(present);
    const op = buy(c, '1.00');
    expect(
      row<{ created_at: string }>('SELECT created_at FROM card_ops WHERE id = ?', op.operationId),
    ).toEqual({
      created_at: present,
    });
    const events = env.call('listWebhookEvents', env.accA, { query: { cardId: c } }).items;
    expect(events.map((e) => e.createdAt)).toEqual([present, present]);
    // The other merchant still stamps real time.
    const other = freshWallet(env, '5.00', {}, env.orgB);
    expect(walletOf(env, other, env.orgB).createdAt).toBe(env.now().toISOString());
  });

  it('a purchase declined by the daily limit passes after the clock advances a day', () => {
    env = setup();
    const w = freshWallet(env, '500.00');
    setFees(env, w, { cardTransactionsPercent: '0' });
    const c = freshCard(env, w, '200.00', { limits: { daily_limit: '50.00', monthly_limit: '1000.00' } });
    expect(buy(c, '40.00').status).toBe('completed');
    expect(buy(c, '20.00')).toMatchObject({ status: 'declined', declineReason: 'daily_limit_exceeded' });
    move({ advanceBy: 'P1D' });
    expect(buy(c, '20.00')).toMatchObject({ status: 'completed', declineReason: null });
    expect(cardOf(env, w, c).availableBalance).toBe('140.00');
  });

  it('provisions a card and applies a pending update when the merchant clock passes the delay', () => {
    env = setup({ provisioningDelayMs: 60_000 });
    const w = freshWallet(env, '100.00');
    move({ advanceBy: 'PT1M' }); // the wallet's own activation
    const issued = env.call('issueCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w },
      body: { cardOwnerId: freshCardholder(env, w), cardType: 'virtual' },
    });
    const id = issued.data.card.id;
    env.core.runWorkersOnce();
    expect(cardOf(env, w, id).status).toBe('creating');
    const issuedAt = clockOf().now;
    const ran = move({ advanceBy: 'PT2M' });
    expect(ran.ran.provisioned).toBeGreaterThanOrEqual(1);
    expect(cardOf(env, w, id).status).toBe('active');
    // The state change is stamped when it fell due, not when the clock stopped.
    const events = env.call('listWebhookEvents', env.accA, { query: { cardId: id } }).items;
    expect(events[0]?.createdAt).toBe(new Date(new Date(issuedAt).getTime() + 60_000).toISOString());
    env.call('updateCard', env.orgA, {
      params: { org_id: env.orgA.orgId, wallet_id: w, instrument_id: id },
      body: { name: 'Renamed' },
    });
    env.core.runWorkersOnce();
    expect(cardOf(env, w, id).name).not.toBe('Renamed');
    expect(move({ advanceBy: 'PT1M' }).ran.updated).toBe(1);
    expect(cardOf(env, w, id).name).toBe('Renamed');
  });

  it('settles an authorized purchase once the merchant clock passes its settlement time', () => {
    env = setup();
    let held: { id: string; complete_at: string; merchant_id: string } | undefined;
    for (let i = 0; i < 400 && !held; i++) {
      env.core.simulateTraffic(1);
      held = row(
        "SELECT id, complete_at, merchant_id FROM card_ops WHERE status = 'authorized' AND type = 'purchase' AND merchant_id = ?",
        env.accA.merchantId,
      );
    }
    if (!held) throw new Error('the traffic left no purchase authorized');
    env.core.runWorkersOnce();
    expect(row<{ status: string }>('SELECT status FROM card_ops WHERE id = ?', held.id).status).toBe(
      'authorized',
    );
    const ran = move({ advanceBy: 'PT6S' });
    expect(ran.ran.settled).toBeGreaterThanOrEqual(1);
    expect(row('SELECT status, updated_at FROM card_ops WHERE id = ?', held.id)).toEqual({
      status: 'completed',
      updated_at: held.complete_at,
    });
  });

  it('expires cards when the clock passes their expiry month, with a card_state event and the balance returned', () => {
    env = setup();
    const w = freshWallet(env, '100.00');
    setFees(env, w, { cardTransactionsPercent: '0' });
    const c = freshCard(env, w, '30.00');
    const expiry = row<{ expiry: string }>('SELECT expiry FROM cards WHERE id = ?', c).expiry;
    const [month, year] = expiry.split('.').map(Number);
    const expiresAt = new Date(Date.UTC(year ?? 0, month ?? 0, 1)).toISOString();
    const walletBefore = walletOf(env, w).balance;
    const otherExpired = expiredOf(env.accB.merchantId);
    // The last day of the expiry month: still valid.
    move({ frozenAt: new Date(Date.parse(expiresAt) - 1).toISOString() });
    expect(cardOf(env, w, c).status).toBe('active');
    const moved = move({ advanceBy: 'PT1S' });
    expect(moved.ran.expired).toBeGreaterThanOrEqual(1);
    expect(cardOf(env, w, c).status).toBe('expired');
    const [event] = env.call('listWebhookEvents', env.accA, {
      query: { cardId: c, eventType: 'card_state' },
    }).items;
    expect(event).toMatchObject({ createdAt: expiresAt, payload: { previousStatus: 'active' } });
    expect(Number(walletOf(env, w).balance) - Number(walletBefore)).toBe(30);
    // The other merchant's cards did not expire.
    expect(expiredOf(env.accB.merchantId)).toBe(otherExpired);
  });

  it('expires a card in the worker when real time passes its expiry month, on a running clock', () => {
    env = setup();
    const w = freshWallet(env, '100.00');
    const c = freshCard(env, w, '5.00');
    const expiry = row<{ expiry: string }>('SELECT expiry FROM cards WHERE id = ?', c).expiry;
    const [month, year] = expiry.split('.').map(Number);
    const expiresAt = Date.UTC(year ?? 0, month ?? 0, 1);
    env.advance(expiresAt - 1 - env.now().getTime());
    env.core.runWorkersOnce();
    expect(cardOf(env, w, c).status).toBe('active');
    env.advance(1_000);
    expect(env.core.runWorkersOnce().expired).toBeGreaterThanOrEqual(1);
    expect(cardOf(env, w, c).status).toBe('expired');
    // Looked for once a month: the next tick does not pass over the cards again.
    expect(env.core.runWorkersOnce().expired).toBe(0);
  });

  it('schedules webhook retries on the merchant clock: due once it is advanced, waiting while it is frozen', () => {
    env = setup();
    env.call('putWebhookConfig', env.accA, { body: { url: 'http://127.0.0.1:9/hook', eventTypes: 'all' } });
    freshWallet(env, '1.00');
    const due = env.core.webhooks.due(env.now(), 100);
    expect(due.length).toBeGreaterThan(0);
    for (const d of due)
      env.core.webhooks.recordAttempt(
        d.id,
        { ok: false, responseCode: 500, error: 'receiver answered 500' },
        new Date(env.now().getTime() + 3_600_000),
      );
    expect(env.core.webhooks.due(env.now(), 100)).toEqual([]);
    move({ advanceBy: 'PT1H' });
    const again = env.core.webhooks.due(env.now(), 100);
    expect(again.map((d) => d.id).sort()).toEqual(due.map((d) => d.id).sort());
    move({ frozenAt: clockOf().now });
    for (const d of again)
      env.core.webhooks.recordAttempt(
        d.id,
        { ok: false, responseCode: 500, error: 'receiver answered 500' },
        new Date(env.now().getTime() + 1_000),
      );
    env.advance(120_000); // real time passes; the frozen clock does not
    expect(env.core.webhooks.due(env.now(), 100)).toEqual([]);
    move({ advanceBy: 'PT1S' });
    expect(env.core.webhooks.due(env.now(), 100)).toHaveLength(again.length);
  });
});

describe('advancing is deterministic', () => {
  const run = () => {
    const one = setup({ seed: 'scale', scale: { cards: 400, wallets: 2, seedValue: 7 } });
    try {
      const ran = one.call('setSandboxClock', one.accA, { body: { advanceBy: 'P1200D' } }).ran;
      const events = one.core.database
        .prepare('SELECT id, type, created_at FROM webhook_events ORDER BY seq')
        .all();
      const ops = one.core.database
        .prepare('SELECT id, amount, created_at FROM wallet_ops ORDER BY seq')
        .all();
      return JSON.stringify({ ran, events, ops }, (_k, v: unknown) =>
        typeof v === 'bigint' ? String(v) : v,
      );
    } finally {
      one.core.close();
    }
  };

  it('gives the same ids, amounts and event order for the same seed value and the same advances', () => {
    env = setup();
    const first = run();
    expect(JSON.parse(first)).toMatchObject({ ran: { expired: expect.any(Number) } });
    expect((JSON.parse(first) as { ran: { expired: number } }).ran.expired).toBeGreaterThan(0);
    expect(run()).toBe(first);
  });
});
