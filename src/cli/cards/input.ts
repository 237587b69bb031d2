// The card ids a bulk command reads (`--ids FILE|-`): one per line, or the JSON lines `cards list
// --json` prints (their `id`). Every line that names something gets an answer: a card id, a repeat of
// an earlier line, or a line that is no card id at all. Blank lines and # comments name nothing, and
// neither do the job and summary lines of our own --json output, so one command's output can feed the next.
import { readFileSync } from 'node:fs';
import { Uuid } from '../../contract/index.js';
import { UsageError } from '../command.js';
import { readStreamText } from '../stdin-text.js';

export type IdLine =
  | { readonly kind: 'card'; readonly line: number; readonly id: string }
  | { readonly kind: 'duplicate'; readonly line: number; readonly id: string; readonly firstLine: number }
  | { readonly kind: 'invalid'; readonly line: number; readonly id: string; readonly why: string };

/** What an echoed invalid line may show: enough to find it, never a whole pasted file (or a secret in it). */
const ECHO_MAX = 64;
const echo = (text: string): string => (text.length > ECHO_MAX ? `${text.slice(0, ECHO_MAX - 1)}…` : text);

type Named = { id: string } | { invalid: string; why: string } | undefined;

/** What one JSON line names: its `id`, or nothing when it is a job or summary line of our own output. */
function fromJson(text: string): Named {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { invalid: text, why: 'not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { invalid: text, why: 'a JSON line must be an object with an "id"' };
  const fields = value as Record<string, unknown>;
  if (typeof fields.id === 'string') return { id: fields.id.trim() };
  if (fields.summary === true || typeof fields.job === 'string') return undefined;
  return { invalid: text, why: 'a JSON line must carry the card id in "id"' };
}

function named(raw: string): Named {
  const text = raw.trim();
  if (text === '' || text.startsWith('#')) return undefined;
  return text.startsWith('{') ? fromJson(text) : { id: text };
}

/** Every line that names something, numbered as in the input (1-based), in input order. */
export function classifyIdLines(text: string): IdLine[] {
  const firstSeen = new Map<string, number>();
  const out: IdLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const what = named(raw);
    if (what === undefined) return;
    if ('invalid' in what) {
      out.push({ kind: 'invalid', line, id: echo(what.invalid), why: what.why });
      return;
    }
    if (!Uuid.safeParse(what.id).success) {
      out.push({ kind: 'invalid', line, id: echo(what.id), why: 'a card id is a UUID' });
      return;
    }
    const first = firstSeen.get(what.id);
    if (first !== undefined) out.push({ kind: 'duplicate', line, id: what.id, firstLine: first });
    else {
      firstSeen.set(what.id, line);
      out.push({ kind: 'card', line, id: what.id });
    }
  });
  return out;
}

/** The text behind `--ids`: a file, or stdin for `-`. */
export async function readIdText(source: string, stdin: NodeJS.ReadableStream): Promise<string> {
  if (source === '-') return readStreamText(stdin);
  try {
    return readFileSync(source, 'utf8');
  } catch (error) {
    throw new UsageError(
      `--ids: cannot read ${source} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}
