// `a` marks every card of the wallet across its pages. When a card comes on two pages (the list moved
// between two requests), the console marks and counts it once: "marked N cards" names distinct cards.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { firstWallet, showCardsOf, statusesOf } from '../bulk-helpers.js';
import { mountSandbox, type SandboxHarness } from '../sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** The card list's walk yields its first card again at the end, as if it had moved onto the last page. */
function repeatFirstCard(client: ApiClient): ApiClient {
  return {
    ...client,
    paginate: ((id, input, opts) => {
      const inner = client.paginate(id, input, opts);
      if (id !== 'listCards') return inner;
      return (async function* repeating() {
        let first: unknown;
        for await (const item of inner) {
          first ??= item;
          yield item;
        }
        if (first !== undefined) yield first;
      })();
    }) as ApiClient['paginate'],
  };
}

describe('mark all', () => {
  it('a card on two pages is marked and counted once', async () => {
    h = await mountSandbox({ wrap: repeatFirstCard });
    const wallet = await firstWallet(h.env.client);
    const distinct = (await statusesOf(h.env.client, wallet)).size;
    expect(distinct).toBeGreaterThan(1);
    await showCardsOf(h, wallet);
    await h.press('a');
    await h.until((f) => /marked [\d,]+ cards/.test(f), 'the marks');
    expect(h.frame()).toContain(`marked ${distinct.toLocaleString('en-US')} cards`);
    expect(h.store.getState().marks.size).toBe(distinct);
  });
});
