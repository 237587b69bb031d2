// The pulse in the console against a real sandbox at 80x24: declines made in the last hour in two wallets are
// counted as the API counts them, a read that fails is shown (and the figures read before stay), and Enter on
// the declines lists exactly those operations in the operations pane.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import { paneSlot, selectPaneRows } from '../../../../src/store/index.js';
import { activeWallets, cardsOf } from '../../../support/action-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { pulseSlot } from '../../../../src/tui/views/pulse/load.js';

let h: SandboxHarness;

/** Declined purchases and all purchases from `from` on, as the API counts them. */
async function apiCounts(client: ApiClient, from: string): Promise<{ declined: number; purchases: number }> {
  const count = async (statuses: 'declined'[] | undefined) =>
    (
      await client.call('listCardOperations', {
        query: {
          page: 1,
          quantity: 1,
          createdAtFrom: from,
          'types[]': ['purchase'],
          ...(statuses ? { 'statuses[]': statuses } : {}),
        },
      })
    ).pagination.totalQuantity;
  return { declined: await count(['declined']), purchases: await count(undefined) };
}

beforeAll(async () => {
  h = await mountSandbox({ columns: 80, rows: 24 });
  const wallets = (await activeWallets(h.env.client)).slice(0, 2);
  for (const wallet of wallets) {
    const card = (await cardsOf(h.env.client, wallet.id)).find((c) => c.status === 'active')!;
    for (let i = 0; i < 3; i += 1) {
      const answer = await h.env.client.call('sandboxPurchase', {
        params: { card_uuid: card.id },
        body: { amount: '987654.00', merchantName: `Pulse test ${i}` },
      });
      expect(answer.status).toBe('declined');
    }
  }
}, 120_000);
afterAll(async () => h.stop());

describe('the pulse view', () => {
  it('opens on its key, counts the last hour’s declines as the API does, and lists exactly them on Enter', async () => {
    await h.until((f) => f.includes('1 Wallets'), 'the panes');
    await h.press('!');
    await h.until((f) => f.includes('Declined purchases'), 'the pulse');
    const figures = pulseSlot(h.store.getState())!.screen!.figures;
    const from = new Date(figures.declines.range.from).toISOString();
    const api = await apiCounts(h.env.client, from);
    expect(api.declined).toBeGreaterThanOrEqual(6);
    expect(figures.declines.count).toBe(api.declined);
    expect(figures.declines.purchases).toBe(api.purchases);
    const frame = h.frame();
    expect(frame).toMatch(new RegExp(`1h .*${api.declined} of ${api.purchases} `));
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(80);

    // The cursor to the last hour's declines, then Enter.
    await h.press('g');
    for (let i = 0; i < 12 && !/^> +1h /m.test(h.frame()); i += 1) await h.press('j');
    await h.until((f) => /^> +1h /m.test(f), 'the cursor on the declines');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('3 Operations'), 'the operations pane');
    const view = h.store.getState().view;
    expect(view.overlay).toBeNull();
    expect(view.operationQuery).toMatchObject({ kind: 'card', scope: 'all', statuses: ['declined'] });
    await h.until(() => paneSlot(h.store.getState(), 'operations') !== undefined, 'the declines listed');
    const listed = paneSlot(h.store.getState(), 'operations')!;
    expect(listed.total).toBe(api.declined);
    const shown = selectPaneRows(h.store.getState(), 'operations');
    const declined = shown.map((id) => h.store.getState().entities.operations.get(id)!);
    expect(declined.every((op) => op.status === 'declined' && op.type === 'purchase')).toBe(true);
  });
});
