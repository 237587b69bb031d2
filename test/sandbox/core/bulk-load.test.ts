import { afterAll, describe, expect, it } from 'vitest';
import { bulkSettings } from '../../../src/sandbox/core/bulk-load.js';
import { openPostgres, type PostgresDatabase } from '../../../src/sandbox/core/pg-database.js';
import { usePostgresServer } from '../../support/postgres-file.js';

const server = usePostgresServer();
const open: PostgresDatabase[] = [];
afterAll(() => {
  for (const db of open) db.close();
});

const slowRead = (db: PostgresDatabase): unknown => db.prepare('SELECT 1 AS one FROM pg_sleep(0.6)').get();

describe('bulkSettings on PostgreSQL', () => {
  // A million-card seed builds indexes and checks foreign keys for minutes: the bound of a live request's call
  // made `sandbox --seed scale --cards 1000000` fail with "did not answer within 60000 ms".
  it('lets a call take as long as a bulk load needs while loading, and puts the bound back after', () => {
    const db = openPostgres(server.database(), { callTimeoutMs: 300 });
    open.push(db);
    expect(() => slowRead(db)).toThrow('PostgreSQL did not answer within 300 ms');
    const restore = bulkSettings(db);
    expect(slowRead(db)).toEqual({ one: 1 });
    restore();
    expect(() => slowRead(db)).toThrow('PostgreSQL did not answer within 300 ms');
  });
});
