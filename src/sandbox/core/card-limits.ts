// Card spending limits: request values become cents, checked against the wallet's ranges.
import { money, parseCents } from './amounts.js';
import type { LimitRange } from './catalog.js';
import { fail } from './errors.js';

export interface LimitsInput {
  daily_limit?: string | number | undefined;
  monthly_limit?: string | number | undefined;
}
export interface LimitsCents {
  daily_limit?: bigint;
  monthly_limit?: bigint;
}

const KEYS = ['daily_limit', 'monthly_limit'] as const;

/** Parses and range-checks the given limits; `current` fills what is not given for the daily ≤ monthly check. */
export function parseLimits(input: LimitsInput | undefined, ranges: readonly LimitRange[], current: LimitsCents = {}): LimitsCents {
  const parsed: LimitsCents = {};
  for (const key of KEYS) {
    const value = input?.[key];
    if (value === undefined) continue;
    const cents = parseCents(value, ['body', 'limits', key]);
    const range = ranges.find((r) => r.type === key);
    if (range && (cents < range.minCents || cents > range.maxCents)) {
      fail('limit_out_of_range', `${key} must be between ${money(range.minCents, 'org')} and ${money(range.maxCents, 'org')}`, {
        limit: key, amountMin: money(range.minCents, 'org'), amountMax: money(range.maxCents, 'org'),
      });
    }
    parsed[key] = cents;
  }
  const daily = parsed.daily_limit ?? current.daily_limit;
  const monthly = parsed.monthly_limit ?? current.monthly_limit;
  if (daily !== undefined && monthly !== undefined && daily > monthly) {
    fail('limit_out_of_range', 'daily_limit must not exceed monthly_limit', { limit: 'daily_limit' });
  }
  return parsed;
}

export const limitsView = (limits: LimitsCents): { daily_limit?: string; monthly_limit?: string } => ({
  ...(limits.daily_limit !== undefined ? { daily_limit: money(limits.daily_limit, 'org') } : {}),
  ...(limits.monthly_limit !== undefined ? { monthly_limit: money(limits.monthly_limit, 'org') } : {}),
});
