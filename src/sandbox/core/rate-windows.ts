// Rate limits shared by every process on one database (PostgreSQL): a credential's requests are counted in a row
// of rate_windows, one per credential, holding the current one-second window and its count. One upsert counts a
// request and answers the count so far, atomically on either engine, without the writer lock: three processes
// together refuse what one would. A request stamped with an older window than the row's (another process's clock
// a little ahead) counts in the row's window. SQLite's single process counts in memory instead (http/faults.ts).
import type Database from 'better-sqlite3';

/** Created with the rest of the schema (schema.ts) and, on a PostgreSQL database from before, by a migration. */
export const RATE_WINDOW_SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_windows (
  -- A hash of the credential, never the credential itself.
  credential TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  n INTEGER NOT NULL CHECK (n >= 1)
) STRICT;
`;

const COUNT = `INSERT INTO rate_windows (credential, window_start, n) VALUES (?, ?, 1)
  ON CONFLICT (credential) DO UPDATE SET
    n = CASE WHEN rate_windows.window_start >= excluded.window_start THEN rate_windows.n + 1 ELSE 1 END,
    window_start = CASE WHEN rate_windows.window_start >= excluded.window_start
      THEN rate_windows.window_start ELSE excluded.window_start END
  RETURNING n`;

/** Counts one request of `credential` in the window starting at `windowStartMs`: the window's count, this one included. */
export function countRequest(db: Database.Database, credential: string, windowStartMs: number): number {
  const row = db.prepare(COUNT).get(credential, windowStartMs) as { n: number | bigint };
  return Number(row.n);
}
