import { describe, expect, it } from 'vitest';
import { safeJson, safeJsonLine } from '../../src/domain/index.js';

// Everything a terminal could obey or mis-draw, beyond the C0 controls JSON.stringify escapes itself.
const HOSTILE = [
  '\u009b',
  '\u0085',
  '\u007f',
  '\u202e',
  '\u2066',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u2028',
  '\u2029',
  '\u001b',
];

describe('safeJson', () => {
  it.each(HOSTILE.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))(
    'escapes %s and reads back as the same string',
    (_name, char) => {
      const value = { code: `bad${char}code`, nested: [`x${char}`] };
      const text = safeJson(value);
      expect(text).not.toContain(char);
      expect(text).toMatch(/\\u[0-9a-f]{4}/);
      expect(JSON.parse(text)).toEqual(value);
    },
  );

  it('leaves ordinary text, emoji and non-Latin scripts as they are', () => {
    const value = { name: 'Zoë 日本 😀', amount: '1,234.56' };
    expect(safeJson(value)).toBe(JSON.stringify(value));
  });

  it('re-escapes a stored line', () => {
    expect(safeJsonLine('{"code":"a\u009bb"}')).toBe('{"code":"a\\u009bb"}');
  });
});
