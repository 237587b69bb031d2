// The one terminal-text sanitiser. Server text is hostile: an ESC or CSI (U+009B) starts a terminal
// control sequence (OSC 52 writes the operator's clipboard, CSI moves the cursor over other rows), a bare
// CR overwrites what is already printed, bidi controls make "1111" read as "1111" while being
// something else, and zero-width characters make two different names look the same. Each such code
// point is replaced by a visible escape (`\x1b`, `\x7f`, `\u202e`), so
// the operator sees that something was there instead of the terminal obeying it.
//
// It runs on every cell of every frame, so the common case — nothing to replace — is one regex test and
// returns the very same string.

export interface SanitizeOptions {
  /** Keep U+000A (line feed). CR is always escaped: it would overwrite the line already printed. */
  allowNewline?: boolean;
  /** Keep U+0009 (tab). */
  allowTab?: boolean;
}

// C0 (minus the optional tab/newline), DEL, C1, the bidi controls, and (with the u flag) lone surrogates
// only: a well-formed surrogate pair is one code point above U+FFFF and does not match.
const C0_BEFORE_TAB = '\\u0000-\\u0008';
const C0_AFTER_NEWLINE = '\\u000b-\\u001f';
// Zero-width characters (U+200B–U+200D, U+2060, U+FEFF) make look-alike names; some terminals draw
// the line and paragraph separators (U+2028/2029) as line breaks.
const OTHERS =
  '\\u007f-\\u009f\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2060\\u2066-\\u2069\\ufeff\\ud800-\\udfff';

function buildPattern(allowTab: boolean, allowNewline: boolean): RegExp {
  const tab = allowTab ? '' : '\\u0009';
  const newline = allowNewline ? '' : '\\u000a';
  return new RegExp(`[${C0_BEFORE_TAB}${tab}${newline}${C0_AFTER_NEWLINE}${OTHERS}]`, 'gu');
}

// Indexed by (allowTab ? 1 : 0) + (allowNewline ? 2 : 0); built once at load.
const PATTERNS: readonly RegExp[] = [
  buildPattern(false, false),
  buildPattern(true, false),
  buildPattern(false, true),
  buildPattern(true, true),
];

function visibleEscape(char: string): string {
  const code = char.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

export function sanitizeText(text: string, options: SanitizeOptions = {}): string {
  const pattern = PATTERNS[(options.allowTab ? 1 : 0) + (options.allowNewline ? 2 : 0)] as RegExp;
  // A global regex keeps lastIndex between calls; reset it so test() always scans from the start.
  pattern.lastIndex = 0;
  if (!pattern.test(text)) return text;
  pattern.lastIndex = 0;
  return text.replace(pattern, visibleEscape);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function sanitizeNode(value: unknown, options: SanitizeOptions, ancestors: Set<object>): unknown {
  if (typeof value === 'string') return sanitizeText(value, options);
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) return '[circular]';
  if (Array.isArray(value)) {
    ancestors.add(value);
    const out = value.map((item: unknown) => sanitizeNode(item, options, ancestors));
    ancestors.delete(value);
    return out.every((item, i) => item === value[i]) ? value : out;
  }
  if (!isPlainObject(value)) return value;
  ancestors.add(value);
  let changed = false;
  const entries = Object.entries(value).map(([key, item]): [string, unknown] => {
    const safeKey = sanitizeText(key, options);
    const safeItem = sanitizeNode(item, options, ancestors);
    if (safeKey !== key || safeItem !== item) changed = true;
    return [safeKey, safeItem];
  });
  ancestors.delete(value);
  // fromEntries defines own properties, so a "__proto__" key stays data and never changes a prototype.
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * Sanitise every string (keys included) of a JSON-like value, for the raw JSON view. Returns the same
 * reference for any part that needed no change; other objects (Dates, class instances) are left as they are.
 */
export function sanitizeDeep<T>(value: T, options: SanitizeOptions = {}): T {
  return sanitizeNode(value, options, new Set()) as T;
}
