// `--profile sandbox` on a script command reaches the embedded sandbox's database: the running
// console's sandbox when its state file names a live one, else one started for the command's
// duration over the same database file. Nothing configured still refuses (scripts name their target).
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../src/api/index.js';
import { recordRunningSandbox, sandboxStateFile } from '../../src/cli/sandbox/record.js';
import { defaultDatabasePath, startSandbox, type MerchantCredentials } from '../../src/sandbox/index.js';
import { runCards } from '../support/cards-run.js';

function fresh() {
  const home = mkdtempSync(join(tmpdir(), 'cc-script-sandbox-'));
  const env = {
    HOME: home,
    XDG_STATE_HOME: join(home, 'state'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CACHE_HOME: join(home, 'cache'),
  };
  return { home, env, db: defaultDatabasePath(env) };
}

const idsOf = (lines: Record<string, unknown>[]) =>
  lines.filter((l) => !l.summary).map((l) => l.id as string);

describe('scripts on the embedded sandbox', { timeout: 60_000 }, () => {
  it('refuses a script with nothing configured, and says how to name the sandbox', async () => {
    const { home, env } = fresh();
    const run = await runCards(home, ['list', '--json'], { env });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--profile sandbox/);
    expect(run.out).toBe('');
  });

  it('--profile sandbox with no console running: the pipe of the README unfreezes the frozen cards of its database', async () => {
    const { home, env, db } = fresh();
    const listed = await runCards(home, ['list', '--status', 'frozen', '--json', '--profile', 'sandbox'], {
      env,
    });
    expect(listed.err).not.toMatch(/refus|error/i);
    expect(listed.code).toBe(0);
    const frozen = idsOf(listed.lines);
    expect(frozen.length).toBeGreaterThan(0);
    const unfrozen = await runCards(
      home,
      ['unfreeze', '--ids', '-', '--yes', '--json', '--profile', 'sandbox'],
      {
        env,
        stdin: listed.out,
      },
    );
    expect(unfrozen.code).toBe(0);
    expect(unfrozen.lines.filter((l) => l.outcome === 'done').map((l) => l.id)).toEqual(frozen);
    // Read back from the same database file by a sandbox of its own.
    const check = await startSandbox({ port: 0, db, logger: 'none' });
    const merchant = check.merchants[0] as MerchantCredentials;
    const client = createClient({
      baseUrl: check.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
    });
    try {
      for (const line of listed.lines.filter((l) => !l.summary)) {
        const card = await client.call('getCard', {
          params: { wallet_id: line.walletId as string, instrument_id: line.id as string },
        });
        expect(card.data.card.status).toBe('active');
      }
    } finally {
      await client.close();
      await check.close();
    }
  });

  it("--profile sandbox reaches the running console's sandbox (its state file), not a second one", async () => {
    const { home, env, db } = fresh();
    // Its data lives in memory: a command that started a sandbox of its own over the file would not see it.
    const running = await startSandbox({ port: 0, db: ':memory:', logger: 'none' });
    const forget = recordRunningSandbox(env, {
      baseUrl: running.baseUrl,
      database: db,
      merchants: running.merchants,
    });
    try {
      expect(statSync(sandboxStateFile(env)).mode & 0o777).toBe(0o600);
      const state = JSON.parse(readFileSync(sandboxStateFile(env), 'utf8')) as { credentialsFile: string };
      expect(statSync(state.credentialsFile).mode & 0o777).toBe(0o600);
      // The change is read back through the running sandbox itself.
      const merchant = running.merchants[0] as MerchantCredentials;
      const client = createClient({
        baseUrl: running.baseUrl,
        credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
      });
      const listed = await runCards(home, ['list', '--status', 'frozen', '--json', '--profile', 'sandbox'], {
        env,
      });
      const [first] = idsOf(listed.lines);
      const walletId = listed.lines.find((l) => l.id === first)?.walletId as string;
      const run = await runCards(
        home,
        ['unfreeze', '--ids', '-', '--yes', '--json', '--profile', 'sandbox'],
        {
          env,
          stdin: `${first}\n`,
        },
      );
      expect(run.code).toBe(0);
      const card = await client.call('getCard', {
        params: { wallet_id: walletId, instrument_id: first as string },
      });
      expect(card.data.card.status).toBe('active');
      await client.close();
    } finally {
      forget();
      await running.close();
    }
  });

  it('ignores a state file whose process is gone, and starts its own over the database', async () => {
    const { home, env, db } = fresh();
    const gone = await startSandbox({ port: 0, db, logger: 'none' });
    recordRunningSandbox(env, { baseUrl: gone.baseUrl, database: db, merchants: gone.merchants });
    await gone.close();
    const state = JSON.parse(readFileSync(sandboxStateFile(env), 'utf8')) as Record<string, unknown>;
    writeFileSync(sandboxStateFile(env), JSON.stringify({ ...state, pid: 2 ** 22 + 12345 }), { mode: 0o600 });
    const listed = await runCards(home, ['list', '--json', '--profile', 'sandbox'], { env });
    expect(listed.code).toBe(0);
    expect(listed.lines.length).toBeGreaterThan(5);
  });
});
