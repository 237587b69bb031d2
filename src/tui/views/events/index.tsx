// The Events view: the live stream from the in-console webhook receiver, newest first; Enter opens
// one event's payload (sanitised).
import { eventsNewestFirst, type AppState } from '../../../store/index.js';
import type { CommandContext } from '../../command-types.js';
import { plain, segmented, tinted, titleLine } from '../../view/lines.js';
import { patchSlot, slotOf } from '../../view/registry.js';
import type { Page, View, ViewEnv } from '../../view/types.js';
import { countsText, eventCells, eventHeading, listenerText, payloadLines, verdictColor } from './present.js';

/** `open` is the seq of the event whose payload shows; the list's cursor is the store's (events.cursor). */
export type EventsSlot = { readonly kind: 'events'; readonly open?: number; readonly scroll: number };

export const eventsSlot = (state: AppState) => slotOf<EventsSlot>(state, 'events');

export function openEvents(ctx: CommandContext, open?: number): void {
  const slot: EventsSlot = { kind: 'events', scroll: 0, ...(open === undefined ? {} : { open }) };
  ctx.store.getState().actions.setOverlay(slot);
}

function payloadPage(env: ViewEnv, slot: EventsSlot): Page | undefined {
  const record = env.state.events.items.find((e) => e.seq === slot.open);
  if (!record) return undefined;
  return {
    title: titleLine('event payload (sanitised)', env.theme),
    lines: payloadLines(record).map(plain),
    position: {
      kind: 'scroll',
      at: slot.scroll,
      set: (ctx, at) => patchSlot<EventsSlot>(ctx.store, 'events', { scroll: at }),
    },
  };
}

function listPage(env: ViewEnv): Page {
  const { events } = env.state;
  const { theme } = env;
  const rows = eventsNewestFirst(events).map((record) => {
    const cells = eventCells(record);
    const color = verdictColor(record, theme);
    return segmented([
      { text: cells.lead },
      color ? { text: cells.verdict, color } : { text: cells.verdict },
      { text: cells.subject },
    ]);
  });
  const listening = events.status !== 'off' && events.status !== 'failed';
  return {
    title: titleLine(`Events | ${listenerText(events)}`, theme),
    head: [tinted(countsText(events), theme.muted), { text: `  ${eventHeading()}`, bold: true }],
    lines: rows,
    empty: tinted(listening ? 'no events yet' : 'not listening', theme.muted),
    position: {
      kind: 'cursor',
      at: events.cursor,
      set: (ctx, at) => ctx.store.getState().actions.setEvents({ cursor: at }),
    },
  };
}

function eventsPage(env: ViewEnv): Page | undefined {
  const slot = eventsSlot(env.state);
  if (!slot) return undefined;
  return (slot.open === undefined ? undefined : payloadPage(env, slot)) ?? listPage(env);
}

export const eventsView: View = { id: 'events', page: eventsPage };
