// One refresh of the pulse for one profile: every figure counted through the read table, each stamped
// with when it was read and the window it covers. Requests per refresh grow with the wallets, card
// statuses and decline reasons, never with the cards or operations counted: every count is one
// request for one item and the list's total.
import { CardStatus, DECLINE_REASONS } from '../../contract/index.js';
import type { DisplayZone } from '../../domain/index.js';
import {
  baselineOf,
  hourlyBuckets,
  pulseFigures,
  stuckCutoffs,
  windowEndingAt,
  type CardCounts,
  type HourCount,
  type OperationCounts,
  type PulseFigures,
  type PulseThresholds,
  type PulseWindow,
  type TimeRange,
  type WebhookCounts,
  type WindowDeclines,
} from '../../domain/pulse/index.js';
import { read, READS } from '../../reads/index.js';
import type { Reader } from '../../reads/table.js';
import type { Account } from '../../store/index.js';
import { isApiError } from '../../api/index.js';
import { toActionError } from '../errors.js';
import { atMost } from './parallel.js';
import { listWallets, walletsCounts } from './wallets.js';

export interface PulseAsk {
  readonly profile: string;
  readonly window: PulseWindow;
  readonly zone: DisplayZone;
  readonly thresholds: PulseThresholds;
  /** The clock (ms since the epoch); the windows end when the refresh starts. */
  readonly now?: () => number;
  /** How many reads at once. Default 6. */
  readonly width?: number;
  /** Other windows whose declined and all purchases are counted too (ending at the same instant). */
  readonly others?: readonly PulseWindow[];
}

/** One read of every profile's pulse: the window, the display zone, the clock (each profile its thresholds). */
export interface EveryPulseAsk {
  readonly window: PulseWindow;
  readonly zone: DisplayZone;
  readonly now: () => number;
}

const iso = (ms: number): string => new Date(ms).toISOString();
/** The service's `createdAtTo` is inclusive: the last millisecond before the end keeps [from, to) half-open. */
const span = (range: TimeRange): { from: string; to: string } => ({
  from: iso(range.from),
  to: iso(range.to - 1),
});
const EPOCH = '1970-01-01T00:00:00.000Z';

async function cardCounts(
  client: Reader,
  wallets: readonly Account[],
  range: TimeRange,
  stuckBefore: number,
  ask: Required<Pick<PulseAsk, 'now' | 'width'>>,
): Promise<CardCounts> {
  const count = (walletId: string, status: CardStatus, created: { from?: number; to?: number }) => () =>
    read(client, READS.walletCardPage, {
      walletId,
      quantity: 1,
      statuses: [status],
      ...(created.from !== undefined ? { createdAtFrom: iso(created.from) } : {}),
      ...(created.to !== undefined ? { createdAtTo: iso(created.to) } : {}),
    }).then((page) => page.total);
  const statuses = CardStatus.options;
  const tasks = wallets.flatMap((w) => [
    ...statuses.map((s) => count(w.id, s, {})),
    count(w.id, 'creating', { to: stuckBefore - 1 }),
    count(w.id, 'creating_failed', { from: range.from, to: range.to - 1 }),
  ]);
  const counts = await atMost(ask.width, tasks);
  const per = statuses.length + 2;
  const byStatus: Record<string, number> = Object.fromEntries(statuses.map((s) => [s, 0]));
  let stuckCreating = 0;
  let creatingFailed = 0;
  wallets.forEach((_, w) => {
    statuses.forEach((s, i) => (byStatus[s] = (byStatus[s] ?? 0) + (counts[w * per + i] ?? 0)));
    stuckCreating += counts[w * per + statuses.length] ?? 0;
    creatingFailed += counts[w * per + statuses.length + 1] ?? 0;
  });
  return { byStatus, stuckCreating, stuckBefore, creatingFailed, range, readAt: ask.now() };
}

/** Declined and all purchases in `range`; with `byReason`, the declines of each reason too. */
async function declineCounts(
  client: Reader,
  range: TimeRange,
  ask: Required<Pick<PulseAsk, 'now' | 'width'>>,
  byReason = true,
): Promise<WindowDeclines> {
  const base = { ...span(range), types: ['purchase'] as const };
  const declined = { ...base, statuses: ['declined'] as const };
  const reasonList = byReason ? DECLINE_REASONS : [];
  const [purchases, count, ...perReason] = await atMost(ask.width, [
    () => read(client, READS.cardOperationCount, base),
    () => read(client, READS.cardOperationCount, declined),
    ...reasonList.map(
      (reason) => () => read(client, READS.cardOperationCount, { ...declined, declineReasons: [reason] }),
    ),
  ]);
  const reasons = Object.fromEntries(reasonList.map((r, i) => [r, perReason[i] ?? 0]));
  return { count: count ?? 0, purchases: purchases ?? 0, reasons, range, readAt: ask.now() };
}

/** The other windows' declined and all purchases (no reasons), each ending at `at`. */
async function otherWindows(
  client: Reader,
  windows: readonly PulseWindow[],
  at: number,
  ask: Required<Pick<PulseAsk, 'now' | 'width'>>,
): Promise<Partial<Record<PulseWindow, WindowDeclines>>> {
  const counted = await Promise.all(
    windows.map((w) => declineCounts(client, windowEndingAt(w, at), ask, false)),
  );
  return Object.fromEntries(windows.map((w, i) => [w, counted[i]]));
}

async function hourlyDeclines(
  client: Reader,
  buckets: readonly TimeRange[],
  width: number,
): Promise<HourCount[]> {
  const counts = await atMost(
    width,
    buckets.map(
      (range) => () =>
        read(client, READS.cardOperationCount, {
          ...span(range),
          types: ['purchase'],
          statuses: ['declined'],
        }),
    ),
  );
  return buckets.map((range, i) => ({ range, count: counts[i] ?? 0 }));
}

/** The oldest delivery not yet made: pending, or failed once and to be tried again. */
async function oldestWaiting(client: Reader): Promise<number | undefined> {
  const oldest = await Promise.all(
    (['pending', 'retrying'] as const).map((status) =>
      read(client, READS.deliveries, { status, sortType: 'asc', limit: 1 }).then(
        (page) => page.deliveries[0]?.createdAt,
      ),
    ),
  );
  const times = oldest.filter((t): t is string => t !== undefined).map((t) => Date.parse(t));
  return times.length === 0 ? undefined : Math.min(...times);
}

/** Whether delivery is paused: the configuration's `enabled` off; undefined with no endpoint configured. */
async function deliveryPaused(client: Reader): Promise<boolean | undefined> {
  try {
    return !(await read(client, READS.webhookConfig, undefined)).enabled;
  } catch (error) {
    if (isApiError(error) && error.kind === 'not_found') return undefined;
    throw error;
  }
}

async function webhookCounts(client: Reader, range: TimeRange, now: () => number): Promise<WebhookCounts> {
  const window = { createdAtFrom: iso(range.from), createdAtTo: iso(range.to - 1) };
  const [failed, oldestPendingAt, paused, held] = await Promise.all([
    read(client, READS.deliveries, { status: 'failed', ...window, limit: 1 }).then((page) => page.total),
    oldestWaiting(client),
    deliveryPaused(client),
    read(client, READS.deliveries, { status: 'paused', limit: 1 }).then((page) => page.total),
  ]);
  return { failed, oldestPendingAt, paused, held, range, readAt: now() };
}

async function operationCounts(
  client: Reader,
  stuckBefore: number,
  now: () => number,
): Promise<OperationCounts> {
  const stuck = await read(client, READS.cardOperationCount, {
    from: EPOCH,
    to: iso(stuckBefore - 1),
    statuses: ['authorized'],
  });
  return { stuck, stuckBefore, readAt: now() };
}

/** Reads one profile's pulse and judges it against the thresholds. Throws when a read fails. */
export async function readPulse(client: Reader, ask: PulseAsk): Promise<PulseFigures> {
  const now = ask.now ?? Date.now;
  const width = ask.width ?? 6;
  const at = now();
  const range = windowEndingAt(ask.window, at);
  const day = windowEndingAt('24h', at);
  const cutoffs = stuckCutoffs(at, ask.thresholds);
  const wallets = await listWallets(client);
  const [cards, declines, baseline, hourly, walletFigures, webhooks, operations, others] = await Promise.all([
    cardCounts(client, wallets, range, cutoffs.creatingBefore, { now, width }),
    declineCounts(client, range, { now, width }),
    declineCounts(client, baselineOf(range, ask.zone), { now, width }),
    hourlyDeclines(client, hourlyBuckets(at, ask.zone), width),
    walletsCounts(client, wallets, day, now, width),
    webhookCounts(client, range, now),
    operationCounts(client, cutoffs.authorizedBefore, now),
    otherWindows(client, ask.others ?? [], at, { now, width }),
  ]);
  return pulseFigures(
    {
      at,
      profile: ask.profile,
      window: ask.window,
      cards,
      declines,
      baseline,
      others,
      hourly,
      wallets: walletFigures,
      webhooks,
      operations,
    },
    ask.thresholds,
  );
}

/** One profile's pulse, or why it could not be read (for a row of `--all`). */
export type PulseOutcome =
  | { readonly ok: true; readonly figures: PulseFigures }
  | { readonly ok: false; readonly profile: string; readonly reason: string };

export async function pulseOutcome(client: Reader, ask: PulseAsk): Promise<PulseOutcome> {
  try {
    return { ok: true, figures: await readPulse(client, ask) };
  } catch (error) {
    return { ok: false, profile: ask.profile, reason: toActionError(error).message };
  }
}
