// A wallet's figures: net outflow over the last day and, at that rate, how long until it is empty.
import { compare, ZERO, type Money } from '../money.js';

/**
 * Hours until `available` is spent at the rate of `outflow24h` a day, in tenths, rounded down (an
 * alert fires early rather than late); 0 when nothing is available; undefined when nothing flows out.
 */
export function hoursToEmpty(available: Money, outflow24h: Money): number | undefined {
  if (compare(outflow24h, ZERO) <= 0) return undefined;
  if (compare(available, ZERO) <= 0) return 0;
  return Number((available * 240n) / outflow24h) / 10;
}

export interface LowWalletRule {
  /** Below this available amount (in the wallet's own currency) a wallet is low. */
  readonly walletLowAvailable: Money;
  /** Running empty within this many hours at the last day's outflow, a wallet is low. */
  readonly walletLowHours: number;
}

/** Whether a wallet is low: below the amount, or empty within the hours at the last day's rate. */
export function isLowWallet(available: Money, hours: number | undefined, rule: LowWalletRule): boolean {
  return (
    compare(available, rule.walletLowAvailable) < 0 || (hours !== undefined && hours < rule.walletLowHours)
  );
}
