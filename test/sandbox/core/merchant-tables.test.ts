import { describe, expect, it } from 'vitest';
import { placeOf, UnplacedTableError } from '../../../src/sandbox/core/merchant-tables.js';
import { userTables } from '../../../src/sandbox/core/table-catalog.js';
import { IdempotencyStore } from '../../../src/sandbox/http/idempotency.js';
import { setup, type Env } from '../../support/sandbox-core.js';

function tablesOf(env: Env): Array<{ name: string; columns: string[] }> {
  return userTables(env.core.database).map(({ name, columns }) => ({
    name,
    columns: columns.map((c) => c.name),
  }));
}

/** A sandbox with every table it ever creates: the core's, the HTTP layer's, the snapshots' own. */
function fullSandbox(): Env {
  const env = setup();
  new IdempotencyStore(env.core.database);
  env.call('sandboxSaveSnapshot', env.accA, { body: { name: 'first' } });
  env.call('sandboxCreateMerchant', env.accA, { body: {} });
  return env;
}

describe('which tables are a merchant state', () => {
  it("every table of the sandbox's database is placed: the merchant's, or none's with a reason", () => {
    const env = fullSandbox();
    const unplaced = tablesOf(env).filter((t) => placeOf(t) === 'unplaced');
    expect(unplaced.map((t) => t.name)).toEqual([]);
    const saved = env.call('sandboxListSnapshots', env.accA).items[0]!.rows;
    for (const table of tablesOf(env).filter((t) => placeOf(t) === 'merchant'))
      expect(Object.keys(saved), `${table.name} is saved by a snapshot`).toContain(table.name);
    expect(Object.keys(saved)).toEqual(
      expect.arrayContaining([
        'cards',
        'ledger_accounts',
        'ledger_entries',
        'webhook_deliveries',
        'http_idempotency',
      ]),
    );
    env.core.close();
  });

  it('a table added later with a merchant_id column is saved and restored without a change to the snapshot code', () => {
    const env = setup();
    const db = env.core.database;
    db.exec(
      'CREATE TABLE later_things (seq INTEGER PRIMARY KEY, merchant_id TEXT NOT NULL, value TEXT NOT NULL)',
    );
    const insert = db.prepare('INSERT INTO later_things (merchant_id, value) VALUES (?, ?)');
    insert.run(env.accA.merchantId, 'a saved');
    insert.run(env.accB.merchantId, 'b');
    env.call('sandboxSaveSnapshot', env.accA, { body: { name: 'base' } });
    db.prepare("UPDATE later_things SET value = 'a changed' WHERE merchant_id = ?").run(env.accA.merchantId);
    insert.run(env.accA.merchantId, 'a added');
    insert.run(env.accB.merchantId, 'b added');
    env.call('sandboxRestoreSnapshot', env.accA, { params: { name: 'base' } });
    expect(db.prepare('SELECT value FROM later_things ORDER BY seq').all()).toEqual([
      { value: 'a saved' },
      { value: 'b' },
      { value: 'b added' },
    ]);
    env.core.close();
  });

  it('a table left unplaced (no merchant_id, not listed) refuses snapshots, naming it, rather than be left out', () => {
    const env = setup();
    env.core.database.exec('CREATE TABLE mystery_rows (seq INTEGER PRIMARY KEY, owner TEXT)');
    expect(() => env.call('sandboxSaveSnapshot', env.accA, { body: { name: 'base' } })).toThrow(
      UnplacedTableError,
    );
    expect(() => env.call('sandboxSaveSnapshot', env.accA, { body: { name: 'base' } })).toThrow(
      /mystery_rows/,
    );
    expect(env.call('sandboxListSnapshots', env.accA).items).toEqual([]);
    env.core.close();
  });
});
