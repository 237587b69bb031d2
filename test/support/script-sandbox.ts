// A scripted command (`card-console pulse`, `sandbox apply|clock|snapshot`, …) run in-process against a real
// sandbox: the sandbox (startRealSandbox), a fresh HOME with its XDG homes, the config file's profiles, and a
// runner that captures stdout and stderr with an empty stdin that is not a terminal. The audit trail of the
// runs is `home.auditFile`.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { CommandIo } from '../../src/cli/command.js';
import { startRealSandbox, type RealSandbox, type RealSandboxOptions } from './real-sandbox.js';

export interface ScriptRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

/** An in-process command's entry point: `runPulseCommand`, `runSandboxCommand`, … */
export type ScriptCommand = (argv: string[], io: Partial<CommandIo>) => Promise<number>;

export interface ScriptHome {
  readonly dir: string;
  /** `$XDG_STATE_HOME/card-console/audit.jsonl` of these homes. */
  readonly auditFile: string;
  /** HOME and its XDG homes (config, state, data), then `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** Writes the config file with these profiles (0600). */
  writeConfig(profiles: Record<string, unknown>): void;
  /** Runs `command` with `argv` in these homes, `extra` added to the environment. */
  run(command: ScriptCommand, argv: string[], extra?: Record<string, string>): Promise<ScriptRun>;
}

/** Fresh homes under a new temporary directory named for the test (`prefix`). */
export function scriptHome(prefix: string): ScriptHome {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_STATE_HOME: join(dir, 'state'),
    XDG_DATA_HOME: join(dir, 'data'),
    TZ: 'UTC',
    ...extra,
  });
  return {
    dir,
    auditFile: join(dir, 'state', 'card-console', 'audit.jsonl'),
    env,
    writeConfig(profiles) {
      mkdirSync(join(dir, 'config', 'card-console'), { recursive: true });
      writeFileSync(join(dir, 'config', 'card-console', 'config.json'), JSON.stringify({ profiles }), {
        mode: 0o600,
      });
    },
    async run(command, argv, extra = {}) {
      let out = '';
      let err = '';
      const code = await command(argv, {
        stdin: Object.assign(Readable.from(['']), { isTTY: false }),
        stdout: { write: (t: string) => (out += t) },
        stderr: { write: (t: string) => (err += t) },
        env: env(extra),
      });
      return { code, out, err };
    },
  };
}

export interface ScriptSandbox {
  readonly sandbox: RealSandbox;
  readonly home: ScriptHome;
  close(): Promise<void>;
}

/** A real sandbox on port 0 (demo seed, provisioning at once) and fresh homes for the commands run at it. */
export async function startScriptSandbox(
  prefix: string,
  options: RealSandboxOptions = {},
): Promise<ScriptSandbox> {
  const sandbox = await startRealSandbox(options);
  return { sandbox, home: scriptHome(prefix), close: () => sandbox.close() };
}
