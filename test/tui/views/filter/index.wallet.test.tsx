// The filter of a list (`/`) against a real sandbox at 80x24, with a complete card index (the whole-wallet
// filter): a new `/` starts empty and replaces the old text, the match total is never cut at 80 columns, and
// a wallet switch clears the filter text (it was about the other wallet's cards), keeps the other filters and
// says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paneSlot, selectPaneRows } from '../../../../src/store/index.js';
import { createCardIndex, type CardIndex } from '../../../../src/sync/card-index/index.js';
import { tempDir } from '../../../support/fake-merchant.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness;
let index: CardIndex;

beforeAll(async () => {
  h = await mountSandbox({
    columns: 80,
    rows: 24,
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
  await h.press('2');
  await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the first wallet’s cards');
}, 120_000);
afterAll(async () => h.stop());

const lines = () => h.frame().split('\n');
const cardsTitle = (): string => lines().find((l) => l.trimStart().startsWith('> 2 Cards')) ?? '';
const statusLine = (): string => lines().at(-2) ?? '';
const view = () => h.store.getState().view;

async function filter(text: string): Promise<void> {
  await h.press('/');
  await h.type(text);
  await h.press(KEYS.enter);
  await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the filter’s rows');
}

describe('the filter of a list', () => {
  it('shows the whole match total at 80 columns, however long the filters in force', async () => {
    const statuses = ['active', 'frozen', 'closed'] as const;
    const walletCards = index.walletMatches(view().selectedAccountId!, '', 1, [...statuses]).total;
    expect(walletCards).toBeGreaterThan(0);
    await h.press(':');
    await h.type(`status ${statuses.join(',')}`);
    await h.press(KEYS.enter);
    await filter('AdaFleet Operations Travel');
    expect(view().filter.cards).toBe('AdaFleet Operations Travel');
    expect(cardsTitle()).toContain(`0 of ${walletCards} match`);
    for (const line of lines()) expect(line.length).toBeLessThanOrEqual(80);
    await h.press(':');
    await h.type('status');
    await h.press(KEYS.enter);
  });

  it('starts a new / empty: what is typed replaces the old text', async () => {
    await h.press('/');
    expect(statusLine()).not.toContain('AdaFleet');
    expect(statusLine()).not.toContain('Operations');
    expect(statusLine()).toMatch(/^\/_/);
    await h.type('Main');
    await h.press(KEYS.enter);
    expect(view().filter.cards).toBe('Main');
  });

  it('keeps the filter text while the operator moves in the same wallet', async () => {
    const wallet = view().selectedAccountId;
    await h.press('j', 'k');
    expect(view().selectedAccountId).toBe(wallet);
    expect(view().filter.cards).toBe('Main');
  });

  it('clears the filter text on a wallet switch, keeps the status filter, and says both', async () => {
    await h.press(':');
    await h.type('status active');
    await h.press(KEYS.enter);
    await filter('AdaFleet');
    const before = view().selectedAccountId;
    await h.press('1', 'j');
    await h.until(() => view().selectedAccountId !== before, 'another wallet');
    expect(view().filter.cards).toBe('');
    expect(view().cardQuery.statuses).toEqual(['active']);
    await h.until((f) => f.includes('filter "AdaFleet" cleared'), 'the status line');
    expect(statusLine()).toContain('kept: status active');
    await h.press('2');
    await h.until(() => paneSlot(h.store.getState(), 'cards') !== undefined, 'the new wallet’s cards');
    expect(cardsTitle()).not.toContain('AdaFleet');
    expect(cardsTitle()).toContain('status active');
    const shown = selectPaneRows(h.store.getState(), 'cards');
    for (const id of shown) expect(h.store.getState().entities.cards.get(id)?.status).toBe('active');
  });
});
