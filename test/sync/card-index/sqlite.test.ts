// Which SQLite the index uses: node:sqlite first from Node 24 (better-sqlite3 12 aborts there when a
// statement is collected), better-sqlite3 first before, the other when the first cannot load (Node 22
// with better-sqlite3 built for another Node); CARD_CONSOLE_SQLITE forces one; a driver whose SQLite
// lacks FTS5 is not used; none at all is a short reason (for the header and ctrl+f) and the details.
import { describe, expect, it } from 'vitest';
import { chooseSqlite, loadSqlite, type SqliteLoad } from '../../../src/sync/card-index/sqlite.js';

const fails = (message: string) => (): SqliteLoad => {
  throw new Error(message);
};
/** A driver that opens databases whose SQLite has no FTS5. */
const withoutFts = (driver: 'better-sqlite3' | 'node:sqlite') => (): SqliteLoad => ({
  ok: true,
  driver,
  open: () =>
    ({
      exec: () => {
        throw new Error('no such module: fts5');
      },
      close: () => undefined,
    }) as never,
});
const real = loadSqlite();

describe('the index SQLite driver', () => {
  it('loads one on this Node, with FTS5 and the unicode61 tokenizer', () => {
    expect(real).toMatchObject({ ok: true });
    if (!real.ok) return;
    const db = real.open(':memory:');
    db.exec(
      "CREATE VIRTUAL TABLE t USING fts5(a, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3')",
    );
    db.prepare('INSERT INTO t (a) VALUES (?)').run('Grace Hopper, grace@acme-travel.example');
    expect(db.prepare('SELECT COUNT(*) AS n FROM t WHERE t MATCH ?').get('"acme trav" *')).toMatchObject({
      n: 1,
    });
    db.close();
  });

  it('prefers node:sqlite from Node 24, better-sqlite3 before, and falls back to the other', () => {
    if (!real.ok) return;
    const as = (driver: 'better-sqlite3' | 'node:sqlite') => () => ({ ...real, driver });
    const both = { betterSqlite3: as('better-sqlite3'), nodeSqlite: as('node:sqlite') };
    expect(chooseSqlite({ ...both, nodeMajor: 24 })).toMatchObject({ driver: 'node:sqlite' });
    expect(chooseSqlite({ ...both, nodeMajor: 22 })).toMatchObject({ driver: 'better-sqlite3' });
    expect(chooseSqlite({ ...both, nodeMajor: 20 })).toMatchObject({ driver: 'better-sqlite3' });
    const notBuilt = fails(
      'The module was compiled against a different Node.js version (NODE_MODULE_VERSION 115)',
    );
    expect(chooseSqlite({ ...both, betterSqlite3: notBuilt, nodeMajor: 22 })).toMatchObject({
      driver: 'node:sqlite',
    });
    expect(chooseSqlite({ ...both, nodeMajor: 22, prefer: 'node' })).toMatchObject({ driver: 'node:sqlite' });
    expect(chooseSqlite({ ...both, nodeMajor: 24, prefer: 'better-sqlite3' })).toMatchObject({
      driver: 'better-sqlite3',
    });
  });

  it('passes over a driver whose SQLite has no FTS5', () => {
    if (!real.ok) return;
    const chosen = chooseSqlite({
      betterSqlite3: withoutFts('better-sqlite3'),
      nodeSqlite: () => ({ ...real, driver: 'node:sqlite' }),
      nodeMajor: 22,
    });
    expect(chosen).toMatchObject({ ok: true, driver: 'node:sqlite' });
  });

  it('with none usable: a short reason, and the details with what to do', () => {
    const none = chooseSqlite({
      betterSqlite3: fails('Could not locate the bindings file'),
      nodeSqlite: fails('No such built-in module: node:sqlite'),
      nodeMajor: 20,
    });
    expect(none).toMatchObject({ ok: false, reason: `no SQLite for it on Node ${process.version}` });
    if (none.ok) return;
    expect(none.detail).toContain('better-sqlite3: Could not locate the bindings file');
    expect(none.detail).toContain('node:sqlite: No such built-in module');
    expect(none.detail).toContain('npm rebuild better-sqlite3');
  });
});
