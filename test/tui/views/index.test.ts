// The titles of every registered view carry no key hint: the keys a view takes are shown by the
// footer and help, generated from its commands. Each view's title is drawn for a state where it is
// open, and no word of it may be a key (or a key's label) that view takes.
import { describe, expect, it } from 'vitest';
import {
  createJobRegistry,
  type BulkJob,
  type BulkPlan,
  type BulkProgress,
} from '../../../src/actions/index.js';
import { createAuditLog } from '../../../src/actions/audit.js';
import {
  createAppStore,
  initialWebhooksView,
  PANES,
  type AppState,
  type OverlaySlot,
} from '../../../src/store/index.js';
import { createBulkMemory } from '../../../src/tui/bulk/state.js';
import { keyLabel } from '../../../src/tui/key-labels.js';
import { createTheme } from '../../../src/tui/theme.js';
import type { View, ViewEnv } from '../../../src/tui/view/types.js';
import { PANE_KEYS } from '../../../src/tui/views/browse/navigation.js';
import { paneTitle } from '../../../src/tui/views/panes/Pane.js';
import { card, walletListItem } from '../../support/contract-objects.js';
import { consoleViews } from '../../support/views.js';
import { toAccount } from '../../../src/store/index.js';

const views = consoleViews();
const theme = createTheme({ NO_COLOR: '1' });

const progress: BulkProgress = {
  state: 'running',
  total: 2,
  done: 1,
  failed: 0,
  unknown: 0,
  skipped: 0,
  cancelled: 0,
  running: 1,
  remaining: 1,
  ratePerSec: 1,
  etaSec: 1,
  concurrency: 4,
};
const plan: BulkPlan = { spec: { action: 'suspend', cards: [] }, family: 'org', items: [], skipped: [] };
const job: BulkJob = {
  id: 'job-20260101T000000-0123abcd',
  action: 'suspend',
  plan,
  progress: () => progress,
  items: () => [],
  subscribe: () => () => undefined,
  onItemEnded: () => () => undefined,
  cancel: () => undefined,
  done: () => Promise.resolve(progress),
  retryFailed: () => Promise.resolve(progress),
};

function baseState(): AppState {
  const store = createAppStore({ focus: 'cards' });
  const a = store.getState().mutators;
  a.applyBatch({ accounts: [toAccount(walletListItem(1))], cards: [card(1, 1)], at: 0 });
  a.applyBatch({
    at: 0,
    events: [{ at: 0, verdict: 'accepted', eventId: 'evt-1', type: 'card_state', payload: { id: 'evt-1' } }],
  });
  return store.getState();
}

const delivery = {
  id: 'dlv-1',
  eventId: 'evt-1',
  eventType: 'card_state' as const,
  url: 'http://127.0.0.1:9/hook',
  status: 'delivered' as const,
  attempts: 1,
  responseCode: 200,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  payload: { id: 'evt-1', type: 'card_state' as const, createdAt: '2026-01-01T00:00:00Z', data: {} },
};

/** The states each view is drawn in: every screen it has (a list and an open payload...). */
const OPEN: ReadonlyArray<readonly [string, OverlaySlot | null, Partial<AppState['view']>?]> = [
  ['detail', null, { details: [{ kind: 'card', id: card(1, 1).id }] }],
  ['help', { kind: 'help', scroll: 0 }],
  ['raw', { kind: 'raw', title: 'card Travel', value: { id: 'x' }, scroll: 0 }],
  ['choose', { kind: 'choose', title: '2 cards match 4001: which one?', choices: [], cursor: 0 }],
  ['palette', { kind: 'palette', text: '', cursor: 0 }],
  ['find', { kind: 'find', text: 'grace', cursor: 0 }],
  ['jobs', { kind: 'jobs', cursor: 0, scroll: 0 }],
  ['jobs', { kind: 'jobs', cursor: 0, scroll: 0, open: job.id }],
  ['jobs', { kind: 'jobs', cursor: 0, scroll: 0, confirm: { planId: 'plan-1', scroll: 0 } }],
  ['jobs', { kind: 'jobs', cursor: 0, scroll: 0, confirm: { planId: 'gone', scroll: 0 } }],
  ['activity', { kind: 'activity', cursor: 0 }],
  ['log', { kind: 'log', cursor: 0, upTo: 0 }],
  [
    'copied',
    {
      kind: 'copied',
      what: 'job-1 as a command',
      text: 'card-console cards freeze',
      clipboard: false,
      scroll: 0,
    },
  ],
  ['events', { kind: 'events', scroll: 0 }],
  ['events', { kind: 'events', scroll: 0, open: 1 }],
  ['webhooks', { kind: 'webhooks', view: { ...initialWebhooksView(), deliveries: [delivery], total: 1 } }],
  [
    'webhooks',
    { kind: 'webhooks', view: { ...initialWebhooksView(), deliveries: [delivery], open: 'dlv-1' } },
  ],
];

function envFor(slot: OverlaySlot | null, view: Partial<AppState['view']> = {}): ViewEnv {
  const state = baseState();
  const jobs = createJobRegistry();
  jobs.add(job);
  const bulk = createBulkMemory();
  bulk.keepPlan(plan);
  return {
    state: { ...state, view: { ...state.view, ...view, overlay: slot } },
    now: 0,
    theme,
    views,
    jobs,
    bulk,
    audit: createAuditLog({ path: null, profile: 'sandbox', host: '127.0.0.1' }),
  };
}

/** Every key a view takes, as the table names it and as people read it. */
function keyWords(view: View): Set<string> {
  const words = new Set<string>();
  for (const c of views.commandsOf(view))
    for (const k of c.keys) for (const w of [k, keyLabel(k)]) words.add(w.length > 1 ? w.toLowerCase() : w);
  return words;
}

const words = (title: string) => title.split(/[\s|,;:()/]+/).filter((w) => w !== '');

describe('view titles', () => {
  for (const [id, slot, viewState] of OPEN) {
    it(`${id} ${slot ? JSON.stringify(Object.keys(slot)) : ''}: no key in its title`, () => {
      const view = views.byId(id)!;
      const title = view.page?.(envFor(slot, viewState), 120)?.title?.text;
      expect(title, 'the view draws a title').toBeDefined();
      const keys = keyWords(view);
      const hits = words(title!).filter((w) => keys.has(w.length > 1 ? w.toLowerCase() : w));
      expect(hits, title).toEqual([]);
    });
  }

  it('catches a key typed into a title', () => {
    const keys = keyWords(views.byId('jobs')!);
    expect(words('Jobs | 1 running | c cancel | esc back').filter((w) => keys.has(w.toLowerCase()))).toEqual([
      'c',
      'esc',
    ]);
  });

  it('numbers each pane tab with the key its command takes, from the same table', () => {
    const panes = views.commandsOf(views.byId('panes')!);
    for (const pane of PANES) {
      const command = panes.find((c) => c.id === `pane.${pane}`);
      expect(command?.keys).toEqual([PANE_KEYS[pane]]);
      expect(paneTitle(pane, baseState()).startsWith(`${keyLabel(PANE_KEYS[pane])} `)).toBe(true);
    }
  });
});
