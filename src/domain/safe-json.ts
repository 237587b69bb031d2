// JSON for every file and line the console writes (audit trail, JSON lines, logs). JSON.stringify
// escapes C0 controls but leaves C1 controls (U+0080–U+009F, among them the one-byte CSI U+009B),
// DEL, the bidi controls, zero-width characters and the line/paragraph separators as they are: a
// `cat` or `jq -r` of such a file would hand them to a terminal. Here every one becomes a `\u`
// escape, which any JSON parser reads back as the same string.
const UNSAFE_IN_JSON = /[\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const escape = (char: string): string => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** JSON.stringify, with every control, bidi, zero-width and separator code point escaped. */
export function safeJson(value: unknown, space?: number): string {
  const text = JSON.stringify(value, null, space);
  // Undefined (a function, undefined itself) has no JSON text: say so, as JSON.stringify does.
  if (text === undefined) return 'null';
  // These code points can only occur inside JSON strings, so replacing them anywhere is safe.
  return text.replace(UNSAFE_IN_JSON, escape);
}

/** Re-escapes a line of JSON read from a file written by an older version (or edited by hand). */
export function safeJsonLine(line: string): string {
  return line.replace(UNSAFE_IN_JSON, escape);
}
