// "Mark all" on a large wallet can be stopped: A while it fetches marks nothing and says so. When a
// card comes on two pages (the list moved between two requests), it is marked and counted once.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { firstWallet, showCardsOf, statusesOf } from '../../support/bulk-helpers.js';
import { settle } from '../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/**
 * Once armed, the card list pages (what "mark all" reads) wait for `open()`; everything else goes
 * through. `ended`: the held read has settled (its page taken, or failed with a cancelled walk's signal).
 */
function gatedPages() {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let armed = false;
  let waiting = false;
  let ended = false;
  const wrap = (client: ApiClient): ApiClient => ({
    ...client,
    call: (async (id: string, input: unknown, opts?: unknown) => {
      const call = client.call as (i: string, x: unknown, o?: unknown) => Promise<unknown>;
      if (!armed || !/^list.*Cards$/.test(id)) return call(id, input, opts);
      try {
        waiting = true;
        await gate;
        return await call(id, input, opts);
      } finally {
        ended = true;
      }
    }) as ApiClient['call'],
  });
  return {
    wrap,
    arm: () => (armed = true),
    open: () => open(),
    waiting: () => waiting,
    ended: () => ended,
  };
}

describe('mark all', () => {
  it('A stops it while it fetches: nothing gets marked', async () => {
    const pages = gatedPages();
    h = await mountSandbox({ wrap: pages.wrap });
    await showCardsOf(h, await firstWallet(h.env.client));
    pages.arm();
    await h.press('a');
    await h.until(() => pages.waiting(), 'the mark-all fetching');
    expect(h.frame()).toContain('(A cancels)');
    await h.press('A');
    await h.until((f) => f.includes('mark all cancelled'), 'the cancellation');
    pages.open();
    // The held page arrives and the walk ends; what follows it runs in the same turn, flushed by settle.
    await h.until(() => pages.ended(), 'the held walk to end');
    await settle();
    expect(h.store.getState().marks.size).toBe(0);
    expect(h.frame()).not.toMatch(/marked \d+ cards/);
  });

  it('without A, marks every card once the pages arrive', async () => {
    const pages = gatedPages();
    h = await mountSandbox({ wrap: pages.wrap });
    const wallet = await firstWallet(h.env.client);
    const cards = [...(await statusesOf(h.env.client, wallet)).keys()];
    expect(cards.length).toBeGreaterThan(1);
    await showCardsOf(h, wallet);
    pages.arm();
    await h.press('a');
    await h.until(() => pages.waiting(), 'the mark-all fetching');
    expect(h.store.getState().marks.size).toBe(0);
    pages.open();
    await h.until(() => h!.store.getState().marks.size > 0, 'the marks');
    expect([...h.store.getState().marks].sort()).toEqual(cards.sort());
    expect(h.frame()).toContain(`marked ${cards.length} cards`);
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
