// The index file's writer: crawled pages go into a transaction left open across pages, committed by
// size and by time, so another console on the same merchant never waits long for the write lock.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openIndexDb } from '../../../src/sync/card-index/db.js';
import type { IndexRow } from '../../../src/sync/card-index/rows.js';
import { wordsStarting } from '../../../src/sync/card-index/fts.js';
import { COMMIT_MS, IndexStore } from '../../../src/sync/card-index/store.js';
import { tempDir } from '../../support/fake-merchant.js';
import { openSqliteFile } from '../../support/index-sqlite.js';

const rows = (page: number): IndexRow[] =>
  Array.from({ length: 100 }, (_, i) => ({
    id: `card-${page}-${i}`,
    walletId: 'wallet-1',
    masked: '4111 **** **** 0001',
    last4: '0001',
    name: `Card ${i}`,
    status: 'active',
    currency: 'USD',
    balance: '1.00',
  }));

describe('the index writer', () => {
  it('commits crawled pages at least every COMMIT_MS of the crawl, not only every 50,000 rows', () => {
    // Held that long, plus a page's answer and the commit, the lock stays well inside another
    // console's busy timeout (5 s).
    expect(COMMIT_MS).toBeLessThanOrEqual(2_500);
    const dir = tempDir();
    const file = join(dir, 'store.sqlite');
    const opened = openIndexDb(file, dir);
    if (!opened.ok) throw new Error(opened.reason);
    const store = new IndexStore(opened.db);
    store.knowWallets([{ id: 'wallet-1', name: 'Main' }]);
    const other = openSqliteFile(file, { readonly: true });
    const committed = () => (other.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number }).n;
    const seen: number[] = [];
    for (const [page, at] of [
      [1, 0],
      [2, 0.4 * COMMIT_MS],
      [3, 0.8 * COMMIT_MS],
      [4, 1.2 * COMMIT_MS],
      [5, 1.6 * COMMIT_MS],
    ] as const) {
      store.putPage(rows(page), at, 'wallet-1', () => ({ nextPage: page + 1 }));
      seen.push(committed());
    }
    expect(seen).toEqual([0, 0, 0, 400, 400]);
    store.flushPages();
    expect(committed()).toBe(500);
    other.close();
    opened.db.close();
  });
});

describe('the word list (long prefixes turn into the words they start)', () => {
  it('learns the words of small writes at once, and a full pass’s words at its end', () => {
    const dir = tempDir();
    const opened = openIndexDb(join(dir, 'words.sqlite'), dir);
    if (!opened.ok) throw new Error(opened.reason);
    const store = new IndexStore(opened.db);
    const words = (prefix: string) => wordsStarting(opened.db, prefix);
    // A read, an event, a new card: their words at once.
    store.put([{ ...rows(1)[0]!, id: 'seen', holderName: 'Zenobia Paradox' }], 0);
    expect(words('zeno')).toEqual(['zenobia']);
    // A crawled page: its words wait for the end of the pass.
    store.putPage([{ ...rows(2)[0]!, holderName: 'Quentin Marsh' }], 1, 'wallet-1', () => ({}));
    store.flushPages();
    expect(words('quen')).toEqual([]);
    store.refreshWords();
    expect(words('quen')).toEqual(['quentin']);
    expect(words('mars')).toEqual(['marsh']);
    opened.db.close();
  });
});
