// One word, one idea (ARCHITECTURE.md, Concepts): the exported type names of src/ that carry a word are
// exactly those listed here. A new type that takes a word for another idea fails until it is named for
// what it is, or the word's entry in ARCHITECTURE.md says why it belongs and it is added below.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** Per word, the exported type names that carry it today. */
const WORDS: Readonly<Record<string, readonly string[]>> = {
  Session: [
    'ActionSession',
    'ProfileSession',
    'ProfileSessions',
    'ProfileSessionsOptions',
    'SessionBase',
    'SessionOptions',
    'SessionProps',
    'SessionShared',
    'SessionState',
  ],
  Target: ['Target'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The exported interface, type and class names of `text` that carry `word` (as a capitalised part). */
export function typeNamesWith(text: string, word: string): string[] {
  const names = [...text.matchAll(/^export (?:interface|type|class) ([A-Za-z0-9_]+)/gm)].map((m) => m[1]!);
  return names.filter((name) => new RegExp(`${word}s?(?![a-z])`).test(name));
}

describe('one word, one idea', () => {
  it('finds a word as a part of a type name, not inside another word', () => {
    const text = 'export interface SessionState {}\nexport type Sessionize = 1;\nexport class BulkSession {}';
    expect(typeNamesWith(text, 'Session')).toEqual(['SessionState', 'BulkSession']);
  });

  for (const [word, allowed] of Object.entries(WORDS))
    it(`"${word}" names only the types ARCHITECTURE.md's Concepts lists`, () => {
      const found = [
        ...new Set(sources(SRC).flatMap((file) => typeNamesWith(readFileSync(file, 'utf8'), word))),
      ].sort();
      expect(found).toEqual([...allowed].sort());
    });
});
