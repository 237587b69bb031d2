// The header on a real (fake) terminal at 80x24: a single server error says "degraded", a lost
// connection says "offline", and the two are not confused.
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, type Handlers } from '../../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../../support/org-data.js';
import { loadAll, mount, type Harness } from '../../support/harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

/** The org's handlers, with the wallet list failing `times` times with the given kind. */
function failingWallets(kind: 'server' | 'network', times: number): Handlers {
  const handlers = orgHandlers(orgData());
  let left = times;
  return {
    ...handlers,
    listWallets: (input, signal) => {
      if (left > 0) {
        left -= 1;
        throw apiError(kind, kind === 'server' ? 'internal error (500)' : 'connect ECONNREFUSED');
      }
      return handlers.listWallets!(input, signal);
    },
  };
}

const headerOf = (frame: string) => frame.split('\n')[0] ?? '';

describe("the header's connection state at 80x24", () => {
  it('one 500 shows degraded (server errors), not offline, and live again after a good read', async () => {
    h = await mount(failingWallets('server', 1), { columns: 80, rows: 24 });
    await h.sync.refresh();
    await h.settle();
    expect(headerOf(h.frame())).toContain('degraded (server errors)');
    expect(headerOf(h.frame())).not.toContain('offline');
    await loadAll(h);
    expect(headerOf(h.frame())).toContain('live');
  });

  it('a network error shows offline', async () => {
    h = await mount(failingWallets('network', 1), { columns: 80, rows: 24 });
    await h.sync.refresh();
    await h.settle();
    expect(headerOf(h.frame())).toContain('offline');
    expect(headerOf(h.frame())).not.toContain('degraded');
  });
});

describe('a fault at 80x24', () => {
  it('is said whole on the status line and the row under it, wrapped at words, not cut', async () => {
    const message =
      'internal error (500): the ledger did not answer within 30 s while listing wallets; retrying with backoff';
    const handlers = orgHandlers(orgData());
    h = await mount(
      {
        ...handlers,
        listWallets: () => {
          throw apiError('server', message);
        },
      },
      { columns: 80, rows: 24 },
    );
    await h.sync.refresh();
    await h.settle();
    const rows = h.frame().trimEnd().split('\n').slice(-2);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(80);
    const said = rows.map((r) => r.trim()).join(' ');
    expect(said).toContain(`server: ${message} | data on screen kept, marked stale`);
    expect(said).not.toContain('~');
  });
});
