// Runs `card-console cards` in-process with captured stdout/stderr, a given stdin and a state
// directory under `home`; parses the JSON lines it printed.
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { runCardsCommand } from '../../src/cli/cards/command.js';
import type { CommandIo } from '../../src/cli/command.js';

export interface Run {
  code: number;
  out: string;
  err: string;
  lines: Record<string, unknown>[];
  /** The job id line printed first by a run that changes cards. */
  job?: string;
}

export interface RunOptions {
  stdin?: string;
  tty?: boolean;
  answer?: string;
  /** More environment (e.g. XDG_CACHE_HOME for a card index). */
  env?: Record<string, string>;
}

export async function runCards(home: string, argv: string[], opts: RunOptions = {}): Promise<Run> {
  let out = '';
  let err = '';
  const stdin = Object.assign(Readable.from([opts.stdin ?? '']), { isTTY: opts.tty ?? false });
  const io: Partial<CommandIo> = {
    stdin,
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    env: {
      HOME: home,
      XDG_STATE_HOME: join(home, 'state'),
      XDG_CONFIG_HOME: join(home, 'config'),
      ...opts.env,
    },
    ask: async () => opts.answer ?? 'n',
  };
  const code = await runCardsCommand(argv, io);
  const all =
    out.trim() === ''
      ? []
      : out
          .trim()
          .split('\n')
          .flatMap((l) => (l.startsWith('{') ? [JSON.parse(l) as Record<string, unknown>] : []));
  // The job line is `{"job": id}` alone (the summary names the job too).
  const isJobLine = (l: Record<string, unknown>) => Object.keys(l).length === 1 && typeof l.job === 'string';
  const job = all.find(isJobLine)?.job as string | undefined;
  return { code, out, err, lines: all.filter((l) => !isJobLine(l)), ...(job ? { job } : {}) };
}
