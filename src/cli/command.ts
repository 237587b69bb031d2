// What every subcommand shares: one I/O interface (streams, environment, clock, asking on the
// terminal, the stop signal), one usage error, and one way to turn a refusal into exit status 2.
// Tests hand a subcommand the parts they fake; `commandIo` fills in the process for the rest.
import { createInterface } from 'node:readline';
import { sanitizeText } from '../domain/index.js';
import { ConfigError } from './config.js';
import { SettingsError } from './settings.js';

export interface Writer {
  write(text: string): unknown;
}

export interface CommandIo {
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly stdout: Writer;
  readonly stderr: Writer;
  readonly env: Record<string, string | undefined>;
  /** The reader of stdout went away (`| head`): what is still written is dropped. */
  readonly stdoutGone: () => boolean;
  /**
   * Resolves when stdout has taken what was written: at once, unless it is a pipe whose reader is
   * slower than the writer. A command that writes much (cards list) waits for it, so what waits to
   * be written never grows with the output.
   */
  readonly drained: () => Promise<void>;
  readonly now: () => number;
  /** Asks the operator on the terminal; resolves with the answer line. */
  readonly ask: (question: string) => Promise<string>;
  /** Resolves with the signal's name when the process is asked to stop (SIGINT or SIGTERM). */
  readonly untilStopSignal: () => Promise<string>;
  /** A command that serves (sandbox, listen) says where, once it accepts requests. */
  readonly onListening?: (where: { url: string; port: number }) => void;
}

/** A refusal of the command line: exit status 2, with a message that names the flag and the rule. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Resolves with the name of the first SIGINT or SIGTERM after the call, then stops listening. */
export function untilStopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** Asks on the terminal behind `stdin`, writing the question to stderr (stdout stays for results). */
function askOn(stdin: CommandIo['stdin']): (question: string) => Promise<string> {
  return (question) =>
    new Promise((resolve) => {
      const rl = createInterface({ input: stdin, output: process.stderr, terminal: true });
      rl.question(question, (answer) => {
        rl.close();
        resolve(answer);
      });
    });
}

/**
 * The process's stdout for a command. When its reader goes away (`cards list | head`) Node reports
 * EPIPE as an error event, which would end the command at once, a bulk job included: instead the
 * command is told (stdoutGone) and what it still writes is dropped. A pipe that is full says so
 * (write returns false) and `drained` waits for it to empty.
 */
function processStdout(): Pick<CommandIo, 'stdout' | 'stdoutGone' | 'drained'> {
  let gone = false;
  let waiting: { promise: Promise<void>; resolve: () => void } | undefined;
  const release = (): void => {
    waiting?.resolve();
    waiting = undefined;
  };
  process.stdout.on('error', () => {
    gone = true;
    release();
  });
  process.stdout.on('drain', release);
  const write = (text: string): boolean => {
    if (gone) return false;
    const taken = process.stdout.write(text);
    if (!taken && !waiting) {
      let resolve = (): void => {};
      const promise = new Promise<void>((r) => (resolve = r));
      waiting = { promise, resolve };
    }
    return taken;
  };
  return {
    stdout: { write },
    stdoutGone: () => gone,
    drained: () => waiting?.promise ?? Promise.resolve(),
  };
}

/** The process's own I/O, with whatever `given` replaces. */
export function commandIo(given: Partial<CommandIo> = {}): CommandIo {
  const stdin = given.stdin ?? process.stdin;
  const out = given.stdout
    ? {
        stdout: given.stdout,
        stdoutGone: given.stdoutGone ?? (() => false),
        drained: given.drained ?? (() => Promise.resolve()),
      }
    : processStdout();
  return {
    stdin,
    ...out,
    stderr: given.stderr ?? process.stderr,
    env: given.env ?? process.env,
    now: given.now ?? Date.now,
    ask: given.ask ?? askOn(stdin),
    untilStopSignal: given.untilStopSignal ?? untilStopSignal,
    ...(given.onListening !== undefined ? { onListening: given.onListening } : {}),
  };
}

/** Asks "question [y/N]" on the terminal: true for yes. */
export async function askYes(io: CommandIo, question: string): Promise<boolean> {
  const answer = await io.ask(`${question} [y/N] `);
  return /^y(es)?$/i.test(answer.trim());
}

/**
 * Runs a subcommand's body: a usage, settings or config file error ends it with exit status 2, its message on
 * stderr (sanitised: it may quote what was typed) and where the help is. `name` is what the message
 * starts with (`profiles add`); the help is the command's (`card-console profiles --help`).
 */
export async function runCommand(
  name: string,
  io: CommandIo,
  body: () => Promise<number> | number,
): Promise<number> {
  try {
    return await body();
  } catch (error) {
    const refused =
      error instanceof UsageError || error instanceof SettingsError || error instanceof ConfigError;
    if (!refused) throw error;
    const message = sanitizeText(error.message, { allowNewline: true });
    const command = name.split(' ')[0] ?? name;
    io.stderr.write(`card-console ${name}: ${message}\nSee card-console ${command} --help.\n`);
    return 2;
  }
}

/** What a scripted command that reads the service is: its help, how it reads its flags, what it does. */
export interface ScriptedCommand<A> {
  readonly help: string;
  readonly parse: (argv: string[]) => A | 'help';
  readonly run: (io: CommandIo, args: A) => Promise<number>;
}

/**
 * Runs a scripted command that reads the service: `--help` prints its help (exit 0), a usage error is
 * exit 2 (as `runCommand` says), any other failure one sanitised line on stderr and exit 1.
 */
export async function runScripted<A>(
  name: string,
  command: ScriptedCommand<A>,
  argv: string[],
  given: Partial<CommandIo> = {},
): Promise<number> {
  const io = commandIo(given);
  return runCommand(name, io, async () => {
    const args = command.parse(argv);
    if (args === 'help') {
      io.stdout.write(command.help);
      return 0;
    }
    try {
      return await command.run(io, args);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      io.stderr.write(
        `card-console ${name}: ${sanitizeText(error instanceof Error ? error.message : String(error))}\n`,
      );
      return 1;
    }
  });
}

/**
 * `--limit -1` as `--limit=-1` for the named flags: parseArgs takes a value that starts with "-" only
 * after "=" (else it calls the argument ambiguous), so the flag's own check names its rule.
 */
export function dashValues(argv: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    if (names.some((n) => arg === `--${n}`) && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${arg}=${next}`);
      i += 1;
    } else out.push(arg);
  }
  return out;
}

/** parseArgs' own complaints (an unknown flag, a missing value) as usage errors. */
export function usageOf<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
