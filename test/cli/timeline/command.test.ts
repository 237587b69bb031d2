// `card-console timeline` against a real sandbox on port 0: a daily limit, a purchase that passes, one declined
// by the limit, a freeze, one declined as frozen; --json prints one object per row with the declines explained,
// --md the ticket block; refusals of the command line and of an unknown card end with exit status 2.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import type { CommandIo } from '../../../src/cli/command.js';
import { runTimelineCommand } from '../../../src/cli/timeline/command.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../../src/sandbox/index.js';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { cryptoRng } from '../../../src/sandbox/core/context.js';
import { panEndingIn } from '../../../src/sandbox/core/pan.js';
import { serveSandbox } from '../../../src/sandbox/http/server.js';

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let client: ApiClient;
let home: string;
let cardId: string;
let masked: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
  });
  const walletId = (await client.call('listWallets', {})).data.find((w) => w.status === 'active')!.id;
  const card = (
    await client.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 100 } })
  ).data.find((c) => c.cardStatus === 'active')!;
  cardId = card.cardId;
  masked = card.maskedNumber;
  const params = { wallet_id: walletId, instrument_id: cardId };
  await client.call('fundCard', { params, body: { amount: '200.00' } });
  await client.call('updateCard', { params, body: { limits: { daily_limit: '50.00' } } });
  for (let i = 0; i < 100; i += 1) {
    if ((await client.call('getCard', { params })).data.card.limits?.daily_limit === '50.00') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const buy = (amount: string) =>
    client.call('sandboxPurchase', { params: { card_uuid: cardId }, body: { amount } });
  expect((await buy('30.00')).status).toBe('completed');
  expect((await buy('25.00')).declineReason).toBe('daily_limit_exceeded');
  await client.call('suspendCard', { params });
  expect((await buy('5.00')).declineReason).toBe('card_frozen');
  home = mkdtempSync(join(tmpdir(), 'timeline-cli-'));
}, 60_000);
afterAll(async () => {
  await client.close();
  await sandbox.close();
});

async function timeline(
  argv: string[],
  target: { baseUrl: string; merchant: MerchantCredentials } = { baseUrl: sandbox.baseUrl, merchant },
) {
  let out = '';
  let err = '';
  const keyFile = join(home, 'api-key');
  writeFileSync(keyFile, `${target.merchant.apiKey}\n`, { mode: 0o600 });
  const io: Partial<CommandIo> = {
    stdin: Object.assign(Readable.from(['']), { isTTY: false }),
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    env: {
      HOME: home,
      XDG_STATE_HOME: join(home, 'state'),
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
    },
  };
  const conn = ['--base-url', target.baseUrl, '--org', target.merchant.orgId, '--api-key-file', keyFile];
  const code = await runTimelineCommand([...argv, ...conn], io);
  return { code, out, err };
}

describe('timeline command', () => {
  it('--json: one object per row, newest first, declines with their reason, explanation and next step', async () => {
    const run = await timeline([cardId, '--json', '--utc', '--limit', '20']);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const rows = run.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.length).toBeLessThanOrEqual(20);
    for (const row of rows) expect(row.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/);
    const times = rows.map((r) => Date.parse(r.at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const declines = rows.filter((r) => r.declineReason !== undefined);
    expect(declines.slice(0, 2).map((r) => r.declineReason)).toEqual(['card_frozen', 'daily_limit_exceeded']);
    expect(declines[0]).toMatchObject({
      kind: 'operation',
      source: ['operation'],
      explanation: { why: 'the card was frozen' },
      nextStep: { kind: 'key', key: 'u', action: 'resume' },
    });
    const facts = (declines[1]!.explanation as { facts: string[] }).facts;
    expect(facts[0]).toBe('daily limit 50.00 USD (now)');
    expect(facts[1]).toMatch(
      /^30\.00 USD already spent on .* \(UTC\) in 1 purchase before this 25\.00 USD one$/,
    );
    expect(rows.find((r) => r.kind === 'state')).toMatchObject({
      change: { from: 'active', to: 'frozen' },
      source: ['event'],
    });
  });

  it('--md: the ticket block with the masked number and the newest decline explained, no full number', async () => {
    const run = await timeline([cardId.slice(0, 8), '--md', '--utc']);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`- card: ${masked}`);
    expect(run.out).toContain('- why: the card was frozen');
    expect(run.out).toMatch(/- report: profile .*, \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/);
    expect(run.out).not.toMatch(/\d{13,19}/);
  });

  it('--since takes the list bounds: -1h keeps the purchases just made, a wall time ahead of them drops them', async () => {
    const operations = async (since: string) => {
      const run = await timeline([cardId, '--json', '--utc', '--since', since]);
      expect(run.code, run.err).toBe(0);
      return run.out
        .trim()
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((r) => r.kind === 'operation');
    };
    expect((await operations('-1h')).map((r) => r.declineReason ?? 'passed')).toEqual(
      expect.arrayContaining(['card_frozen', 'daily_limit_exceeded', 'passed']),
    );
    const later = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    expect(await operations(later)).toEqual([]);
  });

  it('refuses a bad command line with exit 2 naming the flag and the rule', async () => {
    expect((await timeline([cardId, '--json', '--md'])).err).toContain('--json and --md: choose one');
    const since = await timeline([cardId, '--since', 'yesterday']);
    expect(since.code).toBe(2);
    expect(since.err).toContain('--since: "yesterday" is not a time (use YYYY-MM-DD, YYYY-MM-DDTHH:MM');
    for (const bad of ['0', '-1', '1.5', 'x', '10001']) {
      const limit = await timeline([cardId, '--limit', bad]);
      expect(limit.code, bad).toBe(2);
      expect(limit.err, bad).toContain(
        `--limit: must be a positive whole number, at most 10000 (got "${bad}")`,
      );
      expect(limit.err, bad).not.toContain('ambiguous');
    }
    expect((await timeline([cardId, '--limit=-1'])).err).toContain(
      '--limit: must be a positive whole number',
    );
  });

  it('ends with exit 1 when no card matches (the README: 1 when the service has no such thing)', async () => {
    for (const query of ['ffffffff-ffff', '0000']) {
      const run = await timeline([query]);
      expect(run.code, query).toBe(1);
      expect(run.err).toContain(`no card matches ${query}`);
    }
  });

  it('text and --md say the next step in words, naming no console key', async () => {
    const text = await timeline([cardId, '--utc', '--limit', '20']);
    expect(text.code).toBe(0);
    expect(text.out).toContain('    next: resume the card\n');
    expect(text.out).not.toMatch(/next: \S: /);
    const md = await timeline([cardId.slice(0, 8), '--md', '--utc']);
    expect(md.out).toContain('- next step: resume the card\n');
    expect(md.out).not.toMatch(/next step: \S: /);
  });
});

// The sandbox gives every card of a merchant a last4 of its own on demand, so two cards sharing one are made
// in its store: a second card's number is rewritten (same BIN, a valid check digit) to end like the first's.
describe('timeline command: several cards match a last4', () => {
  let core: ReturnType<typeof createSandboxCore>;
  let served: RunningSandbox;

  beforeAll(async () => {
    core = createSandboxCore({ db: ':memory:', seed: 'demo', provisioningDelayMs: 0, trafficPerMinute: 0 });
    served = await serveSandbox(core, { port: 0, logLevel: 'silent' });
  });
  afterAll(() => served.close());

  it('ends with exit 2 and lists every matching card by id, masked number, name and status', async () => {
    const owner = served.merchants[0]!;
    const { id: merchantId } = core.database
      .prepare('SELECT id FROM merchants WHERE org_id = ?')
      .get(owner.orgId) as { id: string };
    const rows = core.database
      .prepare('SELECT id, pan FROM cards WHERE merchant_id = ? ORDER BY seq LIMIT 2')
      .all(merchantId) as Array<{ id: string; pan: string }>;
    const [a, b] = rows;
    const last4 = a!.pan.slice(-4);
    const pan = panEndingIn(cryptoRng, b!.pan.slice(0, 6), last4);
    core.database.prepare('UPDATE cards SET pan = ? WHERE id = ?').run(pan, b!.id);
    const others = core.database
      .prepare('SELECT id FROM cards WHERE merchant_id = ? AND substr(pan, -4) = ?')
      .all(merchantId, last4) as Array<{ id: string }>;
    expect(others.length).toBeGreaterThanOrEqual(2);

    const run = await timeline([last4, '--json'], { baseUrl: served.baseUrl, merchant: owner });
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toContain(`${others.length} cards match ${last4}; name one by its id:`);
    const listed = run.err.split('\n').slice(1).filter(Boolean);
    expect(listed).toHaveLength(others.length);
    for (const { id } of others) {
      const line = listed.find((l) => l.includes(id));
      expect(line, id).toMatch(
        new RegExp(
          `^  ${id}  \\d{4} \\*{4} \\*{4} ${last4}  .+  (active|frozen|closed|expired|creating|creating_failed)$`,
        ),
      );
    }
    // Never a full card number, in the list or anywhere.
    expect(run.err).not.toContain(pan);
    expect(run.err).not.toContain(a!.pan);
  });
});

// With an endpoint that answers 200, every purchase and state change is delivered: each delivery is told on
// the row of what it carried, so `--limit 5` gives five operations and state changes, none to deliveries.
describe('timeline command: deliveries to a webhook endpoint', () => {
  let endpoint: Server;
  let served: RunningSandbox;
  let card: string;

  beforeAll(async () => {
    endpoint = createServer((_req, res) => res.writeHead(200).end('ok'));
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const port = (endpoint.address() as AddressInfo).port;
    served = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    const owner = served.merchants[0]!;
    const api = createClient({
      baseUrl: served.baseUrl,
      credentials: { orgId: owner.orgId, apiKey: owner.apiKey },
    });
    try {
      await api.call('putWebhookConfig', { body: { url: `http://127.0.0.1:${port}/hook` } });
      const walletId = (await api.call('listWallets', {})).data.find((w) => w.status === 'active')!.id;
      const listed = (
        await api.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 100 } })
      ).data.find((c) => c.cardStatus === 'active')!;
      card = listed.cardId;
      const params = { wallet_id: walletId, instrument_id: card };
      await api.call('fundCard', { params, body: { amount: '100.00' } });
      for (const amount of ['1.00', '2.00', '3.00', '4.00'])
        await api.call('sandboxPurchase', { params: { card_uuid: card }, body: { amount } });
      await api.call('suspendCard', { params });
    } finally {
      await api.close();
    }
  }, 60_000);
  afterAll(async () => {
    await served.close();
    await new Promise((resolve) => endpoint.close(resolve));
  });

  it('--json --limit 5: five rows of operations and state changes, each delivery on its row', async () => {
    type Row = { kind: string; delivery?: { status: string; attempts: number } };
    const read = async (): Promise<Row[]> => {
      const run = await timeline([card, '--json', '--utc', '--limit', '5'], {
        baseUrl: served.baseUrl,
        merchant: served.merchants[0]!,
      });
      expect(run.code).toBe(0);
      return run.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Row);
    };
    // Bounded by attempts: the outbox delivers on its own worker.
    let rows = await read();
    for (let i = 0; i < 200 && !rows.every((r) => r.delivery?.status === 'delivered'); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      rows = await read();
    }
    expect(rows).toHaveLength(5);
    expect(rows.map((r) => r.kind).filter((k) => k === 'delivery')).toEqual([]);
    expect(rows.map((r) => r.delivery)).toEqual(
      rows.map(() => expect.objectContaining({ status: 'delivered', attempts: 1 })),
    );
  });
});
