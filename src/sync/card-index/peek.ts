// Searching the index file of a profile this console has not opened (`:card <last4> --all`): read-only,
// opened for the one query and closed again. A missing or unreadable file is said, never created.
import { existsSync } from 'node:fs';
import { INDEX_SCHEMA_VERSION } from './db.js';
import { findCards } from './find.js';
import type { IndexRow } from './rows.js';
import { loadSqlite } from './sqlite.js';
import { IndexStore } from './store.js';

export type PeekedCards = { readonly rows: readonly IndexRow[] } | { readonly why: string };

export function findInIndexFile(file: string, query: string, limit = 50): PeekedCards {
  if (!existsSync(file)) return { why: 'no card index on disk yet' };
  const sqlite = loadSqlite();
  if (!sqlite.ok) return { why: sqlite.reason };
  let db;
  try {
    db = sqlite.open(file, { readonly: true, fileMustExist: true });
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== INDEX_SCHEMA_VERSION) return { why: `its index has schema version ${version}` };
    return { rows: findCards(new IndexStore(db), query, limit) };
  } catch (error) {
    return { why: `its index cannot be read (${error instanceof Error ? error.message : String(error)})` };
  } finally {
    db?.close();
  }
}
