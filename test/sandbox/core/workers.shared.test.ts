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

/** One process's core on `db`, simulating `perMinute` (started: its timer runs). */
function processOn(db: string, perMinute: number): SandboxCoreWithHooks {
  const core = createSandboxCore({ ...options, db, trafficPerMinute: perMinute });
  cores.push(core);
  core.start();
  return core;
}

/** The clock and every running core's timer move `ms` ahead, one tick at a time. */
function pass(ms: number): void {
  for (let t = 0; t < ms; t += TICK_MS) {
    now += TICK_MS;
    vi.advanceTimersByTime(TICK_MS);
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
  it('is N a minute in total however many processes run it, each transaction once', () => {
    const db = sharedDatabase();
    const a = processOn(db, 60);
    const before = simulated(a);
    processOn(db, 60);
    pass(MINUTE);
    // Each process at its own rate would make 120.
    expect(simulated(a) - before).toBe(60);
  });

  it('carries on at the whole rate in the other process when one stops', () => {
    const db = sharedDatabase();
    const a = processOn(db, 60);
    const b = processOn(db, 60);
    const before = simulated(b);
    pass(MINUTE / 2);
    expect(simulated(b) - before).toBe(30);
    a.close();
    pass(MINUTE / 2);
    expect(simulated(b) - before).toBe(60);
  });
});
