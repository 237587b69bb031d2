// The sandbox on PostgreSQL beside SQLite, in one run with the engines interleaved (each round measures SQLite,
// then PostgreSQL, so a machine that gets busier part-way weighs on both alike): a card list page and a top-up
// through one process each, the top-up through three processes on one database, both through a pool of three
// behind one address, and the scale seed. The bench starts its own throwaway PostgreSQL server
// (test/support/postgres-server.ts, the tests' one helper).
// The machine is shared: every figure here is noisy.
import { createDatabase, startPostgres } from '../test/support/postgres-server.js';
import { scaleSeedFlags, startSandboxProcess, type LoadResult, type RunningSandbox } from './lib.js';
import { httpTargets, loadList, loadTopup } from './sandbox-http.js';

export interface SandboxPostgresFigures {
  /** Card list page requests/s, one sandbox process on PostgreSQL (the demo seed, 8 connections). */
  pg_card_list_rps: number;
  /** Top-ups/s, one sandbox process on PostgreSQL. */
  pg_topup_rps: number;
  /** The same two on SQLite, measured interleaved with them (card_list_rps and topup_rps are sandbox_http's). */
  sqlite_card_list_rps_beside_pg: number;
  sqlite_topup_rps_beside_pg: number;
  /** pg_card_list_rps ÷ the SQLite figure of the same run. */
  pg_card_list_ratio: number;
  /** pg_topup_rps ÷ the SQLite figure of the same run. */
  pg_topup_ratio: number;
  /** Top-ups/s through one process on PostgreSQL, in the three-process round (8 connections). */
  pg_topup_rps_1proc: number;
  /** Top-ups/s through three processes on one PostgreSQL database, 8 connections spread over them. */
  pg_topup_rps_3proc: number;
  /** pg_topup_rps_3proc ÷ pg_topup_rps_1proc, on a 2-core machine (the server, three processes and the load share it). */
  pg_topup_3proc_ratio: number;
  /** Card list page requests/s and top-ups/s through `--pool 3` (three processes behind one address, 8 connections). */
  pg_card_list_rps_pool3: number;
  pg_topup_rps_pool3: number;
  /** The pool's figures ÷ one process's of the same run (pg_card_list_rps, pg_topup_rps_1proc). */
  pg_card_list_pool3_ratio: number;
  pg_topup_pool3_ratio: number;
  /** Seconds for `sandbox --seed scale` of the cards on PostgreSQL to seed and start (COPY). */
  pg_seed_1m_s: number;
  /** The same seed on SQLite in the same run (seed_1m_s is sandbox_scale's figure). */
  sqlite_seed_1m_s_beside_pg: number;
  /** pg_seed_1m_s ÷ the SQLite seed of the same run (target: at most 2). */
  pg_seed_ratio: number;
  pg_load_errors: number;
}

const DEMO = ['--provisioning-delay-ms', '0', '--seed', 'demo'];
const ratio = (a: number, b: number): number => (b > 0 ? Math.round((a / b) * 100) / 100 : 0);
const errorsOf = (results: LoadResult[]): number =>
  results.reduce((n, r) => n + r.errors + r.status_mismatch, 0);

async function withSandbox<T>(
  args: string[],
  databaseUrl: string | undefined,
  fn: (s: RunningSandbox) => Promise<T>,
): Promise<T> {
  const sandbox = await startSandboxProcess(args, databaseUrl);
  try {
    return await fn(sandbox);
  } finally {
    await sandbox.stop();
  }
}

/** Seconds for a scale seed of `cards` to seed and start. */
async function seedSeconds(cards: number, databaseUrl: string | undefined): Promise<number> {
  const began = performance.now();
  const args = ['--provisioning-delay-ms', '0', ...scaleSeedFlags(cards, 10)];
  await withSandbox(args, databaseUrl, async () => undefined);
  return Math.round(((performance.now() - began) / 1000) * 10) / 10;
}

export interface SandboxPostgresOptions {
  durationMs?: number;
  /** Rounds of the one-process figures (each: SQLite, then PostgreSQL); the medians are reported. */
  rounds?: number;
  /** Cards of the scale seed (pg_seed_1m_s is named for the million it is run with by default). */
  seedCards?: number;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchSandboxPostgres(
  options: SandboxPostgresOptions = {},
): Promise<SandboxPostgresFigures> {
  const { durationMs = 5000, rounds = 3, seedCards = 1_000_000 } = options;
  const server = await startPostgres();
  try {
    const results: LoadResult[] = [];
    const rps = {
      sqliteList: [] as number[],
      pgList: [] as number[],
      sqliteTopup: [] as number[],
      pgTopup: [] as number[],
    };
    for (let round = 0; round < rounds; round++) {
      for (const engine of ['sqlite', 'pg'] as const) {
        const url = engine === 'pg' ? createDatabase(server.url()) : undefined;
        await withSandbox(DEMO, url, async (sandbox) => {
          const targets = await httpTargets(sandbox);
          const list = await loadList(targets, durationMs);
          const topup = await loadTopup(targets, durationMs);
          results.push(list, topup);
          rps[engine === 'pg' ? 'pgList' : 'sqliteList'].push(list.rps);
          rps[engine === 'pg' ? 'pgTopup' : 'sqliteTopup'].push(topup.rps);
        });
      }
    }
    // Three processes on one database: the first seeds it, the others find it seeded.
    const shared = createDatabase(server.url());
    const one = await startSandboxProcess(DEMO, shared);
    const others: RunningSandbox[] = [];
    try {
      others.push(await startSandboxProcess(DEMO, shared), await startSandboxProcess(DEMO, shared));
      const targets = await httpTargets(one);
      const single = await loadTopup(targets, durationMs);
      // The same top-up, the same credentials, through each process: 8 connections over three addresses.
      const spread = await Promise.all(
        [one, ...others].map((s, i) =>
          loadTopup(
            {
              ...targets,
              topup: { ...targets.topup, url: targets.topup.url.replace(one.baseUrl, s.baseUrl) },
            },
            durationMs,
            i === 0 ? 2 : 3,
          ),
        ),
      );
      results.push(single, ...spread);
      const threeRps = spread.reduce((n, r) => n + r.rps, 0);
      const pool = await withSandbox(
        [...DEMO, '--pool', '3'],
        createDatabase(server.url()),
        async (sandbox) => {
          const targets = await httpTargets(sandbox);
          return { list: await loadList(targets, durationMs), topup: await loadTopup(targets, durationMs) };
        },
      );
      results.push(pool.list, pool.topup);
      // The scale seed, SQLite then PostgreSQL.
      const sqliteSeed = await seedSeconds(seedCards, undefined);
      const pgSeed = await seedSeconds(seedCards, createDatabase(server.url()));
      return {
        pg_card_list_rps: median(rps.pgList),
        pg_topup_rps: median(rps.pgTopup),
        sqlite_card_list_rps_beside_pg: median(rps.sqliteList),
        sqlite_topup_rps_beside_pg: median(rps.sqliteTopup),
        pg_card_list_ratio: ratio(median(rps.pgList), median(rps.sqliteList)),
        pg_topup_ratio: ratio(median(rps.pgTopup), median(rps.sqliteTopup)),
        pg_topup_rps_1proc: single.rps,
        pg_topup_rps_3proc: threeRps,
        pg_topup_3proc_ratio: ratio(threeRps, single.rps),
        pg_card_list_rps_pool3: pool.list.rps,
        pg_topup_rps_pool3: pool.topup.rps,
        pg_card_list_pool3_ratio: ratio(pool.list.rps, median(rps.pgList)),
        pg_topup_pool3_ratio: ratio(pool.topup.rps, single.rps),
        pg_seed_1m_s: pgSeed,
        sqlite_seed_1m_s_beside_pg: sqliteSeed,
        pg_seed_ratio: ratio(pgSeed, sqliteSeed),
        pg_load_errors: errorsOf(results),
      };
    } finally {
      await Promise.all([one, ...others].map((s) => s?.stop()));
    }
  } finally {
    await server.stop();
  }
}
