// A card's timeline at merchant size: the sandbox seeded with 1,000,000 cards (as sandbox_scale seeds it),
// one card given 10,000 operations, and the console (bundled, production React, a real client, store, sync
// and actions) in a fake 80x24 terminal. Measured: from the key press `H` on the card to the frame that shows
// the timeline's rows (p50/p95 over repeated opens), and from a page-down in the loaded timeline to its frame.
// This file is both the parent (benchTimeline) and, bundled, the child (timelineChild).
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiClient } from '../src/api/index.js';
import { selectPaneRows, type AppStore } from '../src/store/index.js';
import { timelineSlot } from '../src/tui/views/timeline/load.js';
import { bundleChild, runChild } from './child.js';
import { mountConsole, waiter } from './console.js';
import { sleep } from './keypress.js';
import { median, percentile, root, startScaleSandbox } from './lib.js';

const CARDS = 1_000_000;
const WALLETS = 10;
const OPERATIONS = 10_000;
const OPENS = 20;
const WARMUP = 3;
const PAGES = 20;
const PAGE_DOWN = '\u001b[6~';
const ESC = '\u001b';

export interface TimelineFigures {
  timeline_open_ms_p50: number;
  timeline_open_ms_p95: number;
  /** null: no page-down moved the cursor (a card with less than a screen of rows). */
  timeline_page_ms_p95: number | null;
  timeline_card_operations: number;
}

// ---------------------------------------------------------------- child (runs bundled)

const waitFor = waiter('timeline');

/** How many operations the card has, as the service counts them. */
async function operationCount(client: ApiClient, cardId: string): Promise<number> {
  const answer = await client.call('listCardOperations', { query: { 'cardIds[]': [cardId], quantity: 1 } });
  return answer.pagination.totalQuantity;
}

/** Purchases of 0.01 to 0.97 (eight at a time) until the card has `operations` operations. */
async function giveOperations(
  client: ApiClient,
  walletId: string,
  cardId: string,
  operations: number,
): Promise<number> {
  // Enough for most purchases; a wallet short of it leaves some declined for the balance (operations too).
  await client
    .call('fundCard', { params: { wallet_id: walletId, instrument_id: cardId }, body: { amount: '6000.00' } })
    .catch(() => undefined);
  let missing = operations - (await operationCount(client, cardId));
  while (missing > 0) {
    const batch = Array.from({ length: Math.min(missing, 2000) }, (_, i) => i);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        next += 1;
        // Amounts that differ row to row: a page of identical rows would draw an identical frame (no write).
        const cents = 1 + (next % 97);
        const amount = `0.${String(cents).padStart(2, '0')}`;
        await client.call('sandboxPurchase', { params: { card_uuid: cardId }, body: { amount } });
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    missing = operations - (await operationCount(client, cardId));
  }
  return operationCount(client, cardId);
}

/** The first active card of the cards pane (the console's own first wallet and page), with its index. */
async function firstActiveCard(store: AppStore): Promise<{ index: number; id: string; walletId: string }> {
  let found: { index: number; id: string; walletId: string } | undefined;
  await waitFor(() => {
    const state = store.getState();
    const rows = selectPaneRows(state, 'cards');
    const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
    const card = index >= 0 ? state.entities.cards.get(rows[index]!) : undefined;
    if (card?.accountId) found = { index, id: card.id, walletId: card.accountId };
    return found !== undefined;
  }, 'an active card in the cards pane');
  return found!;
}

/** The measured side: prints one JSON line of figures. `args`: base URL, org id, API key, state directory, operations. */
export async function timelineChild(args: readonly string[]): Promise<void> {
  const [baseUrl, orgId, apiKey, stateDir, operations] = args as [string, string, string, string, string];
  const { client, store, keyboard, frameAfter, stop } = mountConsole('timeline', {
    baseUrl,
    orgId,
    apiKey,
    stateDir,
  });
  const progress = (text: string) => process.stderr.write(`bench timeline: ${text}\n`);
  store.getState().mutators.focusPane('cards');
  const card = await firstActiveCard(store);
  progress(`card ${card.id} (row ${card.index}); giving it ${operations} operations`);
  const count = await giveOperations(client, card.walletId, card.id, Number(operations));
  for (let i = 0; i < card.index; i += 1) {
    keyboard.press('j');
    await waitFor(() => store.getState().view.cursors.cards === i + 1, 'the cursor move');
  }
  await waitFor(() => store.getState().view.selectedCardId === card.id, 'the card under the cursor');
  // When the timeline's first reads answered, as the store saw it.
  let readyAt = 0;
  store.subscribe((state) => {
    if (readyAt === 0 && timelineSlot(state)?.phase === 'ready') readyAt = performance.now();
  });

  const opens: number[] = [];
  for (let i = 0; i < WARMUP + OPENS; i += 1) {
    readyAt = 0;
    const started = performance.now();
    keyboard.press('H');
    await waitFor(() => readyAt > 0, 'the timeline read');
    // The first screen: the first frame drawn once the timeline's first reads have answered.
    const drawn = await frameAfter(readyAt, 'the first screen');
    if (i >= WARMUP) opens.push(drawn - started);
    // Let the background reads (explanations, the chart) finish before closing, so they do not load the next open.
    await waitFor(() => timelineSlot(store.getState())?.spend !== undefined, "the timeline's chart");
    keyboard.press(ESC);
    await waitFor(() => store.getState().view.overlay === null, 'the timeline closed');
    await sleep(50);
  }
  progress(`opened ${OPENS} times`);

  keyboard.press('H');
  await waitFor(() => timelineSlot(store.getState())?.spend !== undefined, 'the timeline loaded');
  await sleep(100);
  const pages: number[] = [];
  for (let i = 0; i < PAGES; i += 1) {
    const cursor = () => timelineSlot(store.getState())?.cursor ?? 0;
    const before = cursor();
    const started = performance.now();
    keyboard.press(PAGE_DOWN);
    // At the end of the card's story a page-down moves nothing and draws nothing: the run ends there.
    await waitFor(() => cursor() !== before || performance.now() - started > 2000, 'the cursor');
    if (cursor() === before) break;
    pages.push((await frameAfter(started, 'the page drawn')) - started);
    // A page-down near the end of what is read asks for the next page: let it land before the next key.
    await waitFor(() => timelineSlot(store.getState())?.loadingMore !== true, 'the next page');
    await sleep(40);
  }
  if ((timelineSlot(store.getState())?.cursor ?? 0) === 0)
    throw new Error('the cursor did not follow page-down');
  await stop();
  const figures: TimelineFigures = {
    timeline_open_ms_p50: Number(median(opens).toFixed(1)),
    timeline_open_ms_p95: Number(percentile(opens, 0.95).toFixed(1)),
    timeline_page_ms_p95: pages.length > 0 ? Number(percentile(pages, 0.95).toFixed(2)) : null,
    timeline_card_operations: count,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  process.exit(0);
}

// ---------------------------------------------------------------- parent

export async function benchTimeline(cards = CARDS, operations = OPERATIONS): Promise<TimelineFigures> {
  const bundle = await bundleChild('timeline', join(root, 'bench', 'timeline.ts'), 'timelineChild');
  const sandbox = await startScaleSandbox(cards, WALLETS, ['--provisioning-delay-ms', '0']);
  const state = mkdtempSync(join(root, '.tmp', 'bench-timeline-'));
  try {
    const m = sandbox.merchants[0]!;
    const args = [sandbox.baseUrl, m.orgId, m.apiKey, state, String(operations)];
    return await runChild<TimelineFigures>(bundle, args);
  } finally {
    await sandbox.stop();
    rmSync(state, { recursive: true, force: true });
  }
}
