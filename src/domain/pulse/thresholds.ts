// The pulse's thresholds, their defaults and what each means. A profile may set any of them in the config
// file (`pulse` in the profile); what it does not set is the default here. A count threshold is the most
// that is still fine: 0 means "any one is too many".
import { parseMoneyString, type Money } from '../money.js';

export interface PulseThresholds {
  /** A card still `creating` this many minutes after it was made is stuck. Default 10. */
  readonly stuckCreatingMinutes: number;
  /** More stuck `creating` cards than this is a breach. Default 0. */
  readonly stuckCreating: number;
  /** More cards `creating_failed` (made in the window) than this is a breach. Default 0. */
  readonly creatingFailed: number;
  /** A decline rate (0 to 1) above this is a breach... Default 0.2 (one purchase in five). */
  readonly declineRate: number;
  /** ...as is a rate more than this many times the day-earlier baseline's. Default 3. */
  readonly declineChange: number;
  /** Below this many purchases in the window neither decline threshold is judged (2 of 3 is noise). Default 10. */
  readonly declineMinPurchases: number;
  /** An operation still `authorized` this many hours after it was made is stuck. Default 24. */
  readonly stuckOperationHours: number;
  /** More stuck operations than this is a breach. Default 0. */
  readonly stuckOperations: number;
  /** A wallet with less available than this (in its own currency) is low. Default 100.00. */
  readonly walletLowAvailable: Money;
  /** A wallet that empties within this many hours at the last day's net outflow is low. Default 24. */
  readonly walletLowHours: number;
  /** More low wallets than this is a breach. Default 0. */
  readonly lowWallets: number;
  /** More webhook deliveries failed in the window than this is a breach. Default 0. */
  readonly failedDeliveries: number;
  /** A delivery pending longer than this many minutes is a breach. Default 15. */
  readonly pendingDeliveryMinutes: number;
}

const amount = (text: string): Money => {
  const parsed = parseMoneyString(text);
  if (!parsed.ok) throw new RangeError(`bad default amount ${text}`);
  return parsed.value;
};

export const DEFAULT_PULSE_THRESHOLDS: PulseThresholds = {
  stuckCreatingMinutes: 10,
  stuckCreating: 0,
  creatingFailed: 0,
  declineRate: 0.2,
  declineChange: 3,
  declineMinPurchases: 10,
  stuckOperationHours: 24,
  stuckOperations: 0,
  walletLowAvailable: amount('100.00'),
  walletLowHours: 24,
  lowWallets: 0,
  failedDeliveries: 0,
  pendingDeliveryMinutes: 15,
};

/** The instants before which a `creating` card and an `authorized` operation count as stuck. */
export function stuckCutoffs(
  at: number,
  thresholds: PulseThresholds,
): { readonly creatingBefore: number; readonly authorizedBefore: number } {
  return {
    creatingBefore: at - thresholds.stuckCreatingMinutes * 60_000,
    authorizedBefore: at - thresholds.stuckOperationHours * 3_600_000,
  };
}
