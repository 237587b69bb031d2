// `card-console jobs resume|discard` against a real sandbox on port 0: resume asks on a terminal,
// refuses without one unless --yes (exit 2), refuses another target, finishes an interrupted fund
// with every card funded once (JSON lines like `cards`), and discard forgets a job.
import { appendFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { discardJob, type CardRef, type JournalOwner } from '../../../src/actions/index.js';
import { JournalWriter } from '../../../src/actions/journal/journal.js';
import { journalFile } from '../../../src/actions/journal/journal.js';
import type { CommandIo } from '../../../src/cli/command.js';
import { runJobsCommand } from '../../../src/cli/jobs/command.js';
import {
  activeWallets,
  cardsOf,
  issueMany,
  startEnv,
  stopEnv,
  type Env,
} from '../../support/action-helpers.js';
import { interruptedFund } from '../../support/journal-interrupt.js';

let env: Env;
let refs: CardRef[];
let home: string;
let target: JournalOwner;

beforeAll(async () => {
  env = await startEnv();
  const walletId = (await activeWallets(env.client))[0]?.id ?? '';
  const ids = await issueMany(env.client, walletId, 20);
  await vi.waitFor(
    async () => {
      refs = (await cardsOf(env.client, walletId)).filter((c) => ids.includes(c.id) && c.status === 'active');
      if (refs.length !== 20) throw new Error(`${refs.length} of 20 cards active`);
    },
    { timeout: 20_000, interval: 100 },
  );
  home = mkdtempSync(join(tmpdir(), 'jobs-cli-'));
  // What `cards` records with these flags: the default profile, the base URL, the org.
  target = { profile: 'command line', baseUrl: env.sandbox.baseUrl, merchant: env.merchant.orgId };
}, 60_000);
afterAll(() => stopEnv(env));

const stateDir = () => join(home, 'state', 'card-console');
/** The API key in a file, as the README recommends (on argv it would draw a warning). */
const keyFile = (): string => {
  const path = join(home, 'api-key');
  writeFileSync(path, `${env.merchant.apiKey}\n`, { mode: 0o600 });
  return path;
};
const conn = () => [
  '--base-url',
  env.sandbox.baseUrl,
  '--org',
  env.merchant.orgId,
  '--api-key-file',
  keyFile(),
];

async function jobs(argv: string[], opts: { tty?: boolean; answer?: string } = {}) {
  let out = '';
  let err = '';
  const asked: string[] = [];
  const io: Partial<CommandIo> = {
    stdin: Object.assign(Readable.from([]), { isTTY: opts.tty ?? false }),
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    env: { HOME: home, XDG_STATE_HOME: join(home, 'state'), XDG_CONFIG_HOME: join(home, 'config') },
    ask: async (q) => (asked.push(q), opts.answer ?? 'n'),
  };
  const code = await runJobsCommand(argv, io);
  const lines =
    out.trim() === ''
      ? []
      : out
          .trim()
          .split('\n')
          .flatMap((l) => (l.startsWith('{') ? [JSON.parse(l) as Record<string, unknown>] : []));
  return { code, out, err, lines, asked };
}

const topUps = async (cardId: string): Promise<number> =>
  (
    await env.client.call('listCardOperations', {
      query: { 'cardIds[]': [cardId], 'types[]': ['top_up'], quantity: 100 },
    })
  ).data.length;

/** Every top-up of the cards, each card's balance and its wallet's: what a "no" must leave exactly as it was. */
async function money(cards: CardRef[]) {
  const walletId = cards[0]?.accountId ?? '';
  const read = (id: string) =>
    env.client.call('getCard', { params: { wallet_id: walletId, instrument_id: id } });
  return {
    topUps: await Promise.all(cards.map((c) => topUps(c.id))),
    cards: await Promise.all(cards.map(async (c) => (await read(c.id)).data.card.availableBalance)),
    wallet: (await env.client.call('getWallet', { params: { wallet_id: walletId } })).data.availableBalance,
  };
}

const cut = (cards: CardRef[]) =>
  interruptedFund(env, cards, '0.01', { sent: 2, keepLines: 2, torn: false, target, stateDir: stateDir() });

describe('jobs resume', () => {
  it('refuses without a terminal unless --yes (exit 2, says to pass --yes), and a "no" at the terminal changes nothing', async () => {
    const job = await cut(refs.slice(0, 5));
    const before = await money(refs.slice(0, 5));
    const script = await jobs(['resume', job.jobId, ...conn()]);
    expect(script.code).toBe(2);
    expect(script.err).toMatch(/pass --yes/);
    const no = await jobs(['resume', job.jobId, ...conn()], { tty: true, answer: 'n' });
    expect(no.code).toBe(1);
    expect(no.asked[0]).toMatch(
      new RegExp(
        `^Resume job ${job.jobId} \\(fund 0\\.01 USD, 5 cards: (\\d done, )?\\d left\\) on profile "command line"`,
      ),
    );
    expect(no.err).toMatch(/cancelled; nothing was changed/);
    expect((await jobs(['list', '--json'])).lines.find((l) => l.id === job.jobId)).toMatchObject({
      status: 'interrupted',
    });
    // Not one funding more, and every balance exactly as it was (to the cent, as the service writes it).
    expect(await money(refs.slice(0, 5))).toEqual(before);
  });

  it('finishes the job with --yes: the job id first, a line per remaining card, a summary; every card funded once', async () => {
    const cards = refs.slice(5, 12);
    const job = await cut(cards);
    const run = await jobs(['resume', job.jobId, '--yes', '--json', ...conn()]);
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.lines[0]).toEqual({ job: job.jobId });
    const perCard = run.lines.filter((l) => typeof l.id === 'string');
    const summary = run.lines.at(-1);
    expect(summary).toMatchObject({
      summary: true,
      resumed: true,
      action: 'fund',
      total: 7,
      failed: 0,
      status: 'done',
    });
    expect(perCard).toHaveLength(7 - (summary?.alreadySettled as number));
    for (const line of perCard)
      expect(line).toMatchObject({ outcome: 'done', idempotencyKey: expect.any(String) });
    for (const card of cards) expect(await topUps(card.id)).toBe(1);
    expect((await jobs(['list', '--json'])).lines.find((l) => l.id === job.jobId)).toMatchObject({
      status: 'done',
      settled: 7,
      total: 7,
    });
    const again = await jobs(['resume', job.jobId, '--yes', ...conn()]);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/is done/);
  }, 30_000);

  it('asks on a terminal and resumes on "y"', async () => {
    const job = await cut(refs.slice(12, 15));
    const run = await jobs(['resume', job.jobId, ...conn()], { tty: true, answer: 'y' });
    expect(run.code).toBe(0);
    expect(run.out.split('\n')[0]).toBe(`job ${job.jobId}`);
    for (const card of refs.slice(12, 15)) expect(await topUps(card.id)).toBe(1);
  }, 30_000);

  it('refuses a job started against another target, naming both; and an unknown job', async () => {
    const job = await cut(refs.slice(15, 17));
    const other = await jobs([
      'resume',
      job.jobId,
      '--yes',
      '--base-url',
      env.sandbox.baseUrl,
      '--org',
      'org-someone-else',
      '--api-key-file',
      keyFile(),
    ]);
    expect(other.code).toBe(2);
    expect(other.err).toMatch(/merchant org-someone-else/);
    expect(other.err).toMatch(/never resumed against another target/);
    expect(other.err).not.toContain(env.merchant.apiKey);
    expect((await jobs(['resume', 'job-nope', '--yes', ...conn()])).code).toBe(1);
    expect((await jobs(['resume', job.jobId, '--yes'])).err).toMatch(/--base-url/);
  });
});

describe('jobs list', () => {
  it('says each outcome by its name and the job by its whole size (skipped is not done)', async () => {
    const writer = JournalWriter.create(stateDir(), {
      id: 'job-mixed-counts',
      createdAt: new Date().toISOString(),
      target,
      action: 'suspend',
      items: refs.slice(0, 10).map((c) => ({ cardId: c.id, accountId: c.accountId })),
    });
    const ids = refs.slice(0, 10).map((c) => c.id);
    ids.slice(0, 4).forEach((cardId) => writer.outcome({ cardId, outcome: 'done' }));
    ids.slice(4, 8).forEach((cardId) => writer.outcome({ cardId, outcome: 'skipped' }));
    ids.slice(8).forEach((cardId) => writer.outcome({ cardId, outcome: 'failed', retryable: true }));
    writer.close();
    const listed = await jobs(['list']);
    const line = listed.out.split('\n').find((l) => l.startsWith('id=job-mixed-counts '));
    expect(line).toMatch(/ total=10 done=4 skipped=4 failed=2$/);
    expect(line).not.toContain('settled=8');
    // JSON keeps the names scripts read.
    expect((await jobs(['list', '--json'])).lines.find((l) => l.id === 'job-mixed-counts')).toMatchObject({
      total: 10,
      settled: 8,
      counts: { done: 4, skipped: 4, failed: 2 },
    });
    discardJob(stateDir(), 'job-mixed-counts');
  });
});

describe('jobs discard', () => {
  it('asks, refuses without a terminal unless --yes, then forgets the job', async () => {
    const job = await cut(refs.slice(17, 19));
    expect((await jobs(['discard', job.jobId])).code).toBe(2);
    const no = await jobs(['discard', job.jobId], { tty: true, answer: 'no' });
    expect(no.code).toBe(1);
    expect(no.asked[0]).toMatch(/can no longer be resumed/);
    const yes = await jobs(['discard', job.jobId, '--yes', '--json']);
    expect(yes.code).toBe(0);
    expect(yes.lines[0]).toMatchObject({ id: job.jobId, outcome: 'discarded', status: 'interrupted' });
    expect((await jobs(['list', '--json'])).lines.find((l) => l.id === job.jobId)).toBeUndefined();
    expect((await jobs(['discard', job.jobId, '--yes'])).code).toBe(1);
  });

  it('show says which journal lines it did not believe, on stderr, and shows the rest', async () => {
    const job = await interruptedFund(env, refs.slice(19, 20), '0.01', {
      sent: 0,
      keepLines: 1,
      torn: false,
      stateDir: stateDir(),
      target,
    });
    appendFileSync(
      journalFile(stateDir(), job.jobId),
      '{"type":"item","cardId":"not-in-plan","outcome":"done"}\n',
    );
    const shown = await jobs(['show', job.jobId, '--json']);
    expect(shown.code).toBe(0);
    expect(shown.err).toBe(
      `card-console jobs: job ${job.jobId}: line 2 skipped: an outcome for card not-in-plan, which the plan does not list\n`,
    );
    expect(shown.lines.slice(1).map((l) => l.outcome)).toEqual(['unsettled']);
  });

  it('explains itself in --help and refuses bad usage', async () => {
    const help = await jobs(['--help']);
    expect(help.out).toMatch(/resume ID/);
    expect(help.out).toMatch(/discard ID/);
    expect((await jobs(['resume'])).code).toBe(2);
    expect((await jobs(['explode', 'x'])).code).toBe(2);
    expect((await jobs(['resume', 'x', '--concurrency', '99', ...conn()])).code).toBe(2);
  });
});

describe('jobs list and show: times', () => {
  /** A finished job recorded at 03:04:05 UTC on 2 January 2026, in a state directory of its own. */
  function recorded(): Record<string, string> {
    const home = mkdtempSync(join(tmpdir(), 'jobs-times-'));
    const dir = join(home, 'state', 'card-console', 'jobs');
    mkdirSync(dir, { recursive: true });
    const plan = {
      type: 'plan',
      id: 'job-times-1',
      createdAt: '2026-01-02T03:04:05.000Z',
      target: { profile: 'p', baseUrl: 'http://127.0.0.1:1' },
      action: 'fund',
      amount: '1.00',
      items: [{ cardId: 'card-1', accountId: 'acc-1', amount: '1.00' }],
    };
    const lines = [plan, { type: 'item', cardId: 'card-1', outcome: 'done' }, { type: 'end' }];
    writeFileSync(join(dir, 'job-times-1.jsonl'), lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    return { HOME: home, XDG_STATE_HOME: join(home, 'state'), TZ: 'America/Los_Angeles' };
  }

  async function run(argv: string[], env: Record<string, string>) {
    let out = '';
    const io: Partial<CommandIo> = {
      stdin: Object.assign(Readable.from([]), { isTTY: false }),
      stdout: { write: (t: string) => (out += t) },
      stderr: { write: () => true },
      env,
      ask: async () => 'n',
    };
    expect(await runJobsCommand(argv, io)).toBe(0);
    return out;
  }

  it('the text lines give when a job was made in local time with its offset; --utc in UTC; --json as recorded', async () => {
    const env = recorded();
    expect(await run(['list'], env)).toContain(' createdAt=2026-01-01T19:04:05-08:00 ');
    expect(await run(['show', 'job-times-1'], env)).toContain(' createdAt=2026-01-01T19:04:05-08:00 ');
    expect(await run(['list', '--utc'], env)).toContain(' createdAt=2026-01-02T03:04:05Z ');
    const json = JSON.parse((await run(['list', '--json'], env)).trim()) as { createdAt: string };
    expect(json.createdAt).toBe('2026-01-02T03:04:05.000Z');
  });
});
