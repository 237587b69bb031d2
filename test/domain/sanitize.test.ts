import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeDeep, sanitizeText } from '../../src/domain/sanitize.js';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const C0 = range(0x00, 0x1f);
const DEL = [0x7f];
const C1 = range(0x80, 0x9f);
const BIDI = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069), 0x200e, 0x200f, 0x061c];
const LONE_SURROGATES = [0xd800, 0xdbff, 0xdc00, 0xdfff];
const EVERY_DANGEROUS = [...C0, ...DEL, ...C1, ...BIDI];

// Every code point that must never reach the terminal, for a given option set.
function forbidden(opts: { allowTab?: boolean; allowNewline?: boolean }): number[] {
  return EVERY_DANGEROUS.filter((c) => !(c === 0x09 && opts.allowTab) && !(c === 0x0a && opts.allowNewline));
}

// Lone surrogates only: with the u flag a well-formed pair is one code point outside Cs.
const isWellFormed = (text: string): boolean => !/\p{Cs}/u.test(text);

function survivors(text: string, codes: readonly number[]): number[] {
  const present = new Set(Array.from(text, (ch) => ch.codePointAt(0)));
  return codes.filter((c) => present.has(c));
}

describe('sanitizeText: every control and bidi class', () => {
  it('enumerates the classes completely (32 C0, DEL, 32 C1, 12 bidi)', () => {
    expect([C0.length, DEL.length, C1.length, BIDI.length]).toEqual([32, 1, 32, 12]);
  });

  it.each([{}, { allowTab: true }, { allowNewline: true }, { allowTab: true, allowNewline: true }])(
    'no forbidden code point survives, alone or embedded (%j)',
    (opts) => {
      for (const code of forbidden(opts)) {
        const char = String.fromCharCode(code);
        for (const text of [char, `a${char}b`, `${char}${char}`, `name ${char}\u00e9 ${char}`]) {
          const out = sanitizeText(text, opts);
          expect(survivors(out, forbidden(opts))).toEqual([]);
          expect(out).toContain(
            code <= 0xff
              ? `\\x${code.toString(16).padStart(2, '0')}`
              : `\\u${code.toString(16).padStart(4, '0')}`,
          );
        }
      }
    },
  );

  it('all of them at once, in one string', () => {
    const text = String.fromCharCode(...EVERY_DANGEROUS);
    const out = sanitizeText(text);
    expect(survivors(out, EVERY_DANGEROUS)).toEqual([]);
    expect(/^[\x20-\x7e]*$/.test(out)).toBe(true);
  });

  it('uses the documented visible escapes', () => {
    expect(sanitizeText('\x1b')).toBe('\\x1b');
    expect(sanitizeText('\x7f')).toBe('\\x7f');
    expect(sanitizeText('\x9b')).toBe('\\x9b');
    expect(sanitizeText('\u202e')).toBe('\\u202e');
    expect(sanitizeText('\u061c')).toBe('\\u061c');
    expect(sanitizeText('\x00')).toBe('\\x00');
  });

  it('keeps tab and newline only when asked; CR is always escaped', () => {
    expect(sanitizeText('a\tb\nc')).toBe('a\\x09b\\x0ac');
    expect(sanitizeText('a\tb\nc', { allowTab: true })).toBe('a\tb\\x0ac');
    expect(sanitizeText('a\tb\nc', { allowNewline: true })).toBe('a\\x09b\nc');
    expect(sanitizeText('a\r\nb', { allowNewline: true, allowTab: true })).toBe('a\\x0d\nb');
  });

  it('escapes lone surrogates but keeps well-formed pairs (emoji)', () => {
    for (const code of LONE_SURROGATES) {
      const out = sanitizeText(`x${String.fromCharCode(code)}y`);
      expect(out).toBe(`x\\u${code.toString(16)}y`);
      expect(isWellFormed(out)).toBe(true);
    }
    expect(sanitizeText('card \u{1F4B3} ok')).toBe('card \u{1F4B3} ok');
    expect(sanitizeText('\ud83d')).toBe('\\ud83d'); // high half of an emoji, alone
    expect(sanitizeText('\udcb3\ud83d')).toBe('\\udcb3\\ud83d'); // both halves, in the wrong order
  });

  it('neutralises OSC 52 (clipboard write) and CSI sequences embedded in names', () => {
    const osc52 = 'Travel\x1b]52;c;ZWNobyBwd25lZA==\x07 card';
    const osc52st = 'Travel\x1b]52;c;ZWNobyBwd25lZA==\x1b\\ card';
    const csi = 'Alice\x1b[2J\x1b[1;1H\x1b[31mBob';
    const c1csi = 'Alice\x9b2J\x9d52;c;eA==\x9c';
    const bidi = 'last4 \u202e1111\u202c';
    for (const name of [osc52, osc52st, csi, c1csi, bidi]) {
      const out = sanitizeText(name);
      expect(survivors(out, EVERY_DANGEROUS)).toEqual([]);
    }
    expect(sanitizeText(osc52)).toBe('Travel\\x1b]52;c;ZWNobyBwd25lZA==\\x07 card');
    expect(sanitizeText(csi)).toBe('Alice\\x1b[2J\\x1b[1;1H\\x1b[31mBob');
  });

  it('fast path: returns the very same string when nothing needs replacing', () => {
    const plain = 'Ünïcödé name — 4111 **** **** 1111 \u{1F4B3}';
    expect(sanitizeText(plain)).toBe(plain);
    expect(sanitizeText('a\x1bb')).not.toBe('a\x1bb');
  });

  it('is stable across calls (no lastIndex state leaking between strings)', () => {
    const results = ['a\x1b', 'b\x1b', 'c\x1b'].map((s) => sanitizeText(s));
    expect(results).toEqual(['a\\x1b', 'b\\x1b', 'c\\x1b']);
  });

  it('property: output of any string has no forbidden code point and is well-formed', () => {
    // Any UTF-16 code unit (lone surrogates included), the dangerous ones often, and astral code points.
    const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
    const dangerous = fc.constantFrom(...EVERY_DANGEROUS.map((c) => String.fromCharCode(c)));
    const astral = fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c));
    const hostile = fc.string({ unit: fc.oneof(codeUnit, dangerous, astral), maxLength: 40 });
    fc.assert(
      fc.property(hostile, (s) => {
        const out = sanitizeText(s);
        return survivors(out, EVERY_DANGEROUS).length === 0 && isWellFormed(out) && sanitizeText(out) === out;
      }),
    );
  });
});

describe('sanitizeDeep', () => {
  it('sanitises every string, keys included, at any depth', () => {
    const input = { name: 'A\x1b[31m', 'k\u202e': ['x\x07', { deep: '\x9b' }], n: 1, b: true, z: null };
    expect(sanitizeDeep(input)).toEqual({
      name: 'A\\x1b[31m',
      'k\\u202e': ['x\\x07', { deep: '\\x9b' }],
      n: 1,
      b: true,
      z: null,
    });
  });

  it('returns the same references when nothing changes', () => {
    const clean = { a: 'x', list: [{ b: 'y' }], n: 2 };
    expect(sanitizeDeep(clean)).toBe(clean);
    const mixed = { clean: { a: 'x' }, dirty: 'y\x1b' };
    const out = sanitizeDeep(mixed);
    expect(out).not.toBe(mixed);
    expect(out.clean).toBe(mixed.clean);
  });

  it('keeps a "__proto__" key as data and never changes a prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": "\\u001b"}, "a": "\\u001b"}') as Record<
      string,
      unknown
    >;
    const out = sanitizeDeep(parsed);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__', 'a']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('passes the options down, and survives cycles', () => {
    expect(sanitizeDeep(['a\nb'], { allowNewline: true })).toEqual(['a\nb']);
    const cyclic: Record<string, unknown> = { s: '\x1b' };
    cyclic['self'] = cyclic;
    expect(sanitizeDeep(cyclic)).toEqual({ s: '\\x1b', self: '[circular]' });
  });
});

describe('zero-width and separator code points', () => {
  it.each(['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u2028', '\u2029'])(
    'shows %j as a visible escape',
    (char) => {
      const out = sanitizeText(`Ada${char}Lovelace`);
      expect(out).not.toContain(char);
      expect(out).toBe(`Ada\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}Lovelace`);
    },
  );
});
