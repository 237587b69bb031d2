// Reads and writes of the index file. Rows stay on disk: queries return bounded pages, counts come
// from SQLite, so memory does not grow with the merchant.
import { SEARCH_DEFERRED, SEARCH_INDEXES } from './db.js';
import { buildFtsChunk, clearFts, deferFts, ftsComplete, learnWords, refreshWords } from './fts.js';
import type { SqliteDatabase } from './sqlite.js';
import type { IndexRow } from './rows.js';

export interface WalletProgress {
  readonly id: string;
  readonly name: string;
  /** Cards the wallet says it has (its list's total), 0 until known. */
  readonly expected: number;
  /** The next page of the full crawl; 0 once the wallet is listed to the end. */
  readonly nextPage: number;
  readonly listedAt?: number;
  /** The newest `createdAt` seen: new cards are asked for from here. */
  readonly newest?: string;
}

export interface WalletPatch {
  expected?: number;
  nextPage?: number;
  listedAt?: number;
  newest?: string;
}

interface DbRow {
  id: string;
  wallet_id: string;
  masked: string;
  first6: string | null;
  last4: string;
  name: string;
  holder_name: string | null;
  holder_id: string | null;
  holder_email: string | null;
  status: string;
  type: string | null;
  currency: string;
  balance: string;
  created_at: string | null;
  rank: number | null;
}

interface DbWallet {
  id: string;
  name: string;
  expected: number;
  next_page: number;
  listed_at: number | null;
  newest: string | null;
}

function toRow(r: DbRow): IndexRow {
  return {
    id: r.id,
    walletId: r.wallet_id,
    masked: r.masked,
    last4: r.last4,
    name: r.name,
    status: r.status,
    currency: r.currency,
    balance: r.balance,
    ...(r.first6 ? { first6: r.first6 } : {}),
    ...(r.holder_name ? { holderName: r.holder_name } : {}),
    ...(r.holder_id ? { holderId: r.holder_id } : {}),
    ...(r.holder_email ? { holderEmail: r.holder_email } : {}),
    ...(r.type ? { type: r.type } : {}),
    ...(r.created_at ? { createdAt: r.created_at } : {}),
    ...(r.rank === null ? {} : { rank: r.rank }),
  };
}

const toWallet = (w: DbWallet): WalletProgress => ({
  id: w.id,
  name: w.name,
  expected: w.expected,
  nextPage: w.next_page,
  ...(w.listed_at === null ? {} : { listedAt: w.listed_at }),
  ...(w.newest === null ? {} : { newest: w.newest }),
});

/** `LIKE` text for a literal prefix or substring: % and _ typed by the operator match themselves. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// A later, poorer form (a cardholder's card has no type or createdAt) never erases what a richer one knew.
const UPSERT = `INSERT INTO cards (id, wallet_id, masked, first6, last4, name, holder_name, holder_id, holder_email, status, type, currency, balance, created_at, rank, seen_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET wallet_id = excluded.wallet_id,
    masked = CASE WHEN excluded.first6 IS NOT NULL OR cards.first6 IS NULL THEN excluded.masked ELSE cards.masked END,
    first6 = COALESCE(excluded.first6, cards.first6), last4 = excluded.last4, name = excluded.name,
    holder_name = COALESCE(excluded.holder_name, cards.holder_name), holder_id = COALESCE(excluded.holder_id, cards.holder_id),
    holder_email = COALESCE(excluded.holder_email, cards.holder_email), status = excluded.status, type = COALESCE(excluded.type, cards.type),
    currency = excluded.currency, balance = excluded.balance, created_at = COALESCE(excluded.created_at, cards.created_at),
    rank = CASE WHEN excluded.wallet_id = cards.wallet_id THEN COALESCE(excluded.rank, cards.rank) ELSE excluded.rank END, seen_at = excluded.seen_at`;

/**
 * Crawled rows per commit. A commit writes every page its rows touched, and the card id index takes
 * its rows at random places: fewer, larger commits write each of its pages fewer times. An interrupted
 * crawl asks again for at most this many cards.
 */
const COMMIT_ROWS = 50_000;
/**
 * And at least this often (ms of the seen-at clock): the open transaction holds the file's write lock,
 * and another console on the same merchant waits for it (SQLite's busy timeout is 5 s): held this
 * long, plus one page's answer and the commit, it stays well inside that. At a million cards a commit
 * writes most of the id index's pages again: each second fewer is about a tenth of the crawl's writes.
 */
export const COMMIT_MS = 2_000;
/** Negative: KiB. 128 MiB while crawling; SQLite's default otherwise. */
const CRAWL_CACHE_KIB = -131_072;
const DEFAULT_CACHE_KIB = -2_000;

export class IndexStore {
  private readonly upsert;
  private openRows = 0;
  /** A transaction of crawled pages is open (begun by putPage, ended by flushPages). */
  private pagesOpen = false;
  private openedAt = 0;
  private readonly upsertMany;
  // Made once: a crawled page reads and writes its wallet's progress, and preparing costs as much as running.
  private readonly walletById;
  private readonly walletUpdate;
  private readonly newestInWallet;

  constructor(readonly db: SqliteDatabase) {
    this.upsert = db.prepare(UPSERT);
    this.walletById = db.prepare('SELECT * FROM wallets WHERE id = ?');
    this.walletUpdate = db.prepare(
      'UPDATE wallets SET expected = ?, next_page = ?, listed_at = ?, newest = ? WHERE id = ?',
    );
    this.newestInWallet = db.prepare('SELECT MAX(created_at) AS at FROM cards WHERE wallet_id = ?');
    this.upsertMany = db.transaction((rows: readonly IndexRow[], seenAt: number, words: boolean) => {
      // Positional values (in the column order of UPSERT): binding by name costs a third of a crawled row's write.
      for (const r of rows) {
        this.upsert.run(
          r.id,
          r.walletId,
          r.masked,
          r.first6 ?? null,
          r.last4,
          r.name,
          r.holderName ?? null,
          r.holderId ?? null,
          r.holderEmail ?? null,
          r.status,
          r.type ?? null,
          r.currency,
          r.balance,
          r.createdAt ?? null,
          r.rank ?? null,
          seenAt,
        );
      }
      if (words)
        learnWords(
          db,
          rows.flatMap((r) => [r.name, r.holderName, r.holderEmail, r.holderId]),
        );
    });
  }

  /**
   * Rows into the index, and their words into the word list (see fts.ts) when `words`: by default
   * once the words are built (until then the build takes them all from the FTS table at its end).
   */
  put(rows: readonly IndexRow[], seenAt: number, words = ftsComplete(this.db)): void {
    if (rows.length > 0) this.upsertMany(rows, seenAt, words);
  }

  /** After a full pass: words its pages brought (a holder renamed, a card listed for the first time). */
  refreshWords(): void {
    if (ftsComplete(this.db)) refreshWords(this.db);
  }

  /**
   * A crawled page and the wallet's progress past it, written into a transaction left open across
   * pages and committed every COMMIT_ROWS rows (and by flushPages()): a commit writes every index page
   * the rows touched, so fewer commits write each page fewer times. Progress commits with its rows, so
   * an interrupted crawl resumes after the last page that reached the file.
   */
  putPage(
    rows: readonly IndexRow[],
    seenAt: number,
    walletId: string,
    progress: (newest: string | undefined) => WalletPatch,
  ): void {
    if (!this.db.inTransaction) {
      this.db.exec('BEGIN');
      this.pagesOpen = true;
      this.openedAt = seenAt;
    }
    this.openRows += rows.length;
    // A crawled page's words come from the FTS table at the end of the pass (refreshWords).
    this.put(rows, seenAt, false);
    this.updateWallet(walletId, progress(this.newestIn(walletId)));
    if (this.openRows >= COMMIT_ROWS || seenAt - this.openedAt >= COMMIT_MS) this.flushPages();
  }

  /** Commits the crawled pages written so far (end of a wallet or pass, pause, close). */
  flushPages(): void {
    // Committed even when the pages held no rows: their progress was written (and holds the write lock).
    if (this.pagesOpen && this.db.inTransaction) this.db.exec('COMMIT');
    this.pagesOpen = false;
    this.openRows = 0;
  }

  /**
   * While a crawl pass runs: a page cache large enough for the random-keyed indexes (last4, name,
   * holder) of a million cards; afterwards back to SQLite's default, its pages freed.
   */
  crawlCache(on: boolean): void {
    this.db.pragma(`cache_size = ${on ? CRAWL_CACHE_KIB : DEFAULT_CACHE_KIB}`);
    if (!on) this.db.pragma('shrink_memory');
  }

  /** Before a crawl into an empty file: the search indexes wait for its end (see SEARCH_INDEXES). */
  deferSearchIfEmpty(): void {
    if (this.db.prepare('SELECT 1 FROM cards LIMIT 1').get() !== undefined || this.searchDeferred()) return;
    this.flushPages();
    this.db.transaction(() => {
      for (const index of SEARCH_INDEXES) this.db.exec(`DROP INDEX IF EXISTS ${index.name}`);
      deferFts(this.db);
      this.setMeta(SEARCH_DEFERRED, '1');
    })();
  }

  searchDeferred(): boolean {
    return this.meta(SEARCH_DEFERRED) !== undefined;
  }

  /**
   * One step of what a cold crawl left out: the next search index, else the next chunk of words;
   * false once nothing is missing. Searches read the whole table until the last step.
   */
  buildNextSearchIndex(): boolean {
    if (!this.searchDeferred()) return false;
    this.flushPages();
    const present = new Set(
      (
        this.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]
      ).map((r) => r.name),
    );
    const next = SEARCH_INDEXES.find((index) => !present.has(index.name));
    if (next) this.db.exec(next.sql);
    else if (!buildFtsChunk(this.db)) this.db.prepare('DELETE FROM meta WHERE key = ?').run(SEARCH_DEFERRED);
    return true;
  }

  /** Every search index is there and the words of every card are in the FTS table. */
  searchReady(): boolean {
    return !this.searchDeferred() && ftsComplete(this.db);
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number }).n;
  }

  countInWallet(walletId: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM cards WHERE wallet_id = ?').get(walletId) as { n: number }
    ).n;
  }

  get(id: string): IndexRow | undefined {
    const row = this.db.prepare('SELECT * FROM cards WHERE id = ?').get(id) as DbRow | undefined;
    return row && toRow(row);
  }

  select(sql: string, ...params: unknown[]): IndexRow[] {
    return (this.db.prepare(sql).all(...params) as DbRow[]).map(toRow);
  }

  /** Rows one at a time: a caller that stops early reads no further (the statement is closed then). */
  *iterate(sql: string, ...params: unknown[]): Generator<IndexRow> {
    for (const row of this.db.prepare(sql).iterate(...params)) yield toRow(row as DbRow);
  }

  meta(key: string): string | undefined {
    return (this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined)
      ?.value;
  }

  setMeta(key: string, value: string): void {
    this.db
      .prepare(
        'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      )
      .run(key, value);
  }

  wallets(): WalletProgress[] {
    return (this.db.prepare('SELECT * FROM wallets ORDER BY rowid').all() as DbWallet[]).map(toWallet);
  }

  wallet(id: string): WalletProgress | undefined {
    const w = this.walletById.get(id) as DbWallet | undefined;
    return w && toWallet(w);
  }

  /** Registers the wallets the merchant has now; a known wallet keeps its crawl position. */
  knowWallets(wallets: ReadonlyArray<{ id: string; name: string; cards?: number }>): void {
    const stmt = this.db.prepare(`INSERT INTO wallets (id, name, expected) VALUES (?, ?, ?)
      ON CONFLICT(id) DO UPDATE SET name = excluded.name, expected = MAX(wallets.expected, excluded.expected)`);
    this.db.transaction(() => {
      for (const w of wallets) stmt.run(w.id, w.name, w.cards ?? 0);
    })();
  }

  updateWallet(id: string, patch: WalletPatch): void {
    const current = this.wallet(id);
    if (!current) return;
    this.walletUpdate.run(
      patch.expected ?? current.expected,
      patch.nextPage ?? current.nextPage,
      patch.listedAt ?? current.listedAt ?? null,
      patch.newest ?? current.newest ?? null,
      id,
    );
  }

  /** The newest createdAt the index holds for a wallet. */
  newestIn(walletId: string): string | undefined {
    const row = this.newestInWallet.get(walletId) as { at: string | null };
    return row.at ?? undefined;
  }

  clear(): void {
    this.db.transaction(() => {
      clearFts(this.db);
      this.db.exec('DELETE FROM wallets; DELETE FROM meta; DELETE FROM words;');
    })();
  }
}
