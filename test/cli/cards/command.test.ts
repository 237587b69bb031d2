// `card-console cards` against a real sandbox on port 0: dry-run changes nothing, a run prints one
// JSON line per card and a summary, exit codes, the audit trail it leaves, and the confirmation
// rules (no base URL refused; a production target refused without --yes when stdin is no terminal).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { runAuditCommand } from '../../../src/cli/audit/command.js';
import { runJobsCommand } from '../../../src/cli/jobs/command.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../../src/sandbox/index.js';
import { runCards, type Run, type RunOptions } from '../../support/cards-run.js';

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let client: ApiClient;
let walletId: string;
let active: string[];
let closed: string;
let home: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
  });
  walletId = (await client.call('listWallets', {})).data.find((w) => w.status === 'active')?.id ?? '';
  const cards = (
    await client.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 100 } })
  ).data;
  active = cards.filter((c) => c.cardStatus === 'active').map((c) => c.cardId);
  closed = cards.find((c) => c.cardStatus === 'closed')?.cardId ?? '';
  home = mkdtempSync(join(tmpdir(), 'cards-cli-'));
});
afterAll(async () => {
  await client.close();
  await sandbox.close();
});

const cards = (argv: string[], opts: RunOptions = {}): Promise<Run> => runCards(home, argv, opts);

/** The API key in a file, as the README recommends (on argv it would draw a warning). */
const keyFile = (): string => {
  const path = join(home, 'api-key');
  writeFileSync(path, `${merchant.apiKey}\n`, { mode: 0o600 });
  return path;
};
const conn = () => ['--base-url', sandbox.baseUrl, '--org', merchant.orgId, '--api-key-file', keyFile()];
const idsFile = (ids: string[]): string => {
  const path = join(home, `ids-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(path, `# cards to change\n${ids.join('\n')}\n\n`);
  return path;
};
const statusOf = async (id: string) =>
  (await client.call('getCard', { params: { wallet_id: walletId, instrument_id: id } })).data.card.status;

describe('cards command', () => {
  it('--dry-run shows what would happen and changes nothing', async () => {
    const run = await cards([
      'freeze',
      '--ids',
      idsFile([active[0] as string, closed]),
      '--dry-run',
      '--json',
      ...conn(),
    ]);
    expect(run.code).toBe(0);
    expect(run.lines).toEqual([
      expect.objectContaining({ id: active[0], outcome: 'would_apply', action: 'suspend' }),
      expect.objectContaining({ id: closed, outcome: 'skipped', reason: expect.stringMatching(/closed/) }),
      expect.objectContaining({ summary: true, dryRun: true, planned: 1, skipped: 1 }),
    ]);
    expect(await statusOf(active[0] as string)).toBe('active');
  });

  it('freezes the cards read from stdin: one JSON line per card, a summary, exit 0, an audit trail', async () => {
    const ids = [active[0] as string, active[1] as string, closed];
    const run = await cards(['freeze', '--ids', '-', '--json', '--wallet', walletId, ...conn()], {
      stdin: ids.join('\n'),
    });
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    const perCard = run.lines.filter((l) => !l.summary);
    // Lines stream as cards settle (skipped ones are settled from the start), so the order is not the input's.
    expect(perCard.map((l) => [l.id, l.outcome])).toEqual(
      expect.arrayContaining([
        [ids[0], 'done'],
        [ids[1], 'done'],
        [closed, 'skipped'],
      ]),
    );
    expect(perCard).toHaveLength(3);
    expect(run.lines.at(-1)).toMatchObject({
      summary: true,
      action: 'suspend',
      total: 3,
      done: 2,
      failed: 0,
      skipped: 1,
    });
    expect(await statusOf(ids[0] as string)).toBe('frozen');

    let out = '';
    const io = {
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: () => undefined },
      env: { HOME: home, XDG_STATE_HOME: join(home, 'state') },
    };
    expect(await runAuditCommand(['--json'], io)).toBe(0);
    const entries = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.map((e) => e.action)).toEqual(['bulk.suspend', 'bulk.suspend']);
    expect(out).not.toContain(merchant.apiKey);
    out = '';
    expect(await runAuditCommand(['--limit', '1'], io)).toBe(0);
    const table = out.trim().split('\n');
    expect(table).toHaveLength(2);
    expect(table[0]).toMatch(/^TIME\s+PROFILE\s+ACTION/);
    expect(table[1]).toContain('bulk.suspend');
  });

  it('exits 1 when a card fails (an id no wallet holds), still reporting the others', async () => {
    const run = await cards([
      'unfreeze',
      '--ids',
      idsFile([active[0] as string, '00000000-0000-4000-8000-000000000000']),
      '--json',
      ...conn(),
    ]);
    expect(run.code).toBe(1);
    expect(
      run.lines
        .filter((l) => !l.summary)
        .map((l) => l.outcome)
        .sort(),
    ).toEqual(['done', 'failed']);
    // The unknown id is no card of the job: counted apart from the job's own outcomes.
    expect(run.lines.at(-1)).toMatchObject({ lines: 2, total: 1, done: 1, failed: 0, not_found: 1 });
  });

  it('opens no job when no id names a card: each is reported not found, exit 1', async () => {
    const jobs = async (): Promise<string[]> => {
      let out = '';
      const io = {
        stdin: Readable.from([]),
        stdout: { write: (t: string) => (out += t) },
        stderr: { write: () => true },
        env: { HOME: home, XDG_STATE_HOME: join(home, 'state') },
      };
      expect(await runJobsCommand(['list', '--json'], io)).toBe(0);
      return out
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { id: string }).id);
    };
    const before = await jobs();
    const unknown = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const run = await cards(['freeze', '--ids', idsFile(unknown), '--json', ...conn()]);
    expect(run.code).toBe(1);
    expect(run.job).toBeUndefined();
    expect(run.lines.filter((l) => !l.summary)).toEqual(
      unknown.map((id, i) => ({
        line: i + 2,
        id,
        action: 'suspend',
        outcome: 'failed',
        code: 'not_found',
        error: 'not found',
      })),
    );
    expect(run.lines.at(-1)).toMatchObject({ summary: true, lines: 2, total: 0, not_found: 2 });
    expect(run.err).toContain('none of the 2 ids is a card of this merchant; no job started');
    expect(await jobs()).toEqual(before);
  });

  it('funds each card and refuses a fund above the wallet balance before anything runs', async () => {
    const ok = await cards([
      'fund',
      '--ids',
      idsFile([active[2] as string]),
      '--amount',
      '1.50',
      '--json',
      ...conn(),
    ]);
    expect(ok.code).toBe(0);
    expect(ok.lines[0]).toMatchObject({
      outcome: 'done',
      transactionIds: [expect.any(String), expect.any(String)],
    });
    const tooMuch = await cards([
      'fund',
      '--ids',
      idsFile([active[2] as string]),
      '--amount',
      '999999999',
      ...conn(),
    ]);
    expect(tooMuch.code).toBe(2);
    expect(tooMuch.err).toMatch(/available balance/);
  });

  it('refuses without a base URL: scripts must name their target', async () => {
    const run = await cards(['freeze', '--ids', idsFile([active[0] as string])]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--base-url/);
  });

  it('refuses a production target without --yes when stdin is not a terminal, before connecting', async () => {
    const prod = [
      '--base-url',
      'http://cards.example.com',
      '--insecure',
      '--org',
      'o',
      '--api-key',
      'k-secret-1',
    ];
    const run = await cards(['terminate', '--ids', idsFile([active[3] as string]), ...prod]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/not a sandbox; pass --yes/);
    expect(run.err).not.toContain('k-secret-1');
    expect(await statusOf(active[3] as string)).toBe('active');
  });

  it('asks on a terminal, and a "no" changes nothing', async () => {
    const prod = ['--base-url', 'http://cards.example.com', '--insecure', '--org', 'o', '--api-key', 'k'];
    const run = await cards(['terminate', '--ids', idsFile([active[3] as string]), ...prod], {
      tty: true,
      answer: 'n',
    });
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/cancelled/);
  });

  it('rejects bad usage with exit 2', async () => {
    const unknown = await cards(['frobnicate', '--ids', '-', ...conn()]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain(
      'unknown subcommand: frobnicate (the subcommands: list, freeze, unfreeze, terminate, fund, defund)',
    );
    const none = await cards([...conn()]);
    expect(none.code).toBe(2);
    expect(none.err).toContain('name one subcommand: list, freeze, unfreeze, terminate, fund or defund');
    expect((await cards(['freeze', 'extra', '--ids', '-', ...conn()])).err).toContain(
      'cards freeze: one subcommand, and ids with --ids (not "extra")',
    );
    expect((await cards(['fund', '--ids', '-', ...conn()])).err).toMatch(/--amount is required/);
    expect((await cards(['freeze', '--ids', '-', '--amount', '1', ...conn()])).code).toBe(2);
    expect((await cards(['freeze', '--ids', '-', '--concurrency', '0', ...conn()])).code).toBe(2);
    expect((await cards(['--help'])).out).toMatch(/Usage: card-console cards/);
  });

  it('journals the run: the job id comes first, `jobs list` shows it done, `jobs show` each card with its key', async () => {
    const run = await cards([
      'fund',
      '--ids',
      idsFile([active[3] as string]),
      '--amount',
      '0.25',
      '--json',
      ...conn(),
    ]);
    expect(run.code).toBe(0);
    expect(run.out.split('\n')[0]).toBe(JSON.stringify({ job: run.job }));
    let out = '';
    const io = {
      stdin: Readable.from([]),
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: () => true },
      env: { HOME: home, XDG_STATE_HOME: join(home, 'state') },
    };
    expect(await runJobsCommand(['list', '--json'], io)).toBe(0);
    const listed = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(listed.find((j) => j.id === run.job)).toMatchObject({
      action: 'fund',
      status: 'done',
      total: 1,
      settled: 1,
      amount: '0.25',
      counts: { done: 1 },
    });
    out = '';
    expect(await runJobsCommand(['show', run.job as string, '--json'], io)).toBe(0);
    const shown = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(shown[1]).toMatchObject({ card: active[3], amount: '0.25', outcome: 'done' });
    expect(out).not.toContain(merchant.apiKey);
    expect(await runJobsCommand(['show', 'job-nope'], io)).toBe(1);
  });
});

describe('cards command: secrets off the command line', () => {
  const target = () => ['--base-url', sandbox.baseUrl, '--org', merchant.orgId];

  it('takes the key from --api-key-file without a warning, and from stdin with --api-key-file -', async () => {
    const fromFile = await cards(['freeze', '--ids', idsFile([closed]), '--dry-run', '--json', ...conn()]);
    expect([fromFile.code, fromFile.err]).toEqual([0, '']);
    const fromStdin = await cards(
      ['freeze', '--ids', idsFile([closed]), '--dry-run', '--json', ...target(), '--api-key-file', '-'],
      { stdin: `${merchant.apiKey}\n` },
    );
    expect([fromStdin.code, fromStdin.err]).toEqual([0, '']);
    expect(fromStdin.lines.at(-1)).toMatchObject({ summary: true, skipped: 1 });
  });

  it('warns once on stderr when the key comes from argv, naming the safer ways, never the key', async () => {
    const run = await cards([
      'freeze',
      '--ids',
      idsFile([closed]),
      '--dry-run',
      '--json',
      ...target(),
      '--api-key',
      merchant.apiKey,
    ]);
    expect(run.code).toBe(0);
    expect(run.err.match(/warning/g)).toHaveLength(1);
    expect(run.err).toMatch(
      /^card-console cards: warning: --api-key on the command line is visible to other users .*--api-key-file FILE or CARD_CONSOLE_API_KEY/,
    );
    expect(run.err).not.toContain(merchant.apiKey);
  });

  it('refuses --ids - with a secret file -, naming both flags (both want stdin)', async () => {
    const run = await cards(['freeze', '--ids', '-', ...target(), '--api-key-file', '-'], { stdin: closed });
    expect(run.code).toBe(2);
    expect(run.err).toContain('--ids - and --api-key-file - both want stdin');
    expect(run.lines).toEqual([]);
  });

  it('refuses a key given twice, and an empty key file', async () => {
    const twice = await cards([
      'freeze',
      '--ids',
      idsFile([closed]),
      ...target(),
      '--api-key',
      'k',
      '--api-key-file',
      keyFile(),
    ]);
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('--api-key and --api-key-file cannot both be given');
    const empty = join(home, 'empty-key');
    writeFileSync(empty, '\n');
    const none = await cards(['freeze', '--ids', idsFile([closed]), ...target(), '--api-key-file', empty]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--api-key-file: .* is empty/);
  });
});

describe('cards command: every input line answered', () => {
  const jobsJson = async (argv: string[]): Promise<Record<string, unknown>[]> => {
    let out = '';
    const io = {
      stdin: Readable.from([]),
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: () => true },
      env: { HOME: home, XDG_STATE_HOME: join(home, 'state') },
    };
    expect(await runJobsCommand([...argv, '--json'], io)).toBe(0);
    return out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  };

  it('answers a duplicate, a malformed id and an unknown id, each on its own line, and the totals agree with jobs list and jobs show', async () => {
    // active[2] is only ever funded by the other tests: it stays active whatever runs first.
    const [a, b, c] = [active[4], active[5], active[2]] as [string, string, string];
    expect([a, b, c].every((id) => typeof id === 'string')).toBe(true);
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    const input = [a, b, a, 'not-a-uuid', closed, unknown, c];
    const run = await cards(['fund', '--ids', '-', '--amount', '0.10', '--json', ...conn()], {
      stdin: `${input.join('\n')}\n`,
    });
    expect(run.code).toBe(1);
    const perCard = run.lines.filter((l) => !l.summary);
    // One line per input line, each naming the line it answers.
    expect(perCard).toHaveLength(input.length);
    expect(perCard.map((l) => l.line).sort((x, y) => Number(x) - Number(y))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const byLine = new Map(perCard.map((l) => [l.line, l]));
    expect(byLine.get(3)).toMatchObject({ id: a, outcome: 'skipped', code: 'duplicate' });
    expect(byLine.get(4)).toMatchObject({ id: 'not-a-uuid', outcome: 'failed', code: 'invalid_id' });
    expect(byLine.get(5)).toMatchObject({ id: closed, outcome: 'skipped' });
    expect(byLine.get(6)).toMatchObject({ id: unknown, outcome: 'failed', code: 'not_found' });
    for (const n of [1, 2, 7])
      expect(byLine.get(n)).toMatchObject({ outcome: 'done', amount: '0.10', currency: 'USD' });
    const summary = run.lines.at(-1) as Record<string, unknown>;
    expect(summary).toMatchObject({
      summary: true,
      job: run.job,
      lines: 7,
      total: 4,
      done: 3,
      skipped: 1,
      failed: 0,
      duplicate: 1,
      invalid_id: 1,
      not_found: 1,
      amount: '0.10',
      currency: 'USD',
      totalAmount: '0.30',
    });
    const listed = (await jobsJson(['list'])).find((j) => j.id === run.job);
    expect(listed).toMatchObject({ total: summary.total, settled: summary.total });
    const counts = listed?.counts as Record<string, number>;
    expect(Object.values(counts).reduce((x, y) => x + y, 0)).toBe(summary.total);
    const shown = (await jobsJson(['show', run.job as string])).slice(1);
    expect(shown).toHaveLength(summary.total as number);
  });

  it('says the same in text lines: the outcome, the line, the amount and its currency', async () => {
    const run = await cards(['fund', '--ids', '-', '--amount', '0.05', ...conn()], {
      stdin: `${active[4]}\n${active[4]}\nnot-a-uuid\n`,
    });
    expect(run.code).toBe(1);
    const lines = run.out.trim().split('\n');
    expect(lines[0]).toMatch(/^job job-/);
    expect(lines.find((l) => l.includes('0.05 USD'))).toMatch(/^done\s+line 1\s/);
    expect(lines.find((l) => /line 2\s/.test(l))).toMatch(/^skipped .*duplicate/);
    expect(lines.find((l) => /line 3\s/.test(l))).toMatch(/^failed .*not-a-uuid.*invalid_id/);
    expect(lines.at(-1)).toMatch(/lines=3 .*total=1 .*done=1 .*duplicate=1 invalid_id=1/);
  });
});

describe('cards command: --wallet by name', () => {
  it('takes the wallet by name (any case) as cards list does, and refuses one no wallet has', async () => {
    const name = (await client.call('getWallet', { params: { wallet_id: walletId } })).data.name;
    const run = await cards([
      'freeze',
      '--ids',
      idsFile([closed]),
      '--wallet',
      name.toLowerCase(),
      '--dry-run',
      '--json',
      ...conn(),
    ]);
    expect(run.code).toBe(0);
    expect(run.lines.at(-1)).toMatchObject({ summary: true, total: 1, skipped: 1 });
    const none = await cards(['freeze', '--ids', idsFile([closed]), '--wallet', 'No Such Wallet', ...conn()]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--wallet: no wallet of this merchant has the id or name "No Such Wallet"/);
  });
});

describe('a profile named like production', () => {
  it('is production for cards too, even on a loopback address: no change from a script without --yes', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(home, 'config', 'card-console'), { recursive: true, mode: 0o700 });
    const profile = { baseUrl: sandbox.baseUrl, orgId: merchant.orgId, apiKey: merchant.apiKey };
    writeFileSync(
      join(home, 'config', 'card-console', 'config.json'),
      JSON.stringify({ profiles: { prod: profile } }),
      { mode: 0o600 },
    );
    const run = await cards(['freeze', '--ids', idsFile([active[4] as string]), '--profile', 'prod']);
    expect(run.err).toMatch(/profile "prod" .* is not a sandbox; pass --yes/);
    expect(run.code).toBe(2);
    expect(await statusOf(active[4] as string)).toBe('active');
  });
});
