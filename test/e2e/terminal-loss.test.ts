// End to end: the terminal goes away under a running console (the tmux session is killed, as when
// an SSH session drops). The console must end by itself — quickly, quietly, without a core dump —
// and put back the webhook configuration that `--listen` replaced.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import {
  alive,
  bundleCommand,
  inProcessSandbox,
  isolatedHomes,
  Terminal,
  until,
  type E2eSandbox,
} from './harness.js';

describe('a lost terminal (tmux killed)', { timeout: 60_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let command = '';
  const homes = isolatedHomes();
  const before = { url: 'https://hooks.example.com/ours-before', eventTypes: 'all' as const, enabled: true };

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    client = sandbox.client();
    await client.call('putWebhookConfig', { body: before });
    command = bundleCommand(['--base-url', sandbox.baseUrl, '--org', sandbox.merchant.orgId, '--listen']);
  });

  it('ends within 5 s with a short stderr, no core dump, and the webhook configuration put back', async () => {
    // The pane's shell ignores the hang-up so that it can record how the console ended; the console
    // installs its own handler, so it still receives SIGHUP, as it would in a real session.
    const stderr = join(homes.dir, 'stderr');
    const term = Terminal.start({
      command: `trap '' HUP; ${command} 2>${stderr}`,
      env: { CI: 'false', NO_COLOR: '1', CARD_CONSOLE_API_KEY: sandbox.merchant.apiKey, ...homes.env },
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
    expect(readFileSync(join(homes.state, 'card-console', 'console.log'), 'utf8')).toMatch(
      /terminal lost|SIGHUP/,
    );
  });
});
