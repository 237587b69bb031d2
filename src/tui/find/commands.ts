// The card index's commands: the global find (ctrl+f, :find) and its input. Keys are data: the
// find view lists these.
import { closing, eraseChar, quitNow, scrolling, textInput } from '../view/common.js';
import { closeOverlay, patchSlot } from '../view/registry.js';
import { cursorRow } from '../view/span.js';
import type { Command, CommandContext, TextInput } from '../view/types.js';
import { liveIndex, openIndexedCard } from './jump.js';
import { findDisabledReason } from './present.js';
import { findInEveryProfile, findResults, findSlot, showFind, type FindSlot } from './slot.js';
import { openHit } from '../views/profiles/found.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;
const findOverlay = (ctx: CommandContext) => findSlot(ctx.store.getState());

export function openFind(ctx: CommandContext, text = ''): void {
  const index = liveIndex(ctx);
  if (!index) {
    const off = ctx.store.getState().cardIndex.off ?? ctx.index?.status().reason;
    // No index object yet: it opens a moment after the first frame.
    const why = off ? findDisabledReason(off) : 'the card index is opening; try again in a moment';
    mutators(ctx).notify('warn', `find: ${why}`, ctx.now());
    return;
  }
  showFind(ctx, text);
}

function submit(ctx: CommandContext): void {
  const overlay = findOverlay(ctx);
  if (overlay?.everywhere) {
    const hits = findInEveryProfile(ctx.profiles, overlay.text).hits;
    const hit = hits[cursorRow(overlay.cursor, hits.length)];
    closeOverlay(ctx.store);
    if (hit) openHit(ctx, hit);
    return;
  }
  const index = liveIndex(ctx);
  if (!overlay || !index) return;
  const rows = findResults(ctx.index, overlay.text).rows;
  const row = rows[cursorRow(overlay.cursor, rows.length)];
  closeOverlay(ctx.store);
  if (row) openIndexedCard(ctx, index, row);
}

/** Typed text in the find input (results follow as you type). */
function typeIntoFind(ctx: CommandContext, edit: (text: string) => string): void {
  const overlay = findOverlay(ctx);
  if (overlay) patchSlot<FindSlot>(ctx.store, 'find', { text: edit(overlay.text), cursor: 0 });
}

export const findInput: TextInput = textInput(typeIntoFind);

export const openFindCommand: Command = {
  id: 'find.global',
  keys: ['ctrl+f'],
  group: 'Find and filters',
  palette: 'find',
  argument: '<text>',
  hint: 'find card',
  description: 'Find a card anywhere: last4, holder, email, card name, id',
  // A capability rather than a row: when the console has no card index, the footer always says why.
  subject: () => true,
  disabledReason: (state) =>
    state.cardIndex.off === undefined ? undefined : findDisabledReason(state.cardIndex.off),
  run: (ctx, argument) => openFind(ctx, argument ?? ''),
};

export const findCommands: readonly Command[] = [
  {
    id: 'find.submit',
    keys: ['enter'],
    group: 'Find and filters',
    internal: true,
    hint: 'go',
    description: 'Go to the chosen card',
    run: submit,
  },
  {
    id: 'find.everywhere',
    keys: ['tab'],
    group: 'Find and filters',
    hint: 'all profiles',
    description: 'Card find: this profile or all profiles',
    disabledReason: (state) => (findSlot(state) ? undefined : 'the card find is not open'),
    run: (ctx) => {
      const overlay = findOverlay(ctx);
      if (!overlay) return;
      if (!ctx.profiles) {
        mutators(ctx).notify('warn', 'find: this console has one profile', ctx.now());
        return;
      }
      patchSlot<FindSlot>(ctx.store, 'find', { everywhere: !overlay.everywhere, cursor: 0 });
    },
  },
  closing({
    id: 'find.cancel',
    keys: ['esc'],
    group: 'Find and filters',
    hint: 'close',
    description: 'Close the find',
  }),
  eraseChar,
  ...scrolling,
  quitNow,
];
