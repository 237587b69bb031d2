// The index file: where it lives, its mode, its schema version, and what happens to a file that
// is not ours, of another version, or corrupt (rebuilt with a notice, never a crash).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { indexDir, indexFile } from '../../../src/sync/card-index/index.js';
import { INDEX_SCHEMA_VERSION } from '../../../src/sync/card-index/db.js';
import { FakeFetcher } from '../../support/fake-fetcher.js';
import {
  makeCards,
  openIndex,
  orgHandlers,
  tempDir,
  type IndexHarness,
} from '../../support/fake-merchant.js';
import { openSqliteFile } from '../../support/index-sqlite.js';

const open: IndexHarness[] = [];
afterEach(() => {
  for (const h of open.splice(0)) h.index.close();
});

function opened(dir: string, notices: string[] = []): IndexHarness {
  const h = openIndex(new FakeFetcher(orgHandlers(makeCards(30, 1), 1)), {
    dir,
    onNotice: (t) => notices.push(t),
  });
  open.push(h);
  return h;
}
const fileIn = (dir: string) => indexFile(dir, 'http://api.test', 'org-1');

describe('card index file', () => {
  it('lives in $XDG_CACHE_HOME/card-console (else ~/.cache), one file per base URL and merchant', () => {
    expect(indexDir({ XDG_CACHE_HOME: '/x/cache', HOME: '/home/u' })).toBe('/x/cache/card-console');
    expect(indexDir({ HOME: '/home/u' })).toBe('/home/u/.cache/card-console');
    expect(indexDir({ XDG_CACHE_HOME: 'relative', HOME: '/home/u' })).toBe('/home/u/.cache/card-console');
    // An empty or relative HOME is unset: the account's home, never the working directory.
    for (const HOME of ['', 'relative/dir'])
      expect(indexDir({ HOME })).toBe(join(userInfo().homedir, '.cache', 'card-console'));
    const a = indexFile('/d', 'http://a.test', 'org-1');
    expect(indexFile('/d', 'http://a.test/', 'org-1')).toBe(a);
    expect(indexFile('/d', 'http://b.test', 'org-1')).not.toBe(a);
    expect(indexFile('/d', 'http://a.test', 'org-2')).not.toBe(a);
  });

  it('is mode 0600 in a 0700 directory', async () => {
    const dir = join(tempDir(), 'cache', 'card-console');
    const h = opened(dir);
    await h.index.runPass(new AbortController().signal);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);
  });

  it('opens warm: a restart finds the index as it was, without a crawl', async () => {
    const dir = tempDir();
    const first = opened(dir);
    await first.index.runPass(new AbortController().signal);
    first.index.close();
    const second = opened(dir);
    expect(second.index.status()).toMatchObject({ state: 'ready', listed: 30 });
    expect(second.index.findCards('0029').map((r) => r.id)).toEqual(['card-000029']);
    expect(second.fetcher.calls).toHaveLength(0);
  });

  it('rebuilds a file of another schema version, with a notice', async () => {
    const dir = tempDir();
    const first = opened(dir);
    await first.index.runPass(new AbortController().signal);
    first.index.close();
    const db = openSqliteFile(fileIn(dir));
    db.pragma(`user_version = ${INDEX_SCHEMA_VERSION + 1}`);
    db.close();
    const notices: string[] = [];
    const second = opened(dir, notices);
    expect(notices.join()).toMatch(
      new RegExp(`card index rebuilt.*schema version ${INDEX_SCHEMA_VERSION + 1}`),
    );
    expect(second.index.status()).toMatchObject({ state: 'crawling', listed: 0 });
    await second.index.runPass(new AbortController().signal);
    expect(second.index.status().listed).toBe(30);
  });

  it('rebuilds a corrupt file, and one that is not a card index, with a notice', () => {
    const dir = tempDir();
    writeFileSync(
      fileIn(dir),
      'this is not a database at all, just text that happens to be here'.repeat(100),
    );
    const notices: string[] = [];
    const h = opened(dir, notices);
    expect(notices.join()).toMatch(
      /card index rebuilt: the cached file was unusable \(SQLite cannot read it/,
    );
    expect(h.index.status().state).toBe('crawling');
    h.index.close();

    const other = openSqliteFile(fileIn(dir));
    other.exec('CREATE TABLE something (x)');
    other.pragma('application_id = 7');
    other.close();
    const again: string[] = [];
    opened(dir, again);
    expect(again.join()).toMatch(/not a card index/);
  });

  it('is off, with a notice, when SQLite cannot be loaded, and every query answers empty', () => {
    const notices: string[] = [];
    const h = openIndex(new FakeFetcher({}), {
      loadSqlite: () => ({ ok: false, reason: 'SQLite (better-sqlite3) could not be loaded: boom' }),
      onNotice: (t) => notices.push(t),
    });
    expect(h.index.status()).toMatchObject({ state: 'off', reason: expect.stringContaining('boom') });
    // What the command table reads: ctrl+f says why in `?` and the footer.
    expect(h.appStore.getState().cardIndex.off).toContain('boom');
    expect(notices.join()).toMatch(/runs without its card index/);
    expect(h.index.findCards('1234')).toEqual([]);
    expect(h.index.search('ada').rows).toEqual([]);
  });
});

describe('card index file damaged while in use', () => {
  it('turns the index off with a notice, answers empty instead of throwing, and removes the file for a rebuild', async () => {
    const dir = tempDir();
    const h = openIndex(new FakeFetcher(orgHandlers(makeCards(3_000, 2), 2)), { dir });
    await h.index.runPass(new AbortController().signal);
    h.index.close();
    const file = fileIn(dir);
    const bytes = readFileSync(file);
    // Keep the first pages (header, schema, the small tables and the words table's configuration,
    // which opening the file reads); ruin the rest.
    const schema = openSqliteFile(file, { readonly: true });
    const { root } = schema
      .prepare(
        "SELECT MAX(rootpage) AS root FROM sqlite_master WHERE name IN ('meta', 'wallets', 'cards_fts_config')",
      )
      .get() as { root: number };
    schema.close();
    const keep = root * 4096;
    writeFileSync(file, Buffer.concat([bytes.subarray(0, keep), Buffer.alloc(bytes.length - keep, 0x5a)]));
    const notices: string[] = [];
    const damaged = opened(dir, notices);
    const answers = [
      damaged.index.search('0123'),
      damaged.index.findCards('1234'),
      damaged.index.walletMatches('wallet-1', 'card'),
    ];
    expect(answers).toEqual([{ rows: [], more: false }, [], { ids: [], matched: 0, total: 0 }]);
    expect(notices).toEqual([
      'the card index file is damaged (database disk image is malformed); removed, it is built again at the next start',
    ]);
    expect(damaged.index.status()).toMatchObject({
      state: 'off',
      reason: expect.stringContaining('damaged'),
    });
    expect(existsSync(file)).toBe(false);
  });
});
