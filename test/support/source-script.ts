// A short ES module run from the checkout's sources in a process of its own (imports from './src/…ts'), with
// arguments: for what must happen in several processes at once, such as two processes migrating or seeding one
// database together.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ScriptRun {
  code: number | null;
  /** stdout and stderr together, in the order they came. */
  out: string;
}

export function runSourceScript(script: string, args: readonly string[]): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}
