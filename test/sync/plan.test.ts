// What sync reads: an open form or confirmation names what it is about (`follows`), and those are read
// as often as what is on screen, so a form's wallet balance and card state follow the server.
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store/index.js';
import { planResources } from '../../src/sync/plan.js';
import { FakeFetcher } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';

describe('the resources an open form follows', () => {
  it("reads the form's wallet detail and card in the foreground, and stops when it closes", () => {
    const data = orgData(2, 1);
    const second = data.wallets[1];
    const card = data.cards.get(second!.id)![0]!;
    const store = createAppStore({ visiblePanes: ['accounts', 'cards'] });
    store.getState().mutators.applyBatch({
      cards: [{ id: card.cardId, accountId: second!.id, name: 'x', status: 'active', raw: {} } as never],
      at: 1,
    });
    const fetcher = new FakeFetcher(orgHandlers(data));
    const keys = () =>
      planResources(store.getState(), fetcher, 100).map(
        (r) => `${r.key}${r.background ? ' (background)' : ''}`,
      );
    expect(keys()).not.toContain(`account|${second!.id}`);
    expect(keys()).not.toContain(`card|${card.cardId}`);
    store.getState().mutators.setOverlay({
      kind: 'form',
      follows: { accounts: [second!.id], cards: [card.cardId] },
    });
    expect(keys()).toContain(`account|${second!.id}`);
    expect(keys()).toContain(`card|${card.cardId}`);
    store.getState().mutators.setOverlay(null);
    expect(keys()).not.toContain(`account|${second!.id}`);
  });
});
