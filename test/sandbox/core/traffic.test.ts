// The traffic mark: what a claim takes and where it leaves the mark, on one connection with a controlled clock
// (several processes on one database: workers.shared.test.ts).
import { describe, expect, it } from 'vitest';
import { createCtx, type Ctx } from '../../../src/sandbox/core/context.js';
import { openDatabase } from '../../../src/sandbox/core/schema.js';
import { claimTraffic, MAX_BACKLOG_MS, setTrafficRate } from '../../../src/sandbox/core/traffic.js';

const START = Date.UTC(2026, 2, 10, 12, 0, 0);

function sandbox(): { ctx: Ctx; advance(ms: number): void } {
  let now = START;
  const ctx = createCtx(openDatabase(':memory:'), {
    now: () => new Date(now),
    provisioningDelayMs: 0,
    maxCardsPerWallet: 500,
    signalEnqueued: () => undefined,
  });
  return { ctx, advance: (ms) => void (now += ms) };
}

const markOf = (ctx: Ctx): { accounted_ms: bigint; carry: bigint; per_minute: bigint } =>
  ctx.db.prepare('SELECT accounted_ms, carry, per_minute FROM sandbox_traffic').get() as {
    accounted_ms: bigint;
    carry: bigint;
    per_minute: bigint;
  };

describe('the traffic mark', () => {
  it('owes nothing before any process set a rate, and nothing at 0', () => {
    const { ctx, advance } = sandbox();
    advance(60_000);
    expect(claimTraffic(ctx)).toBe(0);
    expect(setTrafficRate(ctx, 0)).toEqual({ perMinute: 0 });
    advance(60_000);
    expect(claimTraffic(ctx)).toBe(0);
    expect(markOf(ctx)).toEqual({ accounted_ms: BigInt(START + 60_000), carry: 0n, per_minute: 0n });
  });

  it('moves the mark only when a whole transaction is owed, carrying the rest', () => {
    const { ctx, advance } = sandbox();
    setTrafficRate(ctx, 60);
    advance(999);
    expect(claimTraffic(ctx)).toBe(0);
    expect(markOf(ctx).accounted_ms).toBe(BigInt(START));
    advance(1501);
    expect(claimTraffic(ctx)).toBe(2);
    // 2.5 s at 60 a minute: 2 claimed, half of one (30,000 sixty-thousandths) carried.
    expect(markOf(ctx)).toEqual({ accounted_ms: BigInt(START + 2500), carry: 30_000n, per_minute: 60n });
    advance(500);
    expect(claimTraffic(ctx)).toBe(1);
    expect(markOf(ctx).carry).toBe(0n);
  });

  it('claims nothing when the mark is ahead of this clock (another process claimed up to there)', () => {
    const { ctx, advance } = sandbox();
    setTrafficRate(ctx, 600);
    advance(10_000);
    ctx.db.prepare('UPDATE sandbox_traffic SET accounted_ms = ?').run(BigInt(START + 12_000));
    expect(claimTraffic(ctx)).toBe(0);
    expect(markOf(ctx).accounted_ms).toBe(BigInt(START + 12_000));
  });

  it('makes up a pause for at most the backlog and one transaction', () => {
    const { ctx, advance } = sandbox();
    setTrafficRate(ctx, 60);
    advance(30_000);
    expect(claimTraffic(ctx)).toBe(MAX_BACKLOG_MS / 1000 + 1);
  });

  it('keeps the mark of running processes when a start brings the same rate, and restarts a changed one from now', () => {
    const { ctx, advance } = sandbox();
    setTrafficRate(ctx, 60);
    advance(2500);
    expect(claimTraffic(ctx)).toBe(2);
    advance(200);
    expect(setTrafficRate(ctx, 60)).toEqual({ perMinute: 60 });
    expect(markOf(ctx)).toEqual({ accounted_ms: BigInt(START + 2500), carry: 30_000n, per_minute: 60n });
    expect(setTrafficRate(ctx, 30)).toEqual({ perMinute: 30, replaced: 60 });
    expect(markOf(ctx)).toEqual({ accounted_ms: BigInt(START + 2700), carry: 0n, per_minute: 30n });
  });
});
