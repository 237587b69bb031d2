// `npm run fuzz`: the key fuzzer (test/tui/App.fuzz.test.tsx) for longer than `npm test` runs it, or
// one failure replayed from the seed and path it printed.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `usage: npm run fuzz -- [--minutes N] [--runs N] [--seed S [--path P]]

  --minutes N   run random sequences for N minutes (new seeds each time unless --seed)
  --runs N      run N sequences (default: 20, as npm test does)
  --seed S      the seed a failure printed; with --path P, replays exactly that shrunk sequence
  --stats       print, per sequence, the views it reached and the changes it sent`;

function fail(message) {
  console.error(`fuzz: ${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      minutes: { type: 'string' },
      runs: { type: 'string' },
      seed: { type: 'string' },
      path: { type: 'string' },
      stats: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}
const whole = (name, text) => {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text) || Number(text) <= 0)
    fail(`--${name}: must be a positive whole number, got ${text}`);
  return text;
};
const env = { ...process.env };
const minutes = whole('minutes', parsed.minutes);
const runs = whole('runs', parsed.runs);
if (parsed.path !== undefined && parsed.seed === undefined)
  fail('--path: needs the --seed it was printed with');
if (parsed.seed !== undefined && !/^-?\d+$/.test(parsed.seed))
  fail(`--seed: must be a whole number, got ${parsed.seed}`);
if (minutes) env.FUZZ_MINUTES = minutes;
if (runs) env.FUZZ_RUNS = runs;
if (parsed.seed !== undefined) env.FUZZ_SEED = parsed.seed;
else if (minutes) env.FUZZ_SEED = String(Date.now() % 2_147_483_647);
if (parsed.path !== undefined) env.FUZZ_PATH = parsed.path;
if (parsed.stats) env.FUZZ_STATS = '1';
if (env.FUZZ_SEED) console.log(`fuzz: seed ${env.FUZZ_SEED}`);

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const result = spawnSync(vitest, ['run', '--project', 'unit', 'test/tui/App.fuzz.test.tsx'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
