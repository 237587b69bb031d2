// The sandbox command as a child process (from source, or the built bundle's `card-console sandbox`),
// and its one JSON line. For a sandbox in the test's own process, see real-sandbox.ts.
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Readable } from 'node:stream';
import type { MerchantCredentials } from '../../src/sandbox/core-types.js';

const runner = fileURLToPath(new URL('./run-sandbox.ts', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));

export interface Announced {
  baseUrl: string;
  merchants: MerchantCredentials[];
}

export interface SandboxChild {
  process: ChildProcessByStdio<null, Readable, Readable>;
  /** The first stdout line, parsed. */
  announced: Promise<Announced>;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal name) once the process has exited. */
  exited: Promise<number | string>;
}

/**
 * `args` are the sandbox command's flags (add `--json` for the announcement). `bundle`: run this
 * built binary's `sandbox` command instead of the sources.
 */
export function startSandboxChild(args: string[], options: { bundle?: string } = {}): SandboxChild {
  const command = options.bundle
    ? [options.bundle, 'sandbox', ...args]
    : ['--import', 'tsx', runner, ...args];
  const child = spawn(process.execPath, command, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const announced = new Promise<Announced>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const newline = out.indexOf('\n');
      if (newline >= 0) {
        try {
          resolve(JSON.parse(out.slice(0, newline)) as Announced);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
    void exited.then((code) =>
      reject(new Error(`sandbox exited (${code}) before announcing itself: ${err}`)),
    );
  });
  // Handled here so a test that never waits for the line (a bad flag) leaves no unhandled rejection.
  announced.catch(() => undefined);
  return { process: child, announced, stdout: () => out, stderr: () => err, exited };
}
