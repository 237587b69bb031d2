// Secrets given on the command line are visible to every user of the machine (`ps`, /proc) and
// stay in shell history. Each secret flag has a `-file` twin (`-` reads stdin) and an environment
// variable; a secret that still comes from argv gets one warning on stderr, as database clients do.
import { readFileSync } from 'node:fs';
import { readStreamText } from './stdin-text.js';

export class SecretFileError extends Error {
  override name = 'SecretFileError';
}

/** Where a command may read a secret from besides argv. */
export interface SecretSource {
  /** The secret flag, e.g. `--api-key`; its file twin is `${flag}-file`. */
  flag: string;
  /** The environment variable that carries the same secret, when there is one. */
  env?: string;
}

export interface SecretIo {
  readFile(path: string): string;
  /** The whole of stdin; only called when stdin is not a terminal. */
  readStdin(): string;
  stdinIsTerminal: boolean;
}

export const processSecretIo: SecretIo = {
  readFile: (path) => readFileSync(path, 'utf8'),
  readStdin: () => readFileSync(0, 'utf8'),
  get stdinIsTerminal() {
    return process.stdin.isTTY === true;
  },
};

/**
 * For a command whose stdin is a stream it may also read for something else: stdin is read (once,
 * whole) only when a `-file -` asks for it.
 */
export async function streamSecretIo(
  sources: readonly SecretSource[],
  values: Record<string, string | boolean | undefined>,
  stdin: NodeJS.ReadableStream & { isTTY?: boolean },
): Promise<SecretIo> {
  const stdinIsTerminal = stdin.isTTY === true;
  const wanted = sources.some((s) => values[`${s.flag.slice(2)}-file`] === '-');
  const piped = wanted && !stdinIsTerminal ? await readStreamText(stdin) : '';
  return { readFile: processSecretIo.readFile, readStdin: () => piped, stdinIsTerminal };
}

/** parseArgs options for the `-file` twins of the given secret flags. */
export function secretFileOptions<const F extends string>(
  flags: readonly F[],
): Record<`${F}-file`, { type: 'string' }> {
  return Object.fromEntries(flags.map((flag) => [`${flag}-file`, { type: 'string' }])) as Record<
    `${F}-file`,
    { type: 'string' }
  >;
}

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  return error instanceof Error ? error.message : String(error);
}

/** The secret in a file: surrounding whitespace and the final newline dropped; one line, not empty. */
export function readSecretFile(fileFlag: string, path: string, io: SecretIo): string {
  if (path === '') throw new SecretFileError(`--${fileFlag}: give a file name, or - for stdin`);
  const where = path === '-' ? 'stdin' : path;
  let text: string;
  try {
    if (path === '-' && io.stdinIsTerminal) {
      throw new SecretFileError(
        `--${fileFlag} -: stdin is a terminal; pipe the secret in (e.g. pass show key | card-console … --${fileFlag} -)`,
      );
    }
    text = path === '-' ? io.readStdin() : io.readFile(path);
  } catch (error) {
    if (error instanceof SecretFileError) throw error;
    throw new SecretFileError(`--${fileFlag}: cannot read ${where}: ${reason(error)}`);
  }
  const secret = text.trim();
  if (secret === '')
    throw new SecretFileError(`--${fileFlag}: ${where} is empty (expected the secret on one line)`);
  if (/[\r\n]/.test(secret))
    throw new SecretFileError(
      `--${fileFlag}: ${where} holds more than one line (expected the secret alone on one line)`,
    );
  return secret;
}

type Values = Record<string, string | boolean | undefined>;

/**
 * Reads every secret from its flag or its `-file` twin (never both; stdin for at most one).
 * Returns the secrets by flag name (without dashes) and the flags that came from argv.
 */
export function readSecrets(
  sources: readonly SecretSource[],
  values: Values,
  io: SecretIo,
): { secrets: Map<string, string>; fromArgv: string[] } {
  const secrets = new Map<string, string>();
  const fromArgv: string[] = [];
  const stdinReaders = sources
    .filter((s) => values[`${s.flag.slice(2)}-file`] === '-')
    .map((s) => `${s.flag}-file`);
  if (stdinReaders.length > 1)
    throw new SecretFileError(`${stdinReaders.join(' and ')}: only one may read stdin (-)`);
  for (const { flag } of sources) {
    const name = flag.slice(2);
    const direct = values[name];
    const file = values[`${name}-file`];
    if (typeof direct === 'string' && typeof file === 'string')
      throw new SecretFileError(`${flag} and ${flag}-file cannot both be given`);
    if (typeof file === 'string') secrets.set(name, readSecretFile(`${name}-file`, file, io));
    else if (typeof direct === 'string') {
      secrets.set(name, direct);
      fromArgv.push(flag);
    }
  }
  return { secrets, fromArgv };
}

/** The one warning for secrets read from argv, naming the safer ways to give each. */
export function argvSecretWarning(
  command: string,
  sources: readonly SecretSource[],
  fromArgv: readonly string[],
): string | undefined {
  if (fromArgv.length === 0) return undefined;
  const alternatives = sources
    .filter((s) => fromArgv.includes(s.flag))
    .map((s) => `${s.flag}-file FILE${s.env ? ` or ${s.env}` : ''}`);
  const them = fromArgv.length === 1 ? 'it' : 'them';
  return (
    `${command}: warning: ${fromArgv.join(', ')} on the command line ${fromArgv.length === 1 ? 'is' : 'are'} ` +
    'visible to other users of this machine (ps) and kept in shell history; ' +
    `give ${them} with ${alternatives.join(', ')}${command === 'card-console' ? ', or a profile' : ''} instead.\n`
  );
}
