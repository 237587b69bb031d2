// An open timeline follows its card: it is read again on `r`, and whenever sync (a poll) or an event brings
// the card or its newest operations changed, so new purchases show and each decline is explained again from
// the card as it is now. One read at a time; a change during a read asks for one more. The cursor stays on
// the row it was on.
import { refreshTimeline } from '../../../actions/index.js';
import { recentCardOpsKey, type AppState, type AppStore } from '../../../store/index.js';
import { openUnder, patchSlot } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { CommandContext } from '../../view/types.js';
import { explainDeclines, readChart, rowsOf, stillOpen, timelineSlot, type TimelineSlot } from './load.js';

/** What sync keeps of the card that the timeline shows, as text: when it differs, the timeline is read again. */
function signature(state: AppState, cardId: string): string {
  const card = state.entities.cards.get(cardId);
  const facts = card
    ? `${card.status}|${card.name}|${card.availableBalance ?? ''}|${JSON.stringify(card.limits ?? null)}`
    : '';
  const ids = state.lists[recentCardOpsKey(cardId)]?.ids ?? [];
  return [facts, ...ids.map((id) => `${id}:${state.entities.operations.get(id)?.status ?? ''}`)].join(',');
}

interface Follower {
  readonly cardId: string;
  /** Where the cursor was last seen and the key of its row: rows arriving above it do not move it off. */
  cursor?: number;
  key?: string;
  running: boolean;
  again: boolean;
  /** The signature the shown data answers to; undefined until the first screen is read. */
  seen?: string;
  stop: () => void;
}

/** One follower per console (one timeline is open at a time). */
const followers = new WeakMap<AppStore, Follower>();

const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads the open timeline again and shows it, keeping the cursor on its row. */
async function reread(ctx: CommandContext, f: Follower): Promise<void> {
  if (f.running) {
    f.again = true;
    return;
  }
  f.running = true;
  try {
    do {
      f.again = false;
      const before = stillOpen(ctx, f.cardId)?.data;
      if (!before || !ctx.ops) return;
      const cardAtStart = ctx.store.getState().entities.cards.get(f.cardId);
      const data = await refreshTimeline(ctx.ops, before);
      // Another read of the card answered meanwhile: ours may be the older one; read once more, keep theirs.
      const overtaken = ctx.store.getState().entities.cards.get(f.cardId) !== cardAtStart;
      if (overtaken) f.again = true;
      // The timeline's own card read is a read like any other: a name or limit it shows changed is recorded.
      if (!overtaken) ctx.store.getState().mutators.applyBatch({ cards: [data.card], at: ctx.now() });
      // Under a form opened from it: read again when it shows (the signature is still the old one).
      if (!stillOpen(ctx, f.cardId)) return;
      f.seen = signature(ctx.store.getState(), f.cardId);
      patchSlot<TimelineSlot>(ctx.store, 'timeline', { data });
      await explainDeclines(ctx, data, true);
      void readChart(ctx, f.cardId);
    } while (f.again);
  } catch (error) {
    ctx.store.getState().mutators.notify('error', `timeline: reading again: ${failure(error)}`, ctx.now());
  } finally {
    f.running = false;
  }
}

/**
 * Keeps the cursor on its row when rows arrive above it (a read again, a change a card read saw, a live
 * event), and notes the row it is on as the operator moves it.
 */
function anchor(ctx: CommandContext, f: Follower, state: AppState, slot: TimelineSlot): void {
  if (!slot.data) return;
  const rows = rowsOf(state, slot.data);
  const on = rows[cursorRow(slot.cursor, rows.length)]?.key;
  if (f.key !== undefined && slot.cursor === f.cursor && on !== f.key) {
    const at = rows.findIndex((r) => r.key === f.key);
    if (at >= 0) {
      f.cursor = at;
      patchSlot<TimelineSlot>(ctx.store, 'timeline', { cursor: at });
      return;
    }
  }
  f.cursor = slot.cursor;
  f.key = on;
}

/** `r` on the timeline: read it again now (a read under way is followed by one more). */
export function refreshOpenTimeline(ctx: CommandContext): void {
  const f = followers.get(ctx.store);
  const slot = timelineSlot(ctx.store.getState());
  if (f && slot?.cardId === f.cardId) void reread(ctx, f);
}

/** Starts following the card of the timeline just opened, until that timeline is closed. */
export function followTimeline(ctx: CommandContext, cardId: string): void {
  followers.get(ctx.store)?.stop();
  const f: Follower = { cardId, running: false, again: false, stop: () => undefined };
  const unsubscribe = ctx.store.subscribe((state) => {
    if (!openUnder(state, 'timeline', (s) => s.cardId === cardId)) return f.stop();
    const slot = timelineSlot(state);
    if (slot?.cardId !== cardId) return;
    anchor(ctx, f, state, slot);
    if (slot.phase !== 'ready') return;
    const now = signature(state, cardId);
    if (f.seen === undefined) f.seen = now;
    else if (now !== f.seen) {
      f.seen = now;
      void reread(ctx, f);
    }
  });
  f.stop = () => {
    unsubscribe();
    if (followers.get(ctx.store) === f) followers.delete(ctx.store);
  };
  followers.set(ctx.store, f);
}
