// Turns a copied command line into what a shell would run: the real `sh` evaluates its quoting, the
// left side of `… | card-console …` becomes stdin, and the words after `card-console` the argv.
import { execFileSync } from 'node:child_process';

export interface ShellCommand {
  /** The words after `card-console`. */
  readonly argv: string[];
  readonly stdin?: string;
}

const PIPE = ' | card-console ';

export function shellCommand(line: string): ShellCommand {
  const at = line.indexOf(PIPE);
  const left = at >= 0 ? line.slice(0, at) : undefined;
  const right = at >= 0 ? line.slice(at + PIPE.length) : line.replace(/^card-console /, '');
  if (at < 0 && !line.startsWith('card-console ')) throw new Error(`not a card-console line: ${line}`);
  const stdin = left === undefined ? undefined : execFileSync('sh', ['-c', left], { encoding: 'utf8' });
  const words = execFileSync('sh', ['-c', `printf '%s\\0' ${right}`], { encoding: 'utf8' });
  return { argv: words.split('\0').slice(0, -1), ...(stdin === undefined ? {} : { stdin }) };
}
