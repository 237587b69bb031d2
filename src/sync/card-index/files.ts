// The index files on disk, for `card-console index status|clear`: what each holds, read without
// changing it, and their removal.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { removeIndexFiles, INDEX_SCHEMA_VERSION } from './db.js';
import { loadSqlite } from './sqlite.js';

export interface IndexFileInfo {
  readonly file: string;
  readonly bytes: number;
  /** The base URL (or embedded sandbox) and merchant it is for; absent when unreadable. */
  readonly place?: string;
  readonly merchant?: string;
  readonly cards?: number;
  readonly wallets?: number;
  readonly builtAt?: number;
  /** Why it cannot be read as it is (it will be rebuilt when the console opens it). */
  readonly problem?: string;
}

const INDEX_FILE = /^index-[0-9a-f]{24}\.sqlite$/;

export function listIndexFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => INDEX_FILE.test(name))
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

function sizeOf(file: string): number {
  return ['', '-wal'].reduce((n, suffix) => {
    try {
      return n + statSync(`${file}${suffix}`).size;
    } catch {
      return n;
    }
  }, 0);
}

export function describeIndexFile(file: string): IndexFileInfo {
  const bytes = sizeOf(file);
  const sqlite = loadSqlite();
  if (!sqlite.ok) return { file, bytes, problem: sqlite.reason };
  let db;
  try {
    db = sqlite.open(file, { readonly: true, fileMustExist: true });
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version !== INDEX_SCHEMA_VERSION)
      return { file, bytes, problem: `schema version ${version}, not ${INDEX_SCHEMA_VERSION}` };
    const meta = new Map(
      (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [
        r.key,
        r.value,
      ]),
    );
    const cards = (db.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: number }).n;
    const wallets = (db.prepare('SELECT COUNT(*) AS n FROM wallets').get() as { n: number }).n;
    const built = meta.get('built_at');
    return {
      file,
      bytes,
      cards,
      wallets,
      ...(built ? { builtAt: Number(built) } : {}),
      ...(meta.has('place') ? { place: meta.get('place') } : {}),
      ...(meta.has('merchant') ? { merchant: meta.get('merchant') } : {}),
    };
  } catch (error) {
    return { file, bytes, problem: error instanceof Error ? error.message : String(error) };
  } finally {
    db?.close();
  }
}

/** Removes every index file (and its WAL and shared-memory files); returns how many. */
export function clearIndexFiles(dir: string): number {
  const files = listIndexFiles(dir);
  for (const file of files) removeIndexFiles(file);
  return files.length;
}
