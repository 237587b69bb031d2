// What the decline explainer takes and gives, and the helpers its parts share. Pure.
import type { WalletLimitRange, CardStatus } from '../../contract/index.js';
import {
  displayAmount,
  parseMoneyString,
  sanitizeText,
  type DisplayZone,
  type Money,
  type SpendOperation,
  type SpendWindow,
} from '../../domain/index.js';
import type { Operation } from '../../store/index.js';
import type { Actor, TimelineRow } from './types.js';

/** The operations of a window as read: `complete` false when the read was capped or failed. */
export interface WindowRead {
  readonly ops: readonly SpendOperation[];
  readonly complete: boolean;
}

export interface WalletFacts {
  readonly name: string;
  readonly status: string;
  /** The wallet's card transaction fee, percent ("1.5"); undefined when not read. */
  readonly feePercent?: string;
  readonly limits?: readonly WalletLimitRange[];
  /** When (and by whom) our audit says the wallet was deactivated last. */
  readonly deactivated?: { readonly atMs: number; readonly by: Actor };
}

export interface CardFacts {
  readonly status: CardStatus;
  readonly currency: string;
  readonly availableBalance: string;
  readonly limits?: Readonly<Record<string, unknown>>;
  readonly expiredAt?: string;
}

/** Why this operator may not take a step, per step; undefined: allowed. */
export type StepRefusal = (step: FixAction) => string | undefined;

export interface ExplainInput {
  readonly decline: Operation;
  readonly card: CardFacts;
  readonly wallet?: WalletFacts;
  readonly windows: Partial<Record<SpendWindow, WindowRead>>;
  /**
   * The timeline's rows: state changes are looked up in them, and the limit changes (our audit and the card
   * reads, merged there once).
   */
  readonly rows: readonly TimelineRow[];
  readonly refusal: StepRefusal;
  readonly zone: DisplayZone;
}

export type FixAction = 'resume' | 'edit' | 'fund';
export const FIX_KEYS: Readonly<Record<FixAction, string>> = { resume: 'u', edit: 'e', fund: 'f' };

export type NextStep =
  | { readonly kind: 'key'; readonly action: FixAction; readonly key: string; readonly text: string }
  | { readonly kind: 'refused'; readonly action: FixAction; readonly text: string }
  | { readonly kind: 'none'; readonly text: string };

export interface Explanation {
  /** The reason as it came (sanitised). */
  readonly reason: string;
  readonly known: boolean;
  readonly why: string;
  readonly facts: readonly string[];
  readonly nextStep: NextStep;
}

/** An amount in the one form the console shows (exact, thousands separated) with its currency. */
export function amountText(value: Money, currency: string): string {
  return `${displayAmount(value)} ${sanitizeText(currency)}`;
}

/** An amount the service wrote, in the one form; one that is not a decimal as it came (sanitised), never dropped. */
export function amountOf(text: string, currency?: string): string {
  const value = parsed(text);
  const shown = value !== undefined ? displayAmount(value) : sanitizeText(text);
  return currency === undefined ? shown : `${shown} ${sanitizeText(currency)}`;
}

export const parsed = (text: unknown): Money | undefined => {
  if (typeof text !== 'string' && typeof text !== 'number') return undefined;
  const result = parseMoneyString(String(text));
  return result.ok ? result.value : undefined;
};

export function step(input: ExplainInput, action: FixAction, text: string): NextStep {
  const refused = input.refusal(action);
  if (refused !== undefined) return { kind: 'refused', action, text: `${text}: not offered (${refused})` };
  return { kind: 'key', action, key: FIX_KEYS[action], text: `${FIX_KEYS[action]}: ${text}` };
}

/** The step in words alone, without the console key it is taken with (what a script prints). */
export const stepWords = (next: NextStep): string =>
  next.kind === 'key' && next.text.startsWith(`${next.key}: `)
    ? next.text.slice(next.key.length + 2)
    : next.text;

export type Fact = Omit<Explanation, 'reason' | 'known'>;

/** Why, in plain words, per reason the document lists: the first line of every explanation of it. */
export const DECLINE_WHY: Readonly<Record<string, string>> = {
  card_creating: 'the card was still being created',
  card_creating_failed: 'the card could not be created',
  card_frozen: 'the card was frozen',
  card_closed: 'the card was closed',
  card_expired: 'the card had expired',
  wallet_inactive: 'its wallet was inactive',
  transaction_limit_exceeded: "the amount is above the wallet's transaction limit",
  daily_limit_exceeded: 'the purchase would take the card over its daily limit',
  monthly_limit_exceeded: 'the purchase would take the card over its monthly limit',
  insufficient_balance: 'the balance was short',
};

/** The same reasons in a word or two, for a table column of 11 (the operations pane's "Declined"). */
export const DECLINE_SHORT: Readonly<Record<string, string>> = {
  card_creating: 'creating',
  card_creating_failed: 'not created',
  card_frozen: 'frozen',
  card_closed: 'closed',
  card_expired: 'expired',
  wallet_inactive: 'wallet off',
  transaction_limit_exceeded: 'tx limit',
  daily_limit_exceeded: 'daily limit',
  monthly_limit_exceeded: 'month limit',
  insufficient_balance: 'balance',
};

/** The short word for a reason; one this console does not know as it came (sanitised; the column cuts it). */
export function declineShort(reason: string | null | undefined): string {
  const raw = reason ?? '';
  return Object.hasOwn(DECLINE_SHORT, raw) ? DECLINE_SHORT[raw]! : sanitizeText(raw || '?');
}

/** The plain words for a reason; one this console does not know is shown as it came (sanitised). */
export function declineWhy(reason: string | null | undefined): string {
  const raw = reason ?? '';
  return Object.hasOwn(DECLINE_WHY, raw)
    ? DECLINE_WHY[raw]!
    : `declined by the service: ${sanitizeText(raw || 'none given')}`;
}
