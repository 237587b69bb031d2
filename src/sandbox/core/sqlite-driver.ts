// Loads better-sqlite3 only when a database is opened: the console against a remote deployment
// never needs SQLite, and a package installed without its native build (npm 11 does not run
// dependencies' install scripts on a global install unless allowed) must still start. When the
// native module cannot be loaded, Node's built-in SQLite serves where there is one (Node >= 22.13),
// and otherwise the error says exactly what to run instead of a stack trace.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { openNodeSqlite, type NodeSqliteModule } from './node-sqlite.js';

export class SqliteUnavailableError extends Error {
  override name = 'SqliteUnavailableError';
}

type DatabaseConstructor = typeof Database;

/** True for failures to find or load the module or its native build; SQLite's own errors are not. */
export function isNativeLoadFailure(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (
    typeof code === 'string' &&
    ['MODULE_NOT_FOUND', 'ERR_MODULE_NOT_FOUND', 'ERR_DLOPEN_FAILED'].includes(code)
  )
    return true;
  return (
    typeof message === 'string' &&
    /bindings file|NODE_MODULE_VERSION|better_sqlite3\.node|invalid ELF header|cannot open shared object/i.test(
      message,
    )
  );
}

/** The directory card-console is installed in: where `npm rebuild` must run. */
export function installDirectory(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'card-console'
    )
      return dir;
  }
  return process.cwd();
}

/** The loader's complaint on one line, without its list of tried paths: enough to recognise, never a stack. */
function cause(error: unknown): string {
  const text = (error instanceof Error ? error.message : String(error))
    .split(/\s+Tried:/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 240 ? `${text.slice(0, 237)}...` : text;
}

export function unavailableMessage(error: unknown, dir: string = installDirectory()): string {
  const quoted = `'${dir.replace(/'/g, "'\\''")}'`;
  return [
    `SQLite is not available: better-sqlite3's native module could not be loaded for Node ${process.version} (${cause(error)}).`,
    'The sandbox needs it; the console against a remote deployment does not. Build it for this Node with:',
    `  cd ${quoted} && npm rebuild better-sqlite3`,
    "npm 11 does not run dependencies' install scripts on a global install unless allowed; to build it when installing:",
    '  npm install -g --allow-scripts=better-sqlite3 card-console',
    '(where no prebuilt binary can be downloaded, building needs python3, make and a C++ compiler)',
    'Or run it on Node 24 (or >= 22.13), whose built-in SQLite the sandbox uses when better-sqlite3 is not built.',
  ].join('\n');
}

let loaded: DatabaseConstructor | undefined;

function loadDriver(): DatabaseConstructor {
  loaded ??= createRequire(import.meta.url)('better-sqlite3') as DatabaseConstructor;
  return loaded;
}

/** node:sqlite where this Node has it unflagged (>= 22.13), else undefined. */
function builtinSqlite(): NodeSqliteModule | undefined {
  try {
    return createRequire(import.meta.url)('node:sqlite') as NodeSqliteModule;
  } catch {
    return undefined;
  }
}

export interface SqliteDrivers {
  betterSqlite3?: () => DatabaseConstructor;
  nodeSqlite?: () => NodeSqliteModule | undefined;
  /** `CARD_CONSOLE_SQLITE`: `node` or `better-sqlite3` forces one (CI runs the sandbox's tests on each). */
  prefer?: string;
  /** The running Node's major version. */
  nodeMajor?: number;
}

/**
 * From Node 24 on, the built-in SQLite serves first: better-sqlite3 12 (node::ObjectWrap) aborts the
 * process on Node >= 24.19 when a statement is collected (nodejs/node#65446), and before 24
 * node:sqlite still prints an "experimental" warning.
 */
const BUILTIN_FIRST_FROM = 24;

function openWithBetterSqlite3(path: string, load: () => DatabaseConstructor): Database.Database {
  const Driver = load();
  return new Driver(path);
}

/**
 * Opens a database file (or `:memory:`): node:sqlite from Node 24 on; before, better-sqlite3, or
 * node:sqlite when better-sqlite3's native module cannot be loaded; SqliteUnavailableError, saying
 * what to run, when neither can.
 */
export function openSqlite(path: string, drivers: SqliteDrivers = {}): Database.Database {
  const {
    betterSqlite3 = loadDriver,
    nodeSqlite = builtinSqlite,
    prefer = process.env.CARD_CONSOLE_SQLITE,
  } = drivers;
  const nodeMajor = drivers.nodeMajor ?? Number(process.versions.node.split('.')[0]);
  if (prefer === 'node') {
    const builtin = nodeSqlite();
    if (!builtin)
      throw new SqliteUnavailableError(
        `CARD_CONSOLE_SQLITE=node: Node ${process.version} has no built-in SQLite (node:sqlite needs Node >= 22.13)`,
      );
    return openNodeSqlite(builtin, path);
  }
  const first = prefer !== 'better-sqlite3' && nodeMajor >= BUILTIN_FIRST_FROM ? nodeSqlite() : undefined;
  if (first) return openNodeSqlite(first, path);
  try {
    return openWithBetterSqlite3(path, betterSqlite3);
  } catch (error) {
    if (!isNativeLoadFailure(error)) throw error;
    const builtin = prefer === 'better-sqlite3' ? undefined : nodeSqlite();
    if (builtin) return openNodeSqlite(builtin, path);
    throw new SqliteUnavailableError(unavailableMessage(error));
  }
}
