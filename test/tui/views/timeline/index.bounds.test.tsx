// `:from` and `:to` over the timeline (80x24, a real sandbox): the palette opens over it, the bound narrows its
// rows to what the service reads within it and the title names it; an empty bound clears it; the cards and
// operations lists under it keep their own bounds; closing the palette shows the timeline again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectPaneRows } from '../../../../src/store/index.js';
import { rowsOf, timelineSlot } from '../../../../src/tui/views/timeline/load.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness;
let cardId: string;

beforeAll(async () => {
  h = await mountSandbox({ columns: 80, rows: 24 });
  const wallet = await firstWallet(h.env.client);
  await showCardsOf(h, wallet);
  const state = h.store.getState();
  const rows = selectPaneRows(state, 'cards');
  const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
  cardId = rows[index]!;
  const params = { wallet_id: wallet, instrument_id: cardId };
  await h.env.client.call('fundCard', { params, body: { amount: '20.00' } });
  for (const amount of ['1.00', '2.00'])
    await h.env.client.call('sandboxPurchase', { params: { card_uuid: cardId }, body: { amount } });
  await h.press('g');
  for (let i = 0; i < index; i += 1) await h.press('j');
  await h.press('H');
  await h.until(() => timelineSlot(h.store.getState())?.phase === 'ready', 'the timeline');
}, 120_000);
afterAll(async () => h.stop());

async function palette(line: string): Promise<void> {
  await h.press(':');
  await h.until((f) => f.includes(':'), 'the palette');
  await h.type(line);
  await h.press(KEYS.enter);
}

const slot = () => timelineSlot(h.store.getState())!;
const operations = () => slot().data?.operations ?? [];

describe(':from and :to over the timeline', () => {
  it('bound its rows, name the bound in the title, and leave the lists’ bounds alone', async () => {
    const all = operations().length;
    expect(all).toBeGreaterThanOrEqual(2);
    await palette('to 2000-01-01');
    await h.until(() => slot().data?.until !== undefined && slot().phase === 'ready', 'the bounded read');
    expect(slot().cardId).toBe(cardId);
    expect(operations()).toEqual([]);
    const until = Date.parse(slot().to!);
    for (const row of rowsOf(h.store.getState(), slot().data!)) expect(row.atMs).toBeLessThanOrEqual(until);
    expect(h.frame()).toMatch(/Timeline \|.* to /);
    // The lists under the timeline keep their bounds.
    expect(h.store.getState().view.cardQuery.to).toBeUndefined();
    expect(h.store.getState().view.operationQuery.to).toBeUndefined();

    // An empty bound clears it: every operation again.
    await palette('to');
    await h.until(() => slot().to === undefined && slot().data?.until === undefined, 'the bound cleared');
    await h.until(() => operations().length === all, 'every operation again');

    await palette('from -1h');
    await h.until(() => slot().data?.since !== undefined, 'the lower bound');
    const since = Date.parse(slot().from!);
    expect(operations().length).toBeGreaterThanOrEqual(2);
    for (const op of operations()) expect(Date.parse(op.createdAt)).toBeGreaterThanOrEqual(since);
  });

  it('a bound that is not a time says so and changes nothing', async () => {
    const before = slot();
    await palette('from yesterday-ish');
    await h.until(
      () => (h.store.getState().notifications.at(-1)?.text ?? '').includes('from: not a time'),
      'the refusal',
    );
    expect(slot().from).toBe(before.from);
    expect(slot().data).toBe(before.data);
  });
});
