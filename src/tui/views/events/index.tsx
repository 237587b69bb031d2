// The Events view: the live stream from the in-console webhook receiver, newest first; Enter opens
// one event's payload (sanitised).
import {
  eventBySeq,
  eventCount,
  eventFromNewest,
  type AppState,
  type EventRecord,
} from '../../../store/index.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { backFromItem } from '../../view/scrolled.js';
import { plain, segmented, tinted, titleLine } from '../../view/lines.js';
import { closeOverlay, openSlot, scrollIn, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, CommandContext, LineList, Page, View, ViewEnv } from '../../view/types.js';
import type { DrawnLine } from '../../view/lines.js';
import { nameCardById } from '../../present/card-name.js';
import {
  countsText,
  eventCells,
  eventHeading,
  listenerText,
  payloadLines,
  verdictColor,
  type NameCard,
} from './present.js';

/** `open` is the seq of the event whose payload shows; the list's cursor is the store's (events.cursor). */
export type EventsSlot = { readonly kind: 'events'; readonly open?: number; readonly scroll: number };

const eventsSlot = (state: AppState) => slotOf<EventsSlot>(state, 'events');

const showEvents = (ctx: CommandContext, open?: number) =>
  openSlot<EventsSlot>(ctx.store, { kind: 'events', scroll: 0, open });

/** Cards named as everywhere: from the store, then the card index. */
const cardNamer =
  (env: ViewEnv): NameCard =>
  (id) =>
    nameCardById(id, env.state.entities, env.index);

function payloadPage(env: ViewEnv, slot: EventsSlot & { readonly open: number }): Page | undefined {
  const record = eventBySeq(env.state.events, slot.open);
  if (!record) return undefined;
  return {
    title: titleLine('event payload (sanitised)', env.theme),
    lines: payloadLines(record, env.state.zone, cardNamer(env)).map(plain),
    position: scrollIn(slot),
  };
}

function eventLine(record: EventRecord, env: ViewEnv): DrawnLine {
  const { theme } = env;
  const cells = eventCells(record, env.state.zone, cardNamer(env));
  const color = verdictColor(record, theme);
  return segmented([
    { text: cells.lead },
    color ? { text: cells.verdict, color } : { text: cells.verdict },
    { text: cells.subject },
  ]);
}

/** Newest first, made as the Viewport asks: a frame draws the rows that fit, not the whole log. */
function eventLines(events: AppState['events'], env: ViewEnv): LineList {
  return {
    length: eventCount(events),
    at: (index) => {
      const record = eventFromNewest(events, index);
      return record ? eventLine(record, env) : undefined;
    },
  };
}

function listPage(env: ViewEnv): Page {
  const { events } = env.state;
  const { theme } = env;
  const rows = eventLines(events, env);
  const listening = events.status !== 'off' && events.status !== 'failed';
  return {
    title: titleLine(`Events | ${listenerText(events)}`, theme),
    head: [tinted(countsText(events), theme.muted), { text: `  ${eventHeading()}`, bold: true }],
    lines: rows,
    empty: tinted(listening ? 'no events yet' : 'not listening', theme.muted),
    position: {
      kind: 'cursor',
      at: events.cursor,
      set: (ctx, at) => ctx.store.getState().mutators.setEvents({ cursor: at }),
    },
  };
}

function eventsPage(env: ViewEnv): Page | undefined {
  const slot = eventsSlot(env.state);
  if (!slot) return undefined;
  return (
    (slot.open === undefined ? undefined : payloadPage(env, { ...slot, open: slot.open })) ?? listPage(env)
  );
}

/** Enter: the payload of the event under the cursor (the list is newest first). */
function openPayload(ctx: CommandContext): void {
  const events = ctx.store.getState().events;
  const record = eventFromNewest(events, cursorRow(events.cursor, eventCount(events)));
  if (record) showEvents(ctx, record.seq);
}

/** Back out: the open payload first, then the view. */
function back(ctx: CommandContext): void {
  if (eventsSlot(ctx.store.getState())?.open !== undefined) showEvents(ctx);
  else closeOverlay(ctx.store);
}

const open: Command = {
  id: 'events.open',
  keys: ['E'],
  group: 'Views',
  palette: 'events',
  description: 'Live events: what the in-console webhook receiver heard',
  run: (ctx) => {
    ctx.store.getState().mutators.setEvents({ cursor: 0 });
    showEvents(ctx);
  },
};

const onList = (state: AppState) => eventsSlot(state)?.open === undefined;

const commands: readonly Command[] = [
  {
    id: 'events.payload',
    keys: ['enter'],
    group: 'Views',
    internal: true,
    hint: (s) => (onList(s) ? 'payload' : undefined),
    description: 'Open the payload of the event under the cursor',
    run: openPayload,
  },
  backFromItem('events.back', 'payload', back),
  closing({ id: 'events.close', keys: ['E'], group: 'Views', description: 'Close the Events view' }),
  ...scrolling,
  quitNow,
];

export const eventsView: View = { id: 'events', page: eventsPage, openers: [open], commands };
