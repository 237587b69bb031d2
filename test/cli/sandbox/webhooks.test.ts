// `card-console sandbox webhooks`: the fault policy, replay and redelivery of the credential's merchant in a
// running sandbox, checked at the sandbox for what was (and was not) done.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import { parseWebhooksArgs, WEBHOOKS_HELP } from '../../../src/cli/sandbox/webhooks.js';
import { call } from '../../support/http-call.js';
import { startRealSandbox, tokenOf, type RealSandbox } from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(() => sandbox.close());

async function webhooks(argv: string[], env: Record<string, string> = {}) {
  const home = mkdtempSync(join(tmpdir(), 'cc-sandbox-webhooks-'));
  let out = '';
  let err = '';
  const code = await runSandboxCommand(['webhooks', ...argv], {
    env: {
      HOME: home,
      XDG_STATE_HOME: join(home, 'state'),
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_DATA_HOME: join(home, 'data'),
      CARD_CONSOLE_BASE_URL: sandbox.base,
      CARD_CONSOLE_API_TOKEN: sandbox.one.apiToken,
      ...env,
    },
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
  });
  return { code, out, err };
}

const serverPolicy = async (m = sandbox.one) =>
  (await call(sandbox.base, 'GET', '/api/v2/sandbox/webhooks/faults', { headers: tokenOf(m) })).json;

describe('sandbox webhooks', { timeout: 30_000 }, () => {
  it('sets, shows and clears the fault policy, with --json', async () => {
    const set = await webhooks([
      'faults',
      'set',
      '--seed',
      '7',
      '--duplicate',
      '0.5',
      '--delay',
      '0.25',
      '--delay-by',
      '2m',
      '--drop',
      '.1',
      '--json',
    ]);
    expect(set.code, set.err).toBe(0);
    const expected = {
      seed: 7,
      duplicate: { rate: 0.5 },
      delay: { rate: 0.25, by: 'PT2M' },
      drop: { rate: 0.1, redeliverAfter: 'PT1M' },
    };
    expect(JSON.parse(set.out)).toMatchObject(expected);
    expect(await serverPolicy()).toMatchObject(expected);
    const shown = await webhooks(['faults']);
    expect(shown.out).toContain('delay      0.25  by PT2M');
    expect(shown.out).toContain('drop       0.1  sent again after PT1M');
    expect((await serverPolicy(sandbox.two))?.updatedAt).toBeNull();
    const cleared = await webhooks(['faults', 'clear']);
    expect(cleared.code, cleared.err).toBe(0);
    expect((await serverPolicy())?.updatedAt).toBeNull();
    expect((await webhooks(['faults', 'show'])).out).toContain('no fault policy');
  });

  it('refuses bad input before sending anything (exit 2, the rule on stderr)', async () => {
    await webhooks(['faults', 'set', '--timeout', '0.3']);
    const before = await serverPolicy();
    for (const argv of [
      ['faults', 'set', '--duplicate', '1.5'],
      ['faults', 'set', '--duplicate', 'half'],
      ['faults', 'set', '--delay', '0.5', '--delay-by', 'soon'],
      ['faults', 'set', '--delay-by', '1m'],
      ['faults', 'show', '--seed', '3'],
      ['faults', 'shake'],
      ['replay'],
      ['replay', '--since', 'yesterday'],
      ['replay', '--since', '2026-01-01T00:00:00Z', '--event-type', 'nope'],
      ['redeliver'],
      ['jiggle'],
    ]) {
      const run = await webhooks(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.err).toMatch(/^card-console sandbox webhooks: \S/);
    }
    expect(await serverPolicy()).toEqual(before);
  });

  it('replays since an instant and redelivers one event; says what the sandbox refused (exit 1)', async () => {
    const none = await webhooks(['replay', '--since', '2020-01-01T00:00:00Z']);
    expect(none.code).toBe(1);
    expect(none.err).toContain('no webhook configuration');
    await call(sandbox.base, 'PUT', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
      body: { url: 'https://hooks.example.com/cli', enabled: false },
    });
    const history = await call(sandbox.base, 'GET', '/api/v2/webhooks/events?limit=1000', {
      headers: tokenOf(sandbox.one),
    });
    const items = history.json?.items as Array<{ eventId: string; createdAt: string }>;
    const newest = items[0];
    if (!newest) throw new Error('the demo seed records card state changes');
    const replay = await webhooks(['replay', '--since', newest.createdAt, '--json']);
    expect(replay.code, replay.err).toBe(0);
    const replayed = JSON.parse(replay.out) as { redelivered: number };
    expect(replayed.redelivered).toBe(items.filter((d) => d.createdAt >= newest.createdAt).length);
    const one = await webhooks(['redeliver', newest.eventId]);
    expect(one.code, one.err).toBe(0);
    expect(one.out).toContain(`event ${newest.eventId} queued to be sent again`);
    const unknown = await webhooks(['redeliver', '00000000-0000-4000-8000-000000000000']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('not found');
  });

  it('has help', async () => {
    const run = await webhooks(['--help']);
    expect(run.code).toBe(0);
    expect(run.out).toBe(WEBHOOKS_HELP);
    expect(parseWebhooksArgs(['faults', 'set', '--reorder', '1', '--reorder-window', '90s'])).toMatchObject({
      verb: { kind: 'set', policy: { reorder: { rate: 1, window: 'PT1M30S' } } },
    });
  });
});
