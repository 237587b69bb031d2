// Switching profiles in place: two local sandboxes as two profiles of the config file, the built
// console in a real pty (script(1)). From the Enter of `:profile beta` to the first frame showing the
// other merchant's accounts (a profile opened for the first time: its client, store and first reads),
// and the return to a profile already visited (its screen kept). Also what keeping the visited
// profile alive costs in resident memory (bench/console-probe.mjs reports it on SIGUSR2).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  binary,
  exited,
  getJson,
  median,
  percentile,
  root,
  startSandboxProcess,
  type RunningSandbox,
} from './lib.js';

/** Fresh consoles: each gives one first switch and RETURNS switches to visited profiles. */
const RUNS = 11;
const RETURNS = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The console in a pty: what it writes, searched from a mark on. */
class PtyConsole {
  private out = '';
  private readonly waiters = new Set<() => void>();
  private constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (chunk: Buffer) => {
      this.out += chunk.toString('utf8');
      for (const waiter of this.waiters) waiter();
    });
  }

  static start(env: Record<string, string>): PtyConsole {
    const inner = `stty rows 40 cols 120; exec '${process.execPath}' '${binary}' --no-index`;
    const child = spawn('script', ['-qfec', inner, '/dev/null'], {
      stdio: ['pipe', 'pipe', 'ignore'],
      env: { ...process.env, NO_COLOR: '1', CI: 'false', TERM: 'xterm-256color', ...env },
    });
    return new PtyConsole(child);
  }

  /** Forgets what was written so far: `until` looks only at what comes next. */
  mark(): void {
    this.out = '';
  }

  write(text: string): void {
    this.child.stdin!.write(text);
  }

  /** When `text` appeared (performance.now()). */
  until(text: string, timeoutMs = 20_000): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!this.out.includes(text)) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(performance.now());
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`"${text}" did not appear within ${timeoutMs} ms; output: ${this.out.slice(-400)}`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  async stop(): Promise<void> {
    const done = exited(this.child);
    this.child.kill('SIGTERM');
    await done;
  }
}

/** Types `:profile NAME` and times from its Enter to `expect` on screen. */
async function switchTo(pty: PtyConsole, name: string, expect: string): Promise<number> {
  pty.write(':');
  await pty.until('Command palette');
  pty.write(`profile ${name}`);
  await sleep(50);
  pty.mark();
  const started = performance.now();
  pty.write('\r');
  return (await pty.until(expect)) - started;
}

async function firstAccountName(sandbox: RunningSandbox, merchant: number): Promise<string> {
  const m = sandbox.merchants[merchant]!;
  const accounts = await getJson<{ items: { name: string }[] }>(`${sandbox.baseUrl}/api/v2/accounts`, {
    'x-api-token': m.apiToken,
  });
  return accounts.items[0]!.name;
}

/** The console's resident memory now, asked through the probe. */
async function rssOf(pid: number, file: string, asked: number): Promise<number> {
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 10_000; waited += 10) {
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const last = JSON.parse(lines[lines.length - 1]!) as { sample?: number; rss: number };
    if (last.sample === asked) return last.rss;
    await sleep(10);
  }
  throw new Error('the console did not answer the probe');
}

export interface ProfileSwitchFigures {
  profile_switch_ms: number;
  profile_switch_p95_ms: number;
  profile_return_ms: number;
  profile_return_p95_ms: number;
  /** Resident memory the second profile adds while kept alive (median over the runs). */
  profile_kept_rss_mb: number;
}

export async function benchProfileSwitch(): Promise<ProfileSwitchFigures> {
  // Two sandboxes: the demo's merchant, and a larger one (its wallets named apart from the demo's).
  const [a, b] = await Promise.all([
    startSandboxProcess(['--seed', 'demo']),
    startSandboxProcess(['--seed', 'scale', '--cards', '5000', '--wallets', '5']),
  ]);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-profiles-'));
  try {
    const [alphaName, betaName] = [await firstAccountName(a, 0), await firstAccountName(b, 0)];
    if (alphaName === betaName) throw new Error(`both merchants' first account is "${alphaName}"`);
    const profile = (s: RunningSandbox, i: number) => {
      const m = s.merchants[i]!;
      return { baseUrl: s.baseUrl, orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken };
    };
    mkdirSync(join(scratch, 'config', 'card-console'), { recursive: true, mode: 0o700 });
    writeFileSync(
      join(scratch, 'config', 'card-console', 'config.json'),
      JSON.stringify({ currentProfile: 'alpha', profiles: { alpha: profile(a, 0), beta: profile(b, 0) } }),
      { mode: 0o600 },
    );
    const probe = pathToFileURL(join(root, 'bench', 'console-probe.mjs')).href;
    const first: number[] = [];
    const returns: number[] = [];
    const kept: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const probeFile = join(scratch, `probe-${run}.jsonl`);
      const pty = PtyConsole.start({
        XDG_CONFIG_HOME: join(scratch, 'config'),
        XDG_CACHE_HOME: join(scratch, 'cache'),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${probe}`.trim(),
        CARD_CONSOLE_BENCH_PROBE: probeFile,
      });
      try {
        await pty.until(alphaName);
        await sleep(300);
        const pid = (JSON.parse(readFileSync(probeFile, 'utf8').split('\n')[0]!) as { pid: number }).pid;
        const alone = await rssOf(pid, probeFile, 1);
        first.push(await switchTo(pty, 'beta', betaName));
        for (let i = 0; i < RETURNS; i += 1) {
          returns.push(
            await switchTo(pty, i % 2 === 0 ? 'alpha' : 'beta', i % 2 === 0 ? alphaName : betaName),
          );
        }
        await sleep(300);
        kept.push((await rssOf(pid, probeFile, 2)) - alone);
      } finally {
        await pty.stop();
      }
    }
    return {
      profile_switch_ms: Math.round(median(first)),
      profile_switch_p95_ms: Math.round(percentile(first, 0.95)),
      profile_return_ms: Math.round(median(returns)),
      profile_return_p95_ms: Math.round(percentile(returns, 0.95)),
      profile_kept_rss_mb: Number((median(kept) / 1024 / 1024).toFixed(1)),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    await Promise.all([a.stop(), b.stop()]);
  }
}
