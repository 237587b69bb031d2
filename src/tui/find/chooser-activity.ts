// The card chooser reads each shown card's last operation, lazily: the cards around the cursor (all
// that a terminal shows) as the chooser opens and as the cursor moves, every card once the operator
// sorts by last activity; at most three reads at a time, none after the chooser closes. A read is the
// card's own detail read through sync (the card, and its recent operations through the operations
// list filtered by its id), so the row's status and balance are fresh too. While it runs the row says
// "reading...", and "not read" if it failed.
import { recentCardOpsKey, type AppState, type AppStore, type Choice } from '../../store/index.js';
import { patchSlot, slotOf } from '../view/registry.js';
import type { CommandContext } from '../view/types.js';
import type { ChooseSlot } from '../views/choose/slot.js';
import { byLastActivity } from './choose-rows.js';

/** Rows either side of the cursor read first: more than a terminal of 24 to 60 lines shows. */
const AROUND_CURSOR = 40;
const AT_ONCE = 3;

type Chooser = ChooseSlot;

const chooserOf = (state: AppState): Chooser | undefined => slotOf<ChooseSlot>(state, 'choose');

function setActivity(ctx: CommandContext, cardId: string, activity: Choice['activity']): void {
  const chooser = chooserOf(ctx.store.getState());
  if (!chooser || !chooser.choices.some((c) => c.cardId === cardId)) return;
  const choices = chooser.choices.map((c) => {
    if (c.cardId !== cardId) return c;
    const { activity: _old, ...rest } = c;
    return activity ? { ...rest, activity } : rest;
  });
  patchSlot<ChooseSlot>(ctx.store, 'choose', { choices });
}

interface ActivityReader {
  /** Sorted by last activity from now on: every card is read, and the order follows each answer. */
  sortByActivity(): void;
  stop(): void;
}

/** The reader of each store's open chooser (one chooser is open at a time). */
const readers = new WeakMap<AppStore, ActivityReader>();

const SORTED = ' (newest activity first)';

/** Orders the open chooser by last activity, the cursor staying on its card. */
function sortChoices(ctx: CommandContext): void {
  const state = ctx.store.getState();
  const chooser = chooserOf(state);
  if (!chooser) return;
  const chosen = chooser.choices[chooser.cursor]?.cardId;
  const choices = byLastActivity(chooser.choices, state);
  const title = chooser.title.endsWith(SORTED) ? chooser.title : `${chooser.title}${SORTED}`;
  const cursor = Math.max(
    0,
    choices.findIndex((c) => c.cardId === chosen),
  );
  patchSlot<ChooseSlot>(ctx.store, 'choose', { title, choices, cursor });
}

/** `s` in the chooser: sorted by last activity, the cards not read yet read too. */
export function sortChooserByActivity(ctx: CommandContext): void {
  const reader = readers.get(ctx.store);
  if (reader) reader.sortByActivity();
  else sortChoices(ctx);
}

/** Starts reading for the chooser now open; it stops when the chooser closes or another opens. */
export function readChooserActivity(ctx: CommandContext): void {
  readers.get(ctx.store)?.stop();
  const asked = new Set<string>();
  const queue: string[] = [];
  let running = 0;
  let all = false;
  const mine = new Set(chooserOf(ctx.store.getState())?.choices.map((c) => c.cardId));
  const isMine = (chooser: Chooser) =>
    chooser.choices.length === mine.size && chooser.choices.every((c) => mine.has(c.cardId));

  const wanted = (chooser: Chooser): string[] => {
    const from = all ? 0 : Math.max(0, chooser.cursor - AROUND_CURSOR);
    const to = all ? chooser.choices.length : chooser.cursor + AROUND_CURSOR;
    return chooser.choices.slice(from, to).map((c) => c.cardId);
  };

  const read = (cardId: string) => {
    running += 1;
    setActivity(ctx, cardId, 'reading');
    void ctx.sync
      .refresh({ card: cardId }, { visible: false })
      .then(() => {
        const known = ctx.store.getState().lists[recentCardOpsKey(cardId)] !== undefined;
        setActivity(ctx, cardId, known ? undefined : 'failed');
        if (all && known) sortChoices(ctx);
      })
      .finally(() => {
        running -= 1;
        pump();
      });
  };

  function pump(): void {
    const chooser = chooserOf(ctx.store.getState());
    if (!chooser || !isMine(chooser)) return;
    for (const id of wanted(chooser)) {
      if (asked.has(id)) continue;
      asked.add(id);
      // Already known (a card the console showed a moment ago): nothing to read.
      if (ctx.store.getState().lists[recentCardOpsKey(id)] === undefined) queue.push(id);
    }
    while (running < AT_ONCE && queue.length > 0) read(queue.shift()!);
  }

  let previous = chooserOf(ctx.store.getState());
  const unsubscribe = ctx.store.subscribe((state) => {
    const chooser = chooserOf(state);
    if (!chooser || !isMine(chooser)) return reader.stop();
    if (chooser.cursor !== previous?.cursor) pump();
    previous = chooser;
  });
  const reader: ActivityReader = {
    sortByActivity() {
      all = true;
      sortChoices(ctx);
      pump();
    },
    stop() {
      unsubscribe();
      queue.length = 0;
      if (readers.get(ctx.store) === reader) readers.delete(ctx.store);
    },
  };
  readers.set(ctx.store, reader);
  pump();
}
