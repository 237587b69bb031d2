// A fake process for runListenCommand: captured output, a stop signal the test fires, and the moment
// the listener is ready. Shared by the test/cli/listen*.test.ts files.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandIo } from '../../src/cli/command.js';
import { listenFlags, listenOptions, type ListenOptions } from '../../src/cli/listen/args.js';
import { processSecretIo, type SecretIo } from '../../src/cli/secret-flags.js';

/** The flags to options as `card-console listen` reads them; throws UsageError naming the flag and the rule. */
export function parseListenArgs(
  argv: string[],
  env: Record<string, string | undefined> = {},
  secretIo: SecretIo = processSecretIo,
): ListenOptions {
  return listenOptions(listenFlags(argv), env, secretIo);
}

export interface FakeProcess {
  io: Partial<CommandIo>;
  out: string[];
  err: string[];
  ready: Promise<{ url: string; port: number }>;
  stop(signal?: string): void;
  /** Resolves with the stdout lines once `check` holds for them (the test's timeout bounds the wait). */
  waitForOut(check: (lines: string[]) => boolean): Promise<string[]>;
}

/** An environment with an empty config directory, so no real profile or variable leaks in. */
export function isolatedEnv(extra: Record<string, string> = {}): Record<string, string> {
  const home = mkdtempSync(join(tmpdir(), 'listen-test-'));
  return { HOME: home, XDG_CONFIG_HOME: join(home, 'config'), ...extra };
}

export function fakeProcess(env: Record<string, string> = isolatedEnv()): FakeProcess {
  const out: string[] = [];
  const err: string[] = [];
  let fire: (signal: string) => void = () => undefined;
  const stopSignal = new Promise<string>((resolve) => {
    fire = resolve;
  });
  let markReady: (info: { url: string; port: number }) => void = () => undefined;
  const ready = new Promise<{ url: string; port: number }>((resolve) => {
    markReady = resolve;
  });
  const lines = () =>
    out
      .join('')
      .split('\n')
      .filter((l) => l !== '');
  return {
    out,
    err,
    ready,
    io: {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
      env,
      untilStopSignal: () => stopSignal,
      onListening: (info) => markReady(info),
    },
    stop: (signal = 'SIGTERM') => fire(signal),
    async waitForOut(check) {
      while (!check(lines())) await new Promise((resolve) => setTimeout(resolve, 10));
      return lines();
    },
  };
}
