// Simulated traffic is one rate of the whole sandbox, shared by every process on its database: the rate, and the
// real time up to which the transactions it owes have been claimed (the mark), live in sandbox_traffic, one row.
// A process's tick claims, in one write transaction (BEGIN IMMEDIATE on SQLite, the writer lock on PostgreSQL),
// what is owed since the mark and moves the mark to now, so N a minute happen in total however many processes
// run, each claimed once. What is owed is counted in integers: the part of a transaction not yet whole is carried
// to the next claim (in sixty-thousandths of one), so 7 a minute is 7, not 6 or 8.
import type { TrafficRate } from '../core-types.js';
import { inTransaction, nowIso, num, type Ctx } from './context.js';

/** Created with the rest of the schema (schema.ts) and, on a PostgreSQL database from before, by a migration. */
export const TRAFFIC_SCHEMA = `
CREATE TABLE IF NOT EXISTS sandbox_traffic (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  per_minute INTEGER NOT NULL CHECK (per_minute >= 0),
  -- Real time (ms since the epoch) up to which the transactions owed have been claimed.
  accounted_ms INTEGER NOT NULL,
  -- What was owed beyond the whole transactions claimed, in sixty-thousandths of one.
  carry INTEGER NOT NULL CHECK (carry >= 0 AND carry < 60000),
  set_at TEXT NOT NULL
) STRICT;
`;

/**
 * Our decision: time in which no process claimed (every process stopped, or the one running paused) is made up
 * for at most this long, plus the time one transaction takes at the rate (the mark moves only when a whole one is
 * owed); a process that starts on a database whose mark is older starts counting from now.
 */
export const MAX_BACKLOG_MS = 5_000;

const UNIT = 60_000n;

/** How far behind now the mark may be counted from, at `perMinute` (> 0). */
const backlogMs = (perMinute: bigint): bigint => BigInt(MAX_BACKLOG_MS) + (UNIT + perMinute - 1n) / perMinute;

interface TrafficRow {
  per_minute: bigint;
  accounted_ms: bigint;
  carry: bigint;
}

const read = (ctx: Ctx): TrafficRow | undefined =>
  ctx.stmt('SELECT per_minute, accounted_ms, carry FROM sandbox_traffic WHERE id = 1').get() as
    TrafficRow | undefined;

const mark = (ctx: Ctx, perMinute: bigint, at: bigint, carry: bigint): void => {
  ctx
    .stmt(
      `INSERT INTO sandbox_traffic (id, per_minute, accounted_ms, carry, set_at) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET per_minute = excluded.per_minute, accounted_ms = excluded.accounted_ms,
         carry = excluded.carry, set_at = CASE WHEN sandbox_traffic.per_minute = excluded.per_minute
           THEN sandbox_traffic.set_at ELSE excluded.set_at END`,
    )
    .run(perMinute, at, carry, nowIso(ctx));
};

/**
 * A process starts: its rate becomes the sandbox's (the latest start sets it). Answers the rate and, when this
 * start changed the one another start had set, that one. A mark older than the backlog (nobody was running
 * traffic) moves to now; an unchanged rate with a fresh mark leaves it where the running processes have it.
 */
export function setTrafficRate(ctx: Ctx, perMinute: number): TrafficRate {
  return inTransaction(ctx, () => {
    const now = BigInt(ctx.realClock().getTime());
    const row = read(ctx);
    const rate = BigInt(perMinute);
    const same = row !== undefined && row.per_minute === rate;
    if (!same || (rate > 0n && now - row.accounted_ms > backlogMs(rate)))
      mark(ctx, rate, now, same ? row.carry : 0n);
    return row && row.per_minute !== rate ? { perMinute, replaced: num(row.per_minute) } : { perMinute };
  });
}

/** The sandbox's rate as the starts have set it, for a process that takes no part in the traffic. */
export function trafficRate(ctx: Ctx): TrafficRate {
  return { perMinute: num(read(ctx)?.per_minute ?? 0n) };
}

/** What the mark owes at `now`: whole transactions, and the carry left (0 transactions when nothing is owed). */
function owedAt(row: TrafficRow, now: bigint): { transactions: bigint; carry: bigint } | undefined {
  if (row.per_minute === 0n) return undefined;
  const oldest = now - backlogMs(row.per_minute);
  const since = row.accounted_ms > oldest ? row.accounted_ms : oldest;
  // Another process (its clock a little ahead) has claimed up to here already.
  if (now <= since) return undefined;
  const units = row.carry + (now - since) * row.per_minute;
  return { transactions: units / UNIT, carry: units % UNIT };
}

/**
 * Claims the simulated transactions owed since the mark and moves the mark to now; answers how many this process
 * runs. The write lock is taken only when at least one whole transaction is owed (looked at first without it, then
 * again under it, where another process may have claimed them meanwhile).
 */
export function claimTraffic(ctx: Ctx): number {
  const seen = read(ctx);
  if (!seen || (owedAt(seen, BigInt(ctx.realClock().getTime()))?.transactions ?? 0n) === 0n) return 0;
  return inTransaction(ctx, () => {
    const now = BigInt(ctx.realClock().getTime());
    const row = read(ctx);
    const owed = row && owedAt(row, now);
    if (!row || !owed || owed.transactions === 0n) return 0;
    mark(ctx, row.per_minute, now, owed.carry);
    return num(owed.transactions);
  });
}
