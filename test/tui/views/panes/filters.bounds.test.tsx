// `:from` and `:to` by the hour and relative to now, in the operations and cards lists: read in the
// display zone the header names (Kolkata, +05:30, so a morning bound is the day before in UTC), sent to
// the service as an ISO instant, and checked at the rows where right and wrong differ (13:59 and 14:01).
import { afterEach, describe, expect, it } from 'vitest';
import { displayZone } from '../../../../src/domain/index.js';
import { createAppStore } from '../../../../src/store/index.js';
import { cardOperationItem } from '../../../support/contract-objects.js';
import type { Handlers } from '../../../support/fake-fetcher.js';
import { KEYS, loadAll, mount, type Harness } from '../../../support/harness.js';
import { orgData, orgHandlers } from '../../../support/org-data.js';

const KOLKATA = displayZone('Asia/Kolkata');
/** 2026-11-28 14:30 in Kolkata. */
const NOW = Date.parse('2026-11-28T09:00:00Z');
/** 13:59 and 14:01 on 2026-11-28 in Kolkata; the third is 03:00 there, still the 27th in UTC. */
const BEFORE = '2026-11-28T08:29:00Z';
const AFTER = '2026-11-28T08:31:00Z';
const EARLY = '2026-11-27T21:30:00Z';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

type Query = Record<string, unknown> | undefined;

/** The org's data, with operations at the three times, filtered by createdAtFrom/To as the service does. */
function handlers(): Handlers {
  const base = orgHandlers(orgData());
  const ops = [
    cardOperationItem(1, 1, { createdAt: AFTER, merchantName: 'After' }),
    cardOperationItem(2, 1, { createdAt: BEFORE, merchantName: 'Before' }),
    cardOperationItem(3, 1, { createdAt: EARLY, merchantName: 'Early' }),
  ];
  return {
    ...base,
    listCardOperations: (input) => {
      const q = input.query as Query;
      const from = typeof q?.createdAtFrom === 'string' ? Date.parse(q.createdAtFrom) : -Infinity;
      const to = typeof q?.createdAtTo === 'string' ? Date.parse(q.createdAtTo) : Infinity;
      const rows = ops.filter((o) => Date.parse(o.createdAt) >= from && Date.parse(o.createdAt) <= to);
      return {
        data: rows,
        pagination: { currentPage: 1, pages: 1, quantity: 25, totalQuantity: rows.length },
      };
    },
  };
}

async function start(): Promise<Harness> {
  h = await mount(handlers(), {
    store: createAppStore({ zone: KOLKATA }),
    now: () => NOW,
    columns: 140,
    rows: 30,
  });
  await loadAll(h);
  return h;
}

async function palette(h: Harness, line: string): Promise<void> {
  await h.press(':');
  await h.type(line);
  await h.press(KEYS.enter);
  await loadAll(h);
}

const lastQuery = (h: Harness, id: string): Query =>
  (h.fetcher.calls.filter((c) => c.id === id).at(-1)?.input as { query?: Record<string, unknown> }).query;

describe('list bounds by the hour', () => {
  it('operations from 14:00 in the display zone: 14:01 is listed, 13:59 is not', async () => {
    const h = await start();
    await h.press('3');
    await palette(h, 'scope');
    expect(h.frame()).toContain('Before');
    await palette(h, 'from 2026-11-28T14:00');
    expect(lastQuery(h, 'listCardOperations')?.createdAtFrom).toBe('2026-11-28T08:30:00Z');
    expect(h.frame()).toContain('After');
    expect(h.frame()).not.toContain('Before');
    expect(h.frame()).not.toContain('Early');
    expect(h.frame()).toContain('2026-11-28 14:00 .. ...');
  });

  it('a morning bound in Kolkata is the day before in UTC, and :to takes the same forms', async () => {
    const h = await start();
    await h.press('3');
    await palette(h, 'scope');
    await palette(h, 'from 2026-11-28T03:00');
    await palette(h, 'to 2026-11-28T14:00');
    const q = lastQuery(h, 'listCardOperations');
    expect(q?.createdAtFrom).toBe('2026-11-27T21:30:00Z');
    expect(q?.createdAtTo).toBe('2026-11-28T08:30:00Z');
    expect(h.frame()).toContain('Early');
    expect(h.frame()).toContain('Before');
    expect(h.frame()).not.toContain('After');
  });

  it('the day form keeps working: a whole day in the display zone', async () => {
    const h = await start();
    await h.press('3');
    await palette(h, 'scope');
    await palette(h, 'from 2026-11-28');
    expect(lastQuery(h, 'listCardOperations')?.createdAtFrom).toBe('2026-11-27T18:30:00Z');
    expect(h.frame()).toContain('Early');
  });

  it('-1h and now count from the clock: the last hour is asked, and 13:59 (31 minutes ago) is in it', async () => {
    const h = await start();
    await h.press('3');
    await palette(h, 'scope');
    await palette(h, 'from -1h');
    await palette(h, 'to now');
    const q = lastQuery(h, 'listCardOperations');
    expect(q?.createdAtFrom).toBe('2026-11-28T08:00:00Z');
    expect(q?.createdAtTo).toBe('2026-11-28T09:00:00Z');
    expect(h.frame()).toContain('Before');
    expect(h.frame()).not.toContain('Early');
  });

  it('a bad bound names the field and the forms, and nothing new is asked of the service', async () => {
    const h = await start();
    await h.press('3');
    await palette(h, 'scope');
    const asked = h.fetcher.calls.length;
    await palette(h, 'from 2026-11-28T25:00');
    const notice = h.store.getState().notifications.at(-1)?.text ?? '';
    expect(notice).toContain('from: not a time: 2026-11-28T25:00');
    expect(notice).toContain('YYYY-MM-DDTHH:MM');
    expect(notice).toContain('-1h');
    expect(h.store.getState().view.operationQuery.from).toBeUndefined();
    const since = h.fetcher.calls.slice(asked).filter((c) => c.id === 'listCardOperations');
    for (const call of since) expect((call.input as { query?: Query }).query?.createdAtFrom).toBeUndefined();
  });

  it('the cards list sends its bounds to the service as instants, and shows them in the title', async () => {
    const h = await start();
    await h.press('2');
    await loadAll(h);
    await palette(h, 'from -1h');
    await palette(h, 'to 2026-11-28T14:00');
    const q = lastQuery(h, 'listCards');
    expect(q?.createdAtFrom).toBe('2026-11-28T08:00:00Z');
    expect(q?.createdAtTo).toBe('2026-11-28T08:30:00Z');
    expect(h.frame()).toContain('2026-11-28 13:30 .. 2026-11-28 14:00');
    await palette(h, 'clear');
    expect(lastQuery(h, 'listCards')?.createdAtFrom).toBeUndefined();
  });
});
