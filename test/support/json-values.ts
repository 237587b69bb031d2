// Secrets in files are looked for as values, not as substrings: a three-digit CVV may well occur
// inside an id, a time or an amount of the same file. In text (a frame, a message) they are looked
// for as words: an amount (1,328.21), a date or an id (0ca206a4-74df) is one word, not its digits.

/** Every string or number inside a JSON value, as strings. */
export function leaves(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** Every string or number in a JSON-lines text (an audit trail, a journal). */
export function jsonLinesValues(text: string): string[] {
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => leaves(JSON.parse(line) as unknown));
}

/**
 * The words of a text: letters and digits, joined across `.`, `,`, `-` and `/` inside a word (an
 * amount, a date, an id stay whole); split at spaces, `:`, `=` and any other mark, so a CVV written
 * `CVV 123`, `cvv: 123` or `cvv=123` is the word `123`.
 */
export function words(text: string): string[] {
  return text.match(/[0-9A-Za-z]+(?:[.,\-/][0-9A-Za-z]+)*/g) ?? [];
}
