// The bank test's workload (in the manner of Jepsen's bank test): clients that move money between the wallets and
// cards of one merchant through several sandbox processes, each operation under its own Idempotency-Key, retried
// on another process while no process gives a definite answer, then asked once more on another process to check
// that the repeat gets the first answer byte for byte. What the operations did is replayed afterwards
// (`expectedBalances`) against what the sandbox says.
import {
  add,
  formatAmount,
  fromMinorUnits,
  parseMoneyString,
  sub,
  ZERO,
  type Money,
} from '../../src/domain/money.js';
import { call, type CallResult, type Method } from './http-call.js';
import { mulberry32 } from '../../src/sandbox/core/context.js';

export interface Bank {
  orgId: string;
  headers: Record<string, string>;
  wallets: string[];
  /** Cards as [wallet, card]. */
  cards: Array<[string, string]>;
}

export type Operation =
  | { kind: 'transfer'; from: string; to: string; cents: bigint; key: string }
  | { kind: 'fund' | 'defund'; wallet: string; card: string; cents: bigint; key: string };

export interface Answer {
  status: number;
  text: string;
  /** The process (index) that gave it. */
  by: number;
}

export interface Outcome {
  operation: Operation;
  first: Answer;
  repeat: Answer & { replayed: string | string[] | undefined };
  /** Attempts that got no definite answer (connection lost, refused, 5xx) before the first one. */
  lost: number;
}

/** `count` operations of one client: transfers between wallets, funds and defunds of cards, 0.01 to 60.00. */
export function operationsOf(bank: Bank, client: number, count: number): Operation[] {
  // The sandbox's own seeded generator (32-bit draws, as fractions here): the same seed, the same operations.
  const draw = mulberry32(1000 + client);
  const next = (): number => draw() / 4294967296;
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, n): Operation => {
    const key = `bank-${client}-${n}`;
    const cents = BigInt(1 + Math.floor(next() * 6000));
    const roll = next();
    if (roll < 0.4) {
      const from = pick(bank.wallets);
      const to = pick(bank.wallets.filter((w) => w !== from));
      return { kind: 'transfer', from, to, cents, key };
    }
    const [wallet, card] = pick(bank.cards);
    return { kind: roll < 0.75 ? 'fund' : 'defund', wallet, card, cents, key };
  });
}

const amountOf = (cents: bigint): string => formatAmount(fromMinorUnits(cents, 2), 2);

function requestOf(bank: Bank, op: Operation): { method: Method; path: string; body: unknown } {
  if (op.kind === 'transfer')
    return {
      method: 'POST',
      path: `/api/v2/accounts/${op.from}/transfer`,
      body: { destinationAccountUuid: op.to, amount: amountOf(op.cents) },
    };
  return {
    method: 'PATCH',
    path: `/api/v2/organizations/${bank.orgId}/wallets/${op.wallet}/instruments/${op.card}/${op.kind}`,
    body: { amount: amountOf(op.cents) },
  };
}

/** A definite answer: the sandbox decided (2xx or 4xx). A lost connection or a 5xx says nothing. */
async function attempt(bases: string[], at: number, bank: Bank, op: Operation): Promise<CallResult | null> {
  const { method, path, body } = requestOf(bank, op);
  try {
    const res = await call(bases[at]!, method, path, {
      headers: { ...bank.headers, 'idempotency-key': op.key },
      body,
    });
    return res.status >= 500 ? null : res;
  } catch {
    return null;
  }
}

/** Asks process `start`, then the next ones in turn, until one answers; pauses a moment after a full round. */
async function untilAnswered(
  bases: string[],
  start: number,
  bank: Bank,
  op: Operation,
): Promise<{ res: CallResult; by: number; lost: number }> {
  for (let lost = 0; ; lost++) {
    const by = (start + lost) % bases.length;
    const res = await attempt(bases, by, bank, op);
    if (res) return { res, by, lost };
    if ((lost + 1) % bases.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One operation: its first definite answer, then the same request again on the next process. */
export async function perform(bases: string[], start: number, bank: Bank, op: Operation): Promise<Outcome> {
  const first = await untilAnswered(bases, start, bank, op);
  const repeat = await untilAnswered(bases, first.by + 1, bank, op);
  return {
    operation: op,
    first: { status: first.res.status, text: first.res.text, by: first.by },
    repeat: {
      status: repeat.res.status,
      text: repeat.res.text,
      by: repeat.by,
      replayed: repeat.res.headers['idempotent-replayed'],
    },
    lost: first.lost,
  };
}

const money = (text: unknown): Money => {
  const parsed = parseMoneyString(String(text));
  if (!parsed.ok) throw new Error(`not an amount: ${String(text)}`);
  return parsed.value;
};

/** Every transaction id a successful answer names. */
export function transactionIds(outcome: Outcome): string[] {
  if (outcome.first.status !== 200) return [];
  const body = JSON.parse(outcome.first.text) as Record<string, unknown> & { data?: Record<string, unknown> };
  const answer = body.data ?? body;
  return ['fromTransactionId', 'toTransactionId', 'feeTransactionId']
    .map((field) => answer[field])
    .filter((id): id is string => typeof id === 'string');
}

/** The fee a successful transfer's answer reports (zero for anything else). */
export function feeOf(outcome: Outcome): Money {
  if (outcome.first.status !== 200 || outcome.operation.kind !== 'transfer') return ZERO;
  return money((JSON.parse(outcome.first.text) as { feeAmount?: string }).feeAmount ?? '0');
}

/** The balances the successful operations lead to from `start` (keyed by wallet or card id), each applied once. */
export function expectedBalances(start: Map<string, Money>, outcomes: Outcome[]): Map<string, Money> {
  const balances = new Map(start);
  const move = (id: string, by: Money): void => void balances.set(id, add(balances.get(id) ?? ZERO, by));
  for (const outcome of outcomes) {
    if (outcome.first.status !== 200) continue;
    const op = outcome.operation;
    const amount = fromMinorUnits(op.cents, 2);
    if (op.kind === 'transfer') {
      move(op.from, sub(ZERO, add(amount, feeOf(outcome))));
      move(op.to, amount);
    } else {
      const [from, to] = op.kind === 'fund' ? [op.wallet, op.card] : [op.card, op.wallet];
      move(from, sub(ZERO, amount));
      move(to, amount);
    }
  }
  return balances;
}

/** Every wallet's and card's balance now, read through process `at`. */
export async function balancesOf(base: string, bank: Bank): Promise<Map<string, Money>> {
  const balances = new Map<string, Money>();
  for (const wallet of bank.wallets) {
    const res = await call(base, 'GET', `/api/v2/accounts/${wallet}/balance`, { headers: bank.headers });
    balances.set(wallet, money(res.json?.balance));
  }
  for (const [wallet, card] of bank.cards) {
    const res = await call(
      base,
      'GET',
      `/api/v2/organizations/${bank.orgId}/wallets/${wallet}/instruments/${card}`,
      {
        headers: bank.headers,
      },
    );
    balances.set(card, money((res.json?.data as { card: { balance: string } }).card.balance));
  }
  return balances;
}

export const total = (balances: Map<string, Money>): Money => [...balances.values()].reduce(add, ZERO);
