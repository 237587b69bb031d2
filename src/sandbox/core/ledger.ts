// Double-entry ledger. Every money movement is one call to post() inside the caller's transaction:
// entries that sum to zero, applied to ledger_accounts balances whose CHECK constraints refuse a
// negative balance. Holds (authorized purchases) reserve part of a balance without moving it.
import { nowIso, type Ctx } from './context.js';
import { fail } from './errors.js';

export type LedgerKind = 'wallet' | 'card' | 'fees' | 'external';
export interface Entry {
  account: bigint;
  /** Positive credits the account, negative debits it. */
  amount: bigint;
}
export interface Balance {
  balance: bigint;
  held: bigint;
  available: bigint;
}

export function openLedgerAccount(ctx: Ctx, kind: Exclude<LedgerKind, 'external'>): bigint {
  return BigInt(ctx.stmt('INSERT INTO ledger_accounts (kind) VALUES (?)').run(kind).lastInsertRowid);
}

/** The single account standing for the world outside the sandbox: payins come from it, purchases go to it. */
export function externalAccount(ctx: Ctx): bigint {
  const row = ctx.stmt("SELECT id FROM ledger_accounts WHERE kind = 'external' ORDER BY id LIMIT 1").get() as
    { id: bigint } | undefined;
  if (row) return row.id;
  return BigInt(ctx.stmt("INSERT INTO ledger_accounts (kind) VALUES ('external')").run().lastInsertRowid);
}

export function balanceOf(ctx: Ctx, account: bigint): Balance {
  const row = ctx.stmt('SELECT balance, held FROM ledger_accounts WHERE id = ?').get(account) as {
    balance: bigint;
    held: bigint;
  };
  return { balance: row.balance, held: row.held, available: row.balance - row.held };
}

/** Throws insufficient_balance unless `account` can spend `amount` of its available (unheld) balance. */
export function requireAvailable(ctx: Ctx, account: bigint, amount: bigint, what: string): void {
  if (balanceOf(ctx, account).available < amount)
    fail('insufficient_balance', `insufficient available balance on the ${what}`);
}

/** Applies balanced entries; returns the ledger transaction id. Must run inside a transaction. */
export function post(ctx: Ctx, entries: Entry[]): string {
  const moving = entries.filter((e) => e.amount !== 0n);
  const total = moving.reduce((acc, e) => acc + e.amount, 0n);
  if (total !== 0n) throw new Error('ledger entries do not balance');
  const txn = ctx.rng.uuid();
  const at = nowIso(ctx);
  for (const entry of moving) {
    ctx
      .stmt('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ?')
      .run(entry.amount, entry.account);
    ctx
      .stmt('INSERT INTO ledger_entries (txn, account_id, amount, created_at) VALUES (?, ?, ?, ?)')
      .run(txn, entry.account, entry.amount, at);
  }
  return txn;
}

/** Reserves (positive) or releases (negative) part of an account's balance. */
export function adjustHold(ctx: Ctx, account: bigint, delta: bigint): void {
  ctx.stmt('UPDATE ledger_accounts SET held = held + ? WHERE id = ?').run(delta, account);
}
