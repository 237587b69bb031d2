// Whether a sandbox process can serve (/readyz): its database answers a statement now. The schema was migrated
// before the core was made (a process that cannot migrate does not start), so an answer means ready. On
// PostgreSQL a lost connection is reopened by the next statement, so readiness returns by itself.
import type Database from 'better-sqlite3';
import type { Readiness } from '../../contract/index.js';
import { isPostgres } from './pg-database.js';

export function readinessOf(db: Database.Database): Readiness {
  const engine = isPostgres(db) ? 'postgres' : 'sqlite';
  try {
    db.prepare('SELECT 1 AS one').get();
    return { status: 'ready', engine };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      status: 'unavailable',
      engine,
      reason: `the database does not answer${typeof code === 'string' ? ` (${code})` : ''}`,
    };
  }
}
