// Each merchant's test clock, kept in the database (merchant_clocks): a merchant without a row lives in real time.
// Its present is the frozen instant when frozen, else real time plus an offset. Everything a merchant's call or
// background work stamps or compares reads `ctx.clock`, which `withMerchantClock` points at that merchant's
// present while the work runs (handlers and the worker are synchronous, so the scope is exact).
import type { SandboxClock } from '../../contract/index.js';
import { num, type Ctx } from './context.js';

interface ClockRow {
  offset_ms: bigint;
  frozen_at: string | null;
}

export interface MerchantClock {
  /** The frozen instant, or null when the clock runs. */
  frozenAt: Date | null;
  /** Milliseconds ahead of real time while running. */
  offsetMs: number;
}

const REAL_TIME: MerchantClock = { frozenAt: null, offsetMs: 0 };

export function loadClock(ctx: Ctx, merchantId: string): MerchantClock {
  const row = ctx
    .stmt('SELECT offset_ms, frozen_at FROM merchant_clocks WHERE merchant_id = ?')
    .get(merchantId) as ClockRow | undefined;
  if (!row) return REAL_TIME;
  return { frozenAt: row.frozen_at === null ? null : new Date(row.frozen_at), offsetMs: num(row.offset_ms) };
}

/** The clock's present, given real time. */
export const presentOf = (clock: MerchantClock, real: Date): Date =>
  clock.frozenAt ?? new Date(real.getTime() + clock.offsetMs);

export function saveClock(ctx: Ctx, merchantId: string, clock: MerchantClock): void {
  ctx
    .stmt(
      `INSERT INTO merchant_clocks (merchant_id, offset_ms, frozen_at, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (merchant_id) DO UPDATE SET offset_ms = excluded.offset_ms, frozen_at = excluded.frozen_at,
      updated_at = excluded.updated_at`,
    )
    .run(
      merchantId,
      BigInt(clock.offsetMs),
      clock.frozenAt?.toISOString() ?? null,
      ctx.realClock().toISOString(),
    );
}

export function clockView(ctx: Ctx, merchantId: string): SandboxClock {
  const clock = loadClock(ctx, merchantId);
  const real = ctx.realClock();
  const now = presentOf(clock, real);
  return {
    now: now.toISOString(),
    frozen: clock.frozenAt !== null,
    offsetMs: now.getTime() - real.getTime(),
  };
}

/** Runs `fn` with `ctx.clock` reading the merchant's present; the clock before is put back after. */
export function withMerchantClock<T>(ctx: Ctx, merchantId: string, fn: () => T): T {
  const saved = ctx.clock;
  const clock = loadClock(ctx, merchantId);
  ctx.clock = () => presentOf(clock, ctx.realClock());
  try {
    return fn();
  } finally {
    ctx.clock = saved;
  }
}

/** Whether the worker has looked for cards expired by the month of `monthKey` (YYYYMM); marks it looked. */
export function sweptThrough(ctx: Ctx, merchantId: string, monthKey: string): boolean {
  const row = ctx.stmt('SELECT swept_month FROM merchant_clocks WHERE merchant_id = ?').get(merchantId) as
    { swept_month: string | null } | undefined;
  if (row?.swept_month !== undefined && row.swept_month !== null && row.swept_month >= monthKey) return true;
  ctx
    .stmt(
      `INSERT INTO merchant_clocks (merchant_id, offset_ms, frozen_at, swept_month, updated_at) VALUES (?, 0, NULL, ?, ?)
      ON CONFLICT (merchant_id) DO UPDATE SET swept_month = excluded.swept_month`,
    )
    .run(merchantId, monthKey, ctx.realClock().toISOString());
  return false;
}

/** The merchants whose work the worker looks at, in a stable order. */
export const merchantIds = (ctx: Ctx): string[] =>
  (ctx.stmt('SELECT id FROM merchants ORDER BY seq').all() as { id: string }[]).map((m) => m.id);
