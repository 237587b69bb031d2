// The sandbox's database opens through one lazy loader: a missing native build of better-sqlite3
// is a message saying what to run, not a stack trace; SQLite's own errors pass through unchanged.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { NodeSqliteModule } from '../../../src/sandbox/core/node-sqlite.js';
import {
  installDirectory,
  isNativeLoadFailure,
  openSqlite,
  SqliteUnavailableError,
} from '../../../src/sandbox/core/sqlite-driver.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** A driver whose native module fails to load the way it does after an install without scripts. */
function failingDriver(error: Error): () => typeof Database {
  return () =>
    function Driver() {
      throw error;
    } as unknown as typeof Database;
}

const NO_BINDINGS = new Error(
  'Could not locate the bindings file. Tried:\n → /x/node_modules/better-sqlite3/build/better_sqlite3.node\n → /x/build/Release/better_sqlite3.node',
);
const WRONG_ABI = Object.assign(
  new Error(
    "The module '/x/better_sqlite3.node'\nwas compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of Node.js requires\nNODE_MODULE_VERSION 137.",
  ),
  { code: 'ERR_DLOPEN_FAILED' },
);

describe('openSqlite', () => {
  it('opens a working database with the real driver', () => {
    const db = openSqlite(':memory:', { prefer: 'better-sqlite3' });
    expect(db.prepare('SELECT 1 + 1 AS n').get()).toEqual({ n: 2 });
    db.close();
  });

  it.each([
    ['no native build', NO_BINDINGS],
    ['a build for another Node', WRONG_ABI],
  ])('%s: says what to run, without a stack', (_name, error) => {
    let thrown: unknown;
    try {
      openSqlite(':memory:', {
        betterSqlite3: failingDriver(error),
        nodeSqlite: () => undefined,
        prefer: '',
      });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(SqliteUnavailableError);
    const message = (thrown as Error).message;
    expect(message).toContain(
      `SQLite is not available: better-sqlite3's native module could not be loaded for Node ${process.version}`,
    );
    expect(message).toContain(`cd '${root}' && npm rebuild better-sqlite3`);
    expect(message).toContain('npm install -g --allow-scripts=better-sqlite3 card-console');
    expect(message).toContain('the console against a remote deployment does not');
    expect(message).not.toMatch(/\n\s+at /);
    expect(message).not.toContain('→');
    expect(message.split('\n')[0]).toMatch(
      /\((Could not locate the bindings file\.|The module '\/x\/better_sqlite3\.node' was compiled against .* requires NODE_MODULE_VERSION 137\.)\)\.$/,
    );
  });

  it("passes SQLite's own errors through", () => {
    const open = () => openSqlite('/nonexistent-dir/x/sandbox.db', { prefer: 'better-sqlite3' });
    expect(open).toThrow(/directory does not exist/);
    expect(open).not.toThrow(SqliteUnavailableError);
  });
});

describe('which SQLite opens the database', () => {
  /** A stand-in for node:sqlite that records what it opened (Node 20 has no node:sqlite). */
  function fakeBuiltin(opened: string[]): NodeSqliteModule {
    const statement = {
      get: () => ({ n: 1 }),
      all: () => [],
      run: () => ({ changes: 0, lastInsertRowid: 0 }),
      iterate: () => [][Symbol.iterator](),
      setReadBigInts: () => undefined,
    };
    return {
      DatabaseSync: class {
        constructor(path: string) {
          opened.push(path);
        }
        prepare() {
          return statement;
        }
        exec() {}
        close() {}
      },
    };
  }
  const mustNotLoad = () => {
    throw new Error('better-sqlite3 must not be loaded');
  };

  it('from Node 24 on, node:sqlite, without loading better-sqlite3 (which aborts there)', () => {
    const opened: string[] = [];
    openSqlite('a.db', {
      betterSqlite3: mustNotLoad,
      nodeSqlite: () => fakeBuiltin(opened),
      prefer: '',
      nodeMajor: 24,
    });
    expect(opened).toEqual(['a.db']);
  });

  it('before Node 24, better-sqlite3; node:sqlite only when its native build is missing', () => {
    const opened: string[] = [];
    const db = openSqlite(':memory:', { nodeSqlite: () => fakeBuiltin(opened), prefer: '', nodeMajor: 22 });
    expect(opened).toEqual([]);
    db.close();
    openSqlite('b.db', {
      betterSqlite3: failingDriver(NO_BINDINGS),
      nodeSqlite: () => fakeBuiltin(opened),
      prefer: '',
      nodeMajor: 22,
    });
    expect(opened).toEqual(['b.db']);
  });

  it('CARD_CONSOLE_SQLITE=better-sqlite3 keeps better-sqlite3 on Node 24, and its failure is reported', () => {
    const opened: string[] = [];
    expect(() =>
      openSqlite('c.db', {
        betterSqlite3: failingDriver(NO_BINDINGS),
        nodeSqlite: () => fakeBuiltin(opened),
        prefer: 'better-sqlite3',
        nodeMajor: 24,
      }),
    ).toThrow(SqliteUnavailableError);
    expect(opened).toEqual([]);
  });
});

describe('isNativeLoadFailure', () => {
  it('recognises a missing module, a missing build and a wrong build; nothing else', () => {
    expect(
      isNativeLoadFailure(
        Object.assign(new Error("Cannot find module 'better-sqlite3'"), { code: 'MODULE_NOT_FOUND' }),
      ),
    ).toBe(true);
    expect(isNativeLoadFailure(NO_BINDINGS)).toBe(true);
    expect(isNativeLoadFailure(WRONG_ABI)).toBe(true);
    expect(isNativeLoadFailure(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }))).toBe(
      false,
    );
  });
});

describe('installDirectory', () => {
  it('is the directory of the card-console package, where npm rebuild runs', () => {
    expect(installDirectory(fileURLToPath(import.meta.url))).toBe(root);
  });
});
