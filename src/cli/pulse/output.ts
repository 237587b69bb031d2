// What `card-console pulse` prints: one JSON object per profile and refresh (keys stable, documented in
// docs/scripting.md), or text whose times name their zone.
import type { PulseOutcome } from '../../actions/index.js';
import {
  displayAmount,
  formatInstant,
  isoInZone,
  sanitizeText,
  type DisplayZone,
  type Money,
} from '../../domain/index.js';
import {
  changeText,
  deliveryText,
  sparkline,
  topReasons,
  type Breach,
  type DeclineFigures,
  type PulseFigures,
  type WalletFigures,
} from '../../domain/pulse/index.js';

/** An exact plain decimal (no thousands separators): "4800.00", "0.125". */
const plain = (value: Money): string => displayAmount(value).replace(/,/g, '');
const rateOf = (rate: number | undefined): number | null => (rate === undefined ? null : rate);

function declinesJson(d: DeclineFigures, zone: DisplayZone) {
  return {
    count: d.count,
    purchases: d.purchases,
    rate: rateOf(d.rate),
    reasons: d.reasons,
    from: isoInZone(d.range.from, zone),
    to: isoInZone(d.range.to, zone),
    readAt: isoInZone(d.readAt, zone),
  };
}

function walletJson(w: WalletFigures, zone: DisplayZone) {
  return {
    id: w.id,
    name: w.name,
    currency: w.currency,
    status: w.status,
    balance: plain(w.balance),
    available: plain(w.available),
    outflow24h: plain(w.outflow24h),
    hoursToEmpty: w.hoursToEmpty ?? null,
    low: w.low,
    readAt: isoInZone(w.readAt, zone),
  };
}

/** The figures as the JSON object of one profile and refresh. */
export function pulseJson(f: PulseFigures, zone: DisplayZone): Record<string, unknown> {
  const { declines, cards, webhooks, operations } = f;
  return {
    at: isoInZone(f.at, zone),
    profile: f.profile,
    window: f.window,
    cards: {
      byStatus: cards.byStatus,
      stuckCreating: cards.stuckCreating,
      stuckBefore: isoInZone(cards.stuckBefore, zone),
      creatingFailed: cards.creatingFailed,
      readAt: isoInZone(cards.readAt, zone),
    },
    declines: {
      ...declinesJson(declines, zone),
      baseline: declines.baseline ? declinesJson(declines.baseline, zone) : null,
      change: declines.change.kind === 'ratio' ? declines.change.ratio : null,
      hourly: declines.hourly.map((h) => h.count),
    },
    wallets: f.wallets.map((w) => walletJson(w, zone)),
    webhooks: {
      failed: webhooks.failed,
      oldestPendingAt:
        webhooks.oldestPendingAt === undefined ? null : isoInZone(webhooks.oldestPendingAt, zone),
      paused: webhooks.paused ?? null,
      held: webhooks.held,
      from: isoInZone(webhooks.range.from, zone),
      to: isoInZone(webhooks.range.to, zone),
      readAt: isoInZone(webhooks.readAt, zone),
    },
    operations: {
      stuck: operations.stuck,
      stuckBefore: isoInZone(operations.stuckBefore, zone),
      readAt: isoInZone(operations.readAt, zone),
    },
    breaches: f.breaches,
  };
}

export function outcomeJson(outcome: PulseOutcome, zone: DisplayZone): Record<string, unknown> {
  return outcome.ok ? pulseJson(outcome.figures, zone) : { profile: outcome.profile, error: outcome.reason };
}

const percent = (rate: number | undefined): string =>
  rate === undefined ? 'no purchases' : `${(rate * 100).toFixed(1)}%`;
const declineLine = (d: DeclineFigures): string =>
  `${d.count} of ${d.purchases} purchases declined (${percent(d.rate)})`;
const breachText = (b: Breach): string => `${b.name} ${b.value} over ${b.threshold}`;
const name = (text: string): string => sanitizeText(text);

function walletLine(w: WalletFigures): string {
  const empty = w.hoursToEmpty === undefined ? 'not emptying' : `empty in ${w.hoursToEmpty} h`;
  const marks = [w.low ? 'LOW' : '', w.status !== 'active' ? name(w.status).toUpperCase() : ''].filter(
    Boolean,
  );
  return (
    `  ${name(w.name)} (${name(w.currency)}): balance ${displayAmount(w.balance)}, available ` +
    `${displayAmount(w.available)}, net out 24h ${displayAmount(w.outflow24h)}, ${empty}` +
    (marks.length > 0 ? `  [${marks.join(', ')}]` : '')
  );
}

/** The figures of one profile as text: every time in the display zone, which the first line names. */
export function pulseText(f: PulseFigures, zone: DisplayZone): string {
  const t = (ms: number): string => formatInstant(ms, zone, 'stamp');
  const { cards, declines, webhooks, operations } = f;
  const statuses = Object.entries(cards.byStatus)
    .map(([s, n]) => `${s} ${n}`)
    .join(', ');
  const reasons = topReasons(declines.reasons, 3)
    .map((r) => `${r.reason} ${r.count}`)
    .join(', ');
  const baseline = declines.baseline
    ? `a day earlier ${declineLine(declines.baseline)}; change ${changeText(declines.change)}`
    : 'a day earlier: not read';
  const lines = [
    `Pulse of ${name(f.profile)}, the last ${f.window} to ${t(f.at)} (times in ${zone.id})`,
    `Cards: ${statuses}`,
    `  stuck creating (made before ${t(cards.stuckBefore)}): ${cards.stuckCreating}; creating failed in the window: ${cards.creatingFailed}`,
    `Declines: ${declineLine(declines)}; ${baseline}`,
    `  reasons: ${reasons === '' ? 'none' : reasons}`,
    `  per hour, last 24 h: ${sparkline(declines.hourly.map((h) => h.count))}`,
    `Wallets: ${f.wallets.length}`,
    ...f.wallets.map(walletLine),
    `Webhooks: ${webhooks.failed} failed in the window; oldest pending: ${webhooks.oldestPendingAt === undefined ? 'none' : t(webhooks.oldestPendingAt)}; ${deliveryText(webhooks)}`,
    `Operations: ${operations.stuck} authorized since before ${t(operations.stuckBefore)}`,
    f.breaches.length === 0
      ? 'Thresholds: none crossed'
      : `THRESHOLDS CROSSED: ${f.breaches.map(breachText).join('; ')}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** One row of `--all`: the headline figures, or why the profile could not be read. */
export function outcomeRow(outcome: PulseOutcome): string {
  if (!outcome.ok) return `${name(outcome.profile)}: could not be read: ${name(outcome.reason)}\n`;
  const f = outcome.figures;
  const low = f.wallets.filter((w) => w.low).length;
  const crossed =
    f.breaches.length === 0 ? 'none crossed' : `CROSSED ${f.breaches.map((b) => b.name).join(', ')}`;
  return (
    `${name(f.profile)}: declines ${f.declines.count}/${f.declines.purchases} (${percent(f.declines.rate)}), ` +
    `stuck creating ${f.cards.stuckCreating}, low wallets ${low}, webhooks failed ${f.webhooks.failed}, ` +
    `operations stuck ${f.operations.stuck}; thresholds: ${crossed}\n`
  );
}
