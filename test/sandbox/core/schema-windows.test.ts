// op_sums, kept by triggers, always says what a GROUP BY over the operations says: after live changes (insert, a
// status or amount change, a delete), for a database from before it (filled once on open), and after a bulk load.
import { afterEach, describe, expect, it } from 'vitest';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { ensureSchema } from '../../../src/sandbox/core/schema.js';
import { setup, type Env } from '../../support/sandbox-core.js';
import { onPostgres } from '../../support/postgres-server.js';

type Database = Env['core']['database'];
const closing: Array<{ close(): void }> = [];
afterEach(() => {
  for (const c of closing.splice(0)) c.close();
});

const KEY = 'merchant_id, wallet_id, type, status, currency';
const fromRows = (db: Database, table: string): unknown[] =>
  db
    .prepare(
      `SELECT ${KEY}, COUNT(*) AS n, SUM(amount) AS cents FROM ${table} GROUP BY ${KEY} ORDER BY ${KEY}`,
    )
    .all();
const fromSums = (db: Database, table: string): unknown[] =>
  db.prepare(`SELECT ${KEY}, n, cents FROM op_sums WHERE source = ? AND n > 0 ORDER BY ${KEY}`).all(table);

function expectAgree(db: Database): void {
  for (const table of ['card_ops', 'wallet_ops']) {
    const rows = fromRows(db, table);
    expect(rows.length).toBeGreaterThan(0);
    expect(fromSums(db, table)).toEqual(rows);
  }
}

describe('op_sums', () => {
  it('agrees with the operations after the demo seed and after changes of every kind', () => {
    const env = setup();
    closing.push(env.core);
    const db = env.core.database;
    expectAgree(db);
    db.prepare(
      "UPDATE card_ops SET status = 'canceled' WHERE seq IN (SELECT seq FROM card_ops WHERE status = 'completed' LIMIT 3)",
    ).run();
    db.prepare('UPDATE card_ops SET amount = amount + 7 WHERE seq = (SELECT MIN(seq) FROM card_ops)').run();
    db.prepare("UPDATE wallet_ops SET currency = 'EUR' WHERE seq = (SELECT MAX(seq) FROM wallet_ops)").run();
    db.prepare('DELETE FROM card_ops WHERE seq = (SELECT MAX(seq) FROM card_ops)').run();
    env.core.simulateTraffic(30);
    expectAgree(db);
  });

  // An SQLite file from before op_sums; a PostgreSQL database has had it since its first migration.
  it.skipIf(onPostgres)('is filled once from the operations of a database from before it', () => {
    const env = setup();
    closing.push(env.core);
    const db = env.core.database;
    const expected = fromRows(db, 'card_ops');
    db.exec('DROP TABLE op_sums');
    for (const t of ['card_ops', 'wallet_ops'])
      for (const kind of ['insert', 'update', 'delete']) db.exec(`DROP TRIGGER ${t}_sum_${kind}`);
    ensureSchema(db);
    expect(fromSums(db, 'card_ops')).toEqual(expected);
    ensureSchema(db);
    expectAgree(db);
  });

  it('counts what a bulk load writes (the scale seed)', () => {
    const core = createSandboxCore({
      db: ':memory:',
      seed: 'scale',
      scale: { cards: 600, wallets: 2, seedValue: 5 },
      provisioningDelayMs: 0,
      trafficPerMinute: 0,
    });
    closing.push(core);
    expectAgree(core.database);
  });
});
