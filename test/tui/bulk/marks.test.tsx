// "Mark all" on a large wallet can be stopped: A while it fetches marks nothing and says so. When a
// card comes on two pages (the list moved between two requests), it is marked and counted once.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { firstWallet, showCardsOf, statusesOf } from '../../support/bulk-helpers.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** The card list pages of "mark all" wait for `open()`; everything else goes through. */
function gatedPages() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = false;
  const wrap = (client: ApiClient): ApiClient => ({
    ...client,
    paginate: ((id, input, opts) => {
      const inner = client.paginate(id, input, opts);
      return (async function* gated() {
        waiting = true;
        await gate;
        yield* inner;
      })();
    }) as ApiClient['paginate'],
  });
  return { wrap, open: () => open(), waiting: () => waiting };
}

describe('mark all', () => {
  it('A stops it while it fetches: nothing gets marked', async () => {
    const pages = gatedPages();
    h = await mountSandbox({ wrap: pages.wrap });
    await showCardsOf(h, await firstWallet(h.env.client));
    await h.press('a');
    await h.until(() => pages.waiting(), 'the mark-all fetching');
    expect(h.frame()).toContain('(A cancels)');
    await h.press('A');
    await h.until((f) => f.includes('mark all cancelled'), 'the cancellation');
    pages.open();
    // Let the held page arrive: a cancelled mark-all must not mark it.
    for (let i = 0; i < 20; i += 1) await h.press('j', 'k');
    expect(h.store.getState().marks.size).toBe(0);
  });

  it('without A, marks every card once the pages arrive', async () => {
    const pages = gatedPages();
    h = await mountSandbox({ wrap: pages.wrap });
    await showCardsOf(h, await firstWallet(h.env.client));
    await h.press('a');
    await h.until(() => pages.waiting(), 'the mark-all fetching');
    pages.open();
    await h.until((f) => /marked \d+ cards/.test(f), 'the marks');
    expect(h.store.getState().marks.size).toBeGreaterThan(0);
  });
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
