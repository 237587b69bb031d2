// The merchant's pulse as figures: what the reader counted (`PulseCounts`) with what follows from it (rates,
// changes, hours to empty, low wallets) and the thresholds crossed (`breaches`). Pure: the reader in
// src/actions/pulse/ does the reading, the screen and the `pulse` command show these.
import type { Money } from '../money.js';
import { changeAgainst, declineRate, type BaselineChange, type DeclineCounts } from './declines.js';
import type { PulseThresholds } from './thresholds.js';
import { hoursToEmpty, isLowWallet } from './wallets.js';
import type { PulseWindow, TimeRange } from './window.js';

/** When a figure was read (ms since the epoch). */
export interface ReadStamp {
  readonly readAt: number;
}

export interface CardCounts extends ReadStamp {
  /** Status → count, over every wallet (inactive ones included). */
  readonly byStatus: Readonly<Record<string, number>>;
  /** Cards still `creating` made before `stuckBefore`. */
  readonly stuckCreating: number;
  readonly stuckBefore: number;
  /** Cards `creating_failed` made in `range` (the window). */
  readonly creatingFailed: number;
  readonly range: TimeRange;
}

export interface WindowDeclines extends DeclineCounts, ReadStamp {
  readonly range: TimeRange;
}

export interface HourCount {
  readonly range: TimeRange;
  readonly count: number;
}

export interface WalletCounts extends ReadStamp {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  /** `active` or `inactive` as the service says. */
  readonly status: string;
  readonly balance: Money;
  readonly available: Money;
  /** Money out minus money in over `range` (the last day); negative when more came in. */
  readonly outflow24h: Money;
  readonly range: TimeRange;
}

export interface WebhookCounts extends ReadStamp {
  /** Deliveries failed in `range` (the window). */
  readonly failed: number;
  /** When the oldest delivery still pending was made; undefined when none is. */
  readonly oldestPendingAt: number | undefined;
  /**
   * Whether delivery is paused (the configuration's `enabled` off: events are kept, sent when it is
   * resumed); undefined when no endpoint is configured.
   */
  readonly paused: boolean | undefined;
  /** Deliveries held because delivery is paused. */
  readonly held: number;
  readonly range: TimeRange;
}

export interface OperationCounts extends ReadStamp {
  /** Card operations still `authorized` made before `stuckBefore`. */
  readonly stuck: number;
  readonly stuckBefore: number;
}

/** `delivery on`, `DELIVERY PAUSED (3 held)` or `no endpoint configured`: in words, so it reads without colour. */
export function deliveryText(w: Pick<WebhookCounts, 'paused' | 'held'>): string {
  if (w.paused === undefined) return 'no endpoint configured';
  return w.paused ? `DELIVERY PAUSED (${w.held} held)` : 'delivery on';
}

/** Everything one refresh read for one profile. */
export interface PulseCounts {
  readonly at: number;
  readonly profile: string;
  readonly window: PulseWindow;
  readonly cards: CardCounts;
  readonly declines: WindowDeclines;
  /** The same window a day earlier; undefined when it could not be read. */
  readonly baseline: WindowDeclines | undefined;
  /** Other windows ending at the same instant (declined and all purchases, no reasons), when asked. */
  readonly others?: Readonly<Partial<Record<PulseWindow, WindowDeclines>>>;
  /** Declines per hour of the last day, oldest first. */
  readonly hourly: readonly HourCount[];
  readonly wallets: readonly WalletCounts[];
  readonly webhooks: WebhookCounts;
  readonly operations: OperationCounts;
}

export interface DeclineFigures extends WindowDeclines {
  readonly rate: number | undefined;
}

export interface WalletFigures extends WalletCounts {
  readonly hoursToEmpty: number | undefined;
  readonly low: boolean;
}

/** A threshold crossed: the figure's name (as in the JSON), its value and the threshold it is over. */
export interface Breach {
  readonly name: string;
  readonly value: number;
  readonly threshold: number;
}

export interface PulseFigures {
  readonly at: number;
  readonly profile: string;
  readonly window: PulseWindow;
  readonly cards: CardCounts;
  readonly declines: DeclineFigures & {
    readonly baseline: DeclineFigures | undefined;
    readonly change: BaselineChange;
    readonly hourly: readonly HourCount[];
    /** Other windows ending at the same instant, when the reader was asked for them. */
    readonly others: Readonly<Partial<Record<PulseWindow, DeclineFigures>>>;
  };
  readonly wallets: readonly WalletFigures[];
  readonly webhooks: WebhookCounts;
  readonly operations: OperationCounts;
  readonly breaches: readonly Breach[];
}

const withRate = (d: WindowDeclines): DeclineFigures => ({ ...d, rate: declineRate(d) });

function walletFigures(w: WalletCounts, thresholds: PulseThresholds): WalletFigures {
  const hours = hoursToEmpty(w.available, w.outflow24h);
  return { ...w, hoursToEmpty: hours, low: isLowWallet(w.available, hours, thresholds) };
}

/** The thresholds crossed, in the order of the figures. */
export function breaches(figures: Omit<PulseFigures, 'breaches'>, thresholds: PulseThresholds): Breach[] {
  const out: Breach[] = [];
  const over = (name: string, value: number, threshold: number): void => {
    if (value > threshold) out.push({ name, value, threshold });
  };
  over('cards.stuckCreating', figures.cards.stuckCreating, thresholds.stuckCreating);
  over('cards.creatingFailed', figures.cards.creatingFailed, thresholds.creatingFailed);
  const { declines } = figures;
  if (declines.purchases >= thresholds.declineMinPurchases && declines.rate !== undefined) {
    over('declines.rate', declines.rate, thresholds.declineRate);
    if (declines.change.kind === 'ratio')
      over('declines.change', declines.change.ratio, thresholds.declineChange);
  }
  over('wallets.low', figures.wallets.filter((w) => w.low).length, thresholds.lowWallets);
  over('webhooks.failed', figures.webhooks.failed, thresholds.failedDeliveries);
  if (figures.webhooks.oldestPendingAt !== undefined) {
    const minutes = Math.floor((figures.at - figures.webhooks.oldestPendingAt) / 60_000);
    over('webhooks.pendingMinutes', minutes, thresholds.pendingDeliveryMinutes);
  }
  over('operations.stuck', figures.operations.stuck, thresholds.stuckOperations);
  return out;
}

/** The figures of one refresh, judged against the thresholds. */
export function pulseFigures(counts: PulseCounts, thresholds: PulseThresholds): PulseFigures {
  const current = withRate(counts.declines);
  const baseline = counts.baseline === undefined ? undefined : withRate(counts.baseline);
  const judged: Omit<PulseFigures, 'breaches'> = {
    at: counts.at,
    profile: counts.profile,
    window: counts.window,
    cards: counts.cards,
    declines: {
      ...current,
      baseline,
      change: changeAgainst(current.rate, baseline?.rate),
      hourly: counts.hourly,
      others: Object.fromEntries(
        Object.entries(counts.others ?? {}).map(([w, d]) => [w, withRate(d)]),
      ) as Partial<Record<PulseWindow, DeclineFigures>>,
    },
    wallets: counts.wallets.map((w) => walletFigures(w, thresholds)),
    webhooks: counts.webhooks,
    operations: counts.operations,
  };
  return { ...judged, breaches: breaches(judged, thresholds) };
}
