// Card spending limits: request values become cents (the sandbox's amount rules), then domain's
// validateCardLimits checks them against the wallet's ranges and daily ≤ monthly.
import { ValidationType, type WalletLimitRange } from '../../contract/index.js';
import { SandboxValidationError } from '../core-types.js';
import { validateCardLimits } from '../../domain/limits.js';
import { money, parseCents } from './amounts.js';
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

export function limitsText(limits: LimitsCents): { daily_limit?: string; monthly_limit?: string } {
  const text: { daily_limit?: string; monthly_limit?: string } = {};
  for (const key of KEYS) {
    const cents = limits[key];
    if (cents !== undefined) text[key] = money(cents, 'org');
  }
  return text;
}

/**
 * Parses and checks the given limits; `current` are the card's limits, for the daily ≤ monthly rule. A daily limit
 * above the monthly limit of the same request can never be sent: 422. The wallet's ranges and the card's current
 * limits are state: 409 limit_out_of_range.
 */
export function parseLimits(
  input: LimitsInput | undefined,
  ranges: readonly WalletLimitRange[],
  current: LimitsCents = {},
): LimitsCents {
  const parsed: LimitsCents = {};
  for (const key of KEYS) {
    const value = input?.[key];
    if (value !== undefined) parsed[key] = parseCents(value, ['body', 'limits', key], { allowZero: true });
  }
  const { daily_limit: daily, monthly_limit: monthly } = parsed;
  if (daily !== undefined && monthly !== undefined && daily > monthly) {
    throw new SandboxValidationError([
      {
        loc: ['body', 'limits', 'daily_limit'],
        msg: `must not exceed monthly_limit (${money(monthly, 'org')})`,
        type: ValidationType.numberRange,
        input: input?.daily_limit,
        ctx: { le: money(monthly, 'org') },
      },
    ]);
  }
  const [issue] = validateCardLimits(limitsText(parsed), ranges, {
    maxFractionDigits: 2,
    current: limitsText(current),
  });
  if (issue) fail('limit_out_of_range', issue.reason, { limit: issue.field, ...(issue.ctx ?? {}) });
  return parsed;
}
