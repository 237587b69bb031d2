// An open pulse is read again while it is open: when sync finishes a poll and the figures are older than
// PULSE_EVERY_MS, when a live event arrives (a decline, a card's state, a delivery), and on `r`. One read at a
// time; what asks during a read gets one more read after it. It stops when the pulse is closed (a view opened
// from it, such as the Webhooks history, keeps it followed: the pulse shows again as that one closes).
import { eventFromNewest, type AppState, type AppStore } from '../../../store/index.js';
import { openUnder } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';

/** The figures are read again at most this often on polls (each read is a few dozen small requests). */
export const PULSE_EVERY_MS = 15_000;

interface Follower {
  running: boolean;
  again: boolean;
  /** When the last read started. */
  readAt: number;
  /** The sync and the newest live event the shown figures have seen. */
  syncedAt?: number;
  eventSeq?: number;
  stop: () => void;
}

/** One pulse is open per console. */
const followers = new WeakMap<AppStore, Follower>();

type Read = (ctx: CommandContext) => Promise<void>;

async function reread(ctx: CommandContext, f: Follower, read: Read): Promise<void> {
  if (f.running) {
    f.again = true;
    return;
  }
  f.running = true;
  try {
    do {
      f.again = false;
      f.readAt = ctx.now();
      // The read records its own failure in the slot: nothing is thrown into React.
      await read(ctx);
    } while (f.again && followers.get(ctx.store) === f);
  } finally {
    f.running = false;
  }
}

const newestSeq = (state: AppState): number | undefined => eventFromNewest(state.events, 0)?.seq;

/** Starts following the pulse just opened (`read` reads its figures into its slot); stops when it closes. */
export function followPulse(ctx: CommandContext, read: Read): void {
  followers.get(ctx.store)?.stop();
  const start = ctx.store.getState();
  const f: Follower = {
    running: false,
    again: false,
    readAt: ctx.now(),
    syncedAt: start.connection.lastSyncAt,
    eventSeq: newestSeq(start),
    stop: () => undefined,
  };
  const unsubscribe = ctx.store.subscribe((state) => {
    if (!openUnder(state, 'pulse', () => true)) return f.stop();
    const seq = newestSeq(state);
    const synced = state.connection.lastSyncAt;
    if (seq !== f.eventSeq) {
      f.eventSeq = seq;
      void reread(ctx, f, read);
    } else if (synced !== f.syncedAt) {
      f.syncedAt = synced;
      if (ctx.now() - f.readAt >= PULSE_EVERY_MS) void reread(ctx, f, read);
    }
  });
  f.stop = () => {
    unsubscribe();
    if (followers.get(ctx.store) === f) followers.delete(ctx.store);
  };
  followers.set(ctx.store, f);
  void reread(ctx, f, read);
}

/** `r` on the pulse: read it again now (a read under way is followed by one more). */
export function refreshPulse(ctx: CommandContext, read: Read): void {
  const f = followers.get(ctx.store);
  if (f) void reread(ctx, f, read);
  else followPulse(ctx, read);
}
