// The command palette's fuzzy matching and argument parsing.
import type { Command } from '../../view/types.js';

/** Subsequence match score: consecutive and early matches score higher; -1 when no match. */
export function fuzzyScore(query: string, target: string): number {
  const q = query.toLowerCase();
  const t = target.toLowerCase();
  if (q === '') return 0;
  if (t.startsWith(q)) return 1000 - t.length;
  let score = 0;
  let ti = 0;
  let run = 0;
  for (const ch of q) {
    const found = t.indexOf(ch, ti);
    if (found < 0) return -1;
    run = found === ti ? run + 1 : 0;
    score += 10 + run * 5 - Math.min(found - ti, 10);
    ti = found + 1;
  }
  return score;
}

export interface PaletteItem {
  readonly command: Command;
  readonly score: number;
}

/** A plain word (`filter`, `pulse`): an id that is one is its command's word; a dotted id (`undo.last`) is not. */
const PLAIN_WORD = /^[a-z][a-z0-9-]*$/;

/** The word typed after `:` for a command, or undefined when it has none (then the cursor chooses it). */
export function commandWord(command: Command): string | undefined {
  return command.palette ?? (PLAIN_WORD.test(command.id) ? command.id : undefined);
}

/** Every palette command, best match first, for the text typed so far (its first word). */
export function matchCommands(all: readonly Command[], text: string): PaletteItem[] {
  const word = text.trim().split(/\s+/)[0] ?? '';
  return all
    .filter((c) => !c.internal)
    .map((command) => {
      const typed = commandWord(command);
      const name = typed === undefined ? -1 : fuzzyScore(word, typed);
      const described = fuzzyScore(word, command.description);
      return { command, score: Math.max(name >= 0 ? name + 100 : -1, described) };
    })
    .filter((item) => item.score >= 0)
    .sort((a, b) => b.score - a.score);
}

/** `card 4242` → the command named exactly `card` and its argument. */
export function parsePalette(
  all: readonly Command[],
  text: string,
): { command: Command; argument?: string } | undefined {
  const trimmed = text.trim();
  const space = trimmed.indexOf(' ');
  const word = space < 0 ? trimmed : trimmed.slice(0, space);
  const argument = space < 0 ? undefined : trimmed.slice(space + 1).trim() || undefined;
  const command = all.find((c) => !c.internal && word !== '' && commandWord(c) === word);
  return command ? { command, argument } : undefined;
}

/** Up to `most` palette words closest to `text`: by name first, then by description. */
export function closestWords(all: readonly Command[], text: string, most = 3): string[] {
  const word = text.trim().split(/\s+/)[0] ?? '';
  const named = all
    .filter((c) => !c.internal)
    .flatMap((command) => {
      const typed = commandWord(command);
      return typed === undefined ? [] : [{ typed, score: fuzzyScore(word, typed) }];
    })
    .filter((item) => item.score >= 0)
    .sort((a, b) => b.score - a.score)
    .map((item) => item.typed);
  const described = matchCommands(all, text).flatMap((item) => commandWord(item.command) ?? []);
  return [...new Set([...named, ...described])].slice(0, most);
}
