// Reading an index file from another process (`card-console cards list`): only a finished index, only
// of this schema, read a page at a time past the page size, filtered, and never written to.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { indexFile } from '../../../src/sync/card-index/index.js';
import { openIndexListing } from '../../../src/sync/card-index/listing.js';
import { openSqliteFile } from '../../support/index-sqlite.js';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import { makeCards, openIndex, orgHandlers, type IndexHarness } from '../../support/fake-merchant.js';

const open: IndexHarness[] = [];
afterEach(() => {
  for (const h of open.splice(0)) h.index.close();
});

const CARDS = makeCards(2_500, 3);

async function built(pass = true): Promise<{ file: string; harness: IndexHarness }> {
  const harness = openIndex(new FakeFetcher(orgHandlers(CARDS, 3)));
  open.push(harness);
  if (pass) await harness.index.runPass(new AbortController().signal);
  return { file: indexFile(harness.dir, 'http://api.test', 'org-1'), harness };
}

describe('openIndexListing', () => {
  it('lists every card once, in id order, across more than one page', async () => {
    const { file } = await built();
    const opened = openIndexListing(file);
    if (!opened.ok) throw new Error(opened.reason);
    const ids = [...opened.listing.cards({})].map((r) => r.id);
    opened.listing.close();
    expect(ids).toEqual(CARDS.map((c) => c.cardId).sort());
  });

  it('filters by wallet, status and last4 as the cards say', async () => {
    const { file } = await built();
    const opened = openIndexListing(file);
    if (!opened.ok) throw new Error(opened.reason);
    const { listing } = opened;
    const ids = (filter: Parameters<typeof listing.cards>[0]) => [...listing.cards(filter)].map((r) => r.id);
    const expected = (keep: (c: (typeof CARDS)[number]) => boolean) =>
      CARDS.filter(keep)
        .map((c) => c.cardId)
        .sort();
    expect(ids({ walletIds: ['wallet-2'], statuses: ['frozen'] })).toEqual(
      expected((c) => c.walletId === 'wallet-2' && c.cardStatus === 'frozen'),
    );
    expect(ids({ last4: '0042' })).toEqual(['card-000042']);
    expect(ids({ walletIds: ['wallet-1', 'wallet-3'] })).toEqual(expected((c) => c.walletId !== 'wallet-2'));
    expect(listing.wallets().map((w) => w.id)).toEqual(['wallet-1', 'wallet-2', 'wallet-3']);
    listing.close();
  });

  it('refuses an index whose first pass has not finished, a missing file and another schema', async () => {
    const { file } = await built(false);
    expect(openIndexListing(file)).toEqual({
      ok: false,
      reason: 'the card index has not finished its first pass',
    });
    expect(openIndexListing(`${file}.nope`)).toMatchObject({ ok: false });
    const db = openSqliteFile(file);
    db.pragma('user_version = 1');
    db.close();
    expect(openIndexListing(file)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/schema version 1/),
    });
  });

  it('reads while the console holds the index open, and writes nothing', async () => {
    const { file } = await built();
    const before = readFileSync(file);
    const opened = openIndexListing(file);
    if (!opened.ok) throw new Error(opened.reason);
    expect([...opened.listing.cards({ statuses: ['frozen'] })]).toHaveLength(500);
    opened.listing.close();
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});
