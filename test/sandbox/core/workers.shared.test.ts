// Simulated traffic shared by several processes on one database: `--traffic N` is the rate of the whole
// sandbox, not of each process. Two cores on one database (a SQLite file, or with CARD_CONSOLE_TEST_ENGINE=postgres
// one PostgreSQL database), each with its own connection as two processes have, run their timers on a controlled
// clock; the simulated transactions are counted in the database (one purchase or refund each).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxCore, type SandboxCoreWithHooks } from '../../../src/sandbox/core/index.js';
import { TICK_MS } from '../../../src/sandbox/core/workers.js';
import { onPostgres } from '../../support/postgres-server.js';
import { sandboxDatabaseFor } from '../../support/sandbox-core.js';

const MINUTE = 60_000;
let now = Date.UTC(2026, 2, 10, 12, 0, 0);
let dir: string;
const cores: SandboxCoreWithHooks[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  dir = mkdtempSync(join(tmpdir(), 'shared-traffic-'));
});

afterEach(() => {
  for (const core of cores.splice(0)) core.close();
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const options = { seed: 'demo', provisioningDelayMs: 0, now: () => new Date(now) } as const;

/** A database both cores open: a file (SQLite), or a fresh seeded PostgreSQL database. */
function sharedDatabase(): string {
  return onPostgres ? sandboxDatabaseFor({ ...options, trafficPerMinute: 0 }) : join(dir, 'shared.db');
}

/** One process's core on `db`, simulating `perMinute` (started: its timer runs); none given: no rate of its own. */
function processOn(db: string, perMinute: number | undefined): SandboxCoreWithHooks {
  const core = createSandboxCore({ ...options, db, trafficPerMinute: perMinute });
  cores.push(core);
  core.start();
  return core;
}

/**
 * The clock and every running core's timer move `ms` ahead, one tick at a time. The test's process breathes
 * between simulated seconds (on PostgreSQL each call blocks it until the server answers).
 */
async function pass(ms: number): Promise<void> {
  for (let t = 0; t < ms; t += TICK_MS) {
    now += TICK_MS;
    vi.advanceTimersByTime(TICK_MS);
    if (t % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Simulated transactions so far: each is one purchase (accepted or declined) or one refund. */
function simulated(core: SandboxCoreWithHooks): number {
  const row = core.database
    .prepare("SELECT COUNT(*) AS n FROM card_ops WHERE type IN ('purchase', 'refund')")
    .get() as { n: bigint };
  return Number(row.n);
}

describe('simulated traffic on one database', () => {
  it('is N a minute in total however many processes run it, each transaction once', async () => {
    const db = sharedDatabase();
    const a = processOn(db, 60);
    const before = simulated(a);
    processOn(db, 60);
    await pass(MINUTE);
    // Each process at its own rate would make 120.
    expect(simulated(a) - before).toBe(60);
  });

  it('carries on at the whole rate in the other process when one stops', async () => {
    const db = sharedDatabase();
    const a = processOn(db, 60);
    const b = processOn(db, 60);
    const before = simulated(b);
    await pass(MINUTE / 2);
    expect(simulated(b) - before).toBe(30);
    a.close();
    await pass(MINUTE / 2);
    expect(simulated(b) - before).toBe(60);
  });

  it('runs at the rate of the latest start, in every process, and that start says what it replaced', async () => {
    const db = sharedDatabase();
    const a = createSandboxCore({ ...options, db, trafficPerMinute: 60 });
    const b = createSandboxCore({ ...options, db, trafficPerMinute: 120 });
    cores.push(a, b);
    expect(a.start()).toEqual({ perMinute: 60 });
    const before = simulated(a);
    await pass(MINUTE / 2);
    expect(simulated(a) - before).toBe(30);
    expect(b.start()).toEqual({ perMinute: 120, replaced: 60 });
    await pass(MINUTE / 2);
    // 30, then 60 in half a minute at 120: not 30 + 30 + 60 (each its own rate), nor 30 + 30 (the first one's).
    expect(simulated(a) - before).toBe(90);
    // The same rate again replaces nothing; 0 stops the traffic of every process.
    expect(processOn(db, 120).database.open).toBe(true);
    const stopper = createSandboxCore({ ...options, db, trafficPerMinute: 0 });
    cores.push(stopper);
    expect(stopper.start()).toEqual({ perMinute: 0, replaced: 120 });
    await pass(MINUTE / 2);
    expect(simulated(a) - before).toBe(90);
  });

  it('is 7 a minute at 7 (the part of a transaction not yet whole is carried to the next claim)', async () => {
    const db = sharedDatabase();
    const a = processOn(db, 7);
    processOn(db, 7);
    const before = simulated(a);
    await pass(2 * MINUTE);
    expect(simulated(a) - before).toBe(14);
  });

  it("a start with no rate of its own (a script's sandbox) leaves the rate as it is and simulates nothing", async () => {
    const db = sharedDatabase();
    const consoleCore = processOn(db, 60);
    const script = createSandboxCore({ ...options, db });
    cores.push(script);
    expect(script.start()).toEqual({ perMinute: 60 });
    const before = simulated(script);
    await pass(MINUTE / 2);
    expect(simulated(script) - before).toBe(30);
    // With the process that set the rate gone, the one with none of its own runs nothing.
    consoleCore.close();
    await pass(MINUTE / 2);
    expect(simulated(script) - before).toBe(30);
  });

  it('does not make up the hour in which no process ran', async () => {
    const db = sharedDatabase();
    const a = processOn(db, 60);
    await pass(MINUTE);
    a.close();
    now += 60 * MINUTE;
    const b = processOn(db, 60);
    const before = simulated(b);
    await pass(1000);
    expect(simulated(b) - before).toBe(1);
  });
});
