// The one find matcher: terms and their kinds, words from a word boundary, terms combined; and the
// property that a card is found by any query made of fragments of its own fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findWords,
  matchesCard,
  parseCardQuery,
  parseFind,
  shownFirst6,
  type FindFields,
} from '../../src/domain/card-find.js';

const grace: FindFields = {
  id: '3f2a9c1e-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  name: 'Main Grace #3',
  holderName: 'Grace Hopper',
  holderEmail: 'grace@acme-travel.example',
  holderId: 'grace.hopper',
  last4: '2462',
  first6: '411111',
};
const barbara: FindFields = {
  id: '9d8c7b6a-0000-4000-8000-000000000001',
  name: 'Meals 12',
  holderName: 'Barbara Lamarr',
  last4: '2462',
};
const matches = (text: string, card: FindFields) => matchesCard(parseFind(text), card);

describe('parseFind', () => {
  it('gives each term its kind: last4, first6…last4, words (with an id prefix when it could begin an id)', () => {
    expect(parseFind('  Barbara   2462 ').terms).toEqual([
      { kind: 'words', words: ['barbara'], prefix: true },
      { kind: 'last4', last4: '2462' },
    ]);
    expect(parseFind('411111…2462').terms).toEqual([
      { kind: 'first6last4', first6: '411111', last4: '2462' },
    ]);
    expect(parseFind('hopper@').terms).toEqual([{ kind: 'words', words: ['hopper'], prefix: false }]);
    expect(parseFind('acme-trav').terms).toEqual([{ kind: 'words', words: ['acme', 'trav'], prefix: true }]);
    expect(parseFind('3f2a').terms).toEqual([
      { kind: 'words', words: ['3f2a'], prefix: true, idPrefix: '3f2a' },
    ]);
    expect(parseFind('@ - ').terms).toEqual([]);
  });

  it('folds case and accents as the index does', () => {
    expect(findWords("José O'Brien-Müller")).toEqual(['jose', 'o', 'brien', 'muller']);
  });
});

describe('matchesCard', () => {
  it('matches every word of a holder name, from its start', () => {
    for (const text of ['hopper', 'Hop', 'HOPPER', 'grace', 'Grace Hopper', 'hopper grace'])
      expect(matches(text, grace), text).toBe(true);
    expect(matches('opper', grace)).toBe(false);
    expect(matches('Lamarr', barbara)).toBe(true);
    expect(matches('Barbara Lamarr', barbara)).toBe(true);
  });

  it('matches fragments of an email from a word boundary (@ . -)', () => {
    for (const text of [
      'acme-travel',
      'acme-trav',
      '@acme',
      'travel.example',
      'grace@',
      'grace@acme-travel.example',
    ])
      expect(matches(text, grace), text).toBe(true);
    expect(matches('cme-travel', grace)).toBe(false);
    expect(matches('acme-travel', barbara)).toBe(false);
  });

  it('reads a term that ends in punctuation as a whole word: hopper@ finds Hopper, not Hopperton', () => {
    expect(matches('hopper@', grace)).toBe(true);
    expect(matches('hopper@', { ...grace, holderName: 'Ann Hopperton', holderId: 'ann' })).toBe(false);
  });

  it('matches card names by word, and holder ids', () => {
    expect(matches('meals', barbara)).toBe(true);
    expect(matches('meals 1', barbara)).toBe(true);
    expect(matches('meals 2', barbara)).toBe(false);
    expect(matches('grace.hop', grace)).toBe(true);
  });

  it('combines terms: every one must match (holder Barbara AND last4 2462)', () => {
    expect(matches('Barbara 2462', barbara)).toBe(true);
    expect(matches('Barbara 2462', grace)).toBe(false);
    expect(matches('Barbara 2463', barbara)).toBe(false);
    expect(matches('Lamarr meals', barbara)).toBe(true);
  });

  it('four digits mean the last four only; first6…last4 needs both', () => {
    expect(matches('2462', { ...grace, name: 'Card 2462', last4: '0000' })).toBe(false);
    expect(matches('411111…2462', grace)).toBe(true);
    expect(matches('411111******2462', grace)).toBe(true);
    expect(matches('411112…2462', grace)).toBe(false);
    expect(matches('411111…2462', barbara)).toBe(false);
  });

  it('matches the start of an id for a term that could begin one', () => {
    expect(matches('3f2a9c1e', grace)).toBe(true);
    expect(matches('3F2A9C1E-4b5d', grace)).toBe(true);
    expect(matches('9c1e', grace)).toBe(false);
  });

  it('an empty query matches every card', () => {
    expect(matches('', barbara)).toBe(true);
  });
});

describe('shownFirst6 and parseCardQuery', () => {
  it('reads the first six only where the mask shows six', () => {
    expect(shownFirst6('4111 11** **** 1111')).toBe('411111');
    expect(shownFirst6('4111 **** **** 1111')).toBeUndefined();
  });

  it('parses :card queries: last4, first6…last4, id or id prefix', () => {
    expect(parseCardQuery('7292')).toEqual({ kind: 'last4', last4: '7292' });
    expect(parseCardQuery('411111…7292')).toEqual({ kind: 'first6last4', first6: '411111', last4: '7292' });
    expect(parseCardQuery('card-0001')).toEqual({ kind: 'id', id: 'card-0001' });
    expect(parseCardQuery('ab')).toBeUndefined();
  });
});

// Words of a field, possibly with accents and capitals; fragments of them make the query.
const word = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9]{1,8}$/);
const separator = fc.constantFrom(' ', '.', '-', '@', '_', "'");
const field = fc
  .tuple(word, fc.array(fc.tuple(separator, word), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([s, w]) => s + w).join(''));
const card = fc.record({
  id: fc.uuid(),
  name: field,
  holderName: field,
  holderEmail: field,
  holderId: field,
  last4: fc.stringMatching(/^[0-9]{4}$/),
});
/** A fragment of a field that starts at a word: whole words, the last one cut anywhere after its first letter. */
function fragmentOf(text: string, from: number, count: number, cut: number): string {
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const start = words[Math.min(from, words.length - 1)]!;
  const end = words[Math.min(from + count, words.length - 1)]!;
  const endAt = end.index + Math.max(1, Math.min(cut, end[0].length));
  return text.slice(start.index, Math.max(endAt, start.index + 1));
}

describe('the matcher, by property', () => {
  it('finds a card by any query made of fragments of its own fields', () => {
    fc.assert(
      fc.property(
        card,
        fc.array(
          fc.record({
            field: fc.constantFrom('name', 'holderName', 'holderEmail', 'holderId', 'last4', 'id'),
            from: fc.nat(4),
            count: fc.nat(2),
            cut: fc.integer({ min: 1, max: 8 }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        (c, picks) => {
          const terms = picks.map((p) => {
            if (p.field === 'last4') return c.last4;
            if (p.field === 'id') return c.id.slice(0, 8);
            // A term is one word of the query: its own spaces would make it two (both still match).
            return fragmentOf(c[p.field], p.from, p.count, p.cut);
          });
          // A word of a text fragment that reads as digits of a card number is a card-number term,
          // not words (a fragment spanning "0000 a" is the words "0000" and "a": check each).
          const cardNumberLike = (w: string) => /^\d{4}$|^\d{6}\D*\d{4}$/.test(w);
          fc.pre(picks.every((p, i) => p.field === 'last4' || !terms[i]!.split(/\s+/).some(cardNumberLike)));
          expect(matchesCard(parseFind(terms.join(' ')), c)).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads a four-digit word inside a longer fragment as a last4 term (the case the property above once missed)', () => {
    const c = {
      id: '00000000-0000-1000-8000-000000000000',
      name: 'A',
      holderName: 'À',
      holderEmail: 'A A À 0000 a',
      holderId: 'ø',
      last4: '0001',
    };
    expect(matchesCard(parseFind('0000 a A'), c)).toBe(false);
    expect(matchesCard(parseFind('0001 a A'), c)).toBe(true);
  });

  it('never finds a card by a term none of its fields contains', () => {
    fc.assert(
      fc.property(card, (c) => {
        expect(matchesCard(parseFind('zzqxj'), { ...c, id: '00000000-0000' })).toBe(
          [c.name, c.holderName, c.holderEmail, c.holderId].some((f) =>
            findWords(f).some((w) => w.startsWith('zzqxj')),
          ),
        );
      }),
    );
  });
});
