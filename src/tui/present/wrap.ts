// Prose onto lines of a width: the one wrap for explanations, notes and confirmations, which keeps an
// amount with its currency and never ends a line on a word that leads into the next.

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

/**
 * Words onto lines of `width` at most, continuation lines indented by `indent`. A line does not end on a word
 * that leads into the next (those go down with it) unless the phrase cannot fit a line of its own; a word
 * longer than a line is cut.
 */
export function wrapWords(text: string, width: number, indent = '    '): string[] {
  const lead = /^ */.exec(text)![0];
  const lines: string[][] = [];
  let line: string[] = [];
  const textOf = (words: readonly string[], first: boolean): string =>
    `${lead}${first ? '' : indent}${words.join(' ')}`;
  for (const word of keepAmounts(text.slice(lead.length).split(' '))) {
    const first = lines.length === 0;
    if (line.length === 0 || textOf([...line, word], first).length <= width) {
      line.push(word);
      continue;
    }
    const tail = leadingTail(line);
    const carried = line.slice(line.length - tail);
    const fits = tail > 0 && textOf([...carried, word], false).length <= width;
    lines.push(fits ? line.slice(0, line.length - tail) : line);
    line = fits ? [...carried, word] : [word];
  }
  lines.push(line);
  return lines
    .map((words, i) => textOf(words, i === 0))
    .map((l) => (l.length > width ? `${l.slice(0, width - 1)}…` : l));
}
