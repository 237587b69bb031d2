// Money for display: decimal strings through the domain's exact arithmetic, never a float.
import { formatAmount, parseMoneyString } from '../../domain/index.js';
import { safe } from '../text.js';

/** Two fraction digits for tables; a malformed amount is shown as received (sanitised). */
export function money(amount: string | undefined): string {
  if (amount === undefined) return '-';
  const parsed = parseMoneyString(amount);
  return parsed.ok ? formatAmount(parsed.value, 2) : safe(amount);
}

export function moneyWithCurrency(amount: string | undefined, currency: string | undefined): string {
  if (amount === undefined) return '-';
  return `${money(amount)} ${safe(currency)}`.trim();
}

/** Exact as the service wrote it (detail views): nothing rounded away. */
export function exactMoney(amount: string | undefined, currency: string | undefined): string {
  if (amount === undefined) return '-';
  return `${safe(amount)} ${safe(currency)}`.trim();
}
