// The money facts every money-moving or fee-charging form shows, in one presentation: what the source
// has available (and what it had when the form opened, if that changed), the fee (an amount, a rule,
// none, or not known and why) and what the source has available after. Exact decimals from the
// domain's money arithmetic: never a float, never rounded, never cut.
import type { Fees } from '../../contract/index.js';
import {
  add,
  formatAmount,
  parseAmount,
  parseMoneyString,
  percentOf,
  sub,
  type Money,
} from '../../domain/index.js';
import { plainMoney } from '../present/money.js';
import { safe } from '../text.js';

export type FeeFact =
  /** Not known: the wallet's fees were not read, or they name a rule the console cannot price. */
  | { readonly kind: 'unknown'; readonly why: string }
  | { readonly kind: 'none'; readonly why: string }
  /** A fixed amount (issuing a card). */
  | { readonly kind: 'amount'; readonly amount: string; readonly currency: string; readonly what: string }
  /** A percent of the amount moved (a transfer). */
  | { readonly kind: 'percent'; readonly percent: string };

export interface MoneyFacts {
  /** "Wallet", "Source wallet". */
  readonly source: string;
  /** The source's available balance as the store holds it now (undefined: not read). */
  readonly available?: string;
  /** What the form showed as available when it opened, when that differs from now. */
  readonly was?: string;
  readonly currency: string;
  readonly fee: FeeFact;
  /** What the typed amount does to the source: leaves it (fund, transfer), returns to it (defund), or nothing (issue). */
  readonly flow: 'out' | 'in' | 'none';
  /** The amount as typed (flow out/in). */
  readonly amount?: string;
}

const parsed = (text: string | undefined): Money | undefined => {
  if (text === undefined || text === '') return undefined;
  const result = parseAmount(text, { maxFractionDigits: 9 });
  return result.ok ? result.value : undefined;
};
export const stored = (text: string | undefined): Money | undefined => {
  if (text === undefined) return undefined;
  const result = parseMoneyString(text);
  return result.ok ? result.value : undefined;
};
export const exact = (value: Money): string => plainMoney(formatAmount(value, 9));

/** The fee a fund, defund, top-up or withdrawal costs, by the wallet's fees: none of them names one. */
export function movementFee(fees: Fees | undefined, what: string): FeeFact {
  if (!fees) return { kind: 'unknown', why: "the wallet's fees are not read yet" };
  return { kind: 'none', why: `the wallet's fees name none for a ${what}` };
}

/** The fee issuing a card costs, by the wallet's `fees.cardIssuing`. */
export function issuingFee(fees: Fees | undefined): FeeFact {
  if (!fees) return { kind: 'unknown', why: "the wallet's fees are not read yet" };
  const rule = fees.cardIssuing;
  if (!rule) return { kind: 'none', why: "the wallet's fees name none for issuing a card" };
  if (rule.type === 'amount' && rule.amount !== undefined)
    return { kind: 'amount', amount: rule.amount, currency: rule.currency ?? '', what: 'card issuing' };
  return { kind: 'unknown', why: `the wallet's card issuing fee is of type ${safe(rule.type)}` };
}

/** The fee a transfer costs, by the source's `fees.transfers` percent. */
export function transferFee(fees: Fees | undefined): FeeFact {
  if (!fees) return { kind: 'unknown', why: "the wallet's fees are not read yet" };
  const percent = fees.transfers?.percent;
  if (percent === undefined)
    return { kind: 'unknown', why: 'the wallet names no transfer fee; the result shows any charged' };
  return { kind: 'percent', percent };
}

/** The fee in the source's currency, when it is known and can be priced (a percent needs a valid amount). */
export function feeValue(facts: MoneyFacts): Money | undefined {
  const fee = facts.fee;
  if (fee.kind === 'none') return 0n as Money;
  if (fee.kind === 'amount')
    return fee.currency === '' || fee.currency === facts.currency ? stored(fee.amount) : undefined;
  if (fee.kind === 'percent') {
    const amount = parsed(facts.amount);
    return amount === undefined ? undefined : percentOf(amount, fee.percent, 2);
  }
  return undefined;
}

function feeLine(facts: MoneyFacts): string {
  const fee = facts.fee;
  const currency = safe(facts.currency);
  switch (fee.kind) {
    case 'unknown':
      return `Fee: not known (${fee.why}).`;
    case 'none':
      return `Fee: no fee (${fee.why}).`;
    case 'amount':
      return `Fee: ${plainMoney(fee.amount)} ${safe(fee.currency || facts.currency)} (${fee.what}).`;
    case 'percent': {
      const value = feeValue(facts);
      return `Fee: ${safe(fee.percent)}% of the amount${value === undefined ? '' : `: ${exact(value)} ${currency} on this amount`}.`;
    }
  }
}

/** What the source has after the move: its balance, the amount moved and the fee, each when known. */
export function sourceAfter(facts: MoneyFacts): {
  readonly available?: Money;
  readonly moved?: Money;
  readonly after?: Money;
} {
  const available = stored(facts.available);
  if (available === undefined) return {};
  const amount = facts.flow === 'none' ? (0n as Money) : parsed(facts.amount);
  if (amount === undefined) return { available };
  const moved = facts.flow === 'in' ? add(available, amount) : sub(available, amount);
  const fee = feeValue(facts);
  return fee === undefined ? { available, moved } : { available, moved, after: sub(moved, fee) };
}

function afterLine(facts: MoneyFacts): string {
  const head = `${facts.source} available after:`;
  const { available, moved, after } = sourceAfter(facts);
  const currency = safe(facts.currency);
  if (available === undefined) return `${head} not known (its balance is not read yet).`;
  if (moved === undefined) return `${head} shown once a valid amount is typed.`;
  if (after === undefined) return `${head} ${exact(moved)} ${currency} less the fee, which is not known.`;
  return `${head} ${exact(after)} ${currency}.`;
}

/** `a + b` exactly, for two stored amounts; undefined when either is not a valid amount. */
export function sumMoney(a: string, b: string): string | undefined {
  const x = stored(a);
  const y = stored(b);
  return x === undefined || y === undefined ? undefined : formatAmount(add(x, y), 9);
}

/** The form's money lines: available now (and at opening, if it changed), the fee, available after. */
export function moneyFactLines(facts: MoneyFacts): string[] {
  const currency = safe(facts.currency);
  const now =
    facts.available === undefined
      ? `${facts.source} available: not read yet.`
      : `${facts.source} available: ${plainMoney(facts.available)} ${currency}` +
        (facts.was === undefined ? '' : ` (was ${plainMoney(facts.was)} when the form opened)`) +
        '.';
  return [now, feeLine(facts), afterLine(facts)];
}
