// better-sqlite3 is a native module: it may be missing or built for another Node. The index loads
// it only when it is wanted, and a failure turns the index off with a notice instead of a crash.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteDatabase = BetterSqlite3.Database;
export type SqliteConstructor = typeof BetterSqlite3;

export type SqliteLoad = { ok: true; Database: SqliteConstructor } | { ok: false; reason: string };

let cached: SqliteLoad | undefined;

export function loadSqlite(): SqliteLoad {
  if (cached) return cached;
  try {
    const require = createRequire(import.meta.url);
    const Database = require('better-sqlite3') as SqliteConstructor;
    // Opening a database proves the native part loads, not only the JavaScript wrapper.
    new Database(':memory:').close();
    cached = { ok: true, Database };
  } catch (error) {
    cached = {
      ok: false,
      reason: `SQLite (better-sqlite3) could not be loaded: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    };
  }
  return cached;
}
