// Searching the index file of a profile this console has not opened (`:card <last4> --all`): read-only,
// opened for the one query and closed again. A missing or unreadable file is said, never created.
import { existsSync } from 'node:fs';
import { INDEX_SCHEMA_VERSION } from './db.js';
import { findCards, searchCards } from './find.js';
import type { IndexRow } from './rows.js';
import { loadSqlite } from './sqlite.js';
import { IndexStore } from './store.js';

export type PeekedCards = { readonly rows: readonly IndexRow[] } | { readonly why: string };

/** `card`: as `:card` reads a query (last4, first6...last4, id); `words`: as the global find does. */
export function findInIndexFile(
  file: string,
  query: string,
  how: 'card' | 'words' = 'card',
  limit = 50,
): PeekedCards {
  if (!existsSync(file)) return { why: 'no card index on disk yet' };
  const sqlite = loadSqlite();
  if (!sqlite.ok) return { why: sqlite.reason };
  let db;
  try {
    db = sqlite.open(file, { readonly: true, fileMustExist: true });
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== INDEX_SCHEMA_VERSION) return { why: `its index has schema version ${version}` };
    const store = new IndexStore(db);
    return { rows: how === 'card' ? findCards(store, query, limit) : searchCards(store, query, limit).rows };
  } catch (error) {
    return { why: `its index cannot be read (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    db?.close();
  }
}
