// One refresh of the pulse for one profile: every figure counted through the read table, each stamped
// with when it was read and the window it covers. Requests per refresh grow with the wallets and card
// statuses, never with the cards or operations counted: a count is one request for one item and the
// list's total, and the declines and the wallets' money come from one page of the window's items when
// it holds them all (declines.ts, wallets.ts). At most `width` requests are in flight at once.
import { CardStatus, MAX_ORG_QUANTITY } from '../../contract/index.js';
import type { DisplayZone } from '../../domain/index.js';
import {
  baselineOf,
  hourlyBuckets,
  pulseFigures,
  stuckCutoffs,
  windowEndingAt,
  type CardCounts,
  type OperationCounts,
  type PulseFigures,
  type PulseThresholds,
  type PulseWindow,
  type TimeRange,
  type WebhookCounts,
} from '../../domain/pulse/index.js';
import { read, READS } from '../../reads/index.js';
import type { Reader } from '../../reads/table.js';
import type { Account } from '../../store/index.js';
import { isApiError } from '../../api/index.js';
import { toActionError } from '../errors.js';
import { readDeclines } from './declines.js';
import { limited, limitTo } from './parallel.js';
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
  /** Items read on one page to count from instead of counting each figure (default the service's largest). */
  readonly page?: number;
}

/** One read of every profile's pulse: the window, the display zone, the clock (each profile its thresholds). */
export interface EveryPulseAsk {
  readonly window: PulseWindow;
  readonly zone: DisplayZone;
  readonly now: () => number;
}

const iso = (ms: number): string => new Date(ms).toISOString();
const EPOCH = '1970-01-01T00:00:00.000Z';
/** Items read on one page to count from (the service's largest page). */
const PAGE = MAX_ORG_QUANTITY;
/** A wallet's newest cards read in a status that may have been created lately. */
const NEWEST = 20;

/** A wallet's newest cards in one status: how many in all, and when each on the page was created. */
interface Newest {
  readonly total: number;
  /** Undefined when an item does not say when it was created. */
  readonly times: readonly number[] | undefined;
}

/** Whether the newest page holds every card created since `since`: all of them, or one created before. */
const reaches = (n: Newest, since: number): n is Newest & { times: readonly number[] } =>
  n.times !== undefined && (n.times.length === n.total || n.times.some((t) => t < since));

/**
 * Cards by status across the wallets: a count per wallet and status, where the `creating` and
 * `creating_failed` reads are of the newest few cards, which tell how many were created lately (the not yet
 * stuck, the failed in the window) unless more than a page were; then those are counted too.
 */
async function cardCounts(
  client: Reader,
  wallets: readonly Account[],
  range: TimeRange,
  stuckBefore: number,
  now: () => number,
): Promise<CardCounts> {
  const count = (walletId: string, status: CardStatus, created: { from?: number; to?: number } = {}) =>
    read(client, READS.walletCardPage, {
      walletId,
      quantity: 1,
      statuses: [status],
      ...(created.from !== undefined ? { createdAtFrom: iso(created.from) } : {}),
      ...(created.to !== undefined ? { createdAtTo: iso(created.to) } : {}),
    }).then((page) => page.total);
  const newest = (walletId: string, status: CardStatus): Promise<Newest> =>
    read(client, READS.walletCardPage, {
      walletId,
      quantity: NEWEST,
      statuses: [status],
      order: 'desc',
    }).then((page) => {
      const times = page.items.map((c) => (c.createdAt === undefined ? Number.NaN : Date.parse(c.createdAt)));
      return { total: page.total, times: times.some((t) => Number.isNaN(t)) ? undefined : times };
    });
  const stuck = async (walletId: string): Promise<[number, number]> => {
    const n = await newest(walletId, 'creating');
    if (!reaches(n, stuckBefore))
      return [n.total, await count(walletId, 'creating', { to: stuckBefore - 1 })];
    return [n.total, n.total - n.times.filter((t) => t >= stuckBefore).length];
  };
  const failed = async (walletId: string): Promise<[number, number]> => {
    const n = await newest(walletId, 'creating_failed');
    if (!reaches(n, range.from))
      return [n.total, await count(walletId, 'creating_failed', { from: range.from, to: range.to - 1 })];
    return [n.total, n.times.filter((t) => t >= range.from && t < range.to).length];
  };
  const counted = CardStatus.options.filter((s) => s !== 'creating' && s !== 'creating_failed');
  const perWallet = await Promise.all(
    wallets.map(async (w) => {
      const [creating, creatingFailed, ...others] = await Promise.all([
        stuck(w.id),
        failed(w.id),
        ...counted.map((s) => count(w.id, s)),
      ]);
      return { creating, creatingFailed, others: others as number[] };
    }),
  );
  const byStatus: Record<string, number> = Object.fromEntries(CardStatus.options.map((s) => [s, 0]));
  let stuckCreating = 0;
  let creatingFailed = 0;
  for (const w of perWallet) {
    counted.forEach((s, i) => (byStatus[s] = (byStatus[s] ?? 0) + (w.others[i] ?? 0)));
    byStatus.creating = (byStatus.creating ?? 0) + w.creating[0];
    byStatus.creating_failed = (byStatus.creating_failed ?? 0) + w.creatingFailed[0];
    stuckCreating += w.creating[1];
    creatingFailed += w.creatingFailed[1];
  }
  return { byStatus, stuckCreating, stuckBefore, creatingFailed, range, readAt: now() };
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
export async function readPulse(service: Reader, ask: PulseAsk): Promise<PulseFigures> {
  const now = ask.now ?? Date.now;
  const client = limited(service, limitTo(ask.width ?? 6));
  const page = ask.page ?? PAGE;
  const at = now();
  const range = windowEndingAt(ask.window, at);
  const day = windowEndingAt('24h', at);
  const cutoffs = stuckCutoffs(at, ask.thresholds);
  const windows = {
    range,
    baseline: baselineOf(range, ask.zone),
    others: Object.fromEntries((ask.others ?? []).map((w) => [w, windowEndingAt(w, at)])),
    hours: hourlyBuckets(at, ask.zone),
  };
  const wallets = await listWallets(client);
  const [cards, declines, walletFigures, webhooks, operations] = await Promise.all([
    cardCounts(client, wallets, range, cutoffs.creatingBefore, now),
    readDeclines(client, windows, { now, page }),
    walletsCounts(client, wallets, day, now, page),
    webhookCounts(client, range, now),
    operationCounts(client, cutoffs.authorizedBefore, now),
  ]);
  return pulseFigures(
    {
      at,
      profile: ask.profile,
      window: ask.window,
      cards,
      ...declines,
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
