// Seeding an empty database once when several processes start on it together (PostgreSQL). The demo seed is one
// write transaction that counts the merchants again inside it, under the writer's lock, so it needs nothing more.
// The scale seed is many transactions over minutes: the first process holds this lock, its connection's, for the
// whole seed; the others wait for it and then find the database seeded and serve it. A process that dies while
// seeding releases the lock with its connection, and the next one finds the seed's pending mark and refuses the
// database as interrupted, which it then is. (SQLite: one file on one machine, seeded by the process that made it.)
import type Database from 'better-sqlite3';
import { isPostgres } from './pg-database.js';

/** The lock's key: "seed" in ASCII, apart from the writer's. */
const SEED_LOCK = 0x73656564;
/** How often a waiting process asks again: a statement's bridge call has a time limit, a seed takes minutes. */
const POLL_MS = 250;

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Runs `seed` holding the seed lock on PostgreSQL, waiting first while another process holds it. */
export function whileSeedLocked<T>(db: Database.Database, seed: () => T): T {
  if (!isPostgres(db)) return seed();
  // The adapter reads PostgreSQL's boolean as SQLite would give one: 1 or 0.
  while (
    !(db.prepare('SELECT pg_try_advisory_lock(?) AS locked').get(SEED_LOCK) as { locked: unknown }).locked
  )
    Atomics.wait(pause, 0, 0, POLL_MS);
  try {
    return seed();
  } finally {
    db.prepare('SELECT pg_advisory_unlock(?)').get(SEED_LOCK);
  }
}
