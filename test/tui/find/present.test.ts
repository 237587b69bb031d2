import { describe, expect, it } from 'vitest';
import { headerSegments } from '../../../src/tui/present/chrome.js';
import { indexRowLine, indexLabel, mayBeIncomplete, searchTitle } from '../../../src/tui/find/present.js';
import { createTheme } from '../../../src/tui/theme.js';
import { truncate } from '../../../src/tui/text.js';
import type { Account } from '../../../src/store/index.js';

const theme = createTheme({ NO_COLOR: '1' });
const env = { profile: 'p', baseUrl: 'http://127.0.0.1:1', sandbox: true, readOnly: false };

describe('card index in the UI (pure)', () => {
  it('the header piece: progress while the first crawl runs, then the age; "no index" when off', () => {
    expect(indexLabel({ state: 'crawling', listed: 42_000, expected: 1_000_000 }, 0)).toBe(
      'index 42,000/1,000,000',
    );
    expect(
      indexLabel({ state: 'crawling', listed: 10, expected: 10, holders: { done: 1_000, total: 5_000 } }, 0),
    ).toBe('index holders 1,000/5,000');
    expect(indexLabel({ state: 'ready', listed: 10, expected: 10, builtAt: 0 }, 125_000)).toBe(
      'index 2m old',
    );
    expect(indexLabel({ state: 'crawling', listed: 1, expected: 10, builtAt: 0 }, 3 * 3_600_000)).toBe(
      'index 3h old',
    );
    expect(indexLabel({ state: 'off', listed: 0, expected: 0, reason: 'x' }, 0)).toBe('no index');
    expect(indexLabel(undefined, 0)).toBeUndefined();
    const text = headerSegments(
      env,
      { connection: { status: 'live' }, paused: false, index: 'index 42,000/1,000,000' },
      0,
      theme,
      200,
    )
      .map((s) => s.text)
      .join('');
    expect(text).toContain('| index 42,000/1,000,000 |');
    const narrow = headerSegments(
      { ...env, readOnly: true },
      { connection: { status: 'live' }, paused: true, index: 'index 42,000/1,000,000' },
      0,
      theme,
      50,
    )
      .map((s) => s.text)
      .join('');
    expect(narrow).toMatch(/PAUSED \| READ-ONLY/);
  });

  it('search results name wallet, holder, status and masked number, and say when they may be incomplete', () => {
    const accounts = new Map([['w1', { id: 'w1', name: 'Main USD' } as Account]]);
    const row = {
      id: 'c1',
      walletId: 'w1',
      masked: '4111 11** **** 7292',
      first6: '411111',
      last4: '7292',
      name: 'Travel',
      holderName: 'Ada Lovelace',
      holderEmail: 'ada@x.example',
      status: 'frozen',
      currency: 'USD',
      balance: '1.00',
    };
    expect(indexRowLine(row, accounts)).toBe(
      '4111 11** **** 7292  Travel  frozen  Ada Lovelace  Main USD  ada@x.example',
    );
    const hostile = indexRowLine(
      { ...row, first6: undefined, holderName: undefined, holderEmail: undefined, name: 'evil\u001b[2J' },
      new Map(),
    );
    expect(hostile.startsWith('4111 11** **** 7292  evil')).toBe(true);
    expect(hostile.endsWith('frozen  -  w1')).toBe(true);
    expect(hostile.includes('\u001b')).toBe(false);
    const crawling = { state: 'crawling' as const, listed: 1, expected: 2 };
    expect(mayBeIncomplete(crawling)).toBe(true);
    expect(searchTitle('7292', 3, false, crawling)).toBe(
      'Find "7292": 3 cards (may be incomplete: the index is still being built)',
    );
    expect(searchTitle('ada', 50, true, { state: 'ready', listed: 2, expected: 2, builtAt: 1 })).toBe(
      'Find "ada": 50+ cards',
    );
    expect(searchTitle('zz', 0, false, undefined)).toBe('Find "zz": no card matches');
  });

  it('names the card before its holder, wallet and email: at 80 columns the name is never cut off', () => {
    const accounts = new Map([['w1', { id: 'w1', name: 'Travel and entertainment USD' } as Account]]);
    for (const name of ['Office snacks', 'Client dinners']) {
      const row = {
        id: 'c1',
        walletId: 'w1',
        masked: '4111 11** **** 6620',
        first6: '411111',
        last4: '6620',
        name,
        holderName: 'Margaret Hamilton',
        holderEmail: 'margaret.hamilton@acme-travel.example',
        status: 'active',
        currency: 'USD',
        balance: '1.00',
      };
      const shown = truncate(indexRowLine(row, accounts), 78);
      expect(shown).toContain(`6620  ${name}  active  Margaret Hamilton`);
    }
  });
});
