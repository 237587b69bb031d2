// The card timeline: everything known about one card, newest first, one line a row with its source; the
// decline under the cursor explained below the list, and its next step on the card's own key (u, e, f),
// which opens the same confirmation or form as in the cards pane. Opened with H (history) from a card (its row or
// detail) or `:timeline [<last4|id>]`.
import type { AppState } from '../../../store/index.js';
import {
  dailySpend,
  formatInstant,
  last4,
  parseMoneyString,
  type DisplayZone,
} from '../../../domain/index.js';
import { SPEND_DAYS, stateDirOf, writeTicketFile } from '../../../actions/index.js';
import { osc52 } from '../reveal/secret-box.js';
import { ticketMarkdown } from './ticket.js';
import { cardOf, currentCardId } from '../../forms/subjects.js';
import { cardName } from '../../present/card-name.js';
import { safe } from '../../text.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, tinted, titleLine, type DrawnLine } from '../../view/lines.js';
import { openSlot, patchSlot, returningHere } from '../../view/registry.js';
import type { Command, CommandContext, LineList, Page, View, ViewEnv } from '../../view/types.js';
import { cursorRow } from '../../view/span.js';
import { PageBody } from '../../view/Viewport.js';
import { jump } from '../browse/jump.js';
import { cardActionCommands } from '../browse/card-actions.js';
import { followTimeline, refreshOpenTimeline } from './follow.js';
import { openTimelineView, readAhead, rowsOf, timelineSlot, type TimelineSlot } from './load.js';
import { chartGlyphs, spendChartLines } from './chart.js';
import { explanationLines, gapLines, timelineHeading, timelineLine } from './present.js';

function selectedRow(state: AppState) {
  const slot = timelineSlot(state);
  if (!slot?.data) return undefined;
  const rows = rowsOf(state, slot.data);
  return rows[cursorRow(slot.cursor, rows.length)];
}

/** The explanation of the decline under the cursor, once it is computed. */
function selectedExplanation(state: AppState) {
  const row = selectedRow(state);
  if (row?.kind !== 'operation' || row.operation.status !== 'declined') return undefined;
  return { explanation: timelineSlot(state)?.explanations[row.operation.id] };
}

function footLines(env: ViewEnv, slot: TimelineSlot, width: number): DrawnLine[] {
  const { theme } = env;
  const foot: DrawnLine[] = gapLines(slot.data?.gaps ?? []).map((g) => tinted(g, theme.warn));
  const selected = selectedExplanation(env.state);
  if (selected) {
    const lines = selected.explanation ? explanationLines(selected.explanation, width) : ['why: explaining…'];
    foot.push(...lines.map((l) => tinted(l, l.startsWith('next:') ? theme.accent : undefined)));
  }
  return foot;
}

// The locale decides the chart's glyphs once: it does not change while the console runs.
const GLYPHS = chartGlyphs(process.env);

function chartLines(env: ViewEnv, slot: TimelineSlot, width: number): DrawnLine[] {
  const card = slot.data?.card;
  if (!slot.spend || !card) return [];
  const limit = parseMoneyString(String(card.limits?.daily_limit ?? ''));
  const days = dailySpend(slot.spend.ops, env.now, SPEND_DAYS);
  const chart = {
    days,
    currency: card.currency,
    capped: !slot.spend.complete,
    ...(limit.ok ? { limit: limit.value } : {}),
  };
  return spendChartLines(chart, GLYPHS, width - 2).map((l) => plain(`  ${l}`));
}

/** ` | from 28 Nov 13:00 to now`: the bounds `:from` and `:to` set, in the display zone. */
function boundsText(slot: TimelineSlot, zone: DisplayZone): string {
  const at = (iso: string): string => formatInstant(Date.parse(iso), zone, 'stamp');
  const from = slot.from ? ` from ${at(slot.from)}` : '';
  const to = slot.to ? ` to ${at(slot.to)}` : '';
  return from || to ? ` |${from}${to}` : '';
}

function timelinePage(env: ViewEnv, width: number): Page | undefined {
  const slot = timelineSlot(env.state);
  if (!slot) return undefined;
  const card = slot.data?.card ?? cardOf(env.state, slot.cardId);
  const { theme } = env;
  const zone = env.state.zone;
  const rows = slot.data ? rowsOf(env.state, slot.data) : [];
  const more = slot.data?.nextPage != null ? ', more below' : '';
  const name = card ? `${cardName(card)} | ${safe(card.status)}` : safe(slot.cardId);
  const lines: LineList = {
    length: rows.length,
    at: (i) => {
      const row = rows[i];
      if (!row) return undefined;
      const text = timelineLine(row, zone, width - 2);
      const declined = row.kind === 'operation' && row.operation.status === 'declined';
      return declined ? tinted(text, theme.warn) : plain(text);
    },
  };
  const empty =
    slot.phase === 'loading'
      ? 'reading the card’s operations, events and our audit…'
      : slot.phase === 'failed'
        ? `could not read the timeline: ${safe(slot.error)}`
        : 'nothing known about this card yet';
  return {
    title: titleLine(
      `Timeline | ${name} | ${rows.length} rows${more}${boundsText(slot, zone)} | times ${zone.label(env.now)}`,
      theme,
    ),
    head: [...chartLines(env, slot, width), { text: `  ${timelineHeading(width - 2)}`, bold: true }],
    lines,
    foot: footLines(env, slot, width),
    empty: tinted(empty, slot.phase === 'failed' ? theme.error : theme.muted),
    position: {
      kind: 'cursor',
      at: slot.cursor,
      set: (ctx, at) => {
        patchSlot<TimelineSlot>(ctx.store, 'timeline', { cursor: at });
        readAhead(ctx, at);
      },
    },
  };
}

/** Opens the card's timeline and follows the card while it is open (polls, events, `r`). */
function openAndFollow(ctx: CommandContext, cardId: string): void {
  openTimelineView(ctx, cardId);
  if (timelineSlot(ctx.store.getState())?.cardId === cardId) followTimeline(ctx, cardId);
}

/** `:timeline 7292`: go to the card as `:card` does, then open its timeline once it is the current card. */
function openFor(ctx: CommandContext, query: string): void {
  const wanted = query.trim();
  const matches = (state: AppState): string | undefined => {
    const id = currentCardId(state);
    const card = cardOf(state, id);
    if (!card || state.view.overlay !== null) return undefined;
    const four = last4(card.maskedNumber);
    return card.id === wanted || card.id.startsWith(wanted) || (four !== null && wanted.endsWith(four))
      ? card.id
      : undefined;
  };
  jump(ctx, wanted);
  const now = matches(ctx.store.getState());
  if (now) return openAndFollow(ctx, now);
  const stop = ctx.store.subscribe((state) => {
    const found = matches(state);
    if (found) {
      stop();
      clearTimeout(timer);
      openAndFollow(ctx, found);
    }
  });
  // A chooser (several matches) or no match: the operator goes on from there.
  const timer = setTimeout(stop, 10_000);
}

const open: Command = {
  id: 'timeline',
  keys: ['H'],
  group: 'Views',
  palette: 'timeline',
  argument: '[<last4|id>]',
  // No footer hint: the panes' footer is full at 80 columns; help (?) and the palette list it.
  description: "Timeline: the card's story, declines explained",
  subject: (s) => cardOf(s, currentCardId(s)) !== undefined,
  run: (ctx, argument) => {
    if (argument && argument.trim() !== '') openFor(ctx, argument);
    else openAndFollow(ctx, currentCardId(ctx.store.getState()) ?? '');
  },
};

/** The next step of the selected decline, on the card's own key: the same command, the same confirmation or form. */
function fixCommand(action: 'resume' | 'edit' | 'fund'): Command {
  const own = cardActionCommands.find((c) => c.id === `card.${action}`)!;
  const { subject: _rowOfPane, ...shared } = own;
  return {
    ...shared,
    id: `timeline.${action}`,
    internal: true,
    hint: (s) => (selectedExplanation(s)?.explanation?.nextStep.kind === 'key' ? action : undefined),
    description: `The selected decline's next step: ${action}`,
    // Its form or question returns to the timeline when it closes.
    run: (ctx, argument) => returningHere(ctx.store, () => own.run(ctx, argument)),
    disabledReason: (s) => {
      const step = selectedExplanation(s)?.explanation?.nextStep;
      if (!step || step.kind === 'none' || step.action !== action)
        return `the selected row is not a decline that ${action} fixes`;
      if (step.kind === 'refused') return step.text;
      const slot = timelineSlot(s);
      if (currentCardId(s) !== slot?.cardId) return "the timeline's card is not the current card";
      return own.disabledReason?.(s);
    },
  };
}

/** c: the ticket block to the clipboard (OSC 52) and to a file in the state directory. */
function copyTicket(ctx: CommandContext): void {
  const state = ctx.store.getState();
  const slot = timelineSlot(state);
  const data = slot?.data;
  if (!slot || !data || !ctx.ops) return;
  const rows = rowsOf(state, data);
  const row = selectedRow(state);
  const explanation = row?.kind === 'operation' ? slot.explanations[row.operation.id] : undefined;
  const text = ticketMarkdown({
    data,
    rows,
    ...(row?.kind === 'operation' && row.operation.status === 'declined'
      ? { decline: { row, ...(explanation ? { explanation } : {}) } }
      : {}),
    profile: ctx.ops.session.profile,
    nowMs: ctx.now(),
    zone: state.zone,
  });
  const copied = ctx.osc52 && ctx.writeTerminal ? (ctx.writeTerminal(osc52(text)), 'copied') : undefined;
  const dir = stateDirOf(ctx.ops);
  let where = 'not written: the console keeps no state directory (in-memory audit)';
  try {
    if (dir) where = `written to ${writeTicketFile(dir, `timeline-${data.card.id}-${ctx.now()}`, text)}`;
  } catch (error) {
    where = `not written: ${error instanceof Error ? error.message : String(error)}`;
  }
  state.mutators.notify('info', `ticket block ${copied ?? 'not copied (no OSC 52)'}; ${where}`, ctx.now());
}

const refresh: Command = {
  id: 'timeline.refresh',
  keys: ['r'],
  group: 'Views',
  internal: true,
  description: 'Refresh what is on screen now: the timeline read again, its declines explained again',
  run: (ctx) => {
    refreshOpenTimeline(ctx);
    void ctx.sync.refresh();
  },
};

const palette: Command = {
  id: 'timeline.palette',
  keys: [':'],
  group: 'Views',
  internal: true,
  description:
    'Command palette over the timeline: :from and :to bound its rows; closing it shows the timeline',
  run: (ctx) => returningHere(ctx.store, () => openSlot(ctx.store, { kind: 'palette', text: '', cursor: 0 })),
};

const ticket: Command = {
  id: 'timeline.ticket',
  keys: ['c'],
  group: 'Views',
  internal: true,
  hint: 'ticket',
  description: 'Copy a ticket block (Markdown) and write it to the state directory',
  disabledReason: (s) => (timelineSlot(s)?.data ? undefined : 'the timeline is still being read'),
  run: copyTicket,
};

export const timelineView: View = {
  id: 'timeline',
  page: timelinePage,
  Body: (props) => <PageBody page={timelinePage} {...props} />,
  openers: [open],
  commands: [
    closing({ id: 'timeline.back', group: 'Views', hint: 'back', description: 'Close the timeline' }),
    ...scrolling,
    refresh,
    palette,
    ticket,
    fixCommand('resume'),
    fixCommand('edit'),
    fixCommand('fund'),
    quitNow,
  ],
};
