// The pulse as rows, pure: each row its text (fitted to the width: words give way, figures never do), how it
// reads (a heading, a figure over its threshold, a quiet one) and the list Enter opens from it. A figure over
// its threshold says so in words (`OVER max 0`), so it reads without colour too; times are in the display zone
// the title names.
import { displayAmount, type DisplayZone } from '../../../domain/index.js';
import {
  changeText,
  deliveryText,
  sparkline,
  topReasons,
  type DeclineFigures,
  type PulseFigures,
  type WalletFigures,
} from '../../../domain/pulse/index.js';
import { cardStatusLabel } from '../../theme.js';
import { displayWidth, fit, safe, truncate } from '../../text.js';
import type { ChartGlyphs } from '../timeline/chart.js';
import type { PulseDrill } from './drill.js';
import {
  arrows,
  bars,
  breachOf,
  clock,
  count,
  heading,
  iso,
  overWords,
  wordsThenFigures,
  type PulseRow,
} from './row-text.js';

/** What the screen shows: the figures of one refresh (the other windows' declines among them when read). */
export interface PulseScreen {
  readonly figures: PulseFigures;
}

/** The statuses in the order an operator reads them; any other the service adds follows. */
const STATUS_ORDER = ['active', 'frozen', 'creating', 'creating_failed', 'closed', 'expired'];
const TOP_REASONS = 3;

const percent = (rate: number | undefined): string =>
  rate === undefined ? 'no rate' : `${(rate * 100).toFixed(1)}%`;

function cardRows(f: PulseFigures, zone: DisplayZone, width: number): PulseRow[] {
  const { cards } = f;
  const statuses = [
    ...STATUS_ORDER,
    ...Object.keys(cards.byStatus)
      .filter((s) => !STATUS_ORDER.includes(s))
      .sort(),
  ];
  const counts = statuses
    .map((s) => `${cardStatusLabel(safe(s))} ${count(cards.byStatus[s] ?? 0)}`)
    .join(' ');
  const stuck = breachOf(f, 'cards.stuckCreating');
  const failed = breachOf(f, 'cards.creatingFailed');
  const minutes = Math.round((cards.readAt - cards.stuckBefore) / 60_000);
  // The counts by status go on the heading when they fit beside its read time (one row less at 24 rows).
  const read = `read ${clock(cards.readAt, zone)}`;
  const together = `${counts}  ${read}`;
  const top: PulseRow[] =
    width - displayWidth(together) >= 6
      ? [{ text: wordsThenFigures('Cards', together, width), tone: 'head' }]
      : [
          heading('Cards, every wallet', cards.readAt, zone, width),
          { text: wordsThenFigures('  now', counts, width), tone: 'plain' },
        ];
  return [
    ...top,
    {
      text: wordsThenFigures(
        `  creating for over ${minutes} min (stuck)`,
        `${count(cards.stuckCreating)}${overWords(stuck)}`,
        width,
      ),
      tone: stuck ? 'over' : 'plain',
      drill: { kind: 'cards', statuses: ['creating'], to: iso(cards.stuckBefore - 1) },
    },
    {
      text: wordsThenFigures(
        `  creating_failed, made in the last ${f.window}`,
        `${count(cards.creatingFailed)}${overWords(failed)}`,
        width,
      ),
      tone: failed ? 'over' : 'plain',
      drill: {
        kind: 'cards',
        statuses: ['creating_failed'],
        from: iso(cards.range.from),
        to: iso(cards.range.to - 1),
      },
    },
  ];
}

/** `12 of 40 purchases 30.0%`. */
const declineText = (d: Pick<DeclineFigures, 'count' | 'purchases' | 'rate'>): string =>
  `${count(d.count)} of ${count(d.purchases)} ${percent(d.rate)}`;

const declinesDrill = (d: DeclineFigures): PulseDrill => ({
  kind: 'declines',
  from: iso(d.range.from),
  to: iso(d.range.to),
});

function declineRows(screen: PulseScreen, zone: DisplayZone, glyphs: ChartGlyphs, width: number): PulseRow[] {
  const f = screen.figures;
  const d = f.declines;
  const overRate = breachOf(f, 'declines.rate');
  const overChange = breachOf(f, 'declines.change');
  const over = overRate ?? overChange;
  const baseline = d.baseline ? `day before ${declineText(d.baseline)}` : 'day before: not read';
  const main: PulseRow = {
    text: wordsThenFigures(
      `  ${f.window}`,
      `${declineText(d)}  ${baseline}  ${arrows(changeText(d.change), glyphs)}` +
        (overRate
          ? `  OVER max ${percent(overRate.threshold)}`
          : overChange
            ? `  OVER max ${overChange.threshold}x`
            : ''),
      width,
    ),
    tone: over ? 'over' : 'plain',
    drill: declinesDrill(d),
  };
  // The other windows share one row (Enter: the first one's declines; the sparkline's leads to the day's).
  const others = (['15m', '1h', '24h'] as const)
    .filter((w) => w !== f.window)
    .flatMap((w) => {
      const other = d.others[w];
      return other ? [{ w, other }] : [];
    });
  const otherRows: PulseRow[] =
    others.length === 0
      ? []
      : [
          {
            text: wordsThenFigures(
              `  ${others[0]!.w}`,
              others.map(({ w, other }, i) => `${i === 0 ? '' : `${w} `}${declineText(other)}`).join('   '),
              width,
            ),
            tone: 'plain',
            drill: declinesDrill(others[0]!.other),
          },
        ];
  const reasons = topReasons(d.reasons, TOP_REASONS)
    .map((r) => `${safe(r.reason)} ${count(r.count)}`)
    .join(', ');
  const hours = d.hourly.map((h) => h.count);
  const top = Math.max(0, ...hours);
  const first = d.hourly[0];
  const last = d.hourly[d.hourly.length - 1];
  const spark: PulseRow[] =
    first && last
      ? [
          {
            text: wordsThenFigures(
              `  ${d.hourly.length}h by hour from ${clock(first.range.from, zone).slice(0, 5)}`,
              `${bars(sparkline(hours), glyphs)} max ${count(top)}`,
              width,
            ),
            tone: 'plain',
            drill: { kind: 'declines', from: iso(first.range.from), to: iso(last.range.to) },
          },
        ]
      : [];
  return [
    heading('Declined purchases of all purchases', d.readAt, zone, width),
    main,
    ...otherRows,
    {
      text: wordsThenFigures(`  top reasons, ${f.window}`, reasons === '' ? 'none' : reasons, width),
      tone: 'plain',
      drill: declinesDrill(d),
    },
    ...spark,
  ];
}

const hoursText = (hours: number | undefined): string =>
  hours === undefined ? 'never' : `${hours.toFixed(1)} h`;

function walletRows(f: PulseFigures, zone: DisplayZone, width: number): PulseRow[] {
  const amounts = f.wallets.map((w) => ({
    w,
    cells: [
      displayAmount(w.balance),
      displayAmount(w.available),
      displayAmount(w.outflow24h),
      hoursText(w.hoursToEmpty),
    ],
  }));
  const widths = [0, 1, 2, 3].map((i) => Math.max(...amounts.map((a) => displayWidth(a.cells[i] ?? '')), 0));
  const currencyWidth = Math.max(...f.wallets.map((w) => displayWidth(safe(w.currency))), 0);
  const marksWidth = Math.max(...f.wallets.map((w) => displayWidth(marks(w))), 0);
  // Every wallet's figures the same width, so that their columns line up under one another.
  const figuresOf = (w: WalletFigures, cells: string[]): string =>
    `${fit(safe(w.currency), currencyWidth)} ${cells.map((c, i) => fit(c, widths[i] ?? 0, 'right')).join('  ')}` +
    fit(marks(w), marksWidth);
  const readAt = Math.min(...f.wallets.map((w) => w.readAt), f.at);
  const head = heading('Wallets: balance, available, net out 24h, time to empty', readAt, zone, width);
  const rows = amounts.flatMap(({ w, cells }): PulseRow[] => {
    const figures = figuresOf(w, cells);
    const tone = w.low || w.status !== 'active' ? 'over' : 'plain';
    const drill: PulseDrill = { kind: 'wallet', walletId: w.id };
    // The figures never give way: when they leave the name fewer than 6 columns, the name has its own line.
    if (width - 3 - displayWidth(figures) >= 6)
      return [{ text: wordsThenFigures(`  ${safe(w.name)}`, figures, width), tone, drill }];
    return [
      { text: truncate(`  ${safe(w.name)}`, width), tone, drill },
      { text: `    ${figures}`, tone, drill },
    ];
  });
  return [head, ...rows];
}

/** `LOW`, `INACTIVE`: a wallet's marks in words. */
function marks(w: WalletFigures): string {
  const words = [...(w.low ? ['LOW'] : []), ...(w.status !== 'active' ? [safe(w.status).toUpperCase()] : [])];
  return words.length > 0 ? `  ${words.join(' ')}` : '';
}

function webhookRows(f: PulseFigures, zone: DisplayZone, width: number): PulseRow[] {
  const { webhooks } = f;
  const failed = breachOf(f, 'webhooks.failed');
  const pending = breachOf(f, 'webhooks.pendingMinutes');
  const oldest =
    webhooks.oldestPendingAt === undefined
      ? 'none'
      : `since ${clock(webhooks.oldestPendingAt, zone)} (${Math.floor((webhooks.readAt - webhooks.oldestPendingAt) / 60_000)} min)${overWords(pending)}`;
  return [
    {
      text: wordsThenFigures(
        `Webhook deliveries failed in the last ${f.window}`,
        `${count(webhooks.failed)}${overWords(failed)}  read ${clock(webhooks.readAt, zone)}`,
        width,
      ),
      tone: failed ? 'over' : 'head',
      drill: { kind: 'webhooks', status: 'failed' },
    },
    {
      text: wordsThenFigures('  oldest pending', `${oldest}  ${deliveryText(webhooks)}`, width),
      tone: pending || webhooks.paused === true ? 'over' : 'plain',
      drill: { kind: 'webhooks', status: webhooks.paused === true ? 'paused' : 'pending' },
    },
  ];
}

function operationRows(f: PulseFigures, zone: DisplayZone, width: number): PulseRow[] {
  const { operations } = f;
  const over = breachOf(f, 'operations.stuck');
  const hours = Math.round((operations.readAt - operations.stuckBefore) / 3_600_000);
  return [
    {
      text: wordsThenFigures(
        `Operations authorized for over ${hours} h (stuck)`,
        `${count(operations.stuck)}${overWords(over)}  read ${clock(operations.readAt, zone)}`,
        width,
      ),
      tone: over ? 'over' : 'head',
      drill: { kind: 'operations', statuses: ['authorized'], before: iso(operations.stuckBefore) },
    },
  ];
}

/** Every row of the pulse, top to bottom. */
export function pulseRows(
  screen: PulseScreen,
  zone: DisplayZone,
  glyphs: ChartGlyphs,
  width: number,
): PulseRow[] {
  const f = screen.figures;
  return [
    ...cardRows(f, zone, width),
    ...declineRows(screen, zone, glyphs, width),
    ...walletRows(f, zone, width),
    ...webhookRows(f, zone, width),
    ...operationRows(f, zone, width),
  ];
}

/** `3 over threshold: cards.stuckCreating, declines.rate, webhooks.failed` or `nothing over its threshold`. */
export function breachSummary(f: PulseFigures): string {
  if (f.breaches.length === 0) return 'nothing over its threshold';
  return `${f.breaches.length} over threshold: ${f.breaches.map((b) => b.name).join(', ')}`;
}

/** Where the cursor starts: the first figure over its threshold, else the first with a list behind it. */
export function firstCursor(rows: readonly PulseRow[]): number {
  const over = rows.findIndex((r) => r.tone === 'over' && r.drill !== undefined);
  return over >= 0
    ? over
    : Math.max(
        0,
        rows.findIndex((r) => r.drill !== undefined),
      );
}
