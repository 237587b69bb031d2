// The cards pane's filters (`:status`, `/`) and `a` agree: the title names every filter in force, the
// list (across its pages) shows exactly the cards `a` marks, and the mark-all message names the filter.
// A wallet of active, frozen and closed cards, with a complete card index (the whole-wallet filter).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardStatus } from '../../../../src/contract/index.js';
import { paneSlot, selectPaneRows } from '../../../../src/store/index.js';
import { createCardIndex, type CardIndex } from '../../../../src/sync/card-index/index.js';
import { activeWallets, cardsOf, issueMany } from '../../../support/action-helpers.js';
import { tempDir } from '../../../support/fake-merchant.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness;
let index: CardIndex;
let wallet: string;
/** Every card of the wallet under test: its name and status as the server has them. */
let cards: Map<string, { name?: string; status: CardStatus }>;

beforeAll(async () => {
  h = await mountSandbox({
    columns: 200,
    rows: 40,
    index: async (env, store) => {
      wallet = (await activeWallets(env.client))[1]!.id;
      const ids = await issueMany(env.client, wallet, 240);
      // Every third card frozen, every seventh closed: names like "Bulk 1.." in every state.
      for (const [i, id] of ids.entries()) {
        const params = { wallet_id: wallet, instrument_id: id };
        if (i % 7 === 3) await env.client.call('terminateCard', { params });
        else if (i % 3 === 1) await env.client.call('suspendCard', { params });
      }
      index = createCardIndex({
        fetcher: env.client,
        store,
        baseUrl: env.sandbox.baseUrl,
        merchant: env.merchant.orgId,
        dir: tempDir(),
        share: 1,
      });
      await index.runPass(new AbortController().signal);
      return index;
    },
  });
  cards = new Map((await cardsOf(h.env.client, wallet)).map((c) => [c.id, c]));
  const accounts = h.store.getState().lists.accounts!.ids;
  h.store.getState().mutators.setCursor('accounts', accounts.indexOf(wallet));
  await h.press('2');
  await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the wallet’s cards');
}, 120_000);
afterAll(async () => h.stop());

const cardsTitle = (): string =>
  h
    .frame()
    .split('\n')
    .find((l) => l.includes('2 Cards')) ?? '';

async function setFilters(statuses: readonly CardStatus[], text: string): Promise<void> {
  await h.press(':');
  await h.type(`status ${statuses.join(',')}`);
  await h.press(KEYS.enter, '/');
  // The filter line starts with the current text: erase it first.
  await h.press(...Array.from({ length: h.store.getState().view.filter.cards.length }, () => KEYS.backspace));
  await h.type(text);
  await h.press(KEYS.enter);
  await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the filtered list');
}

/** The rows the list shows on every one of its pages, from the first (pgdn turns the pages). */
async function rowsOnEveryPage(): Promise<Set<string>> {
  const shown = new Set<string>();
  const pageOf = () => paneSlot(h.store.getState(), 'cards')?.page ?? 0;
  for (;;) {
    for (const id of selectPaneRows(h.store.getState(), 'cards')) shown.add(id);
    const slot = paneSlot(h.store.getState(), 'cards')!;
    if (slot.page >= slot.pages) return shown;
    const before = slot.page;
    while (pageOf() === before) {
      await h.press(KEYS.pgdn);
      await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the next page');
    }
  }
}

async function markAll(): Promise<Set<string>> {
  await h.press('a');
  await h.until((f) => /marked [\d,]+ cards/.test(f), 'the marks');
  return new Set(h.store.getState().marks);
}

async function clearMarks(): Promise<void> {
  await h.press('A');
  await h.until(() => h.store.getState().marks.size === 0, 'no marks');
}

describe('the cards pane’s filters and mark all', () => {
  it(':status active then /Bulk 1: the title names both, the list shows only active matches, a marks them and says so', async () => {
    await setFilters(['active'], 'Bulk 1');
    const expected = [...cards]
      .filter(([, c]) => c.status === 'active' && /^Bulk 1\d*$/.test(c.name ?? ''))
      .map(([id]) => id)
      .sort();
    expect(expected.length).toBeGreaterThan(10);
    expect(cardsTitle()).toContain('status active');
    expect(cardsTitle()).toContain('filter "Bulk 1"');
    const shown = [...(await rowsOnEveryPage())].sort();
    expect(shown).toEqual(expected);
    const marked = [...(await markAll())].sort();
    expect(marked).toEqual(expected);
    expect(h.frame()).toContain(`marked ${expected.length} cards matching status active, filter "Bulk 1"`);
    await clearMarks();
  });

  it('for any statuses and filter text, a marks exactly the rows the list shows across its pages', async () => {
    const statuses = fc.subarray<CardStatus>(['active', 'frozen', 'closed']);
    const texts = fc.constantFrom('', 'Bulk 1', 'Bulk 2', 'Bulk 23', 'bulk', 'Bulk 4 nothing');
    await fc.assert(
      fc.asyncProperty(statuses, texts, async (chosen, text) => {
        await setFilters(chosen, text);
        const shown = await rowsOnEveryPage();
        const marked = await markAll();
        await clearMarks();
        expect([...marked].sort()).toEqual([...shown].sort());
        for (const id of shown) {
          const card = cards.get(id)!;
          if (chosen.length > 0) expect(chosen).toContain(card.status);
        }
        const title = cardsTitle();
        if (chosen.length > 0) expect(title).toContain(`status ${chosen.join(',')}`);
        if (text !== '') expect(title).toContain(`filter "${text}"`);
      }),
      { numRuns: 10 },
    );
    // Ten combinations, each walking its pages against a real sandbox: slow on a busy machine.
  }, 180_000);
});
