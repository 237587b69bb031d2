// Reading a card index file from another process (`card-console cards list`): opened read-only, used
// only when a full pass has finished (so it holds every card of the merchant), and never changed,
// rebuilt or removed from here — that is the console's job. Cards are read a page at a time in id
// order, so a listing of a million cards holds one page in memory.
import { existsSync } from 'node:fs';
import { INDEX_SCHEMA_VERSION } from './db.js';
import type { IndexRow } from './rows.js';
import { loadSqlite, type SqliteDatabase } from './sqlite.js';
import { IndexStore } from './store.js';

export interface IndexListingFilter {
  readonly walletIds?: readonly string[];
  readonly statuses?: readonly string[];
  readonly last4?: string;
}

export interface IndexListing {
  /** When the last full pass ended. */
  readonly builtAt: number;
  wallets(): { id: string; name: string }[];
  /** The cards that pass the filter, by id, read a page at a time. */
  cards(filter: IndexListingFilter): Generator<IndexRow>;
  close(): void;
}

export type OpenedListing = { ok: true; listing: IndexListing } | { ok: false; reason: string };

const PAGE = 1_000;

function whereOf(filter: IndexListingFilter): { sql: string; params: Record<string, string> } {
  // `+column`: the id index drives the walk (one pass in all); the other indexes would make every page sort.
  const parts = ['id > @after'];
  const params: Record<string, string> = {};
  if (filter.walletIds && filter.walletIds.length > 0) {
    parts.push('+wallet_id IN (SELECT value FROM json_each(@wallets))');
    params.wallets = JSON.stringify(filter.walletIds);
  }
  if (filter.statuses && filter.statuses.length > 0) {
    parts.push('+status IN (SELECT value FROM json_each(@statuses))');
    params.statuses = JSON.stringify(filter.statuses);
  }
  if (filter.last4 !== undefined) {
    parts.push('+last4 = @last4');
    params.last4 = filter.last4;
  }
  return { sql: parts.join(' AND '), params };
}

function listingOf(db: SqliteDatabase, builtAt: number): IndexListing {
  const store = new IndexStore(db);
  return {
    builtAt,
    wallets: () => store.wallets().map((w) => ({ id: w.id, name: w.name })),
    *cards(filter) {
      const { sql, params } = whereOf(filter);
      for (let after = ''; ;) {
        const page = store.select(`SELECT * FROM cards WHERE ${sql} ORDER BY id LIMIT @limit`, {
          ...params,
          after,
          limit: PAGE,
        });
        yield* page;
        const last = page.at(-1);
        if (page.length < PAGE || last === undefined) return;
        after = last.id;
      }
    },
    close: () => db.close(),
  };
}

/** The index at `file` for reading, when it exists, is of this schema and has finished a full pass. */
export function openIndexListing(file: string): OpenedListing {
  if (!existsSync(file)) return { ok: false, reason: 'no card index for this service and merchant' };
  const sqlite = loadSqlite();
  if (!sqlite.ok) return { ok: false, reason: sqlite.reason };
  let db: SqliteDatabase | undefined;
  try {
    db = sqlite.open(file, { readonly: true, fileMustExist: true });
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== INDEX_SCHEMA_VERSION) throw new Error(`the card index has schema version ${version}`);
    const built = db.prepare("SELECT value FROM meta WHERE key = 'built_at'").get() as
      { value: string } | undefined;
    if (built === undefined) throw new Error('the card index has not finished its first pass');
    return { ok: true, listing: listingOf(db, Number(built.value)) };
  } catch (error) {
    db?.close();
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
