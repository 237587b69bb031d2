// `card-console pulse` against a real sandbox on port 0, through the same connection flags, -file secrets
// and config file profiles as the other scripted commands: --json keys and figures, exit 3 when declines
// made here cross the profile's threshold and 0 before, --all with a profile that cannot be read, and
// refusals of the command line (exit 2 naming the flag).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPulseCommand } from '../../../src/cli/pulse/command.js';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { activeWallets, cardsOf, nano } from '../../support/action-helpers.js';
import type { RealSandbox } from '../../support/real-sandbox.js';
import { startScriptSandbox, type ScriptSandbox } from '../../support/script-sandbox.js';

let script: ScriptSandbox;
let env: { sandbox: RealSandbox; merchant: RealSandbox['one']; client: ApiClient };
let home: string;

/** Thresholds nothing in the demo seed crosses, but the decline rate above one in two. */
const LENIENT = {
  stuckCreating: 1000,
  creatingFailed: 1000,
  declineRate: 0.5,
  declineChange: 1_000_000,
  declineMinPurchases: 0,
  stuckOperations: 1_000_000,
  lowWallets: 1000,
  failedDeliveries: 1000,
  pendingDeliveryMinutes: 1_000_000,
};

const writeConfig = (profiles: Record<string, unknown>): void => script.home.writeConfig(profiles);

const demo = () => ({
  baseUrl: env.sandbox.baseUrl,
  orgId: env.merchant.orgId,
  apiKey: env.merchant.apiKey,
  apiToken: env.merchant.apiToken,
  pulse: LENIENT,
});

beforeAll(async () => {
  script = await startScriptSandbox('pulse-cli');
  const { sandbox } = script;
  const merchant = sandbox.one;
  env = { sandbox, merchant, client: createClient({ baseUrl: sandbox.baseUrl, credentials: merchant }) };
  home = script.home.dir;
  writeConfig({ demo: demo() });
}, 60_000);
afterAll(async () => {
  await env.client.close();
  await script.close();
});

/** A line of `pulse --json` as the test reads it. */
interface Line {
  readonly profile: string;
  readonly window: string;
  readonly at: string;
  readonly error?: string;
  readonly cards: { readonly byStatus: Record<string, number> };
  readonly declines: {
    readonly count: number;
    readonly purchases: number;
    readonly rate: number | null;
    readonly reasons: Record<string, number>;
  };
  readonly wallets: readonly { readonly id: string; readonly balance: string; readonly available: string }[];
  readonly webhooks: Record<string, unknown>;
  readonly operations: { readonly stuck: number };
  readonly breaches: readonly unknown[];
}

async function pulse(argv: string[], extraEnv: Record<string, string> = {}) {
  const { code, out, err } = await script.home.run(runPulseCommand, argv, extraEnv);
  const json = out
    .trim()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Line);
  return { code, out, err, json };
}

describe('card-console pulse', () => {
  it('--json: the documented keys, figures as the API counts them, exit 0 when nothing is crossed', async () => {
    const run = await pulse(['--profile', 'demo', '--json', '--window', '15m']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const [f] = run.json;
    expect(Object.keys(f!)).toEqual(
      expect.arrayContaining([
        'at',
        'profile',
        'window',
        'cards',
        'declines',
        'wallets',
        'webhooks',
        'operations',
        'breaches',
      ]),
    );
    expect(f!.profile).toBe('demo');
    expect(f!.window).toBe('15m');
    expect(f!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(Object.keys(f!.declines)).toEqual(
      expect.arrayContaining(['count', 'purchases', 'rate', 'reasons', 'baseline']),
    );
    expect(f!.breaches).toEqual([]);
    const wallets = (await env.client.call('listAccounts', {})).items;
    expect(f!.wallets.map((w) => w.id).sort()).toEqual(wallets.map((w) => w.id).sort());
    for (const w of f!.wallets) {
      expect(Object.keys(w)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'currency',
          'balance',
          'available',
          'outflow24h',
          'hoursToEmpty',
          'low',
        ]),
      );
      const api = wallets.find((a) => a.id === w.id)!;
      expect(nano(w.balance)).toBe(nano(api.balance));
      expect(nano(w.available)).toBe(nano(api.availableBalance));
      expect(w.available).toMatch(/^-?\d+\.\d{2,9}$/);
    }
    const active = await env.client.call('listCards', {
      params: { wallet_id: wallets[0]!.id },
      query: { 'statuses[]': ['active'], quantity: 1 },
    });
    expect(f!.cards.byStatus.active).toBeGreaterThanOrEqual(active.pagination.totalQuantity);
    expect(Object.keys(f!.webhooks)).toEqual(expect.arrayContaining(['failed', 'oldestPendingAt']));
    expect(typeof f!.operations.stuck).toBe('number');
  });

  it('exit 3 once declines made here cross the profile threshold, naming it', async () => {
    const wallet = (await activeWallets(env.client))[0]!;
    const card = (await cardsOf(env.client, wallet.id)).find((c) => c.status === 'active')!;
    await env.client.call('suspendCard', { params: { wallet_id: wallet.id, instrument_id: card.id } });
    const before = (await pulse(['--profile', 'demo', '--json', '--window', '15m'])).json[0]!;
    // Enough declines that more than half the window's purchases were declined.
    const needed = before.declines.purchases - 2 * before.declines.count + 1;
    for (let i = 0; i < Math.max(1, needed); i += 1)
      await env.client.call('sandboxPurchase', { params: { card_uuid: card.id }, body: { amount: '1.00' } });
    const run = await pulse(['--profile', 'demo', '--json', '--window', '15m']);
    expect(run.code).toBe(3);
    const f = run.json[0]!;
    expect(f.declines.count).toBe(before.declines.count + Math.max(1, needed));
    expect(f.declines.reasons.card_frozen).toBeGreaterThanOrEqual(Math.max(1, needed));
    expect(f.breaches).toEqual([{ name: 'declines.rate', value: f.declines.rate, threshold: 0.5 }]);
    // The same data under the default window of an hour, text: the zone named, the breach in words.
    const text = await pulse(['--profile', 'demo', '--utc']);
    expect(text.code).toBe(3);
    expect(text.out).toContain('(times in UTC)');
    expect(text.out).toMatch(/THRESHOLDS CROSSED: declines\.rate/);
  });

  it('the connection flags and a -file secret reach the same service', async () => {
    const keyFile = join(home, 'key');
    writeFileSync(keyFile, `${env.merchant.apiKey}\n`, { mode: 0o600 });
    const run = await pulse([
      '--base-url',
      env.sandbox.baseUrl,
      '--org',
      env.merchant.orgId,
      '--api-key-file',
      keyFile,
      '--json',
    ]);
    expect(run.err).toBe('');
    expect([0, 3]).toContain(run.code);
    expect(run.json[0]!.profile).toBe('command line');
  });

  it('--all: one line per profile; one that cannot be read says why and makes the exit 1', async () => {
    writeConfig({
      demo: demo(),
      broken: { baseUrl: env.sandbox.baseUrl, orgId: env.merchant.orgId, apiKey: 'wrong-key-0123456789' },
    });
    try {
      const run = await pulse(['--all', '--json']);
      expect(run.code).toBe(1);
      expect(run.json.map((l) => l.profile)).toEqual(['broken', 'demo']);
      expect(run.json[0]!.error).toEqual(expect.any(String));
      expect(JSON.stringify(run.json[0])).not.toContain('wrong-key-0123456789');
      expect(run.json[1]!.declines).toBeDefined();
      const text = await pulse(['--all']);
      expect(text.out).toMatch(/^broken: could not be read: /m);
      expect(text.out).toMatch(/^demo: declines \d+\/\d+/m);
    } finally {
      writeConfig({ demo: demo() });
    }
  });

  it('bad usage: exit 2 naming the flag, nothing read', async () => {
    const cases: [string[], RegExp][] = [
      [['--profile', 'demo', '--window', '2h'], /--window: must be 15m, 1h, 24h \(got "2h"\)/],
      [['--profile', 'demo', '--watch', '0'], /--watch: must be a whole number of seconds/],
      [['--profile', 'demo', '--watch', 'soon'], /--watch: must be a whole number of seconds/],
      [['--all', '--profile', 'demo'], /--all reads every profile of the config file: it takes no --profile/],
      [['--profile', 'demo', '--colour'], /--colour/],
      [['--profile', 'demo', 'now'], /unexpected argument "now"/],
    ];
    for (const [argv, message] of cases) {
      const run = await pulse(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.err).toMatch(message);
      expect(run.out).toBe('');
    }
  });

  it('--watch: a refresh every SECONDS until the stop signal, one JSON line each', async () => {
    let out = '';
    let stop: (signal: string) => void = () => undefined;
    const stopped = new Promise<string>((resolve) => (stop = resolve));
    const code = await runPulseCommand(['--profile', 'demo', '--json', '--watch', '1'], {
      stdin: Object.assign(Readable.from(['']), { isTTY: false }),
      stdout: {
        write: (t: string) => {
          out += t;
          if (out.trim().split('\n').length === 2) stop('SIGINT');
        },
      },
      stderr: { write: () => true },
      env: script.home.env(),
      untilStopSignal: () => stopped,
    });
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Line);
    expect(lines).toHaveLength(2);
    expect(Date.parse(lines[1]!.at) - Date.parse(lines[0]!.at)).toBeGreaterThanOrEqual(1000);
    expect([0, 3]).toContain(code);
  });

  it('--help', async () => {
    const run = await pulse(['--help']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Exit status: 0 no threshold crossed, 3 a threshold crossed');
  });
});
