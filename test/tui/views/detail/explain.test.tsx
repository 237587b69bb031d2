// A declined operation's detail against a real sandbox at 80x24: the operations pane names the reason in its
// row; Enter shows the same explanation and next step as the timeline (the one explainer, the same reads).
import { afterEach, describe, expect, it } from 'vitest';
import { explainOperation, openTimeline, timelineRows } from '../../../../src/actions/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { noteOf } from '../../../../src/tui/views/detail/explain.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('the detail of a declined operation', () => {
  it('shows the reason in the row, and the explanation with its facts and next step in the detail', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const rows = selectPaneRows(state, 'cards');
    const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
    const card = state.entities.cards.get(rows[index]!)!;
    const client = h.env.client;
    const params = { wallet_id: wallet, instrument_id: card.id };
    await client.call('fundCard', { params, body: { amount: '200.00' } });
    await client.call('updateCard', { params, body: { limits: { daily_limit: '50.00' } } });
    for (let i = 0; i < 100; i += 1) {
      if ((await client.call('getCard', { params })).data.card.limits?.daily_limit === '50.00') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const buy = (amount: string) =>
      client.call('sandboxPurchase', { params: { card_uuid: card.id }, body: { amount } });
    expect((await buy('30.00')).status).toBe('completed');
    expect((await buy('25.00')).declineReason).toBe('daily_limit_exceeded');

    await h.press('g');
    for (let i = 0; i < index; i += 1) await h.press('j');
    await h.press('3');
    await h.until((f) => f.includes('daily limit') && f.includes('Declined'), 'the reason in the row');
    const row = h
      .frame()
      .split('\n')
      .find((l) => l.includes('25.00 USD'))!;
    expect(row).toMatch(/declined +25\.00 USD daily limit\b/);
    for (const line of h.frame().split('\n')) expect(line.length).toBeLessThanOrEqual(80);

    await h.press('g');
    await h.press(KEYS.enter);
    const top = () => h!.store.getState().view.details.at(-1);
    const note = () => {
      const detail = top();
      return detail?.kind === 'operation' ? detail.note : undefined;
    };
    await h.until(() => note()?.state === 'ready', 'the facts');
    // The same explanation the timeline gives for this decline: the one explainer over the same reads.
    const decline = h.store.getState().entities.operations.get(top()!.id)!;
    const data = await openTimeline(h.ops, h.store.getState().entities.cards.get(card.id)!);
    const story = timelineRows(data, []);
    const expected = noteOf(await explainOperation(h.ops, data, story, decline, h.store.getState().zone));
    expect(note()).toEqual(expected);
    await h.press('G');
    await h.until((f) => f.includes('next step'), 'the end of the detail');
    const frame = h.frame();
    expect(frame).toContain('30.00 USD already spent on');
    expect(frame).toContain('in 1 purchase before this 25.00 USD one');
    expect(frame).toContain("raise the daily limit up to the wallet's maximum");
    expect(frame).toContain('(e on the card or in its timeline)');
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });
});
