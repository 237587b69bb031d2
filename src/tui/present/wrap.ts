// Prose onto lines of a width: the one wrap for explanations, notes and confirmations, which keeps an
// amount with its currency and never ends a line on a word that leads into the next.
import { displayWidth, truncate } from '../text.js';

/**
 * An amount and its currency are one word to the wrap ("25.00 USD" never breaks across lines), and so is the
 * "one" that names the amount's own purchase ("before this 25.00 USD one"), and a date with its time and zone
 * ("2026-05-10 14:03:00 UTC").
 */
function keepAmounts(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const previous = out[out.length - 1];
    const currency = previous !== undefined && /\d$/.test(previous) && /^[A-Z]{3}\b/.test(word);
    const ownOne = previous !== undefined && /\d [A-Z]{3}$/.test(previous) && word === 'one';
    const time = previous !== undefined && /\d{4}-\d{2}-\d{2}$/.test(previous) && /^\d{2}:\d{2}/.test(word);
    if (currency || ownOne || time) out[out.length - 1] = `${previous} ${word}`;
    else out.push(word);
  }
  return out;
}

/** Words that lead into the next one: a line ending on one of them reads cut mid-phrase ("before this"). */
const LEADING_WORDS = new Set(
  'a an and at before by for from in into of on or per since than that the this to up with'.split(' '),
);
const leadsOn = (word: string): boolean => LEADING_WORDS.has(word) || /^\d+$/.test(word);

/** How many words at the end of `line` lead into the next and should go down with it (never the whole line). */
function leadingTail(line: readonly string[]): number {
  let n = 0;
  while (n < line.length - 1 && leadsOn(line[line.length - 1 - n]!)) n += 1;
  return n;
}

/** What becomes of a word longer than a line: cut with an ellipsis, or split over lines (nothing lost). */
export type LongWord = 'cut' | 'split';

/** `word` in pieces of at most `width` columns. */
function splitWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && displayWidth(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/**
 * Words onto lines of `width` columns at most (a wide character counts two), continuation lines indented by
 * `indent`. A line does not end on a word that leads into the next (those go down with it) unless the phrase
 * cannot fit a line of its own; a word longer than a line is cut, or split where nothing may be lost (a form's
 * intro, which carries what the operator is about to act on).
 */
export function wrapWords(text: string, width: number, indent = '    ', long: LongWord = 'cut'): string[] {
  const lead = /^ */.exec(text)![0];
  const lines: string[][] = [];
  let line: string[] = [];
  const textOf = (words: readonly string[], first: boolean): string =>
    `${lead}${first ? '' : indent}${words.join(' ')}`;
  const room = (first: boolean): number => Math.max(1, width - displayWidth(textOf([], first)));
  const words = keepAmounts(text.slice(lead.length).split(' ')).flatMap((word) =>
    long === 'split' && displayWidth(word) > room(false) ? splitWord(word, room(false)) : [word],
  );
  // Widths are summed as words are placed, not measured again per word: a page of a long timeline wraps
  // hundreds of lines on each scroll.
  const start = (first: boolean): number => displayWidth(first ? lead : `${lead}${indent}`);
  let used = start(true);
  for (const word of words) {
    const w = displayWidth(word);
    if (line.length === 0 || used + 1 + w <= width) {
      used += (line.length === 0 ? 0 : 1) + w;
      line.push(word);
      continue;
    }
    const tail = leadingTail(line);
    const carried = line.slice(line.length - tail);
    const carriedWidth = carried.reduce((sum, c) => sum + displayWidth(c) + 1, 0);
    const fits = tail > 0 && start(false) + carriedWidth + w <= width;
    lines.push(fits ? line.slice(0, line.length - tail) : line);
    line = fits ? [...carried, word] : [word];
    used = start(false) + (fits ? carriedWidth : 0) + w;
  }
  lines.push(line);
  return lines.map((words, i) => truncate(textOf(words, i === 0), width));
}
