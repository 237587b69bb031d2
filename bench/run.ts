// `npm run bench [-- --json] [-- --only name,name]`: runs the benchmark programs and prints the figures.
import { benchBulk } from './bulk.js';
import { benchEventCost } from './event-cost.js';
import { benchEventToFrame } from './event-to-frame.js';
import { benchIdle } from './idle.js';
import { benchIndex, benchIndexCrawl } from './index.js';
import { benchJournal } from './journal.js';
import { benchKeypress } from './keypress.js';
import { benchProfileSwitch } from './profile-switch.js';
import { benchPulse, benchPulseOpen, benchPulseScale } from './pulse.js';
import { benchSandboxClock } from './sandbox-clock.js';
import { benchSandboxHttp } from './sandbox-http.js';
import { benchSandboxPostgres } from './sandbox-postgres.js';
import { benchSandboxRestore } from './sandbox-restore.js';
import { benchSandboxScale } from './sandbox-scale.js';
import { benchStartup } from './startup.js';
import { benchTimeline } from './timeline.js';

type Bench = () => Promise<Record<string, number | string | null>>;

const benches: Record<string, Bench> = {
  startup: async () => ({ ...(await benchStartup()) }),
  keypress: async () => ({ ...(await benchKeypress()) }),
  idle: async () => ({ ...(await benchIdle()) }),
  sandbox_http: async () => ({ ...(await benchSandboxHttp()) }),
  sandbox_scale: async () => ({ ...(await benchSandboxScale()) }),
  sandbox_postgres: async () => ({ ...(await benchSandboxPostgres()) }),
  sandbox_clock: async () => ({ ...(await benchSandboxClock()) }),
  sandbox_restore: async () => ({ ...(await benchSandboxRestore()) }),
  bulk: async () => ({ ...(await benchBulk()) }),
  journal: async () => ({ ...(await benchJournal()) }),
  event_to_frame: async () => ({ ...(await benchEventToFrame()) }),
  event_cost: async () => ({ ...(await benchEventCost()) }),
  index: async () => ({ ...(await benchIndex()) }),
  index_crawl: async () => ({ ...(await benchIndexCrawl()) }),
  profile_switch: async () => ({ ...(await benchProfileSwitch()) }),
  timeline: async () => ({ ...(await benchTimeline()) }),
  pulse: async () => ({ ...(await benchPulse()) }),
  pulse_scale: async () => ({ ...(await benchPulseScale()) }),
  pulse_open: async () => ({ ...(await benchPulseOpen()) }),
};

const USAGE = `usage: npm run bench [-- [--json] [--only name,name]]
  --json         one JSON object of every figure on stdout (progress goes to stderr)
  --only LIST    run only these benchmarks, comma-separated
benchmarks: ${Object.keys(benches).join(', ')}
`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const onlyIndex = args.indexOf('--only');
// A mistyped flag must not start minutes of benchmarks: refuse anything not understood.
const understood = (arg: string, i: number): boolean =>
  arg === '--json' || arg === '--only' || (onlyIndex >= 0 && i === onlyIndex + 1);
const unknown = args.filter((arg, i) => !understood(arg, i));
if (unknown.length > 0 || (onlyIndex >= 0 && args[onlyIndex + 1] === undefined)) {
  process.stderr.write(
    `bench: ${unknown.length > 0 ? `unknown argument "${unknown[0]}"` : '--only needs a list'}\n${USAGE}`,
  );
  process.exit(2);
}
const json = args.includes('--json');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',') : Object.keys(benches);

const figures: Record<string, number | string | null> = {};
for (const name of only) {
  const bench = benches[name];
  if (!bench) {
    process.stderr.write(`bench: unknown benchmark "${name}" (known: ${Object.keys(benches).join(', ')})\n`);
    process.exit(2);
  }
  process.stderr.write(`bench: ${name}…\n`);
  // One benchmark that fails (a sandbox that did not start) costs its own figures, not the half hour of others.
  try {
    Object.assign(figures, await bench());
  } catch (error) {
    figures[`${name}_error`] = error instanceof Error ? error.message : String(error);
    process.stderr.write(`bench: ${name} failed: ${String(error)}\n`);
  }
}
if (json) process.stdout.write(`${JSON.stringify(figures)}\n`);
else for (const [k, v] of Object.entries(figures)) process.stdout.write(`${k.padEnd(28)} ${v}\n`);
if (Object.keys(figures).some((k) => k.endsWith('_error'))) process.exitCode = 1;
