// Card index figures: search and cursor moves with 1,000,000 cards indexed, memory,
// a warm start-up against a sandbox, and — when the sandbox can seed a merchant at scale — the
// cold crawl rate next to the rate the same sandbox serves the same pages to a bare client.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '../src/api/index.js';
import { createAppStore } from '../src/store/index.js';
import { createCardIndex } from '../src/sync/card-index/index.js';
import { bundleChild, runChild } from './child.js';
import { binary, getJson, median, root, startSandboxProcess, type RunningSandbox } from './lib.js';
import { copyCodeCache, timeToText, warmCodeCache } from './startup.js';

const CARDS = Number(process.env.BENCH_INDEX_CARDS ?? 1_000_000);
const STARTUP_RUNS = 7;

type Figures = Record<string, number | null>;

async function startupFigures(sandbox: RunningSandbox, warmDir: string, scratch: string): Promise<Figures> {
  const m = sandbox.merchants[0]!;
  const name = (
    await getJson<{ items: { name: string }[] }>(`${sandbox.baseUrl}/api/v2/accounts`, {
      'x-api-token': m.apiToken,
    })
  ).items[0]!.name;
  const command = [
    process.execPath,
    binary,
    '--base-url',
    sandbox.baseUrl,
    '--org',
    m.orgId,
    '--api-key',
    m.apiKey,
    '--api-token',
    m.apiToken,
  ];
  const warm: number[] = [];
  const empty: number[] = [];
  // Both sides start with the console's code cache, as every start after the first does: the
  // figure compares an index file with none, not a warm start with a first one.
  await warmCodeCache(command, name, warmDir);
  // Interleaved so that machine noise hits both sides alike.
  for (let i = 0; i < STARTUP_RUNS; i++) {
    warm.push(await timeToText(command, name, { env: { XDG_CACHE_HOME: warmDir } }));
    // A console killed at its first frame may still be writing its new index: the scratch root goes at the end.
    const emptyDir = mkdtempSync(join(scratch, 'empty-'));
    copyCodeCache(warmDir, emptyDir);
    empty.push(await timeToText(command, name, { env: { XDG_CACHE_HOME: emptyDir } }));
  }
  return {
    startup_warm_1m_ms: Math.round(median(warm)),
    startup_no_index_file_ms: Math.round(median(empty)),
    startup_warm_1m_ratio: Number((median(warm) / median(empty)).toFixed(2)),
  };
}

function sandboxSeedsScale(): boolean {
  return execFileSync(process.execPath, [binary, 'sandbox', '--help'], { encoding: 'utf8' }).includes(
    'scale',
  );
}

/** Cold crawl through a real sandbox at scale, and the bare page rate of the same pages (`--only index_crawl`). */
export async function benchIndexCrawl(): Promise<Figures> {
  if (!sandboxSeedsScale()) {
    process.stderr.write(
      'bench index: this build has no `sandbox --seed scale`: index_cold_cards_per_s and page_rate_cards_per_s not measured\n',
    );
    return { index_cold_cards_per_s: null, page_rate_cards_per_s: null };
  }
  const sandbox = await startSandboxProcess(['--seed', 'scale', '--cards', String(CARDS), '--wallets', '20']);
  try {
    const m = sandbox.merchants[0]!;
    const headers = { authorization: `Bearer ${m.apiKey}` };
    const wallets = (
      await getJson<{ data: { id: string }[] }>(
        `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets?quantity=500`,
        headers,
      )
    ).data;
    let started = performance.now();
    let served = 0;
    for (const w of wallets) {
      for (let page = 1; ; page += 1) {
        const res = await getJson<{ data: unknown[]; pagination: { pages: number } }>(
          `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets/${w.id}/instruments?quantity=500&page=${page}&sortBy=createdAt&sortType=asc`,
          headers,
        );
        served += res.data.length;
        if (page >= res.pagination.pages) break;
      }
    }
    const pageRate = served / ((performance.now() - started) / 1000);
    const dir = mkdtempSync(join(tmpdir(), 'bench-index-cold-'));
    const client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: m.orgId, apiKey: m.apiKey },
    });
    // The console's own settings: with no screen reads going on, the crawl goes at full speed.
    const index = createCardIndex({
      fetcher: client,
      store: createAppStore(),
      baseUrl: sandbox.baseUrl,
      merchant: m.orgId,
      dir,
    });
    started = performance.now();
    await index.runPass(new AbortController().signal);
    const coldRate = index.count() / ((performance.now() - started) / 1000);
    index.close();
    await client.close();
    rmSync(dir, { recursive: true, force: true });
    return {
      index_cold_cards_per_s: Math.round(coldRate),
      page_rate_cards_per_s: Math.round(pageRate),
      index_vs_page_rate: Number((coldRate / pageRate).toFixed(2)),
    };
  } finally {
    await sandbox.stop();
  }
}

export async function benchIndex(): Promise<Figures> {
  const bundle = await bundleChild('index', join(root, 'bench', 'index-child.ts'), 'indexChild');
  const sandbox = await startSandboxProcess(['--seed', 'demo']);
  const cache = mkdtempSync(join(tmpdir(), 'bench-index-'));
  mkdirSync(join(cache, 'scratch'));
  const dir = join(cache, 'warm', 'card-console');
  try {
    const merchant = `org ${sandbox.merchants[0]!.orgId}`;
    // The warm index is named for this sandbox, so the console's start-up below opens it.
    const filled = await runChild<{ indexed: number; fill_cards_per_s: number }>(bundle, [
      'fill',
      dir,
      sandbox.baseUrl,
      merchant,
      String(CARDS),
    ]);
    const measured = await runChild<Figures>(bundle, ['measure', dir, sandbox.baseUrl, merchant]);
    const startup = await startupFigures(sandbox, join(cache, 'warm'), join(cache, 'scratch'));
    return { index_fill_synthetic_cards_per_s: filled.fill_cards_per_s, ...measured, ...startup };
  } finally {
    await sandbox.stop();
    rmSync(cache, { recursive: true, force: true });
  }
}
