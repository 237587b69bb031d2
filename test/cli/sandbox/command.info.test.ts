// `card-console sandbox info`: where the embedded sandbox (profile "sandbox") is and where its
// credentials are, running or not; never a secret on screen.
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import { embeddedDatabase, recordRunningSandbox, sandboxStateFile } from '../../../src/cli/sandbox/record.js';
import { defaultDatabasePath, startSandbox } from '../../../src/sandbox/index.js';

function fresh() {
  const home = mkdtempSync(join(tmpdir(), 'cc-sandbox-info-'));
  const env = {
    HOME: home,
    XDG_STATE_HOME: join(home, 'state'),
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
  };
  return { home, env };
}

async function info(env: Record<string, string>, argv: string[] = []) {
  let out = '';
  let err = '';
  const code = await runSandboxCommand(['info', ...argv], {
    env,
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
  });
  return { code, out, err };
}

describe('sandbox info', { timeout: 30_000 }, () => {
  it('the embedded database is where the sandbox keeps it', () => {
    const { env } = fresh();
    expect(embeddedDatabase(env)).toBe(defaultDatabasePath(env));
  });

  it('says it is not running, where its database is, and where its credentials will be', async () => {
    const { env } = fresh();
    const run = await info(env);
    expect(run.code).toBe(0);
    expect(run.out).toContain(join(env.XDG_DATA_HOME, 'card-console', 'sandbox.db'));
    expect(run.out).toMatch(/not running/);
    expect(run.out).toContain(join(env.XDG_STATE_HOME, 'card-console', 'sandbox-credentials.json'));
    expect(run.out).toContain('--profile sandbox');
    const json = await info(env, ['--json']);
    expect(JSON.parse(json.out)).toMatchObject({ profile: 'sandbox', running: false, baseUrl: null });
  });

  it('names the running console sandbox by its address and its credentials by their 0600 file, never the secrets', async () => {
    const { env } = fresh();
    const running = await startSandbox({ port: 0, db: ':memory:', logger: 'none' });
    const database = embeddedDatabase(env);
    const forget = recordRunningSandbox(env, {
      baseUrl: running.baseUrl,
      database,
      merchants: running.merchants,
    });
    try {
      const run = await info(env);
      expect(run.code).toBe(0);
      expect(run.out).toContain(running.baseUrl);
      expect(run.out).toContain(`pid ${process.pid}`);
      const file = join(env.XDG_STATE_HOME, 'card-console', 'sandbox-credentials.json');
      expect(run.out).toContain(file);
      for (const m of running.merchants)
        for (const secret of [m.apiKey, m.apiToken, m.readOnlyApiKey, m.readOnlyApiToken, m.password])
          expect(run.out + run.err).not.toContain(secret);
      // The file holds them, for scripts that need the raw credentials.
      expect(readFileSync(file, 'utf8')).toContain(running.merchants[0]?.apiKey);
      const json = JSON.parse((await info(env, ['--json'])).out) as Record<string, unknown>;
      expect(json).toMatchObject({
        running: true,
        baseUrl: running.baseUrl,
        credentialsFile: file,
        database,
      });
    } finally {
      forget();
      await running.close();
    }
  });

  it('a state file left by a process that is gone says not running', async () => {
    const { env } = fresh();
    const gone = await startSandbox({ port: 0, db: ':memory:', logger: 'none' });
    recordRunningSandbox(env, {
      baseUrl: gone.baseUrl,
      database: embeddedDatabase(env),
      merchants: gone.merchants,
    });
    await gone.close();
    const state = JSON.parse(readFileSync(sandboxStateFile(env), 'utf8')) as Record<string, unknown>;
    writeFileSync(sandboxStateFile(env), JSON.stringify({ ...state, pid: 2 ** 22 + 777 }));
    const run = await info(env);
    expect(run.out).toMatch(/not running/);
    expect(run.out).not.toContain(gone.baseUrl);
  });
});
