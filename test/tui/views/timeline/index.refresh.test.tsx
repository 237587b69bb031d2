// The open timeline against a real sandbox at 80x24 while the card changes under it: purchases made at the
// API show after `r` and after a sync poll (no key), a limit raised at the API changes what the decline's
// explanation offers, and the fix's form returns to the timeline it was opened from.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient } from '../../../../src/api/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Another client of the same merchant: a script or another console, which our audit knows nothing of. */
function otherClient(harness: SandboxHarness): ApiClient {
  const { merchant, sandbox } = harness.env;
  const other = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
  });
  harness.env.clients.push(other);
  return other;
}

async function setDailyLimit(client: ApiClient, wallet: string, cardId: string, limit: string) {
  const params = { wallet_id: wallet, instrument_id: cardId };
  await client.call('updateCard', { params, body: { limits: { daily_limit: limit } } });
  for (let i = 0; i < 100; i += 1) {
    if ((await client.call('getCard', { params })).data.card.limits?.daily_limit === limit) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the daily limit never became ${limit}`);
}

async function buy(client: ApiClient, cardId: string, amount: string) {
  return client.call('sandboxPurchase', { params: { card_uuid: cardId }, body: { amount } });
}

/** An active card with 200.00 on it, its timeline opened by keys (g, j…, H). */
async function openOnActiveCard(
  harness: SandboxHarness,
  before?: (wallet: string, cardId: string) => Promise<void>,
) {
  const wallet = await firstWallet(harness.env.client);
  await showCardsOf(harness, wallet);
  const state = harness.store.getState();
  const rows = selectPaneRows(state, 'cards');
  const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
  const cardId = rows[index]!;
  const params = { wallet_id: wallet, instrument_id: cardId };
  await harness.env.client.call('fundCard', { params, body: { amount: '200.00' } });
  await before?.(wallet, cardId);
  await harness.press('g');
  for (let i = 0; i < index; i += 1) await harness.press('j');
  await harness.press('H');
  await harness.until((f) => f.includes('Timeline |') && f.includes('top_up'), 'the timeline');
  return { wallet, cardId };
}

describe('an open timeline follows the card', () => {
  it('shows two purchases made at the API after r', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { cardId } = await openOnActiveCard(h);
    const other = otherClient(h);
    expect((await buy(other, cardId, '11.17')).status).toBe('completed');
    expect((await buy(other, cardId, '22.29')).status).toBe('completed');
    await h.press('r');
    await h.until((f) => f.includes('11.17 USD') && f.includes('22.29 USD'), 'both purchases');
    expect(h.store.getState().view.overlay?.kind).toBe('timeline');
    for (const line of h.frame().split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('shows them after a poll of the sync, without a key', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { cardId } = await openOnActiveCard(h);
    const other = otherClient(h);
    await buy(other, cardId, '13.31');
    await buy(other, cardId, '24.43');
    // What a poll does: read what is on screen (the open timeline follows its card and its operations).
    await h.sync.refresh();
    await h.until((f) => f.includes('13.31 USD') && f.includes('24.43 USD'), 'both purchases');
  });

  it('keeps the cursor on the row it was on when rows arrive above it', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { cardId } = await openOnActiveCard(h, async (_wallet, id) => {
      expect((await buy(h!.env.client, id, '7.07')).status).toBe('completed');
    });
    const other = otherClient(h);
    // The cursor on the row of the 7.07 purchase, whichever row it is.
    const cursorLine = () =>
      h!
        .frame()
        .split('\n')
        .find((l) => l.startsWith('> '));
    for (let i = 0; i < 5 && !cursorLine()?.includes('purchase 7.07 USD'); i += 1) await h.press('j');
    const before = cursorLine();
    expect(before).toContain('purchase 7.07 USD');
    await buy(other, cardId, '9.19');
    await h.press('r');
    await h.until((f) => f.includes('9.19 USD'), 'the new purchase');
    expect(cursorLine()).toBe(before);
  });

  it('stops offering to raise the daily limit once the limit at the API covers the purchase', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { wallet, cardId } = await openOnActiveCard(h, async (walletId, id) => {
      await setDailyLimit(h!.env.client, walletId, id, '50.00');
      expect((await buy(h!.env.client, id, '30.00')).status).toBe('completed');
      expect((await buy(h!.env.client, id, '25.00')).declineReason).toBe('daily_limit_exceeded');
    });
    await h.until((f) => f.includes('next: e: raise the daily limit'), 'the offer to raise the limit');
    await setDailyLimit(otherClient(h), wallet, cardId, '100.00');
    await h.press('r');
    await h.until(
      (f) => f.includes('nothing to raise: the daily limit is now 100.00 USD'),
      'the explanation recomputed',
    );
    expect(h.frame()).not.toContain('raise the daily limit');
    expect(h.frame()).not.toMatch(/\([^()]*\(/);
  });

  it('keeps offering the raise when the limit raised at the API is still short of the purchase', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { wallet, cardId } = await openOnActiveCard(h, async (walletId, id) => {
      await setDailyLimit(h!.env.client, walletId, id, '50.00');
      expect((await buy(h!.env.client, id, '30.00')).status).toBe('completed');
      expect((await buy(h!.env.client, id, '25.00')).declineReason).toBe('daily_limit_exceeded');
    });
    await h.until((f) => f.includes('next: e: raise the daily limit'), 'the offer to raise the limit');
    // 30.00 spent that day + 25.00 = 55.00: a limit of 54.00 still declines it.
    await setDailyLimit(otherClient(h), wallet, cardId, '54.00');
    await h.press('r');
    await h.until((f) => f.includes('daily limit 54.00'), 'the limit read again');
    await h.until((f) => f.includes('next: e: raise the daily limit'), 'the offer still there');
    expect(h.frame()).not.toContain('nothing to raise');
  });

  it("returns to the timeline when the fix's form is sent, and when it is cancelled", async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { wallet, cardId } = await openOnActiveCard(h, async (walletId, id) => {
      await setDailyLimit(h!.env.client, walletId, id, '50.00');
      expect((await buy(h!.env.client, id, '30.00')).status).toBe('completed');
      expect((await buy(h!.env.client, id, '25.00')).declineReason).toBe('daily_limit_exceeded');
    });
    await h.until((f) => f.includes('next: e: raise the daily limit'), 'the offer to raise the limit');
    const overlay = () => h!.store.getState().view.overlay?.kind;

    await h.press('e');
    await h.until((f) => f.includes('Edit '), 'the edit form');
    await h.press(KEYS.esc);
    await h.until((f) => f.includes('Timeline |'), 'the timeline again after esc');
    expect(overlay()).toBe('timeline');

    await h.press('e');
    await h.until((f) => f.includes('Edit ') && f.includes('allowed '), 'the edit form');
    await h.press(KEYS.tab);
    await h.press(...Array<string>(12).fill(KEYS.backspace));
    await h.type('100');
    await h.press(KEYS.enter);
    await h.until(() => overlay() === 'timeline', 'the timeline after the form');
    const params = { wallet_id: wallet, instrument_id: cardId };
    // The server applies an edit later (202): it shows at the API a moment after the form closes.
    await vi.waitFor(
      async () =>
        expect((await h!.env.client.call('getCard', { params })).data.card.limits?.daily_limit).toBe(
          '100.00',
        ),
      { timeout: 20_000 },
    );
    await h.until(
      (f) => f.includes('nothing to raise: the daily limit is now 100.00 USD'),
      'the explanation recomputed',
    );
  });
});
