import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, WRITER_LOCK, type PostgresDatabase } from '../../../src/sandbox/core/pg-database.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { runSourceScript, type ScriptRun } from '../../support/source-script.js';
import { TEST_PASSWORD } from '../../support/postgres-server.js';

const server = usePostgresServer();

/**
 * A process of its own that tries `attempts` times to take 10 cents from the account named `name` when (read inside
 * the transaction) it holds at least 10, and prints how many it took.
 */
function spender(url: string, name: string, attempts: number): Promise<ScriptRun> {
  const script = `import { openPostgres } from './src/sandbox/core/pg-database.ts';
const db = openPostgres(process.argv[1]);
db.defaultSafeIntegers(true);
let took = 0;
for (let i = 0; i < Number(process.argv[3]); i++) {
  db.transaction(() => {
    const { balance } = db.prepare('SELECT balance FROM accounts WHERE name = ?').get(process.argv[2]);
    if (balance < 10n) return;
    db.prepare('UPDATE accounts SET balance = ? WHERE name = ?').run(balance - 10n, process.argv[2]);
    took += 1;
  }).immediate();
}
console.log(took);
db.close();`;
  return runSourceScript(script, [url, name, String(attempts)]);
}
let url: string;
const open: PostgresDatabase[] = [];

const connect = (): PostgresDatabase => {
  const db = openPostgres(url);
  db.defaultSafeIntegers(true);
  open.push(db);
  return db;
};

beforeAll(() => {
  url = server.database();
  connect().exec(
    `CREATE TABLE accounts (id INTEGER PRIMARY KEY, name TEXT NOT NULL, balance INTEGER NOT NULL CHECK (balance >= 0)) STRICT;`,
  );
}, 60_000);

afterAll(async () => {
  for (const db of open) db.close();
});

describe('openPostgres', () => {
  it('keeps money exact: cents beyond 2^53 come back as the same bigint, and their sum too', () => {
    const db = connect();
    const big = 9_007_199_254_740_993n;
    const a = db.prepare('INSERT INTO accounts (name, balance) VALUES (?, ?)').run('big-a', big);
    db.prepare('INSERT INTO accounts (name, balance) VALUES (?, ?)').run('big-b', big);
    expect(typeof a.lastInsertRowid).toBe('bigint');
    const row = db.prepare('SELECT balance FROM accounts WHERE id = ?').get(a.lastInsertRowid) as {
      balance: bigint;
    };
    expect(row.balance).toBe(big);
    const sum = db
      .prepare(
        `SELECT SUM(balance) AS totalCents FROM accounts WHERE name IN (SELECT value FROM json_each(?))`,
      )
      .get(JSON.stringify(['big-a', 'big-b'])) as { totalCents: bigint };
    expect(sum.totalCents).toBe(2n * big);
    expect(String(row.balance)).toBe('9007199254740993'); // a float would say ...992
  });

  it('rolls back a nested transaction that throws (a savepoint) and commits the outer one', () => {
    const db = connect();
    const insert = db.prepare('INSERT INTO accounts (name, balance) VALUES (?, 1)');
    db.transaction(() => {
      insert.run('outer');
      expect(() =>
        db.transaction(() => {
          insert.run('inner');
          throw new Error('inner fails');
        })(),
      ).toThrow('inner fails');
      // The outer transaction goes on after its savepoint was rolled back.
      insert.run('outer-after');
    }).immediate();
    const names = (
      db
        .prepare(`SELECT name FROM accounts WHERE name LIKE 'outer%' OR name = 'inner' ORDER BY id`)
        .all() as Array<{ name: string }>
    ).map((r) => r.name);
    expect(names).toEqual(['outer', 'outer-after']);
  });

  it('rolls back everything when the outer transaction throws, a failed statement included', () => {
    const db = connect();
    expect(() =>
      db
        .transaction(() => {
          db.prepare('INSERT INTO accounts (name, balance) VALUES (?, 5)').run('doomed');
          db.prepare('UPDATE accounts SET balance = balance - 10 WHERE name = ?').run('doomed');
        })
        .immediate(),
    ).toThrow(/check constraint/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE name = ?').get('doomed')).toEqual({ n: 0n });
    expect(db.inTransaction).toBe(false);
  });

  it('serialises write transactions across connections with one advisory lock; reads take none', () => {
    const first = connect();
    const second = connect();
    second.exec(`SET lock_timeout = '300ms'`);
    first.prepare('INSERT INTO accounts (name, balance) VALUES (?, 100)').run('shared');
    first
      .transaction(() => {
        first.prepare('UPDATE accounts SET balance = balance - 60 WHERE name = ?').run('shared');
        const locks = second
          // Advisory locks belong to a database: on a server other tests share, count this database's only.
          .prepare(
            `SELECT COUNT(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ? AND granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          )
          .get(WRITER_LOCK) as { n: bigint };
        expect(locks.n).toBe(1n);
        // A read outside a transaction does not wait, and sees the last committed balance.
        expect(second.prepare('SELECT balance FROM accounts WHERE name = ?').get('shared')).toEqual({
          balance: 100n,
        });
        // Another writer waits for the lock (here: gives up after lock_timeout) instead of reading a stale balance.
        expect(() =>
          second
            .transaction(() => second.prepare('SELECT balance FROM accounts WHERE name = ?').get('shared'))
            .immediate(),
        ).toThrow(/lock timeout/);
        expect(second.inTransaction).toBe(false);
      })
      .immediate();
    // Once the first commits, the second writer's check sees 40 and refuses to take 60 more.
    const take = second.transaction(() => {
      const { balance } = second.prepare('SELECT balance FROM accounts WHERE name = ?').get('shared') as {
        balance: bigint;
      };
      if (balance < 60n) return 'refused';
      second.prepare('UPDATE accounts SET balance = balance - 60 WHERE name = ?').run('shared');
      return 'taken';
    });
    expect(take.immediate()).toBe('refused');
  });

  it('keeps a balance check read inside a write transaction true at its commit, with three processes writing', async () => {
    const db = connect();
    // The write sets the balance read (not balance - 10): only the writer lock keeps three processes from
    // spending the same cents twice (two writes of one read would take 20 cents for 10).
    db.prepare('INSERT INTO accounts (name, balance) VALUES (?, ?)').run('purse', 500n);
    const runs = await Promise.all([1, 2, 3].map(() => spender(url, 'purse', 30)));
    for (const run of runs) expect(run.code, run.out).toBe(0);
    const took = runs.reduce((sum, run) => sum + Number(run.out.trim()), 0);
    expect(took).toBe(50);
    expect(db.prepare('SELECT balance FROM accounts WHERE name = ?').get('purse')).toEqual({ balance: 0n });
  }, 120_000);

  it('never shows the password: not in a refused connection, not in a failed statement', () => {
    const wrong = new URL(url);
    wrong.password = 'not-the-password-d41d8';
    const db = openPostgres(wrong.toString(), { connectTimeoutMs: 2000 });
    let message = '';
    try {
      db.prepare('SELECT 1').get();
    } catch (error) {
      message = String(error) + JSON.stringify(error);
    } finally {
      db.close();
    }
    expect(message).toMatch(/password authentication failed/);
    expect(message).not.toContain('not-the-password-d41d8');
    const good = connect();
    let failed = '';
    try {
      good.prepare(`SELECT * FROM missing_table_${TEST_PASSWORD.length}`).all();
    } catch (error) {
      failed = String(error);
    }
    expect(failed).toMatch(/does not exist/);
    expect(failed).not.toContain(TEST_PASSWORD);
  });
});

describe('the bound on one call', () => {
  it('fails a call that blocks longer than callTimeoutMs, and setCallTimeout moves the bound and gives back the old one', () => {
    const db = openPostgres(url, { callTimeoutMs: 300 });
    open.push(db);
    const slowRead = (): unknown => db.prepare('SELECT 1 AS one FROM pg_sleep(0.6)').get();
    expect(slowRead).toThrow('PostgreSQL did not answer within 300 ms');
    expect(db.setCallTimeout(5000)).toBeUndefined();
    expect(slowRead()).toEqual({ one: 1 });
    expect(db.setCallTimeout(undefined)).toBe(5000);
    expect(slowRead).toThrow('PostgreSQL did not answer within 300 ms');
  });
});

describe('copyRows (COPY … FROM STDIN)', () => {
  it('brings every value back as a statement would have stored it: tabs, backslashes, newlines, NULL, bytes, bigints', () => {
    const db = connect();
    db.exec('CREATE TABLE copied (id INTEGER PRIMARY KEY, text TEXT, cents INTEGER, raw BYTEA) STRICT;');
    const awkward = ['a\tb', 'back\\slash', 'two\nlines\r\n', '\\N', '\\.', '', 'trailing\\', 'ünïcödé ✓'];
    const rows: unknown[][] = awkward.map((text, i) => [
      BigInt(i + 1),
      text,
      9_007_199_254_740_993n + BigInt(i),
      null,
    ]);
    rows.push([100n, null, null, new Uint8Array([0, 9, 10, 92, 255])]);
    expect(db.copyRows('copied', ['id', 'text', 'cents', 'raw'], rows)).toBe(rows.length);
    const back = db.prepare('SELECT id, text, cents, raw FROM copied ORDER BY id').all() as {
      id: bigint;
      text: string | null;
      cents: bigint | null;
      raw: Uint8Array | null;
    }[];
    expect(back.map((r) => r.text)).toEqual([...awkward, null]);
    expect(back.map((r) => r.cents)).toEqual([...rows.slice(0, -1).map((r) => r[2]), null]);
    expect(back.at(-1)?.raw && [...back.at(-1)!.raw!]).toEqual([0, 9, 10, 92, 255]);
    expect(back[0]?.raw).toBeNull();
    // Rows that brought their identity move the next one past them, as in SQLite.
    const next = db.prepare('INSERT INTO copied (text) VALUES (?)').run('after');
    expect(next.lastInsertRowid).toBe(101n);
  });

  it('takes nothing of a COPY that fails, and the transaction it was in rolls back whole', () => {
    const db = connect();
    db.exec(
      'CREATE TABLE guarded (id INTEGER PRIMARY KEY, cents INTEGER NOT NULL CHECK (cents >= 0)) STRICT;',
    );
    expect(() =>
      db
        .transaction(() => {
          db.prepare('INSERT INTO guarded (cents) VALUES (?)').run(5);
          db.copyRows('guarded', ['cents'], [[1n], [-1n]]);
        })
        .immediate(),
    ).toThrow(/check constraint/);
    expect(db.inTransaction).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS n FROM guarded').get()).toEqual({ n: 0n });
    // The connection goes on: a good COPY afterwards lands.
    db.copyRows('guarded', ['cents'], [[1n], [2n]]);
    expect(db.prepare('SELECT SUM(cents) AS s FROM guarded').get()).toEqual({ s: 3n });
  });
});
