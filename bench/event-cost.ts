// Event cost growth: does a console listening to live events pay more per event
// the longer it listens? The built console runs in a real pty (script(1)) against a sandbox child
// seeded with 100,000 cards in 5 wallets, its card index built first (by an earlier run of the same
// console, so the crawl is not measured). Then it listens (--listen registers its receiver) while
// this program makes purchases on random cards, and the sandbox delivers their events. The console
// reports its own CPU time (process.cpuUsage) and RSS when asked (bench/console-probe.mjs).
//   event_cost_growth: CPU per event over the last 1,000 of 30,000 events / over the first 1,000
//   event_rss_growth:  RSS after the 30,000 / after the first 1,000
//   event_heap_growth: the JavaScript heap in use after a full collection, the same way: what the
//                      console keeps, without the garbage the RSS cannot tell apart (console-probe.mjs)
//   event_rss_growth_after_caps, event_heap_growth_after_caps: the same after the 30,000 / after 11,000, when
//                      the console's bounded structures are full (the largest, the receiver's recent event
//                      ids, holds 10,000; the command log 5,000): growth past that point is not a cap filling up
// The 30,000 are counted after 1,000 events of warm-up: the first events also pay for compiling
// and first drawing the code they run, which would make the first window dear and hide growth.
// BENCH_EVENTS and BENCH_EVENT_RATE (purchases a second, default 100) change the run's size and pace.
import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { binary, getJson, quitConsole, root, startSandboxProcess, type RunningSandbox } from './lib.js';

const CARDS = 100_000;
const WALLETS = 5;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 30_000);
const WINDOW = 1_000;
const WARMUP = 1_000;
/** Events after which every bounded structure of the console is full (see the header). */
const CAPS_FULL = 11_000;
const RATE = Number(process.env.BENCH_EVENT_RATE ?? 100);
const PURCHASERS = 8;
const INDEX_TIMEOUT_MS = 15 * 60_000;

export interface EventCostFigures {
  event_cost_growth: number | null;
  event_rss_growth: number | null;
  event_heap_growth: number | null;
  event_rss_growth_after_caps: number | null;
  event_heap_growth_after_caps: number | null;
  /** RSS, and heap in use after a full collection, after the first 1,000 and after the 30,000 events (MB). */
  event_rss_first_mb: number | null;
  event_rss_last_mb: number | null;
  event_heap_first_mb: number | null;
  event_heap_last_mb: number | null;
  /** CPU milliseconds per event in the first and the last window, and the rate the events came at. */
  event_cost_first_ms: number | null;
  event_cost_last_ms: number | null;
  event_cost_rate_per_s: number | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

interface Session {
  readonly baseUrl: string;
  readonly headers: Record<string, string>;
  readonly org: string;
  /** The console's arguments for this merchant. */
  readonly args: string[];
  readonly env: Record<string, string>;
}

interface Pty {
  readonly child: ChildProcessByStdio<Writable, Readable, null>;
  until(text: string, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function openConsole(session: Session, extra: string[], env: Record<string, string> = {}): Pty {
  const command = [process.execPath, binary, ...session.args, ...extra].map(quote).join(' ');
  const child = spawn('script', ['-qfec', `stty rows 40 cols 120; exec ${command}`, '/dev/null'], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: { ...process.env, NO_COLOR: '1', CI: 'false', TERM: 'xterm-256color', ...session.env, ...env },
  });
  let screen = '';
  child.stdout.on('data', (chunk: Buffer) => (screen = (screen + chunk.toString('utf8')).slice(-50_000)));
  return {
    child,
    async until(text, timeoutMs = 60_000) {
      for (let waited = 0; !screen.includes(text); waited += 100) {
        if (waited > timeoutMs) throw new Error(`"${text}" did not appear; output: ${screen.slice(-300)}`);
        await sleep(100);
      }
    },
    stop: () => quitConsole(child),
  };
}

async function cardIds(session: Session): Promise<string[]> {
  const wallets = await getJson<{ data: { id: string }[] }>(`${session.org}/wallets`, session.headers);
  const ids: string[] = [];
  for (const wallet of wallets.data) {
    for (let page = 1, pages = 1; page <= pages; page++) {
      const res = await getJson<{ data: { cardId: string }[]; pagination: { pages: number } }>(
        `${session.org}/wallets/${wallet.id}/instruments?quantity=500&page=${page}`,
        session.headers,
      );
      ids.push(...res.data.map((c) => c.cardId));
      pages = res.pagination.pages;
    }
  }
  return ids;
}

function indexBuilt(env: Record<string, string>): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [binary, 'index', 'status'],
      { env: { ...process.env, ...env } },
      (error, stdout) => resolve(!error && / \| built /.test(stdout)),
    );
  });
}

/** A first run of the console, not listening, until its card index holds the whole merchant. */
async function buildIndex(session: Session): Promise<void> {
  const pty = openConsole(session, ['--no-listen']);
  try {
    for (let waited = 0; !(await indexBuilt(session.env)); waited += 3_000) {
      if (waited > INDEX_TIMEOUT_MS) throw new Error('the card index was not built in time');
      await sleep(3_000);
    }
  } finally {
    await pty.stop();
  }
}

const delivered = async (session: Session): Promise<number> =>
  (
    await getJson<{ total: number }>(
      `${session.baseUrl}/api/v2/webhooks/events?status=delivered&limit=1`,
      session.headers,
    )
  ).total;

interface Sample {
  readonly events: number;
  readonly cpuUs: number;
  readonly rss: number;
  readonly heapUsed: number;
  readonly at: number;
}

/** Asks the console for its CPU time and RSS, and reads how many events the sandbox delivered to it. */
function prober(session: Session, pid: number, file: string): () => Promise<Sample> {
  let asked = 0;
  return async () => {
    const events = await delivered(session);
    asked += 1;
    process.kill(pid, 'SIGUSR2');
    for (let waited = 0; waited < 10_000; waited += 10) {
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      const last = JSON.parse(lines[lines.length - 1]!) as Partial<Sample> & { sample?: number };
      if (last.sample === asked)
        return {
          events,
          cpuUs: last.cpuUs!,
          rss: last.rss!,
          heapUsed: last.heapUsed!,
          at: performance.now(),
        };
      await sleep(10);
    }
    throw new Error('the console did not answer the probe');
  };
}

/** Purchases on random cards at RATE a second until stopped; each one is an event for the console. */
function purchase(session: Session, ids: readonly string[]): { stop(): Promise<void> } {
  let stopped = false;
  let made = 0;
  let seed = 19;
  const started = performance.now();
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return ids[seed % ids.length]!;
  };
  const worker = async () => {
    while (!stopped) {
      const due = started + (made++ / RATE) * 1_000;
      if (due > performance.now()) await sleep(due - performance.now());
      await fetch(`${session.baseUrl}/api/v2/sandbox/cards/${next()}/purchase`, {
        method: 'POST',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '0.10', merchantName: 'Bench Shop' }),
      })
        .then((res) => res.body?.cancel())
        // A failed purchase is one event fewer: the count of delivered events is what is measured.
        .catch(() => undefined);
    }
  };
  const running = Promise.all(Array.from({ length: PURCHASERS }, worker));
  return {
    async stop() {
      stopped = true;
      await running;
    },
  };
}

async function measure(session: Session, ids: readonly string[], probeFile: string): Promise<Sample[]> {
  const probe = pathToFileURL(join(root, 'bench', 'console-probe.mjs')).href;
  const pty = openConsole(session, ['--listen'], {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${probe}`.trim(),
    CARD_CONSOLE_BENCH_PROBE: probeFile,
  });
  try {
    await pty.until('events: quiet');
    const pid = (JSON.parse(readFileSync(probeFile, 'utf8').split('\n')[0]!) as { pid: number }).pid;
    const sample = prober(session, pid, probeFile);
    // The console's start-up (first reads, the index's warm pass) is over before the first event.
    await sleep(5_000);
    const driver = purchase(session, ids);
    const reach = async (count: number) => {
      while ((await delivered(session)) < count) await sleep(50);
      return sample();
    };
    try {
      const samples = [await reach(WARMUP)];
      const from = samples[0]!.events;
      const marks = [WINDOW, ...(CAPS_FULL < EVENTS - WINDOW ? [CAPS_FULL] : []), EVENTS - WINDOW, EVENTS];
      for (const mark of marks) samples.push(await reach(from + mark));
      return samples;
    } finally {
      await driver.stop();
    }
  } finally {
    await pty.stop();
  }
}

const mb = (bytes: number): number => Math.round(bytes / 1e5) / 10;
const perEvent = (a: Sample, b: Sample): number => (b.cpuUs - a.cpuUs) / 1_000 / (b.events - a.events);

export async function benchEventCost(): Promise<EventCostFigures> {
  // Made before the sandbox starts: a fresh checkout has no .tmp, and a failure here left the
  // sandbox child running (and this program waiting on it).
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const home = mkdtempSync(join(root, '.tmp', 'bench-event-cost-'));
  const sandbox: RunningSandbox = await startSandboxProcess([
    '--seed',
    'scale',
    '--cards',
    String(CARDS),
    '--wallets',
    String(WALLETS),
  ]).catch((error: unknown) => {
    rmSync(home, { recursive: true, force: true });
    throw error;
  });
  try {
    const m = sandbox.merchants[0]!;
    const session: Session = {
      baseUrl: sandbox.baseUrl,
      headers: { authorization: `Bearer ${m.apiKey}`, 'x-api-token': m.apiToken },
      org: `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}`,
      args: [
        '--base-url',
        sandbox.baseUrl,
        '--org',
        m.orgId,
        '--api-key',
        m.apiKey,
        '--api-token',
        m.apiToken,
      ],
      env: {
        XDG_CONFIG_HOME: '/nonexistent-config',
        XDG_CACHE_HOME: join(home, 'cache'),
        XDG_STATE_HOME: join(home, 'state'),
      },
    };
    const ids = await cardIds(session);
    await buildIndex(session);
    const samples = await measure(session, ids, join(home, 'probe.jsonl'));
    const [start, firstEnd] = samples;
    const [lastStart, end] = samples.slice(-2);
    // Present only when the run is long enough to pass the caps.
    const capped = samples.length === 5 ? samples[2]! : undefined;
    const first = perEvent(start!, firstEnd!);
    const last = perEvent(lastStart!, end!);
    return {
      event_cost_growth: Number((last / first).toFixed(2)),
      event_rss_growth: Number((end!.rss / firstEnd!.rss).toFixed(2)),
      event_heap_growth: Number((end!.heapUsed / firstEnd!.heapUsed).toFixed(2)),
      event_rss_growth_after_caps: capped ? Number((end!.rss / capped.rss).toFixed(2)) : null,
      event_heap_growth_after_caps: capped ? Number((end!.heapUsed / capped.heapUsed).toFixed(2)) : null,
      event_rss_first_mb: mb(firstEnd!.rss),
      event_rss_last_mb: mb(end!.rss),
      event_heap_first_mb: mb(firstEnd!.heapUsed),
      event_heap_last_mb: mb(end!.heapUsed),
      event_cost_first_ms: Number(first.toFixed(3)),
      event_cost_last_ms: Number(last.toFixed(3)),
      event_cost_rate_per_s: Math.round(((end!.events - start!.events) * 1_000) / (end!.at - start!.at)),
    };
  } finally {
    await sandbox.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
