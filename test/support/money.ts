// Money for fixtures, made the way the product makes it: from the service's decimal text through
// parseMoneyString, or from a count of nano units (a Money is a bigint of nanos, see src/domain/money.ts).
import { parseMoneyString, type Money } from '../../src/domain/money.js';

/** A decimal string as the service writes it ("12.50", "-0.000000001"); throws on anything else. */
export function money(text: string): Money {
  const result = parseMoneyString(text);
  if (!result.ok) throw new RangeError(`not a money string: ${result.reason}`);
  return result.value;
}

/** A whole number of nano units as Money. */
export const nanos = (count: bigint): Money => count as Money;
