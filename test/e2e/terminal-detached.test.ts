// End to end, beside terminal-loss.test.ts: the terminal goes away while the console runs in a
// session of its own (`setsid -w`, so no SIGHUP arrives, as under a parent that ignores it), and a
// console killed with SIGKILL leaves its webhook configuration, which the next start offers to put back.
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { readWebhookConfig } from '../../src/api/receiver/index.js';
import {
  alive,
  BIN,
  bundleCommand,
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  Terminal,
  until,
  type E2eSandbox,
} from './harness.js';

const gone = (pid: number, withinMs: number): Promise<boolean> => until(() => !alive(pid), withinMs);

describe('a dropped terminal, and a killed console', { timeout: 60_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let term: Terminal | undefined;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    client = sandbox.client();
  });

  // The console must notice the lost terminal by itself (end of input, EIO), with no signal to tell it.
  it('without SIGHUP: ends the console within 5 s, quietly, without a core dump, with the webhook configuration as before', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/before', eventTypes: ['card_state'], enabled: false },
    });
    const before = await readWebhookConfig(client);

    // Removed after the file, with any core dump (hundreds of megabytes) the console left in it.
    const homes = isolatedHomes();
    const dir = homes.dir;
    const stderrFile = join(dir, 'stderr');
    term?.close();
    term = Terminal.start({
      // Core dumps on, written to the working directory (the default core_pattern): none may appear.
      command: `cd ${dir} && ulimit -c unlimited; setsid -w ${bundleCommand([...sandbox.flags(), '--listen'])} 2> ${stderrFile}`,
      env: { CI: 'false', NO_COLOR: '1', ...homes.env },
      cols: 100,
      rows: 30,
    });
    await term.waitFor(/events: (quiet|live)/);
    expect((await readWebhookConfig(client))?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const pid = Number(
      execFileSync('pgrep', ['-f', `^node ${BIN} --base-url ${sandbox.baseUrl}`], { encoding: 'utf8' })
        .trim()
        .split('\n')[0],
    );
    const stderrBefore = statSync(stderrFile).size;

    term.close(); // the whole tmux server: the terminal is gone

    expect(await gone(pid, 5_000)).toBe(true);
    expect(statSync(stderrFile).size - stderrBefore).toBeLessThan(10_000);
    expect(readdirSync(dir).filter((name) => name.startsWith('core'))).toEqual([]);
    // Put back as it was (a restore is a write: only its time stamp is new).
    expect(await readWebhookConfig(client)).toEqual({ ...before, updatedAt: expect.any(String) });
  });

  it('a configuration left by a console killed with SIGKILL is offered for restoration at the next start', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/before-kill', eventTypes: 'all', enabled: true },
    });
    const before = await readWebhookConfig(client);
    const homes = isolatedHomes();
    const start = (): Terminal =>
      openConsole({ args: [...sandbox.flags(), '--listen'], homes, cols: 140, rows: 30 });
    term?.close();
    term = start();
    await term.waitFor(/events: (quiet|live)/);
    const deadUrl = (await readWebhookConfig(client))?.url;
    expect(deadUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const pid = term.programPid();
    process.kill(pid, 'SIGKILL');
    expect(await gone(pid, 5_000)).toBe(true);
    expect((await readWebhookConfig(client))?.url).toBe(deadUrl);
    term.close();

    term = start();
    const question = await term.waitFor('Put back the previous configuration');
    expect(question).toContain(`pid ${pid}`);
    expect(question).toContain('https://hooks.example.com/before-kill');
    term.type('y');
    term.keys('Enter');
    await term.waitFor(/events: (quiet|live)/);
    term.keys('q');
    expect(await term.waitForExit()).toBe(0);
    expect(await readWebhookConfig(client)).toEqual({ ...before, updatedAt: expect.any(String) });
  });
});
