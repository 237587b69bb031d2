// The profiles a console has open: each keeps its own store (so its pane, filters and cursor), client,
// sync, card index, jobs and audit context. One is shown; a hidden one's polling pauses while its
// jobs go on. Switching back shows the screen as it was left: its store was kept.
import { createListeners } from '../../../domain/index.js';
import type { EveryPulseAsk, PulseOutcome } from '../../../actions/index.js';
import type { AppStore } from '../../../store/index.js';
import type { CardIndex, IndexRow } from '../../../sync/card-index/index.js';
import { cardFromRow } from '../../../sync/card-index/index.js';
import type { AppProps } from '../../App.js';
import { indexRowLine } from '../../find/present.js';
import { safe } from '../../text.js';
import { jobsLeft } from '../../view/quit.js';
import {
  type CrossProfileFind,
  type FindHow,
  type JobsElsewhere,
  type ProfileCardHit,
  type ProfileChoice,
  type ProfileSwitcher,
  type SwitchThen,
} from './switcher.js';

/** What the App of one profile is drawn with (the shell adds the quit and the switcher). */
export type SessionProps = Omit<AppProps, 'onQuit' | 'profiles'>;

export interface ProfileSession {
  readonly name: string;
  props: SessionProps;
  /** Its polling (paused while hidden). */
  readonly sync: { pause(): void; resume(): void };
  /** The credentials it uses: redacted from whatever the console logs. */
  readonly secrets: readonly string[];
  /** Stops its polling and the next items of its jobs (those in flight settle). */
  stop(): void;
  /** Settles its jobs, closes its index, journal and client. */
  close(): Promise<void>;
}

/** A profile's index file searched without opening the profile: its rows, or why it was not searched. */
export type PeekResult = { readonly rows: readonly IndexRow[] } | { readonly why: string };

export interface ProfileSessionsOptions {
  readonly initial: ProfileSession;
  readonly choices: () => readonly ProfileChoice[];
  /** Connects a profile not open yet (its client, store, sync, index, jobs). */
  readonly open: (name: string) => Promise<ProfileSession>;
  /** Searches the card index file of a profile not open in this console. */
  readonly peek: (profile: string, query: string, how: FindHow) => PeekResult;
  /** Reads every profile's pulse (absent: the console cannot). */
  readonly pulses?: (ask: EveryPulseAsk) => Promise<readonly PulseOutcome[]>;
  readonly now?: () => number;
}

export interface ProfileSessions extends ProfileSwitcher {
  shown(): ProfileSession;
  /** Changes with every switch and every update: what the shell redraws on. */
  version(): number;
  /** A profile's props changed (its card index opened). */
  update(name: string, patch: Partial<SessionProps>): void;
  all(): readonly ProfileSession[];
}

/** Cards found per profile at most. */
const HITS_PER_PROFILE = 50;

const storeOf = (session: ProfileSession): AppStore => session.props.store;

function liveIndex(session: ProfileSession | undefined): CardIndex | undefined {
  const index = session?.props.index;
  return index && index.status().state !== 'off' ? index : undefined;
}

export function createProfileSessions(options: ProfileSessionsOptions): ProfileSessions {
  const now = options.now ?? Date.now;
  const open = new Map<string, ProfileSession>([[options.initial.name, options.initial]]);
  /** Hidden profiles whose polling we paused (one the operator paused stays paused on return). */
  const pausedByUs = new Set<string>();
  const listeners = createListeners();
  const unwatch = new Map<string, () => void>();
  let shownName = options.initial.name;
  let version = 0;
  let switching: string | undefined;
  /** A command a switch asked to run in the profile it showed. */
  let queued: { readonly profile: string; readonly command: string } | undefined;

  const emit = () => {
    version += 1;
    listeners.emit();
  };
  const notify = (level: 'info' | 'warn' | 'error', text: string) =>
    storeOf(shown()).getState().mutators.notify(level, text, now());
  const shown = (): ProfileSession => open.get(shownName) ?? options.initial;

  function watchJobs(session: ProfileSession): void {
    const jobs = session.props.jobs;
    if (jobs && !unwatch.has(session.name)) unwatch.set(session.name, jobs.subscribe(emit));
  }
  watchJobs(options.initial);

  function hide(session: ProfileSession): void {
    if (storeOf(session).getState().paused) return;
    session.sync.pause();
    pausedByUs.add(session.name);
  }

  function reveal(session: ProfileSession): void {
    if (pausedByUs.delete(session.name)) session.sync.resume();
  }

  function showCard(session: ProfileSession, card: NonNullable<SwitchThen['card']>): void {
    const store = storeOf(session);
    const a = store.getState().mutators;
    const row = liveIndex(session)?.findCards(card.id, 1)[0];
    // Shown at once from the index; the detail's own read replaces it.
    if (row && row.id === card.id && !store.getState().entities.cards.has(card.id))
      a.applyBatch({ cards: [cardFromRow(row)], at: now() });
    a.jumpToCard(card.id, card.walletId);
    a.openDetail({ kind: 'card', id: card.id });
  }

  async function reach(name: string): Promise<ProfileSession | undefined> {
    const known = open.get(name);
    if (known) return known;
    const session = await options.open(name);
    open.set(name, session);
    watchJobs(session);
    return session;
  }

  async function switchTo(name: string, then: SwitchThen = {}): Promise<void> {
    const choice = options.choices().find((c) => c.name === name);
    if (!choice) {
      const known = options.choices().map((c) => c.name);
      notify(
        'warn',
        `:profile ${safe(name)}: no such profile${known.length ? ` (known: ${known.join(', ')})` : ''}`,
      );
      return;
    }
    if (choice.refusal && !open.has(name)) {
      notify('warn', `:profile ${safe(name)}: ${choice.refusal}`);
      return;
    }
    if (switching !== undefined) {
      notify('warn', `:profile: still opening ${switching}`);
      return;
    }
    switching = name;
    let target: ProfileSession | undefined;
    try {
      target = await reach(name);
    } catch (error) {
      notify(
        'error',
        `:profile ${safe(name)}: ${safe(error instanceof Error ? error.message : String(error))}`,
      );
    } finally {
      switching = undefined;
    }
    if (!target) return;
    if (target.name !== shownName) {
      hide(shown());
      reveal(target);
      shownName = target.name;
    }
    if (then.card) showCard(target, then.card);
    queued = then.command === undefined ? undefined : { profile: target.name, command: then.command };
    emit();
  }

  function hitsOf(profile: string, rows: readonly IndexRow[], session?: ProfileSession): ProfileCardHit[] {
    const accounts = session ? storeOf(session).getState().entities.accounts : new Map();
    return rows.map((row) => ({
      profile,
      cardId: row.id,
      walletId: row.walletId,
      label: `${safe(profile)}  ${indexRowLine(row, accounts)}`,
    }));
  }

  function findEverywhere(query: string, how: FindHow = 'card'): CrossProfileFind {
    const hits: ProfileCardHit[] = [];
    const notSearched: { profile: string; why: string }[] = [];
    const names = new Set([...options.choices().map((c) => c.name), ...open.keys()]);
    for (const name of [...names].sort()) {
      const session = open.get(name);
      const index = liveIndex(session);
      if (index) {
        const rows =
          how === 'card'
            ? index.findCards(query, HITS_PER_PROFILE)
            : index.search(query, HITS_PER_PROFILE).rows;
        hits.push(...hitsOf(name, rows, session));
        continue;
      }
      const peeked = options.peek(name, query, how);
      if ('why' in peeked) notSearched.push({ profile: name, why: peeked.why });
      else hits.push(...hitsOf(name, peeked.rows.slice(0, HITS_PER_PROFILE), session));
    }
    return { hits, notSearched };
  }

  return {
    choices: options.choices,
    current: () => shownName,
    shown,
    version: () => version,
    switchTo,
    elsewhere: (): JobsElsewhere[] =>
      [...open.values()]
        .filter((s) => s.name !== shownName && (s.props.jobs?.active() ?? 0) > 0)
        .map((s) => ({
          profile: s.name,
          running: s.props.jobs?.active() ?? 0,
          cards: jobsLeft(s.props.jobs).cards,
        })),
    subscribe: listeners.add,
    findEverywhere,
    takeCommand() {
      const command = queued?.profile === shownName ? queued.command : undefined;
      queued = undefined;
      return command;
    },
    ...(options.pulses ? { pulseEverywhere: options.pulses } : {}),
    update(name, patch) {
      const session = open.get(name);
      if (!session) return;
      session.props = { ...session.props, ...patch };
      watchJobs(session);
      emit();
    },
    all: () => [...open.values()],
  };
}
