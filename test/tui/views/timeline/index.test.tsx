// The timeline view against a real sandbox at 80x24: a daily limit, a purchase that passes, one declined by
// the limit, a freeze by the console, one declined as frozen; H on the card shows both declines explained and
// the freeze by this profile; u on the frozen decline opens the same resume confirmation as the card's u.
// A limit another client changed through the API shows as the change the console's reads saw.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { createClient, type ApiClient } from '../../../../src/api/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

async function story(harness: SandboxHarness, wallet: string, cardId: string): Promise<void> {
  const client = harness.env.client;
  const params = { wallet_id: wallet, instrument_id: cardId };
  await client.call('fundCard', { params, body: { amount: '200.00' } });
  await client.call('updateCard', { params, body: { limits: { daily_limit: '50.00' } } });
  for (let i = 0; i < 100; i += 1) {
    const read = await client.call('getCard', { params });
    if (read.data.card.limits?.daily_limit === '50.00') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const buy = (amount: string) =>
    client.call('sandboxPurchase', { params: { card_uuid: cardId }, body: { amount } });
  expect((await buy('30.00')).status).toBe('completed');
  expect((await buy('25.00')).declineReason).toBe('daily_limit_exceeded');
}

/** Sets the card's daily limit through `client` and waits until the service shows it (the update is 202). */
async function setDailyLimit(
  client: ApiClient,
  wallet: string,
  cardId: string,
  limit: string,
): Promise<void> {
  const params = { wallet_id: wallet, instrument_id: cardId };
  await client.call('updateCard', { params, body: { limits: { daily_limit: limit } } });
  for (let i = 0; i < 100; i += 1) {
    if ((await client.call('getCard', { params })).data.card.limits?.daily_limit === limit) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`the daily limit never became ${limit}`);
}

describe('timeline view', () => {
  it("shows a limit another client changed as the change the console's sync read (source read)", async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const { merchant, sandbox } = h.env;
    // Another client of the same merchant: a script or another console, which our audit knows nothing of.
    const other = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    });
    h.env.clients.push(other);
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const rows = selectPaneRows(state, 'cards');
    const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
    const cardId = rows[index]!;
    const dailyInStore = () => h!.store.getState().entities.cards.get(cardId)?.limits?.daily_limit;

    await setDailyLimit(other, wallet, cardId, '2500.00');
    await h.sync.refresh({ card: cardId, accountId: wallet });
    expect(dailyInStore()).toBe('2500.00');
    await setDailyLimit(other, wallet, cardId, '300.00');
    await h.sync.refresh({ card: cardId, accountId: wallet });
    expect(dailyInStore()).toBe('300.00');

    await h.press('g');
    for (let i = 0; i < index; i += 1) await h.press('j');
    await h.press('H');
    await h.until((f) => f.includes('Timeline |') && f.includes('(read)'), 'the timeline');
    const line = h
      .frame()
      .split('\n')
      .find((l) => l.includes('(read)'));
    expect(line).toContain('daily limit 2,500.00 → 300.00 USD (read)');
    expect(line).toMatch(/ read\s*│?\s*$/);
    for (const l of h.frame().split('\n')) expect(l.length).toBeLessThanOrEqual(80);
  });

  it('shows the declines explained and the freeze by this profile; u opens the resume confirmation', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const rows = selectPaneRows(state, 'cards');
    const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
    const card = state.entities.cards.get(rows[index]!)!;
    await story(h, wallet, card.id);
    expect((await changeCardStatus(h.ops, cardRef(card)!, 'suspend')).ok).toBe(true);
    const declined = await h.env.client.call('sandboxPurchase', {
      params: { card_uuid: card.id },
      body: { amount: '5.00' },
    });
    expect(declined.declineReason).toBe('card_frozen');

    await h.press('g');
    for (let i = 0; i < index; i += 1) await h.press('j');
    await h.press('H');
    await h.until(
      (f) => f.includes('Timeline |') && f.includes('card_frozen') && f.includes('why:'),
      'the timeline',
    );
    const frame = h.frame();
    expect(frame).toContain('daily_limit_exceeded');
    expect(frame).toMatch(/card frozen \(was active\) by sandbox/);
    // The newest row is the frozen decline: its explanation is below the list, its next step is u.
    expect(frame).toContain('why: the card was frozen');
    expect(frame).toContain('next: u: resume the card');
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    // The spend chart of the last 30 days against the daily limit, read after the first screen.
    await h.until((f) => f.includes('30 days (UTC)') && f.includes('daily limit 50.00 USD'), 'the chart');

    // The limit decline, further down: its arithmetic in UTC.
    const limitRow = h.store.getState();
    expect(limitRow.view.overlay?.kind).toBe('timeline');
    for (let i = 0; i < 8 && !h.frame().includes('already spent'); i += 1) await h.press('j');
    await h.until(
      (f) => f.includes('30.00 USD already spent on') && f.includes('(UTC)'),
      'the daily arithmetic',
    );
    await h.press('g');
    await h.until((f) => f.includes('next: u: resume the card'), 'back on the frozen decline');
    // c: the ticket block, written 0600 to the state directory: the masked number, never a full one.
    await h.press('c');
    const tickets = join(dirname(h.ops.audit.path!), 'tickets');
    await h.until(() => {
      try {
        return readdirSync(tickets).length === 1;
      } catch {
        return false;
      }
    }, 'the ticket file');
    const file = join(tickets, readdirSync(tickets)[0]!);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(card.maskedNumber);
    expect(text).toContain('- why: the card was frozen');
    expect(text).not.toMatch(/\d{13,19}/);
    await h.press('u');
    await h.until((f) => f.includes('Resume'), 'the resume confirmation');
    expect(h.store.getState().view.overlay?.kind).toBe('confirm');
    await h.press(KEYS.esc);

    // The palette names the card by its last four: the same timeline.
    await h.press(':');
    for (const ch of `timeline ${card.maskedNumber.slice(-4)}`) await h.press(ch);
    await h.press(KEYS.enter);
    await h.until(
      (f) => f.includes('Timeline |') && f.includes('card_frozen'),
      'the timeline from the palette',
    );
    expect(h.store.getState().view.overlay).toMatchObject({ kind: 'timeline', cardId: card.id });
  });
});
