// The pulse at merchant size, through a sandbox process seeded with N cards in 20 wallets (`--seed scale`).
// `pulse` / `pulse_scale`: the requests one refresh makes (it must not grow with the cards or operations: only
// with the wallets and statuses) and how long one refresh of every figure takes, through the reader `:pulse`
// and `card-console pulse` use (the screen's windows included). `pulse_open`: the console (bundled, in a fake
// 80x24 terminal) with 1,000,000 cards and 100,000 operations made in the last 24 hours, from the key press
// that opens the pulse to the frame of its complete first screen. This file is both the parent and, bundled,
// the child (pulseOpenChild).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readPulse } from '../src/actions/pulse/index.js';
import { createClient, type ApiClient } from '../src/api/index.js';
import { utcZone } from '../src/domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS } from '../src/domain/pulse/index.js';
import { pulseSlot } from '../src/tui/views/pulse/load.js';
import { bundleChild, runChild } from './child.js';
import { mountConsole, waiter } from './console.js';
import { sleep } from './keypress.js';
import { median, percentile, root, startScaleSandbox } from './lib.js';

const WALLETS = 20;
const REFRESHES = 10;
const OPEN_CARDS = 1_000_000;
const OPEN_OPERATIONS = 100_000;
const OPENS = 10;
const WARMUP = 2;
const ESC = '\u001b';

/** A client that counts the requests made through it. */
function counting(client: ApiClient): { client: ApiClient; requests: () => number } {
  let requests = 0;
  const call = ((...args: Parameters<ApiClient['call']>) => {
    requests += 1;
    return client.call(...args);
  }) as ApiClient['call'];
  return { client: { ...client, call }, requests: () => requests };
}

async function pulseAt(cards: number): Promise<{ requests: number; p95: number }> {
  const sandbox = await startScaleSandbox(cards, WALLETS);
  const m = sandbox.merchants[0]!;
  const real = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
  try {
    const { client, requests } = counting(real);
    const ask = {
      profile: 'bench',
      window: '1h',
      zone: utcZone(),
      thresholds: DEFAULT_PULSE_THRESHOLDS,
      others: ['15m', '24h'],
    } as const;
    const times: number[] = [];
    let perRefresh = 0;
    for (let i = 0; i < REFRESHES; i += 1) {
      const before = requests();
      const started = performance.now();
      await readPulse(client, ask);
      times.push(performance.now() - started);
      perRefresh = requests() - before;
    }
    return { requests: perRefresh, p95: Math.round(percentile(times, 0.95)) };
  } finally {
    await real.close();
    await sandbox.stop();
  }
}

/** 20,000 cards: quick enough to run beside others. */
export async function benchPulse(): Promise<Record<string, number>> {
  const at = await pulseAt(20_000);
  return { pulse_requests_per_refresh_20k: at.requests, pulse_refresh_ms_p95_20k: at.p95 };
}

/** 1,000,000 cards: minutes of seeding and both cores; run it alone. */
export async function benchPulseScale(): Promise<Record<string, number>> {
  const at = await pulseAt(1_000_000);
  return { pulse_requests_per_refresh_1m: at.requests, pulse_refresh_ms_p95_1m: at.p95 };
}

// ---------------------------------------------------------------- child (runs bundled)

export interface PulseOpenFigures {
  pulse_open_ms_p50: number;
  pulse_open_ms_p95: number;
  /** Card operations made in the last 24 hours before the opens (purchases, some declined). */
  pulse_open_operations_24h: number;
}

const waitFor = waiter('pulse_open');

/** `operations` purchases of 0.01 to 0.97 over the first cards of every wallet, eight at a time. */
async function makeOperations(client: ApiClient, operations: number): Promise<number> {
  const cards: string[] = [];
  for (const wallet of (await client.call('listWallets', { query: { quantity: 100 } })).data) {
    const page = await client.call('listCards', {
      params: { wallet_id: wallet.id },
      query: { quantity: 500 },
    });
    cards.push(...page.data.map((card) => card.cardId));
  }
  if (cards.length === 0) throw new Error('bench pulse_open: the merchant has no cards');
  let next = 0;
  const worker = async () => {
    while (next < operations) {
      const n = next;
      next += 1;
      const amount = `0.${String(1 + (n % 97)).padStart(2, '0')}`;
      await client.call('sandboxPurchase', {
        params: { card_uuid: cards[n % cards.length]! },
        body: { amount },
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const since = new Date(Date.now() - 86_400_000).toISOString();
  const made = await client.call('listCardOperations', { query: { quantity: 1, createdAtFrom: since } });
  return made.pagination.totalQuantity;
}

/** The measured side: prints one JSON line of figures. `args`: base URL, org id, API key, state directory, operations. */
export async function pulseOpenChild(args: readonly string[]): Promise<void> {
  const [baseUrl, orgId, apiKey, stateDir, operations] = args as [string, string, string, string, string];
  const { client, store, keyboard, frameAfter, stop } = mountConsole('pulse_open', {
    baseUrl,
    orgId,
    apiKey,
    stateDir,
  });
  const progress = (text: string) => process.stderr.write(`bench pulse_open: ${text}\n`);
  progress(`making ${operations} operations`);
  const made = await makeOperations(client, Number(operations));
  await waitFor(() => store.getState().view.overlay === null, 'the panes');
  // When the pulse's first read answered, as the store saw it.
  let readyAt = 0;
  store.subscribe((state) => {
    if (readyAt === 0 && pulseSlot(state)?.phase === 'ready') readyAt = performance.now();
  });
  const opens: number[] = [];
  for (let i = 0; i < WARMUP + OPENS; i += 1) {
    readyAt = 0;
    const started = performance.now();
    keyboard.press('!');
    await waitFor(() => readyAt > 0 || pulseSlot(store.getState())?.phase === 'failed', 'the pulse read');
    if (readyAt === 0) throw new Error(`bench pulse_open: ${pulseSlot(store.getState())?.error ?? 'failed'}`);
    // The complete first screen: the first frame drawn once every figure has been read.
    const drawn = await frameAfter(readyAt, 'the first screen');
    if (i >= WARMUP) opens.push(drawn - started);
    keyboard.press(ESC);
    await waitFor(() => store.getState().view.overlay === null, 'the pulse closed');
    await sleep(50);
  }
  progress(`opened ${OPENS} times`);
  await stop();
  const figures: PulseOpenFigures = {
    pulse_open_ms_p50: Number(median(opens).toFixed(1)),
    pulse_open_ms_p95: Number(percentile(opens, 0.95).toFixed(1)),
    pulse_open_operations_24h: made,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
}

// ---------------------------------------------------------------- parent

/** Key press to the pulse's complete first screen at merchant size; run it alone (minutes of seeding). */
export async function benchPulseOpen(
  cards = OPEN_CARDS,
  operations = OPEN_OPERATIONS,
): Promise<PulseOpenFigures> {
  const bundle = await bundleChild('pulse-open', join(root, 'bench', 'pulse.ts'), 'pulseOpenChild');
  const sandbox = await startScaleSandbox(cards, WALLETS, ['--provisioning-delay-ms', '0']);
  const state = mkdtempSync(join(root, '.tmp', 'bench-pulse-open-'));
  try {
    const m = sandbox.merchants[0]!;
    return await runChild<PulseOpenFigures>(bundle, [
      sandbox.baseUrl,
      m.orgId,
      m.apiKey,
      state,
      String(operations),
    ]);
  } finally {
    await sandbox.stop();
    rmSync(state, { recursive: true, force: true });
  }
}
