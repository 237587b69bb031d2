// Secrets in files are looked for as values, not as substrings: a three-digit CVV may well occur
// inside an id, a time or an amount of the same file.

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
