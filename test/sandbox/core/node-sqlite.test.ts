// node:sqlite behind better-sqlite3's interface: exact integers and real transactions, as the
// ledger needs. Runs where Node has node:sqlite (CI's Node 24 stage also runs every sandbox test on
// it with CARD_CONSOLE_SQLITE=node); on Node 20 only the refusal is checked.
import { createRequire } from 'node:module';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { openNodeSqlite, type NodeSqliteModule } from '../../../src/sandbox/core/node-sqlite.js';
import { openSqlite, SqliteUnavailableError } from '../../../src/sandbox/core/sqlite-driver.js';

function builtin(): NodeSqliteModule | undefined {
  try {
    return createRequire(import.meta.url)('node:sqlite') as NodeSqliteModule;
  } catch {
    return undefined;
  }
}
const sqlite = builtin();

function ledger(): Database.Database {
  const db = openNodeSqlite(sqlite!, ':memory:');
  db.defaultSafeIntegers(true);
  db.exec('CREATE TABLE acct (id INTEGER PRIMARY KEY, balance INTEGER NOT NULL CHECK (balance >= 0)) STRICT');
  db.prepare('INSERT INTO acct (id, balance) VALUES (?, ?), (?, ?)').run(1, 100n, 2, 0n);
  return db;
}
const balances = (db: Database.Database) => db.prepare('SELECT id, balance FROM acct ORDER BY id').all();

describe.skipIf(!sqlite)('node:sqlite as the sandbox database', () => {
  it('reads every INTEGER as an exact bigint, beyond 2^53', () => {
    const db = ledger();
    db.prepare('UPDATE acct SET balance = ? WHERE id = 1').run(9_007_199_254_740_993n);
    expect(db.prepare('SELECT balance FROM acct WHERE id = ?').get(1)).toEqual({
      balance: 9_007_199_254_740_993n,
    });
    expect(db.prepare('SELECT balance FROM acct WHERE id = @id').get({ id: 1 })).toEqual({
      balance: 9_007_199_254_740_993n,
    });
    const info = db.prepare('UPDATE acct SET balance = balance WHERE id IN (?, ?)').run([1, 2]);
    expect(info.changes).toBe(2);
  });

  it('commits a transaction whole, and a failure inside leaves nothing', () => {
    const db = ledger();
    const move = db.transaction((amount: bigint) => {
      db.prepare('UPDATE acct SET balance = balance + ? WHERE id = 2').run(amount);
      db.prepare('UPDATE acct SET balance = balance - ? WHERE id = 1').run(amount);
    });
    move.immediate(30n);
    expect(balances(db)).toEqual([
      { id: 1n, balance: 70n },
      { id: 2n, balance: 30n },
    ]);
    expect(() => move.immediate(500n)).toThrow(/CHECK constraint failed/);
    expect(balances(db)).toEqual([
      { id: 1n, balance: 70n },
      { id: 2n, balance: 30n },
    ]);
    expect(db.inTransaction).toBe(false);
  });

  it('nests as savepoints: an inner failure undoes only the inner work', () => {
    const db = ledger();
    const inner = db.transaction(() => {
      db.prepare('UPDATE acct SET balance = 5 WHERE id = 2').run();
      throw new Error('inner fails');
    });
    db.transaction(() => {
      db.prepare('UPDATE acct SET balance = 1 WHERE id = 1').run();
      expect(() => inner()).toThrow('inner fails');
    }).immediate();
    expect(balances(db)).toEqual([
      { id: 1n, balance: 1n },
      { id: 2n, balance: 0n },
    ]);
  });

  it('answers pragmas like better-sqlite3', () => {
    const db = ledger();
    expect(db.pragma('foreign_keys = ON')).toEqual([]);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1n);
  });

  it('serves when better-sqlite3 has no native build', () => {
    const noBuild = () => {
      throw new Error('Could not locate the bindings file. Tried: …');
    };
    const db = openSqlite(':memory:', { betterSqlite3: noBuild, prefer: '' });
    expect(db.prepare('SELECT 2 AS n').get()).toEqual({ n: 2 });
  });
});

describe.skipIf(sqlite)('without node:sqlite (Node 20)', () => {
  it('CARD_CONSOLE_SQLITE=node is refused, naming the Node version needed', () => {
    expect(() => openSqlite(':memory:', { prefer: 'node' })).toThrow(SqliteUnavailableError);
    expect(() => openSqlite(':memory:', { prefer: 'node' })).toThrow(/node:sqlite needs Node >= 22.13/);
  });
});
