// Times on screen are in the display zone the console was started with, and the header names it
// once. The zone is given to the store explicitly, so nothing here depends on
// the machine's TZ: the suite passes under TZ=UTC and TZ=Asia/Kolkata alike.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createActionContext, type ActionContext } from '../../src/actions/index.js';
import { createClient, type ApiClient } from '../../src/api/index.js';
import { displayZone } from '../../src/domain/index.js';
import { createAppStore } from '../../src/store/index.js';
import { cardListItem, uuid } from '../support/contract-objects.js';
import type { Handlers } from '../support/fake-fetcher.js';
import { orgData, orgHandlers } from '../support/org-data.js';
import { KEYS, loadAll, mount, type Harness } from '../support/harness.js';
import { mountApp, type Mounted } from '../support/mount-app.js';

/** 03:04:05 UTC: 2026-01-01 19:04:05 in Los Angeles, 08:34:05 in Kolkata. Never 05:04. */
const OFFSET_TIME = '2026-01-02T05:04:05+02:00';
const UPDATED = '2026-01-02T03:10:00Z';
const LA = displayZone('America/Los_Angeles');
const KOLKATA = displayZone('Asia/Kolkata');
/** A January morning in UTC: PST in Los Angeles. */
const NOW = Date.UTC(2026, 0, 2, 10, 0, 0);

let h: Harness | undefined;
let app: Mounted | undefined;
const clients: ApiClient[] = [];
afterEach(async () => {
  h?.unmount();
  h = undefined;
  app?.unmount();
  app = undefined;
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** The org's data with every operation and card created at OFFSET_TIME. */
function offsetHandlers(): Handlers {
  const base = orgHandlers(orgData());
  return {
    ...base,
    listCardOperations: async (input, signal) => {
      const page = await base.listCardOperations!(input, signal);
      return { ...page, data: page.data.map((o) => ({ ...o, createdAt: OFFSET_TIME })) };
    },
    listWalletOperations: async (input, signal) => {
      const page = await base.listWalletOperations!(input, signal);
      return { ...page, data: page.data.map((o) => ({ ...o, createdAt: OFFSET_TIME })) };
    },
    getCardOperation: async (input, signal) => {
      const op = await base.getCardOperation!(input, signal);
      return { data: { ...op.data, createdAt: OFFSET_TIME, updatedAt: UPDATED } };
    },
    getCard: async (input, signal) => {
      const read = await base.getCard!(input, signal);
      return { data: { ...read.data, card: { ...read.data.card, createdAt: OFFSET_TIME } } };
    },
  };
}

async function start(zone = LA, columns = 120): Promise<Harness> {
  h = await mount(offsetHandlers(), { store: createAppStore({ zone }), now: () => NOW, columns, rows: 30 });
  await loadAll(h);
  return h;
}

const header = (frame: string): string => frame.split('\n')[0] ?? '';

describe('times in the display zone', () => {
  it('the header names the zone once: PST in January, for a console started in Los Angeles', async () => {
    const h = await start();
    expect(header(h.frame())).toMatch(/\| PST( \||$)/);
    expect(h.frame().match(/\bPST\b/g)).toHaveLength(1);
  });

  it('the header fits at 80 columns with the zone, and says UTC for a console started with --utc', async () => {
    const h = await start(displayZone('UTC'), 80);
    expect(header(h.frame())).toMatch(/\| UTC( \||$)/);
    expect(header(h.frame()).length).toBeLessThanOrEqual(80);
  });

  it('the operations list shows local dates and times, not the UTC clock digits of an offset timestamp', async () => {
    const h = await start();
    await h.press('3');
    await loadAll(h);
    const frame = h.frame();
    expect(frame).toContain('2026-01-01 19:04');
    expect(frame).not.toContain('2026-01-02 05:04');
    expect(frame).not.toContain('2026-01-02 03:04');
    await h.press('w');
    await loadAll(h);
    expect(h.frame()).toContain('wallet operations');
    expect(h.frame()).toContain('2026-01-01 19:04');
  });

  it('the same list in Kolkata (+05:30) shows that local time', async () => {
    const h = await start(KOLKATA);
    await h.press('3');
    await loadAll(h);
    expect(h.frame()).toContain('2026-01-02 08:34');
    expect(header(h.frame())).toContain('UTC+05:30');
  });

  it('an operation detail shows created and updated in local time', async () => {
    const h = await start();
    await h.press('3');
    await loadAll(h);
    await h.press(KEYS.enter);
    await loadAll(h);
    const frame = h.frame();
    expect(frame).toMatch(/created +2026-01-01 19:04/);
    expect(frame).toMatch(/updated +2026-01-01 19:10/);
  });

  it(':from takes a bare date as that day in the display zone, and the pane shows the bound as rows show dates', async () => {
    const h = await start();
    await h.press('3');
    await loadAll(h);
    await h.press(':');
    await h.type('from 2026-01-01');
    await h.press(KEYS.enter);
    await loadAll(h);
    const asked = h.fetcher.calls.filter((c) => c.id === 'listCardOperations').at(-1)?.input as {
      query?: Record<string, unknown>;
    };
    // Midnight in Los Angeles is 08:00 UTC.
    expect(asked.query?.createdAtFrom).toBe('2026-01-01T08:00:00Z');
    expect(h.frame()).toContain('2026-01-01 00:00 .. ...');
  });

  it('a card detail shows its creation and its recent operations in local time', async () => {
    const h = await start();
    await h.press('2');
    await loadAll(h);
    await h.press(KEYS.enter);
    await loadAll(h);
    const frame = h.frame();
    expect(frame).toContain('Recent operations');
    expect(frame).toMatch(/created +2026-01-01 19:04/);
    expect(frame).toMatch(/2026-01-01 19:04 +purchase/);
    expect(frame).not.toContain('05:04');
  });
});

function opsAt(now: number): ActionContext {
  const client = createClient({ baseUrl: 'http://127.0.0.1:9', credentials: { apiToken: 'token-1' } });
  clients.push(client);
  return createActionContext({
    client,
    profile: 'sandbox',
    baseUrl: 'http://127.0.0.1:9',
    skipProductionQuestion: true,
    readOnly: false,
    auditPath: join(mkdtempSync(join(tmpdir(), 'times-')), 'audit.jsonl'),
    now: () => now,
  });
}

describe('views of this session in the display zone', () => {
  it('Activity shows each entry at its local clock time', async () => {
    const ops = opsAt(Date.UTC(2026, 0, 2, 3, 4, 5));
    ops.audit.record({ action: 'card.suspend', targets: { cardId: uuid(7, 'c') }, outcome: 'done' });
    app = await mountApp(createAppStore({ zone: LA }), { ops });
    await app.press('L');
    const line =
      app
        .frame()
        .split('\n')
        .find((l) => l.includes('card.suspend')) ?? '';
    expect(line).toMatch(/^(> | )?19:04:05 /);
    expect(app.frame()).toMatch(/\| PST( \||\s*$)/m);
  });

  it('Events shows when each event arrived in local time, and its payload both times with the zone', async () => {
    const store = createAppStore({ zone: LA });
    const card = cardListItem(3);
    store.getState().mutators.setEvents({ status: 'quiet', url: 'http://127.0.0.1:1/' });
    store.getState().mutators.applyBatch({
      at: 0,
      events: [
        {
          at: Date.UTC(2026, 0, 2, 3, 4, 6),
          verdict: 'accepted',
          eventId: 'evt-1',
          type: 'card_state',
          objectId: card.cardId,
          createdAt: OFFSET_TIME,
          payload: { id: 'evt-1', type: 'card_state', createdAt: OFFSET_TIME, data: { id: card.cardId } },
        },
      ],
    });
    app = await mountApp(store);
    await app.press('E');
    const row =
      app
        .frame()
        .split('\n')
        .find((l) => l.includes('card_state')) ?? '';
    expect(row).toMatch(/^>?\s*19:04:06 /);
    await app.press(KEYS.enter);
    expect(app.frame()).toContain('received 2026-01-01 19:04:06 PST');
    expect(app.frame()).toContain('created 2026-01-01 19:04:05 PST');
  });
});
