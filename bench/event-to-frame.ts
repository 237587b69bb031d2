// Event to frame: the median time from the sandbox committing a card state change (the suspend or
// resume request being sent) to the console's terminal output showing the card's new status. The
// built console runs in a real pty (script(1)) against a sandbox child on loopback, once with live
// events (--listen: it registers its receiver as the webhook endpoint) and once with polling only.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { binary, getJson, median, quitConsole, startSandboxProcess, type RunningSandbox } from './lib.js';

const LISTEN_RUNS = 15;
const POLLING_RUNS = 6;
const TIMEOUT_MS = 20_000;

export interface EventToFrameFigures {
  event_to_frame_ms: number | null;
  event_to_frame_polling_ms: number | null;
}

const quote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[()][A-Za-z0-9]|\u001b[=>]/g;
const stripAnsi = (text: string): string => text.replace(ANSI, '\n');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pty {
  child: ChildProcessByStdio<Writable, Readable, null>;
  /** Resolves when output written after this call matches. */
  waitFor(pattern: RegExp): Promise<number>;
  stop(): Promise<void>;
}

function openConsole(args: string[]): Pty {
  const inner = `stty rows 40 cols 120; exec ${[process.execPath, binary, ...args].map(quote).join(' ')}`;
  const child = spawn('script', ['-qfec', inner, '/dev/null'], {
    stdio: ['pipe', 'pipe', 'ignore'],
    env: {
      ...process.env,
      NO_COLOR: '1',
      CI: 'false',
      TERM: 'xterm-256color',
      XDG_CONFIG_HOME: '/nonexistent-config',
      XDG_STATE_HOME: '/tmp/card-console-bench-state',
    },
  });
  let seen = '';
  let waiter: { pattern: RegExp; resolve: (at: number) => void } | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    seen += stripAnsi(chunk.toString('utf8'));
    if (waiter && waiter.pattern.test(seen)) {
      const w = waiter;
      waiter = undefined;
      w.resolve(performance.now());
    }
  });
  return {
    child,
    waitFor(pattern) {
      seen = '';
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `${pattern} did not appear within ${TIMEOUT_MS} ms; output: ${JSON.stringify(seen.slice(-400))}`,
              ),
            ),
          TIMEOUT_MS,
        );
        waiter = {
          pattern,
          resolve: (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        };
      });
    },
    stop: () => quitConsole(child),
  };
}

interface Target {
  walletId: string;
  cardId: string;
  /** The row's masked number: names are cut to the column width, the number is not. */
  masked: string;
}

async function firstActiveCard(org: string, headers: Record<string, string>): Promise<Target> {
  const wallets = await getJson<{ data: { id: string }[] }>(`${org}/wallets`, headers);
  const walletId = wallets.data[0]!.id;
  const cards = await getJson<{ data: { cardId: string; maskedNumber: string; cardStatus: string }[] }>(
    `${org}/wallets/${walletId}/instruments?sortBy=createdAt&sortType=desc`,
    headers,
  );
  const card = cards.data.find((c) => c.cardStatus === 'active');
  if (!card) throw new Error('no active card in the first wallet');
  return { walletId, cardId: card.cardId, masked: card.maskedNumber };
}

/** Alternately suspends and resumes the card; each time, how long until its row shows the new status. */
async function measure(sandbox: RunningSandbox, extra: string[], runs: number): Promise<number[]> {
  const m = sandbox.merchants[0]!;
  const headers = { authorization: `Bearer ${m.apiKey}`, 'x-api-token': m.apiToken };
  const org = `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}`;
  const target = await firstActiveCard(org, headers);
  const pty = openConsole([
    '--base-url',
    sandbox.baseUrl,
    '--org',
    m.orgId,
    '--api-key',
    m.apiKey,
    '--api-token',
    m.apiToken,
    ...extra,
  ]);
  const samples: number[] = [];
  try {
    await pty.waitFor(new RegExp(escape(target.masked)));
    // Focus the cards pane: what the operator looks at polls at the normal interval.
    pty.child.stdin.write('2');
    await sleep(1_500);
    let status: 'frozen' | 'active' = 'active';
    for (let i = 0; i < runs; i++) {
      const action = status === 'active' ? 'suspend' : 'resume';
      status = status === 'active' ? 'frozen' : 'active';
      const shown = pty.waitFor(new RegExp(`${escape(target.masked)}[^\\n]*\\b${status}\\b`, 'i'));
      const sentAt = performance.now();
      await getJson(`${org}/wallets/${target.walletId}/instruments/${target.cardId}/${action}`, headers, {
        method: 'POST',
      });
      samples.push((await shown) - sentAt);
      // Let the changed-row highlight expire so the next frame is only the change itself.
      await sleep(2_200);
    }
  } finally {
    await pty.stop();
  }
  return samples;
}

export async function benchEventToFrame(): Promise<EventToFrameFigures> {
  const sandbox = await startSandboxProcess(['--seed', 'demo']);
  try {
    const live = await measure(sandbox, ['--listen'], LISTEN_RUNS).catch((error: unknown) => {
      process.stderr.write(`bench: event_to_frame (listener): ${(error as Error).message}\n`);
      return [];
    });
    const polling = await measure(sandbox, ['--no-listen'], POLLING_RUNS).catch((error: unknown) => {
      process.stderr.write(`bench: event_to_frame (polling): ${(error as Error).message}\n`);
      return [];
    });
    return {
      event_to_frame_ms: live.length ? Math.round(median(live)) : null,
      event_to_frame_polling_ms: polling.length ? Math.round(median(polling)) : null,
    };
  } finally {
    await sandbox.stop();
  }
}
