import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/sandbox/core/pg-database.js';
import { usePostgresServer } from '../../support/postgres-file.js';

const server = usePostgresServer();
let url: string;

beforeAll(() => {
  url = server.database();
});

describe('the PostgreSQL worker', () => {
  it('never runs the rest of a transaction on a new connection, and reconnects by itself outside one', () => {
    const db = openPostgres(url);
    const killer = openPostgres(url);
    try {
      db.exec('CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
      const pid = () => (db.prepare('SELECT pg_backend_pid() AS pid').get() as { pid: number }).pid;
      expect(() =>
        db
          .transaction(() => {
            db.prepare('INSERT INTO notes (text) VALUES (?)').run('half');
            killer.prepare('SELECT pg_terminate_backend(?)').get(pid());
            db.prepare('INSERT INTO notes (text) VALUES (?)').run('other half');
          })
          .immediate(),
      ).toThrow();
      expect(db.inTransaction).toBe(false);
      // The next statement outside a transaction opens a new connection: nothing of the transaction was kept.
      expect(db.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 0 });
    } finally {
      db.close();
      killer.close();
    }
  });
});
