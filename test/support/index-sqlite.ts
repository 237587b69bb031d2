// Opens a card index file (or any SQLite file) with the driver the index itself uses on this Node,
// so the index's tests run where better-sqlite3 is not built (Node 22 on node:sqlite).
import { loadSqlite, type SqliteDatabase, type SqliteOpenOptions } from '../../src/sync/card-index/sqlite.js';

export function openSqliteFile(file: string, options?: SqliteOpenOptions): SqliteDatabase {
  const sqlite = loadSqlite();
  if (!sqlite.ok) throw new Error(sqlite.reason);
  return sqlite.open(file, options);
}
