// Before any end-to-end test: the bundle they drive is built from the sources now in the tree (a
// missing or stale dist/ is rebuilt; an up-to-date one is left as it is), and tmux is there. What is
// missing fails the run naming the step, instead of letting the tests skip or run yesterday's build.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function run(step: string, command: string, args: string[]): void {
  try {
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new Error(`the end-to-end tests need ${step}, which failed:\n${detail}`);
  }
}

export default function setup(): void {
  run('tmux (they drive the console in a real terminal): install it', 'tmux', ['-V']);
  run('the bundle (npm run build)', process.execPath, ['scripts/build.mjs', '--if-needed']);
}
