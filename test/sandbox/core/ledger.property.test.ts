// The property: thousands of random money operations keep the ledger summing to zero, never
// let a balance go negative, and change the merchant's money (accounts + cards + fees collected) only
// by payins − purchases + refunds, as counted independently from the handlers' answers.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxError, SandboxValidationError } from '../../../src/sandbox/core-types.js';
import { freshCard, freshWallet, setFees, setup, type Env } from '../../support/sandbox-core.js';
import { onPostgres } from '../../support/postgres-server.js';

let env: Env;
beforeAll(() => {
  env = setup();
});
afterAll(() => env.core.close());

type Op =
  | { kind: 'transfer'; from: number; to: number; cents: number }
  | {
      kind: 'fund' | 'defund' | 'topUp' | 'withdraw' | 'purchase' | 'refund';
      card: number;
      cents: number;
      asNumber: boolean;
    }
  | { kind: 'payin'; wallet: number; cents: number }
  | { kind: 'fees'; wallet: number; percent: string }
  | { kind: 'issue' | 'freeze' | 'unfreeze'; wallet: number; card: number }
  | { kind: 'traffic'; events: number };

const cents = fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 150_000 }));
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('transfer' as const), from: fc.nat(2), to: fc.nat(2), cents }),
  fc.record({
    kind: fc.constantFrom(
      'fund' as const,
      'defund' as const,
      'topUp' as const,
      'withdraw' as const,
      'purchase' as const,
      'refund' as const,
    ),
    card: fc.nat(3),
    cents,
    asNumber: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('payin' as const), wallet: fc.nat(2), cents }),
  fc.record({
    kind: fc.constant('fees' as const),
    wallet: fc.nat(2),
    percent: fc.constantFrom('0', '0.5', '1.5', '2.75', '10'),
  }),
  fc.record({
    kind: fc.constantFrom('issue' as const, 'freeze' as const, 'unfreeze' as const),
    wallet: fc.nat(2),
    card: fc.nat(3),
  }),
  fc.record({ kind: fc.constant('traffic' as const), events: fc.integer({ min: 1, max: 5 }) }),
);

const amount = (value: number, asNumber = false): string | number =>
  asNumber ? value / 100 : `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
const q = <T>(sql: string, ...args: unknown[]): T => env.core.database.prepare(sql).get(...args) as T;

/** Accounts + cards + fees collected of merchant A, from the ledger. */
function merchantMoney(): bigint {
  const m = env.orgA.merchantId;
  return (
    q<{ s: bigint | null }>(
      `SELECT SUM(balance) AS s FROM ledger_accounts WHERE id IN (
    SELECT ledger_account FROM wallets WHERE merchant_id = ? UNION ALL SELECT ledger_account FROM cards WHERE merchant_id = ?
    UNION ALL SELECT fees_account FROM merchants WHERE id = ?)`,
      m,
      m,
      m,
    ).s ?? 0n
  );
}

/** Purchases completed minus refunds of merchant A per the operation records (for the simulator's events). */
const outflow = (): bigint =>
  q<{ s: bigint }>(
    `SELECT COALESCE(SUM(CASE WHEN type = 'purchase' THEN amount ELSE -amount END), 0) AS s FROM card_ops
    WHERE merchant_id = ? AND status = 'completed' AND type IN ('purchase', 'refund')`,
    env.orgA.merchantId,
  ).s;

function checkInvariants(): void {
  expect(q<{ s: bigint }>('SELECT SUM(balance) AS s FROM ledger_accounts').s).toBe(0n);
  expect(
    q<{ n: bigint }>(
      "SELECT COUNT(*) AS n FROM ledger_accounts WHERE kind <> 'external' AND (balance < 0 OR held < 0 OR held > balance)",
    ).n,
  ).toBe(0n);
}

interface World {
  wallets: string[];
  cards: { id: string; wallet: string }[];
}

function makeWorld(): World {
  const wallets = [freshWallet(env, '1000.00'), freshWallet(env, '1000.00'), freshWallet(env, '300.00')];
  const cards = [0, 0, 1, 1].map((w) => ({
    id: freshCard(env, wallets[w] ?? '', '50.00'),
    wallet: wallets[w] ?? '',
  }));
  return { wallets, cards };
}

/** Runs one operation; returns its effect on merchant A's money as the handlers report it. */
function apply(world: World, op: Op): bigint {
  const org = env.orgA.orgId;
  const wallet = (i: number) => world.wallets[i % world.wallets.length] ?? '';
  if (op.kind === 'transfer') {
    env.call('transfer', env.accA, {
      params: { account_uuid: wallet(op.from) },
      body: { destinationAccountUuid: wallet(op.to), amount: amount(op.cents) },
    });
    return 0n;
  }
  if (op.kind === 'payin') {
    env.call('sandboxPayin', env.accA, {
      params: { account_uuid: wallet(op.wallet) },
      body: { amount: amount(op.cents) },
    });
    return BigInt(op.cents);
  }
  if (op.kind === 'fees') {
    setFees(env, wallet(op.wallet), { cardTransactionsPercent: op.percent });
    return 0n;
  }
  if (op.kind === 'traffic') {
    const before = outflow();
    env.core.simulateTraffic(op.events);
    env.advance(3000);
    env.core.runWorkersOnce();
    return before - outflow();
  }
  if (op.kind === 'issue') {
    const id = freshCard(env, wallet(op.wallet));
    world.cards[op.card % world.cards.length] = { id, wallet: wallet(op.wallet) };
    return 0n;
  }
  const card = world.cards[op.card % world.cards.length] ?? { id: '', wallet: '' };
  const inst = { org_id: org, wallet_id: card.wallet, instrument_id: card.id };
  const acc = { account_uuid: card.wallet, card_uuid: card.id };
  switch (op.kind) {
    case 'freeze':
      env.call('suspendCard', env.orgA, { params: inst });
      return 0n;
    case 'unfreeze':
      env.call('resumeCard', env.orgA, { params: inst });
      return 0n;
    case 'fund':
      env.call('fundCard', env.orgA, { params: inst, body: { amount: amount(op.cents, op.asNumber) } });
      return 0n;
    case 'defund':
      env.call('defundCard', env.orgA, { params: inst, body: { amount: amount(op.cents, op.asNumber) } });
      return 0n;
    case 'topUp':
      env.call('topUpCard', env.accA, { params: acc, body: { amount: amount(op.cents, op.asNumber) } });
      return 0n;
    case 'withdraw':
      env.call('withdrawCard', env.accA, { params: acc, body: { amount: amount(op.cents, op.asNumber) } });
      return 0n;
    case 'refund':
      env.call('sandboxRefund', env.accA, {
        params: { card_uuid: card.id },
        body: { amount: amount(op.cents) },
      });
      return BigInt(op.cents);
    case 'purchase': {
      const result = env.call('sandboxPurchase', env.accA, {
        params: { card_uuid: card.id },
        body: { amount: amount(op.cents, op.asNumber) },
      });
      return result.status === 'completed' ? -BigInt(op.cents) : 0n;
    }
  }
}

/** Sequences: each statement is a round trip on PostgreSQL, so fewer there keep its CI stage in time. */
const RUNS = onPostgres ? 10 : 40;

describe('ledger property', () => {
  it('random operations conserve money and never drive a balance negative', async () => {
    let executed = 0;
    let refused = 0;
    // An async property lets the event loop run between sequences: on PostgreSQL every statement waits
    // synchronously for the database, and the test worker must still answer its runner.
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 40, maxLength: 80, size: 'max' }), async (ops) => {
        await new Promise((next) => setImmediate(next));
        const world = makeWorld();
        let expected = merchantMoney();
        for (const op of ops) {
          const ledgerBefore = q<{ n: bigint }>('SELECT COUNT(*) AS n FROM ledger_entries').n;
          try {
            expected += apply(world, op);
            executed++;
          } catch (error) {
            // A business rule (409...) or a value no field takes (a transfer to its own source: 422).
            if (!(error instanceof SandboxError) && !(error instanceof SandboxValidationError)) throw error;
            refused++;
            // A refused operation moved nothing.
            expect(q<{ n: bigint }>('SELECT COUNT(*) AS n FROM ledger_entries').n).toBe(ledgerBefore);
          }
          checkInvariants();
          expect(merchantMoney()).toBe(expected);
        }
      }),
      { numRuns: RUNS },
    );
    expect(
      q<{ n: bigint }>(
        'SELECT COUNT(*) AS n FROM (SELECT txn FROM ledger_entries GROUP BY txn HAVING SUM(amount) <> 0) AS unbalanced',
      ).n,
    ).toBe(0n);
    // Both outcomes were exercised, and at least 40 operations per sequence ran (thousands on SQLite).
    expect(executed + refused).toBeGreaterThanOrEqual(40 * RUNS);
    expect(executed).toBeGreaterThan(30 * RUNS);
    expect(refused).toBeGreaterThan(RUNS);
    // Thousands of ledger transactions with invariant checks after each: seconds on an idle machine,
    // far more on a loaded one; the limit is a safety net, not a speed assertion.
  }, 180_000);
});
