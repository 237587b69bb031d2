// Several processes started together on one empty PostgreSQL database with the scale seed: one seeds, the others
// wait for it and serve what it seeded. Without the lock each found the database empty and seeded it too.
import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../src/sandbox/core/pg-migrations.js';
import { whileSeedLocked } from '../../../src/sandbox/core/seed-lock.js';
import { openDatabase } from '../../../src/sandbox/core/schema.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { runSourceScript, type ScriptRun } from '../../support/source-script.js';

const server = usePostgresServer();
const PLAN = { cards: 300, wallets: 2, seedValue: 5 };

/** A process that opens the sandbox on `url` with the scale seed, prints its merchants and cards, and exits. */
function startInProcess(url: string): Promise<ScriptRun> {
  const script = `import { createSandboxCore } from './src/sandbox/core/index.ts';
const core = createSandboxCore({ db: process.argv[1], seed: 'scale', scale: ${JSON.stringify(PLAN)},
  provisioningDelayMs: 0, trafficPerMinute: 0 });
const count = (sql) => Number(core.database.prepare(sql).get().n);
console.log(JSON.stringify({ merchants: count('SELECT COUNT(*) AS n FROM merchants'),
  cards: count('SELECT COUNT(*) AS n FROM cards') }));
core.close();`;
  return runSourceScript(script, [url]);
}

describe('the seed lock', () => {
  it('lets one of three processes starting together seed; the others serve the same database', async () => {
    const url = server.database();
    const runs = await Promise.all([startInProcess(url), startInProcess(url), startInProcess(url)]);
    for (const run of runs) expect(run.code, run.out).toBe(0);
    const seen = runs.map((r) => r.out.trim().split('\n').at(-1));
    expect(new Set(seen).size, seen.join(' / ')).toBe(1);
    const db = openPostgresDatabase(url);
    try {
      const scaleSeeds = db.prepare("SELECT COUNT(*) AS n FROM settings WHERE key = 'scale_seed'").get() as {
        n: bigint;
      };
      expect(scaleSeeds.n).toBe(1n);
      // The scale merchant and the demo's second merchant, once.
      expect((db.prepare('SELECT COUNT(*) AS n FROM merchants').get() as { n: bigint }).n).toBe(2n);
    } finally {
      db.close();
    }
  }, 120_000);

  it('holds the lock while seeding and gives it back, also when the seed throws', () => {
    const url = server.database();
    const seeder = openPostgresDatabase(url);
    const other = openPostgresDatabase(url);
    const tryLock = (): boolean => {
      const row = other.prepare('SELECT pg_try_advisory_lock(1936024932) AS locked').get() as {
        locked: unknown;
      };
      return Boolean(row.locked);
    };
    try {
      expect(whileSeedLocked(seeder, () => tryLock())).toBe(false);
      expect(() =>
        whileSeedLocked(seeder, () => {
          throw new Error('the seed failed');
        }),
      ).toThrow('the seed failed');
      expect(tryLock()).toBe(true);
    } finally {
      seeder.close();
      other.close();
    }
  });

  it('on SQLite runs the seed as it is', () => {
    const db = openDatabase(':memory:');
    try {
      expect(whileSeedLocked(db, () => 'seeded')).toBe('seeded');
    } finally {
      db.close();
    }
  });
});
