// The rate limit per credential over several processes on one PostgreSQL database: three sandboxes (each its own
// core and connection, as three processes have) together refuse what one would, because the count lives in the
// database. All requests fall in one window of an injected clock, so the counts are exact.
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { serveSandbox, type RunningSandbox } from '../../../src/sandbox/http/server.js';
import { call } from '../../support/http-call.js';
import { usePostgresServer } from '../../support/postgres-file.js';

const server = usePostgresServer();
const running: RunningSandbox[] = [];
afterAll(async () => {
  for (const s of running) await s.close();
});

const LIMIT = 4;
let clock = Date.UTC(2026, 10, 28, 12, 0, 0, 100);

async function serve(db: string): Promise<RunningSandbox> {
  const core = createSandboxCore({ db, seed: 'none', provisioningDelayMs: 0, trafficPerMinute: 0 });
  const sandbox = await serveSandbox(core, { port: 0, rateLimit: LIMIT, now: () => clock });
  running.push(sandbox);
  return sandbox;
}

/** The statuses of `count` reads sent one after another, in turn to each of `sandboxes`. */
async function statuses(sandboxes: RunningSandbox[], token: string, count: number): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await call(sandboxes[i % sandboxes.length]!.baseUrl, 'GET', '/api/v2/accounts', {
      headers: { 'x-api-token': token },
    });
    seen.push(res.status);
  }
  return seen;
}

const tally = (seen: number[]) => ({
  served: seen.filter((s) => s === 200).length,
  refused: seen.filter((s) => s === 429).length,
});

describe('the rate limit on PostgreSQL', () => {
  it('holds per credential across three processes: together they refuse what one alone refuses', async () => {
    const url = server.database();
    const three = [await serve(url), await serve(url), await serve(url)];
    const { apiToken, readOnlyApiToken } = three[0]!.merchants[0]!;

    const alone = await statuses([three[0]!], apiToken, 3 * LIMIT);
    expect(tally(alone)).toEqual({ served: LIMIT, refused: 2 * LIMIT });

    clock += 1000; // the next window
    const together = await statuses(three, apiToken, 3 * LIMIT);
    expect(tally(together)).toEqual(tally(alone));
    expect(together.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(200));

    // Another credential of the same merchant has a count of its own.
    expect(tally(await statuses(three, readOnlyApiToken, LIMIT))).toEqual({ served: LIMIT, refused: 0 });
    clock += 1000;
    expect(tally(await statuses(three, apiToken, LIMIT))).toEqual({ served: LIMIT, refused: 0 });
  });

  it('keeps the credential out of the database: its count is kept under a hash', async () => {
    const url = server.database();
    const sandbox = await serve(url);
    const { apiToken } = sandbox.merchants[0]!;
    await statuses([sandbox], apiToken, 1);
    const core = createSandboxCore({ db: url, seed: 'none', provisioningDelayMs: 0, trafficPerMinute: 0 });
    try {
      const rows = core.database.prepare('SELECT credential FROM rate_windows').all() as Array<{
        credential: string;
      }>;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.credential).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.credential).not.toContain(apiToken);
    } finally {
      core.close();
    }
  });
});
