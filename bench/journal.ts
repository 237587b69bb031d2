// The job journal's cost and a resume's wall time, against the built sandbox (a child process, scale
// seed: 3,200 cards in one wallet, no faults):
// - bulk_fund_2000_resumed_s: the built `card-console cards fund` over 2,000 cards (0.01 each) is
//   SIGKILLed when half of them have settled, then `card-console jobs resume ID --yes` finishes it;
//   the wall time from the first start to the resume's exit.
// - journal_overhead_pct: a bulk freeze of 1,000 cards with the journal (fsynced per card) against the
//   same freeze without it, in interleaved rounds (freeze, then unfreeze unmeasured): the median of the
//   rounds' ratios.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  createActionContext,
  markAllMatching,
  newJobId,
  recordJob,
  startBulkJob,
  type ActionContext,
  type CardRef,
} from '../src/actions/index.js';
import { createClient } from '../src/api/index.js';
import { binary, median, startSandboxProcess, type RunningSandbox, type SandboxMerchant } from './lib.js';

export interface JournalFigures {
  bulk_fund_2000_resumed_s: number;
  journal_overhead_pct: number;
  bulk_freeze_1000_journal_s: number;
  bulk_freeze_1000_plain_s: number;
}

const FUND_CARDS = 2_000;
const FREEZE_CARDS = 1_000;
const ROUNDS = 8;

/** Runs the binary; `onLine` may kill it. Resolves with its JSON lines when it exits. */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
  onLine?: (line: Record<string, unknown>, kill: () => void) => void,
): Promise<Record<string, unknown>[]> {
  const child = spawn(process.execPath, [binary, ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: Record<string, unknown>[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    const line = JSON.parse(text) as Record<string, unknown>;
    lines.push(line);
    onLine?.(line, () => child.kill('SIGKILL'));
  });
  return new Promise((resolve) => child.once('close', () => resolve(lines)));
}

async function fundKilledAndResumed(
  sandbox: RunningSandbox,
  m: SandboxMerchant,
  wallet: string,
  cards: CardRef[],
): Promise<number> {
  const home = mkdtempSync(join(tmpdir(), 'bench-journal-'));
  const ids = join(home, 'ids.txt');
  writeFileSync(
    ids,
    cards
      .slice(0, FUND_CARDS)
      .map((c) => c.id)
      .join('\n'),
  );
  // The key from the environment, as a script gives it (on argv it draws a warning).
  const env = {
    ...process.env,
    HOME: home,
    XDG_STATE_HOME: join(home, 'state'),
    XDG_CONFIG_HOME: join(home, 'config'),
    CARD_CONSOLE_API_KEY: m.apiKey,
  };
  const conn = ['--base-url', sandbox.baseUrl, '--org', m.orgId, '--json'];
  let settled = 0;
  const startedAt = performance.now();
  const killed = await run(
    ['cards', 'fund', '--ids', ids, '--amount', '0.01', '--wallet', wallet, ...conn],
    env,
    (line, kill) => {
      if (typeof line.outcome === 'string' && ++settled === FUND_CARDS / 2) kill();
    },
  );
  const job = killed[0]?.job;
  if (typeof job !== 'string') throw new Error('bench journal: the cards run printed no job id');
  const resumed = await run(['jobs', 'resume', job, '--yes', ...conn], env);
  const seconds = (performance.now() - startedAt) / 1000;
  const summary = resumed.at(-1);
  if (summary?.status !== 'done' || summary.failed !== 0)
    throw new Error(`bench journal: the resume did not finish the job: ${JSON.stringify(summary)}`);
  return seconds;
}

/** One bulk freeze (timed), then an unfreeze of the same cards (untimed) so the next round starts alike. */
async function freezeRound(
  ctx: ActionContext,
  cards: CardRef[],
  stateDir: string | undefined,
): Promise<number> {
  const startedAt = performance.now();
  const started = await startBulkJob(ctx, { action: 'suspend', cards }, { id: newJobId() });
  if (!started.ok) throw new Error(`bench journal: ${started.error.message}`);
  const recording =
    stateDir === undefined
      ? undefined
      : recordJob(stateDir, started.job, { profile: 'bench', baseUrl: 'http://bench' });
  const end = await started.job.done();
  recording?.finish();
  const seconds = (performance.now() - startedAt) / 1000;
  if (end.done !== cards.length) throw new Error(`bench journal: froze ${end.done} of ${cards.length}`);
  const back = await startBulkJob(ctx, {
    action: 'resume',
    cards: cards.map((c) => ({ ...c, status: 'frozen' as const })),
  });
  if (!back.ok) throw new Error(`bench journal: ${back.error.message}`);
  await back.job.done();
  return seconds;
}

export async function benchJournal(): Promise<JournalFigures> {
  const sandbox = await startSandboxProcess([
    '--seed',
    'scale',
    '--cards',
    '3200',
    '--wallets',
    '1',
    '--max-cards',
    '4000',
  ]);
  const m = sandbox.merchants[0];
  if (!m) throw new Error('bench journal: the sandbox has no merchant');
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
  try {
    const wallet =
      (await client.call('listWallets', { query: { quantity: 10 } })).data.find((w) => w.status === 'active')
        ?.id ?? '';
    const active = (await markAllMatching(client, wallet, { statuses: ['active'] })).refs;
    if (active.length < FUND_CARDS)
      throw new Error(`bench journal: ${active.length} active cards, need ${FUND_CARDS}`);
    const resumed = await fundKilledAndResumed(sandbox, m, wallet, active);

    const ctx = createActionContext({
      client,
      profile: 'bench',
      baseUrl: sandbox.baseUrl,
      skipProductionQuestion: true,
      auditPath: null,
    });
    const cards = active.slice(0, FREEZE_CARDS);
    const stateDir = mkdtempSync(join(tmpdir(), 'bench-journal-state-'));
    const journal: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Which goes first alternates, so that neither always runs right after the unfreeze.
      if (round % 2 === 0) journal.push(await freezeRound(ctx, cards, stateDir));
      plain.push(await freezeRound(ctx, cards, undefined));
      if (round % 2 === 1) journal.push(await freezeRound(ctx, cards, stateDir));
    }
    process.stderr.write(
      `bench journal: freeze rounds with the journal ${journal.map((v) => v.toFixed(3)).join(' ')}; without ${plain.map((v) => v.toFixed(3)).join(' ')}\n`,
    );
    const withJournal = median(journal);
    const without = median(plain);
    // Each round's pair ran back to back: the median of their ratios shrugs off a slow moment of the machine.
    const ratio = median(journal.map((j, i) => j / (plain[i] as number)));
    return {
      bulk_fund_2000_resumed_s: Number(resumed.toFixed(3)),
      journal_overhead_pct: Number(((ratio - 1) * 100).toFixed(1)),
      bulk_freeze_1000_journal_s: Number(withJournal.toFixed(3)),
      bulk_freeze_1000_plain_s: Number(without.toFixed(3)),
    };
  } finally {
    await client.close();
    await sandbox.stop();
  }
}
