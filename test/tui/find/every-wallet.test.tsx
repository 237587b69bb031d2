// `:wallet *` at 80x24 against a demo sandbox with a complete card index: every wallet's cards in one
// list, counted as the service counts them (the wallets' totalQuantity, checked at the API), within the
// status filter, oldest first by `:sort createdAt asc`, with a wallet and a created column; answered by
// the index (no card list read); `:wallet NAME` goes back to one wallet. Without an index it says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardStatus } from '../../../src/contract/index.js';
import { paneSlot, selectPaneRows } from '../../../src/store/index.js';
import { createCardIndex, type CardIndex } from '../../../src/sync/card-index/index.js';
import type { ApiClient } from '../../../src/api/index.js';
import { tempDir } from '../../support/fake-merchant.js';
import { KEYS } from '../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness;
let index: CardIndex;
const cardReads: string[] = [];

beforeAll(async () => {
  h = await mountSandbox({
    columns: 80,
    rows: 24,
    wrap: (client) => ({
      ...client,
      call: ((id: Parameters<ApiClient['call']>[0], ...rest: unknown[]) => {
        if (id === 'listCards') cardReads.push(id);
        return (client.call as (...a: unknown[]) => unknown)(id, ...rest);
      }) as ApiClient['call'],
    }),
    index: async (env, store) => {
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
  await h.until(() => h.store.getState().lists.accounts !== undefined, 'the wallets');
}, 120_000);
afterAll(async () => h.stop());

/** Every wallet's count as the service gives it (its list's totalQuantity), within the statuses. */
async function serviceTotal(statuses: readonly CardStatus[] = []): Promise<number> {
  let total = 0;
  for (const w of (await h.env.client.call('listWallets', {})).data) {
    const res = await h.env.client.call('listCards', {
      params: { wallet_id: w.id },
      query: { quantity: 1, ...(statuses.length > 0 ? { 'statuses[]': [...statuses] } : {}) },
    });
    total += res.pagination.totalQuantity;
  }
  return total;
}

async function palette(line: string): Promise<void> {
  await h.press(':');
  await h.type(line);
  await h.press(KEYS.enter);
}

const cardsTitle = (): string =>
  h
    .frame()
    .split('\n')
    .find((l) => l.includes('2 Cards |')) ?? '';

describe(':wallet *', () => {
  it('lists every wallet’s cards, counted as the service counts them, from the index alone', async () => {
    const reads = cardReads.length;
    await palette('wallet *');
    await h.until(() => cardsTitle().includes('2 Cards | all wallet'), 'every wallet’s list');
    const total = await serviceTotal();
    expect(total).toBeGreaterThan(0);
    expect(cardsTitle()).toContain(`| ${total} total`);
    expect(cardsTitle().length).toBeLessThanOrEqual(80);
    // The header row names the wallet and created columns at 80 columns.
    expect(h.frame()).toMatch(/Name +Wallet +Status +Available +Created/);
    const wallets = new Set(
      selectPaneRows(h.store.getState(), 'cards').map(
        (id) => h.store.getState().entities.cards.get(id)?.accountId,
      ),
    );
    expect(wallets.size).toBeGreaterThan(1);
    expect(cardReads.slice(reads).filter((id) => id === 'listCards')).toEqual([]);
  });

  it('keeps the status filter across wallets, and sorts oldest first', async () => {
    await palette('status active');
    const active = await serviceTotal(['active']);
    await h.until(() => cardsTitle().includes(`| ${active} total`), 'the active cards of every wallet');
    await palette('sort createdAt asc');
    await h.until(() => h.store.getState().view.cardQuery.sortType === 'asc', 'oldest first');
    await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the oldest first');
    const shown = selectPaneRows(h.store.getState(), 'cards').map(
      (id) => h.store.getState().entities.cards.get(id)?.createdAt ?? '',
    );
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual([...shown].sort());
    await palette('sort name');
    expect(h.store.getState().notifications.at(-1)?.text).toContain('sort by creation only');
    await palette('status');
  });

  it('goes back to one wallet by name', async () => {
    const wallet = (await h.env.client.call('listWallets', {})).data[0]!;
    await palette(`wallet ${wallet.name}`);
    await h.until(() => h.store.getState().view.cardQuery.everyWallet === undefined, 'one wallet');
    expect(h.store.getState().view.selectedAccountId).toBe(wallet.id);
    expect(cardsTitle()).toContain(`2 Cards | of ${wallet.name.slice(0, 5)}`);
    await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the wallet’s cards');
    for (const id of selectPaneRows(h.store.getState(), 'cards'))
      expect(h.store.getState().entities.cards.get(id)?.accountId).toBe(wallet.id);
  });
});
