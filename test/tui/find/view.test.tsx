// Global find in the console, against a sandbox whose second wallet holds 300 more cards (four
// server pages): `:card` reaches a card on any page of any wallet, ctrl+f searches the whole index,
// `/` in the cards pane filters the whole wallet, and the header shows the index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectCursorId, selectPaneRows } from '../../../src/store/index.js';
import { createCardIndex, type CardIndex, type IndexRow } from '../../../src/sync/card-index/index.js';
import { activeWallets, issueMany } from '../../support/action-helpers.js';
import { tempDir } from '../../support/fake-merchant.js';
import { KEYS } from '../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness;
let index: CardIndex;
let wallet: string;
let oldest: IndexRow;

beforeAll(async () => {
  h = await mountSandbox({
    columns: 160,
    rows: 40,
    index: async (env, store) => {
      wallet = (await activeWallets(env.client))[1]!.id;
      await issueMany(env.client, wallet, 300);
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
  // The oldest card of the wallet: on the last page of the pane's default sort (newest first).
  const rows = index.walletMatches(wallet, '', 1_000).ids;
  oldest = rows.filter((r) => index.findCards(r.last4).length === 1).at(-1)!;
}, 60_000);
afterAll(async () => h.stop());

const top = () => h.store.getState().view.details.at(-1);

function unusedLast4(): string {
  for (let n = 9090; ; n = (n + 1) % 10_000) {
    const last4 = String(n).padStart(4, '0');
    if (index.findCards(last4).length === 0) return last4;
  }
}

/** The wallet under test selected (an earlier test may have jumped elsewhere): through its oldest card. */
async function showWallet(): Promise<void> {
  await h.press(':');
  await h.type(`card ${oldest.last4}`);
  await h.press(KEYS.enter);
  await h.until(
    () => h.store.getState().view.selectedAccountId === wallet && top()?.kind === 'card',
    'the wallet under test',
  );
  await h.press(KEYS.esc);
}

describe('global find', () => {
  it('the header shows the index and its age once built', async () => {
    await h.until((f) => /index \d+s old/.test(f), 'the index in the header');
  });

  it(':card <last4> opens a card on the last page of another wallet; back, the pane is on that page with the cursor on it', async () => {
    await h.press(':');
    await h.type(`card ${oldest.last4}`);
    await h.press(KEYS.enter);
    expect(top()).toEqual({ kind: 'card', id: oldest.id });
    expect(h.store.getState().view.selectedAccountId).toBe(wallet);
    await h.until((f) => f.includes(oldest.name), 'the card detail');
    await h.press(KEYS.esc);
    await h.until(() => selectCursorId(h.store.getState(), 'cards') === oldest.id, 'the cursor on the card');
    const q = h.store.getState().view.cardQuery;
    expect(q.page).toBeGreaterThan(1);
    expect(h.frame()).toMatch(new RegExp(`page ${q.page}/${q.page}`));
  });

  it('several matches open a chooser of holder, wallet, status, balance and last operation (read as it opens); s sorts; Enter goes to the choice', async () => {
    const [a, b] = index.walletMatches(wallet, 'Bulk 1', 2).ids;
    // Card numbers are random: take a last4 no card has yet, so exactly these two share it.
    const last4 = unusedLast4();
    index.observe(
      [a!, b!].map((r) => ({
        id: r.id,
        accountId: r.walletId,
        name: r.name,
        status: 'active' as const,
        currency: r.currency,
        availableBalance: r.balance,
        maskedNumber: `4111 11** **** ${last4}`,
        raw: {},
      })),
    );
    await h.press(':');
    await h.type(`card ${last4}`);
    await h.press(KEYS.enter);
    expect(h.store.getState().view.overlay?.kind).toBe('choose');
    expect(h.frame()).toMatch(new RegExp(`2 cards match ${last4}`));
    // Each card's last operation is read for the chooser (the operations list by its id), and the card
    // itself: the row shows the card as the server has it (its real number, not the one given above).
    const row = new RegExp(
      `\\.\\.\\d{4} +\\S.* +Marketing USD +active +[\\d,]+\\.\\d\\d USD +(no operations|\\w+ -?[\\d,]+\\.\\d+( \\w+)? \\d+[smhd] ago)`,
      'g',
    );
    await h.until((f) => (f.match(row) ?? []).length === 2, 'both rows with their last operation');
    await h.press('s');
    expect(h.frame()).toMatch(/\(newest activity first\)/);
    await h.press(KEYS.down, KEYS.enter);
    expect(top()?.kind).toBe('card');
    await h.press(KEYS.esc);
  });

  it('ctrl+f searches the whole index as you type (holder email), ranked, and Enter jumps', async () => {
    const email = oldest.holderEmail!;
    await h.press('\u0006');
    expect(h.store.getState().view.overlay?.kind).toBe('find');
    await h.type(email.slice(0, 6));
    await h.until((f) => f.includes(email), 'results for the email');
    const expected = index.search(email, 50);
    expect(expected.rows.length).toBeGreaterThan(0);
    expect(h.frame()).toMatch(new RegExp(`Find "${email.slice(0, 6)}": \\d+\\+? cards`));
    await h.type(email.slice(6));
    await h.press(KEYS.enter);
    expect(top()).toEqual({ kind: 'card', id: expected.rows[0]!.id });
    await h.press(KEYS.esc);
  });

  it('/ in the cards pane filters the whole wallet (a card on its last page) and says "n of N match"', async () => {
    await showWallet();
    await h.press('2', '/');
    await h.type(oldest.name);
    await h.press(KEYS.enter);
    await h.until((f) => /1 of 3\d\d match/.test(f), 'the whole-wallet count');
    expect(selectPaneRows(h.store.getState(), 'cards')).toEqual([oldest.id]);
    await h.press(KEYS.esc);
    expect(selectPaneRows(h.store.getState(), 'cards').length).toBeGreaterThan(1);
  });

  it(':find <text> opens the search with the text typed', async () => {
    await h.press(':');
    await h.type('find Bulk 29');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Bulk 299'), 'results');
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
  });

  it('a (mark all matching) plans from the index: every match of the whole wallet, without fetching its pages', async () => {
    await showWallet();
    await h.press('2', '/');
    await h.type('Bulk 1');
    await h.press(KEYS.enter);
    const expected = index
      .walletMatches(wallet, 'Bulk 1', 1_000)
      .ids.map((r) => r.id)
      .sort();
    expect(expected.length).toBe(111);
    await h.press('a');
    await h.until(
      (f) => f.includes('marked 111 cards matching filter "Bulk 1" (from the card index)'),
      'the marks from the index',
    );
    expect([...h.store.getState().marks].sort()).toEqual(expected);
    await h.press('A', KEYS.esc);
    expect(h.store.getState().marks.size).toBe(0);
  });

  it(':card <id> of a card the index does not hold yet reads it from each account, then opens it', async () => {
    const [fresh] = await issueMany(h.env.client, wallet, 1);
    expect(index.findCards(fresh!)).toEqual([]);
    expect(h.store.getState().entities.cards.has(fresh!)).toBe(false);
    await h.press(':');
    await h.type(`card ${fresh}`);
    await h.press(KEYS.enter);
    await h.until(() => top()?.id === fresh, 'the new card opened');
    expect(index.findCards(fresh!)).toMatchObject([{ id: fresh, walletId: wallet }]);
    await h.press(KEYS.esc);
  });

  it(':card with text that is no last4, first6...last4 or id says what it takes; an unknown last4 says nothing matches', async () => {
    await h.press(':');
    await h.type('card 12');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes(':card 12: give the last 4 digits, first 6 and last 4'), 'the usage');
    const unused = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0')).find(
      (l) => index.findCards(l).length === 0,
    )!;
    await h.press(':');
    await h.type(`card ${unused}`);
    await h.press(KEYS.enter);
    await h.until((f) => f.includes(`no card matches ${unused}`), 'no match');
  });
});

describe('whole-wallet find before the index holds the wallet', () => {
  it('filters the loaded page as before, so nothing the page shows is hidden', async () => {
    const g = await mountSandbox({
      columns: 160,
      rows: 40,
      index: (env, store) =>
        createCardIndex({
          fetcher: env.client,
          store,
          baseUrl: env.sandbox.baseUrl,
          merchant: env.merchant.orgId,
          dir: tempDir(),
        }),
    });
    try {
      await g.press('2');
      await g.until(() => selectPaneRows(g.store.getState(), 'cards').length > 0, 'the first page');
      const card = g.store.getState().entities.cards.get(selectPaneRows(g.store.getState(), 'cards')[0]!)!;
      await g.press('/');
      await g.type(card.name);
      await g.press(KEYS.enter);
      expect(selectPaneRows(g.store.getState(), 'cards')).toContain(card.id);
      expect(g.frame()).not.toMatch(/of \d+ match/);
    } finally {
      await g.stop();
    }
  });
});
