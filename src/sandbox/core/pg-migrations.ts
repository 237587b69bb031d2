// The sandbox's schema on PostgreSQL: versioned migrations, forward only, each applied once and recorded in
// schema_migrations. They run at start inside a write transaction, so under the writer lock (pg-database.ts): of
// two processes starting together, one migrates and the other, waiting on the lock, finds the work done. A
// process refuses a database whose schema is newer than any version it knows, naming both.
import { openPostgres, type PostgresDatabase } from './pg-database.js';
import type { PgBridgeOptions } from './pg-bridge.js';
import { RATE_WINDOW_SCHEMA } from './rate-windows.js';
import { schemaScript } from './schema.js';
import { TRAFFIC_SCHEMA } from './traffic.js';

export interface Migration {
  version: number;
  name: string;
  /** The migration's SQL in SQLite's spelling: the adapter translates it (pg-dialect.ts). */
  sql: () => string;
}

/**
 * Append only: a released migration is never edited. A change to the schema (schema.ts) that a database on
 * PostgreSQL must receive is a new entry here, with the statements that take an existing database there.
 */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'the sandbox schema', sql: schemaScript },
  { version: 2, name: 'foreign keys checked at commit when a transaction asks', sql: () => DEFERRABLE_KEYS },
  { version: 3, name: 'rate limits shared by processes', sql: () => RATE_WINDOW_SCHEMA },
  { version: 4, name: 'simulated traffic shared by processes', sql: () => TRAFFIC_SCHEMA },
];

/**
 * A restore puts a merchant's rows back table by table, in any order, and asks for the references to be checked
 * once all are back (SQLite's defer_foreign_keys, PostgreSQL's SET CONSTRAINTS ALL DEFERRED): PostgreSQL defers
 * only a DEFERRABLE key. Every key stays checked at each statement unless a transaction asks. (PostgreSQL only:
 * a script with nothing SQLite spells differently.)
 */
const DEFERRABLE_KEYS = `DO $keys$ DECLARE k record; BEGIN
  FOR k IN SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE contype = 'f' AND NOT condeferrable AND connamespace = current_schema()::regnamespace LOOP
    EXECUTE format('ALTER TABLE %s ALTER CONSTRAINT %I DEFERRABLE INITIALLY IMMEDIATE', k.tbl, k.conname);
  END LOOP; END $keys$;`;

export class SchemaTooNewError extends Error {
  override name = 'SchemaTooNewError';
}

const LEDGER = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

export interface MigrationReport {
  /** The schema's version before (0: an empty database). */
  from: number;
  to: number;
}

/** Brings the database's schema to the newest version known, or refuses a newer one. */
export function migrate(
  db: PostgresDatabase,
  migrations: readonly Migration[] = MIGRATIONS,
  now: () => Date = () => new Date(),
): MigrationReport {
  const known = migrations.reduce((max, m) => Math.max(max, m.version), 0);
  return db
    .transaction(() => {
      db.exec(LEDGER);
      const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get() as {
        v: bigint | number;
      };
      const from = Number(row.v);
      if (from > known)
        throw new SchemaTooNewError(
          `the database's schema is version ${from}, newer than this card-console knows (version ${known}): ` +
            'run a card-console at least as new as the one that migrated it',
        );
      for (const migration of migrations.filter((m) => m.version > from)) {
        db.exec(migration.sql());
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
          migration.version,
          migration.name,
          now().toISOString(),
        );
      }
      return { from, to: Math.max(from, known) };
    })
    .immediate();
}

/** Opens a sandbox database on PostgreSQL: every integer a bigint (exact money), the schema migrated. */
export function openPostgresDatabase(
  connectionString: string,
  options: PgBridgeOptions = {},
): PostgresDatabase {
  const db = openPostgres(connectionString, options);
  try {
    db.defaultSafeIntegers(true);
    migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** True for a PostgreSQL address (postgres:// or postgresql://) where a database file could be named. */
export const isPostgresAddress = (path: string): boolean => /^postgres(ql)?:\/\//i.test(path);
