// Paused polling (p) and then a view that was never loaded (3, w, o): it loads once instead of saying
// "loading..." forever, and the header says polling is paused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orgData, orgHandlers } from '../support/org-data.js';
import { loadAll, mount, type Harness } from '../support/harness.js';

let h: Harness | undefined;
let polling = new AbortController();
afterEach(() => {
  polling.abort();
  h?.unmount();
  h = undefined;
});

const headerOf = (frame: string) => frame.split('\n')[0] ?? '';

describe('views opened while polling is paused', () => {
  it('p, then 3, w and o: each view loads once and the header says PAUSED', async () => {
    h = await mount(orgHandlers(orgData()), { columns: 120, rows: 30 });
    await loadAll(h);
    // The poller runs as in the console (the harness alone only loads on refresh).
    polling = new AbortController();
    h.sync.start(polling.signal);
    await h.press('p');
    expect(headerOf(h.frame())).toContain('PAUSED');
    const m = h;
    await m.press('3');
    await vi.waitFor(() => expect(m.frame()).toContain('purchase'));
    await m.press('w');
    await vi.waitFor(() => expect(m.frame()).toContain('payin'));
    expect(m.frame()).toContain('wallet operations');
    await m.press('o');
    await vi.waitFor(() => expect(m.frame()).toMatch(/wallet operations \| all/));
    await vi.waitFor(() => expect(m.fetcher.count('listWalletOperations')).toBe(2));
    await m.settle();
    expect(m.frame()).not.toContain('loading...');
    expect(headerOf(m.frame())).toContain('PAUSED');
    // Once each: still paused, nothing is polled again.
    const calls = m.fetcher.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(m.fetcher.calls.length).toBe(calls);
  });
});
