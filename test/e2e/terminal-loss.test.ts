// End to end: the terminal goes away under a running console (the tmux session is killed, as when
// an SSH session drops). The console must end by itself — quickly, quietly, without a core dump —
// and put back the webhook configuration that `--listen` replaced.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type RunningSandbox } from '../../src/sandbox/index.js';
import { alive, Terminal, until } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;

describe('a lost terminal (tmux killed)', { timeout: 60_000 }, () => {
  let sandbox: RunningSandbox;
  let client: ApiClient;
  let command = '';
  const home = mkdtempSync(join(tmpdir(), 'cc-e2e-lost-'));
  const before = { url: 'https://hooks.example.com/ours-before', eventTypes: 'all' as const, enabled: true };

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    const m = sandbox.merchants[0]!;
    client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
    });
    await client.call('putWebhookConfig', { body: before });
    command = `node ${binary} --base-url ${sandbox.baseUrl} --org ${m.orgId} --listen`;
  });
  afterAll(async () => {
    await client?.close();
    await sandbox?.close();
  });

  it('ends within 5 s with a short stderr, no core dump, and the webhook configuration put back', async () => {
    const m = sandbox.merchants[0]!;
    // The pane's shell ignores the hang-up so that it can record how the console ended; the console
    // installs its own handler, so it still receives SIGHUP, as it would in a real session.
    const stderr = join(home, 'stderr');
    const term = Terminal.start({
      command: `trap '' HUP; ${command} 2>${stderr}`,
      env: {
        CI: 'false',
        NO_COLOR: '1',
        CARD_CONSOLE_API_KEY: m.apiKey,
        XDG_STATE_HOME: join(home, 'state'),
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_CONFIG_HOME: join(home, 'config'),
      },
      cols: 100,
      rows: 30,
    });
    await term.waitFor((s) => s.includes('events: quiet') || s.includes('events: live'));
    const during = await client.call('getWebhookConfig', {});
    expect(during.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/); // the console pointed it at itself
    const pid = term.programPid();
    const shell = term.panePid();

    term.close(); // the whole tmux server: the terminal is gone
    try {
      expect(await until(() => !alive(pid), 5_000)).toBe(true);
      expect(
        await until(
          () => existsSync(term.exitFile) && readFileSync(term.exitFile, 'utf8').trim() !== '',
          5_000,
        ),
      ).toBe(true);
    } finally {
      // The shell ignores hang-ups and would wait out its sleep: end its whole process group.
      try {
        process.kill(-shell, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    const code = Number(readFileSync(term.exitFile, 'utf8').trim());
    expect(code).toBe(129); // ended as a hang-up, not by SIGSEGV (139) or an abort with a core dump (134)
    expect(existsSync(stderr) ? statSync(stderr).size : 0).toBeLessThan(10_000);
    const after = await client.call('getWebhookConfig', {});
    expect(after).toMatchObject({ url: before.url, eventTypes: 'all', enabled: true });
    // What happened is in the state directory's log, not on the dead terminal.
    expect(readFileSync(join(home, 'state', 'card-console', 'console.log'), 'utf8')).toMatch(
      /terminal lost|SIGHUP/,
    );
  });
});
