// The one catalog of tables, columns, row keys and indexes answers the same questions on both engines
// (CARD_CONSOLE_TEST_ENGINE=postgres runs this file on PostgreSQL).
import { describe, expect, it } from 'vitest';
import {
  createdIndexes,
  moveIdentitiesPast,
  tableColumns,
  tableDefinition,
  userTables,
} from '../../../src/sandbox/core/table-catalog.js';
import { onPostgres } from '../../support/postgres-server.js';
import { setup } from '../../support/sandbox-core.js';

describe('the table catalog', () => {
  it('lists the user tables by name with their columns in order, and what names one row', () => {
    const env = setup();
    const tables = userTables(env.core.database);
    const names = tables.map((t) => t.name);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('sqlite_sequence');
    const byName = new Map(tables.map((t) => [t.name, t]));
    const cards = byName.get('cards')!;
    expect(cards.columns.slice(0, 3).map((c) => c.name)).toEqual(['seq', 'id', 'merchant_id']);
    expect(cards.rowKeyIsColumn).toBe(true);
    // Counters kept by triggers have no row id on either engine.
    expect(byName.get('card_counts')!.rowKey).toBeUndefined();
    // A table keyed by text: SQLite still has its rowid; PostgreSQL has no integer that names a row.
    const clocks = byName.get('merchant_clocks')!;
    if (onPostgres) {
      expect(cards.rowKey).toBe('"seq"');
      expect(clocks.rowKey).toBeUndefined();
    } else {
      expect(cards.rowKey).toBe('rowid');
      expect(clocks).toMatchObject({ rowKey: 'rowid', rowKeyIsColumn: false });
    }
    expect(tableColumns(env.core.database, 'settings').map((c) => c.name)).toEqual(['key', 'value']);
    expect(tableColumns(env.core.database, 'no_such_table')).toEqual([]);
    env.core.close();
  });

  it("gives a table's definition (to recognise an older one) and the indexes a CREATE INDEX made", () => {
    const env = setup();
    const db = env.core.database;
    expect(tableDefinition(db, 'webhook_deliveries')).toContain("'undelivered'");
    expect(tableDefinition(db, 'no_such_table')).toBeUndefined();
    const indexes = createdIndexes(db, ['cards']);
    expect(indexes).toEqual(expect.arrayContaining(['cards_id', 'cards_pan', 'cards_active']));
    expect(indexes.every((name) => !/pkey|autoindex/.test(name))).toBe(true);
    expect(createdIndexes(db, ['wallet_ops'])).not.toContain('cards_id');
    env.core.close();
  });

  it('moves the next id past rows inserted with their ids, and never back', () => {
    const env = setup();
    const db = env.core.database;
    db.exec('CREATE TABLE numbered (seq INTEGER PRIMARY KEY, note TEXT NOT NULL)');
    const add = db.prepare('INSERT INTO numbered (note) VALUES (?)');
    add.run('first');
    db.prepare('INSERT INTO numbered (seq, note) VALUES (?, ?)').run(2, 'given');
    db.prepare('INSERT INTO numbered (seq, note) VALUES (?, ?)').run(3, 'given too');
    moveIdentitiesPast(db, ['numbered']);
    expect(BigInt(add.run('next').lastInsertRowid)).toBe(4n);
    db.prepare('DELETE FROM numbered WHERE seq >= 3').run();
    moveIdentitiesPast(db, ['numbered']);
    const after = BigInt(add.run('after').lastInsertRowid);
    // SQLite reuses the highest id once its row is gone; PostgreSQL's counter never goes back.
    expect(after).toBe(onPostgres ? 5n : 3n);
    const notes = db.prepare('SELECT seq, note FROM numbered ORDER BY seq').all() as { note: string }[];
    expect(notes.map((r) => r.note)).toEqual(['first', 'given', 'after']);
    env.core.close();
  });
});
