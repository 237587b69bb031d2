// One profile of the console, fully wired: its store, sync, operator actions (with its own audit
// context and production guard), job registry and card index. The console opens the first at start
// and each other one the first time the operator switches to it; all stay alive until it quits.
import type { SentLog } from '../../api/index.js';
import { createAppStore, type AppStore } from '../../store/index.js';
import { createSync, type Fetcher, type Sync } from '../../sync/index.js';
import { createForegroundGate, type CardIndex, type ForegroundGate } from '../../sync/card-index/index.js';
import type { DisplayZone } from '../../domain/index.js';
import { computeLayout, layoutView, usableRows } from '../../tui/layout.js';
import type { View } from '../../tui/index.js';
import type { PulseThresholds } from '../../domain/pulse/index.js';
import type { ColumnChoice } from '../../tui/present/column-choice.js';
import type { ProfileSession } from '../../tui/views/profiles/sessions.js';
import { openConsoleIndex } from './card-index.js';
import { connect, type Target } from './target.js';
import { isProductionProfile } from '../../domain/index.js';
import type { Connection } from '../settings.js';

/** What a profile has before its UI and actions are wired (the first one starts fetching meanwhile). */
export interface SessionBase {
  readonly target: Target;
  readonly store: AppStore;
  readonly sync: Sync;
  readonly gate: ForegroundGate;
  readonly abort: AbortController;
  readonly requests: SentLog;
}

/** What every profile of one console shares. */
export interface SessionShared {
  readonly stateDir: string;
  readonly concurrency: number;
  readonly pollIntervalMs: number;
  readonly zone: DisplayZone;
  /** The console's one command log: every profile records into it under its own name. */
  readonly requests: SentLog;
  /** The card index when it is off for the whole console (--no-index), else undefined. */
  readonly switchedOff?: CardIndex;
  /** The saved views and columns of a profile (the config file's, global and its own). */
  readonly saved: (profile: string) => {
    views: readonly View[];
    columnChoice?: ColumnChoice;
    /** The profile's pulse thresholds (the config file's, the defaults where absent). */
    pulseThresholds?: PulseThresholds;
    /** Aliases or column choices of the config file refused (each named): said once when it opens. */
    problems?: readonly string[];
  };
}

/**
 * The store, already shaped like the first frame's layout, so mounting the UI changes nothing in it,
 * and holding the display zone every time on screen is shown in.
 */
export function createConsoleStore(zone: DisplayZone): AppStore {
  const focus = 'accounts';
  const layout = computeLayout(process.stdout.columns || 80, usableRows(process.stdout.rows || 24), focus);
  return createAppStore({ focus, ...layoutView(layout, focus), zone });
}

/** A store and a sync over `fetcher`, polling from now on. */
export function startBase(
  target: Target,
  requests: SentLog,
  shared: Pick<SessionShared, 'zone' | 'pollIntervalMs'>,
  fetcher: (gate: ForegroundGate) => Fetcher = (gate) => gate.wrap(target.client),
): SessionBase {
  const store = createConsoleStore(shared.zone);
  // The card index's crawl waits while the screen's own reads are in flight.
  const gate = createForegroundGate();
  const sync = createSync({ fetcher: fetcher(gate), store, pollIntervalMs: shared.pollIntervalMs });
  const abort = new AbortController();
  sync.start(abort.signal);
  return { target, store, sync, gate, abort, requests };
}

/** Its operator actions, jobs and App props; the index, when on, opens with `openIndex`. */
export async function equipSession(base: SessionBase, shared: SessionShared): Promise<ProfileSession> {
  const { createActionContext, createJobRegistry } = await import('../../actions/index.js');
  const { target, store, sync } = base;
  // Every change (a single one, a bulk job) is journaled, so one cut short by a lost terminal can be resumed (J, or `jobs resume`).
  const journal = { stateDir: shared.stateDir, target: target.journal };
  const ops = createActionContext({
    journal,
    client: target.client,
    profile: target.env.profile,
    baseUrl: target.env.baseUrl,
    // The production guard asks only where the target looks like production (as `card-console cards` decides).
    skipProductionQuestion: !isProductionProfile(target.env),
    readOnly: target.env.readOnly,
    secrets: target.secrets,
    store,
    sync,
    // Our own sandbox honours Idempotency-Key (it says so in its document): a resend is answered with the first outcome.
    honoursIdempotencyKeys: target.env.sandbox,
    ...(target.orgId ? { orgId: target.orgId } : {}),
    // The embedded sandbox's URL has a new port each start: the trail names it as the journal does, so
    // undo finds an earlier run's changes on the same target.
    ...(target.journal.baseUrl !== target.env.baseUrl ? { place: target.journal.baseUrl } : {}),
  });
  const jobs = createJobRegistry({ journal });
  // Off by the operator's choice (--no-index): the header, `?` and ctrl+f say so.
  if (shared.switchedOff) store.getState().mutators.setCardIndex({ off: shared.switchedOff.status().reason });
  const saved = shared.saved(target.env.profile);
  // A bad alias or column choice is named once in the status line; the good ones still apply.
  if (saved.problems && saved.problems.length > 0)
    store.getState().mutators.notify('warn', saved.problems.join('; '), Date.now());
  return {
    name: target.env.profile,
    sync,
    props: {
      store,
      sync,
      env: target.env,
      ops,
      jobs,
      concurrency: shared.concurrency,
      requests: base.requests,
      views: saved.views,
      ...(saved.columnChoice ? { columnChoice: saved.columnChoice } : {}),
      ...(saved.pulseThresholds ? { pulseThresholds: saved.pulseThresholds } : {}),
      ...(shared.switchedOff ? { index: shared.switchedOff } : {}),
    },
    secrets: target.secrets,
    stop: () => {
      base.abort.abort();
      for (const job of jobs.list()) job.cancel();
    },
    close: async () => {
      base.abort.abort();
      // What bulk jobs have in flight settles (and is recorded) before the client closes.
      await Promise.all(jobs.list().map((job) => job.done().catch(() => undefined)));
      jobs.close();
      await target.close();
    },
  };
}

/** Opens the profile's card index (SQLite) and starts its crawl; stops with the profile. */
export function openIndex(base: SessionBase): CardIndex {
  const index = openConsoleIndex({
    client: base.target.client,
    store: base.store,
    gate: base.gate,
    ...base.target.index,
  });
  index.start(base.abort.signal);
  base.abort.signal.addEventListener('abort', () => index.close(), { once: true });
  return index;
}

/** A profile switched to: connected, fetching, wired; its index opens a moment after its first frame. */
export async function openSession(
  connection: Connection,
  decoration: Pick<Target['env'], 'production' | 'label' | 'color'>,
  shared: SessionShared,
  onIndex: (index: CardIndex) => void,
): Promise<ProfileSession> {
  const requests = shared.requests.forProfile(connection.profile);
  const target = await connect(connection, requests);
  target.env = { ...target.env, ...decoration };
  const base = startBase(target, requests, shared);
  const session = await equipSession(base, shared);
  if (!shared.switchedOff) {
    setTimeout(() => {
      if (!base.abort.signal.aborted) onIndex(openIndex(base));
    }, INDEX_OPEN_DELAY_MS);
  }
  return session;
}

/** The card index opens this long after the first frame. */
export const INDEX_OPEN_DELAY_MS = 50;
