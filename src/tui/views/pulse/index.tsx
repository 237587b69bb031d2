// The pulse (`:pulse`, or its key from the panes): is anything wrong right now? Cards by status across every
// wallet, declines against the day before, wallets running low, webhook deliveries failing, operations stuck;
// each figure with its window and when it was read, one over its threshold marked in colour and in words.
// Enter on a figure opens the list behind it; `r` reads it again; polls and live events refresh it.
import { formatInstant } from '../../../domain/index.js';
import { safe } from '../../text.js';
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, tinted, titleLine, type DrawnLine } from '../../view/lines.js';
import { cursorIn } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { Command, Page, View, ViewEnv } from '../../view/types.js';
import { PageBody } from '../../view/Viewport.js';
import { chartGlyphs } from '../timeline/chart.js';
import { drill } from './drill.js';
import { refreshPulse } from './follow.js';
import { everyRows } from './every.js';
import { openPulse, pulseRead, pulseSlot, showProfilePulse, type PulseSlot } from './load.js';
import { breachSummary, pulseRows } from './present.js';
import type { PulseRow } from './row-text.js';
import type { AppState } from '../../../store/index.js';
import type { Theme } from '../../theme.js';

// The locale decides the glyphs once: it does not change while the console runs.
const GLYPHS = chartGlyphs(process.env);
/** The cursor's marker takes two columns of every row. */
const MARKER = 2;

function rowsOf(state: AppState, width: number): PulseRow[] {
  const slot = pulseSlot(state);
  if (slot?.scope === 'all') return slot.every ? everyRows(slot.every, width - MARKER) : [];
  const screen = slot?.screen;
  return screen ? pulseRows(screen, state.zone, GLYPHS, width - MARKER) : [];
}

function drawn(row: PulseRow, theme: Theme): DrawnLine {
  if (row.tone === 'over') return tinted(row.text, theme.error, { bold: true });
  if (row.tone === 'head') return { text: row.text, bold: true };
  if (row.tone === 'quiet') return tinted(row.text, theme.muted);
  return plain(row.text);
}

function statusLine(env: ViewEnv, slot: PulseSlot): DrawnLine {
  const { theme } = env;
  const zone = env.state.zone;
  if (slot.error !== undefined && slot.failedAt !== undefined)
    return tinted(
      `could not read at ${formatInstant(slot.failedAt, zone, 'clock')}` +
        `${slot.screen ? ' (figures below are older)' : ''}: ${safe(slot.error)}`,
      theme.error,
    );
  if (slot.scope === 'all') {
    const over = (slot.every ?? []).filter((o) => !o.ok || o.figures.breaches.length > 0).length;
    const reading = slot.reading ? ' | reading…' : '';
    const text = over === 0 ? 'no profile over a threshold' : `${over} profile(s) over a threshold or unread`;
    const enter = `${env.views.keyOf('pulse.open')}: that profile's pulse`;
    return tinted(`${text} | ${enter}${reading}`, over > 0 ? theme.error : theme.ok);
  }
  const figures = slot.screen?.figures;
  if (!figures) return tinted('', theme.muted);
  const summary = breachSummary(figures);
  const reading = slot.reading ? ' | reading…' : '';
  return tinted(`${summary}${reading}`, figures.breaches.length > 0 ? theme.error : theme.ok);
}

function pulsePage(env: ViewEnv, width: number): Page | undefined {
  const slot = pulseSlot(env.state);
  if (!slot) return undefined;
  const rows = rowsOf(env.state, width);
  const zone = env.state.zone;
  const figures = slot.scope === 'all' ? undefined : slot.screen?.figures;
  const at = slot.scope === 'all' ? slot.everyAt : figures?.at;
  const read = at !== undefined ? `read ${formatInstant(at, zone, 'clock')} ` : '';
  const profile = slot.scope === 'all' ? ' every profile |' : figures ? ` ${safe(figures.profile)} |` : '';
  const empty =
    slot.phase === 'failed'
      ? `could not read the pulse: ${safe(slot.error)}`
      : slot.scope === 'all'
        ? 'reading every profile’s pulse…'
        : 'reading the pulse: counts of cards, declines, wallets, deliveries…';
  return {
    title: titleLine(`Pulse |${profile} ${read}times ${zone.label(env.now)}`, env.theme),
    head: [statusLine(env, slot)],
    lines: rows.map((r) => drawn(r, env.theme)),
    empty: tinted(empty, slot.phase === 'failed' ? env.theme.error : env.theme.muted),
    position: cursorIn(slot),
  };
}

/** The row under the cursor, as the page drew it (the width only changes how rows are cut, not which). */
function selectedRow(state: AppState): PulseRow | undefined {
  const slot = pulseSlot(state);
  if (!slot) return undefined;
  const rows = rowsOf(state, 200);
  return rows[cursorRow(slot.cursor, rows.length)];
}

const open: Command = {
  id: 'pulse',
  keys: ['!'],
  group: 'Views',
  palette: 'pulse',
  argument: '[--all]',
  description: 'Pulse: is anything wrong now? (--all: every profile)',
  run: (ctx, argument) => {
    const scope = (argument ?? '').trim();
    if (scope === '') return openPulse(ctx);
    if (scope === '--all') return openPulse(ctx, 'all');
    ctx.store
      .getState()
      .mutators.notify(
        'warn',
        `pulse: "${safe(scope)}" is not an option (:pulse, or :pulse --all)`,
        ctx.now(),
      );
  },
};

const enter: Command = {
  id: 'pulse.open',
  keys: ['enter'],
  group: 'Views',
  internal: true,
  hint: 'list',
  description: 'Open the list behind the figure under the cursor',
  disabledReason: (s) => (selectedRow(s)?.drill ? undefined : 'no list behind this line'),
  run: (ctx) => {
    const to = selectedRow(ctx.store.getState())?.drill;
    if (to?.kind === 'profile') showProfilePulse(ctx, to.profile);
    else if (to) drill(ctx, to);
  },
};

const refresh: Command = {
  id: 'pulse.refresh',
  keys: ['r'],
  group: 'Views',
  internal: true,
  description: 'Read the pulse again now',
  run: (ctx) => {
    refreshPulse(ctx, pulseRead(pulseSlot(ctx.store.getState())));
    void ctx.sync.refresh();
  },
};

export const pulseView: View = {
  id: 'pulse',
  page: pulsePage,
  Body: (props) => <PageBody page={pulsePage} {...props} />,
  openers: [open],
  commands: [
    closing({ id: 'pulse.back', group: 'Views', hint: 'back', description: 'Close the pulse' }),
    enter,
    ...scrolling,
    refresh,
    quitNow,
  ],
};
