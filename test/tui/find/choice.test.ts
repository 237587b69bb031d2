// A chooser's find: by id (whole, or a prefix only one id has), by name; nothing matching is said.
import { describe, expect, it } from 'vitest';
import { findChoice, unmatchedText } from '../../../src/tui/find/choice.js';

const accounts = [
  { id: '0a1b2c3d-0000-4000-8000-000000000001', name: 'Main USD' },
  { id: '9d338fe8-0c2c-4702-b64e-10d5dfc9055f', name: 'Travel USD' },
  { id: '9d3f0000-0000-4000-8000-000000000003', name: 'Marketing USD' },
];
const find = (query: string) => findChoice(accounts, query, (a) => a);

describe('findChoice', () => {
  it('finds by the whole id, pasted with spaces around it, whatever its case', () => {
    expect(find(' 9D338FE8-0C2C-4702-B64E-10D5DFC9055F\n')).toEqual({ kind: 'one', item: accounts[1] });
  });

  it('finds by a prefix only one id has, and says when several share it', () => {
    expect(find('9d33')).toEqual({ kind: 'one', item: accounts[1] });
    expect(find('9d3')).toEqual({ kind: 'several', count: 2 });
    expect(unmatchedText(find('9d3'), '9d3', 'account')).toBe(
      '2 accounts have ids starting with 9d3: type more',
    );
  });

  it('finds by name: a start before a part', () => {
    expect(find('mar')).toEqual({ kind: 'one', item: accounts[2] });
    expect(find('usd')).toEqual({ kind: 'one', item: accounts[0] });
  });

  it('matches nothing for a text that is neither, and says so', () => {
    const found = find('9d338fe8zzz');
    expect(found).toEqual({ kind: 'none' });
    expect(unmatchedText(found, '9d338fe8zzz', 'wallet')).toBe('no wallet matches 9d338fe8zzz');
    expect(unmatchedText(find('travel'), 'travel', 'account')).toBeUndefined();
  });
});
