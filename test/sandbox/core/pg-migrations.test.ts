import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/sandbox/core/pg-database.js';
import {
  isPostgresAddress,
  migrate,
  MIGRATIONS,
  openPostgresDatabase,
  SchemaTooNewError,
} from '../../../src/sandbox/core/pg-migrations.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { runSourceScript, type ScriptRun } from '../../support/source-script.js';

const server = usePostgresServer();

const versions = (url: string): number[] => {
  const db = openPostgres(url);
  try {
    return (
      db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>
    ).map((r) => Number(r.version));
  } finally {
    db.close();
  }
};

/** A process of its own that migrates `url` (as a sandbox does at start) and prints what it did. */
function migrateInProcess(url: string): Promise<ScriptRun> {
  const script = `import { openPostgres } from './src/sandbox/core/pg-database.ts';
import { migrate } from './src/sandbox/core/pg-migrations.ts';
const db = openPostgres(process.argv[1]);
console.log(JSON.stringify(migrate(db)));
db.close();`;
  return runSourceScript(script, [url]);
}

describe('migrate', () => {
  it('applies every migration to an empty database once, then nothing', () => {
    const url = server.database();
    const db = openPostgres(url);
    try {
      expect(migrate(db)).toEqual({ from: 0, to: MIGRATIONS.length });
      expect(migrate(db)).toEqual({ from: MIGRATIONS.length, to: MIGRATIONS.length });
    } finally {
      db.close();
    }
    expect(versions(url)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('refuses a schema newer than it knows, naming both versions, and changes nothing', () => {
    const url = server.database();
    const db = openPostgresDatabase(url);
    db.prepare(
      `INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'from the future', 'x')`,
    ).run();
    db.close();
    expect(() => openPostgresDatabase(url)).toThrow(SchemaTooNewError);
    expect(() => openPostgresDatabase(url)).toThrow(
      new RegExp(`version 99, newer than this card-console knows \\(version ${MIGRATIONS.length}\\)`),
    );
    expect(versions(url)).toEqual([...MIGRATIONS.map((m) => m.version), 99]);
  });

  it('gives a database of the first version the shared rate windows', () => {
    const url = server.database();
    const db = openPostgres(url);
    try {
      migrate(db, MIGRATIONS.slice(0, 1));
      db.exec('DROP TABLE rate_windows'); // as the first version's schema was
      expect(migrate(db)).toEqual({ from: 1, to: MIGRATIONS.length });
      expect(db.prepare('SELECT COUNT(*) AS n FROM rate_windows').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('gives a database of the third version the shared traffic mark', () => {
    const url = server.database();
    const db = openPostgres(url);
    try {
      migrate(db, MIGRATIONS.slice(0, 3));
      db.exec('DROP TABLE sandbox_traffic'); // as the schema was before it
      expect(migrate(db)).toEqual({ from: 3, to: MIGRATIONS.length });
      expect(db.prepare('SELECT COUNT(*) AS n FROM sandbox_traffic').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  it('lets one of two processes starting together migrate; the other finds it done', async () => {
    const url = server.database();
    const [a, b] = await Promise.all([migrateInProcess(url), migrateInProcess(url)]);
    expect(a.code, a.out).toBe(0);
    expect(b.code, b.out).toBe(0);
    const reports = [a, b].map((r) => JSON.parse(r.out.trim()) as { from: number; to: number });
    expect(reports.map((r) => r.from).sort()).toEqual([0, MIGRATIONS.length]);
    expect(versions(url)).toEqual(MIGRATIONS.map((m) => m.version));
  }, 60_000);
});

describe('isPostgresAddress', () => {
  it('tells a PostgreSQL address from a file', () => {
    expect(isPostgresAddress('postgres://u@h/db')).toBe(true);
    expect(isPostgresAddress('postgresql://u@h/db')).toBe(true);
    expect(isPostgresAddress('/home/me/postgres://x.db')).toBe(false);
    expect(isPostgresAddress(':memory:')).toBe(false);
  });
});
