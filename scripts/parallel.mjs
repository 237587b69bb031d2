// Runs several npm scripts at once and fails if any fails: `npm test`'s checks (typecheck, lint, build) are each
// mostly one busy core, so on a two-core machine they take the time of the longest, not of the three together.
// Each one's output is printed whole when it ends (not interleaved), under its name and how long it took.
// Usage: node scripts/parallel.mjs <npm script>... (exit status: 0 when all passed, else the first failure's).
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const status = code ?? (signal ? 1 : 0);
      const verdict = status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`;
      process.stdout.write(`\n── npm run ${name}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(status);
    });
  });
}

const statuses = await Promise.all(names.map(run));
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) {
  const which = names.filter((_, i) => statuses[i] !== 0).join(', ');
  console.error(`\nfailed: ${which}`);
  process.exit(failed);
}
