// Planning a bulk job before anything runs: which cards the action applies to, which are skipped
// and why (from the card state machine), the total amount, and the refusal of a bulk fund that
// exceeds a source wallet's available balance. The plan is what the confirmation dialog shows.
import { newIdempotencyKey } from '../../api/index.js';
import {
  add,
  canPerform,
  compare,
  formatAmount,
  parseMoneyString,
  validateCardLimits,
  ZERO,
} from '../../domain/index.js';
import type { Money } from '../../domain/index.js';
import type { OutcomeKind } from '../outcome-kinds.js';
import { fail, toActionError, validationError } from '../errors.js';
import { changeFamily, type ChangeAction } from '../family.js';
import { readOnlyRefusal } from '../permission.js';
import { readAccountBalance, readLimitRanges } from '../reads.js';
import type { ActionContext, ActionError, CardRef, FieldIssue } from '../types.js';
import {
  checkAmount,
  checkMovementDescription,
  compact,
  definedLimits,
  digitsOf,
  type Family,
} from '../validate.js';

export const BULK_ACTIONS = ['suspend', 'resume', 'terminate', 'fund', 'defund', 'setLimits'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export interface BulkLimits {
  daily_limit?: string;
  monthly_limit?: string;
}

export interface BulkSpec {
  action: BulkAction;
  cards: readonly CardRef[];
  /** fund/defund: the same amount for each card. */
  amount?: string;
  description?: string;
  /** setLimits: the limits every card gets. */
  limits?: BulkLimits;
  /** Parallel requests; default 4. */
  concurrency?: number;
  /** The job undoes an earlier change (its undo record's id): each card's audit entry says so. */
  undoes?: string;
}

export interface PlannedItem {
  readonly card: CardRef;
  /** Money-moving items carry their own key for the life of the job (retries reuse it). */
  readonly idempotencyKey?: string;
  /** A resumed item may have been sent before: it is read back before anything is sent. */
  readonly readFirst?: boolean;
  /** For a resumed money item: when it may first have been sent (its operations are searched from then). */
  readonly sentSince?: number;
}

export interface SkippedCard {
  readonly card: CardRef;
  readonly reason: string;
}

export interface WalletTotal {
  readonly accountId: string;
  readonly total: string;
  readonly available?: string;
}

export interface BulkPlan {
  readonly spec: BulkSpec;
  readonly family: Family;
  readonly items: readonly PlannedItem[];
  readonly skipped: readonly SkippedCard[];
  /** fund/defund: the amount each card moves, normalised to the family's digits. */
  readonly amount?: string;
  /** fund/defund: the sum over planned items. */
  readonly totalAmount?: string;
  readonly perWallet?: readonly WalletTotal[];
  /**
   * A resumed job: the outcomes its journal recorded before, for the cards this run does not run
   * again. The job's whole size and counts are these plus the run's (wholeProgress).
   */
  readonly earlier?: Readonly<Partial<Record<OutcomeKind, number>>>;
}

export type PlanResult = { ok: true; plan: BulkPlan } | { ok: false; error: ActionError };

/** The card change each bulk action makes (its route, state rule and read-back live in card-change.ts). */
const CHANGE: Record<BulkAction, ChangeAction> = {
  suspend: 'suspend',
  resume: 'resume',
  terminate: 'terminate',
  fund: 'fund',
  defund: 'defund',
  setLimits: 'edit',
};

/** The API family a bulk action uses with the context's credentials. */
export const familyFor = (ctx: ActionContext, action: BulkAction) => changeFamily(ctx.client, CHANGE[action]);

/** Splits the cards into runnable items and skipped ones (state, duplicates, a defund above the card's balance). */
function partition(
  spec: BulkSpec,
  amount: Money | undefined,
): { runnable: CardRef[]; skipped: SkippedCard[] } {
  const seen = new Set<string>();
  const runnable: CardRef[] = [];
  const skipped: SkippedCard[] = [];
  for (const card of spec.cards) {
    if (seen.has(card.id)) {
      skipped.push({ card, reason: 'listed more than once' });
      continue;
    }
    seen.add(card.id);
    const allowed = canPerform(card.status, CHANGE[spec.action]);
    if (!allowed.ok) {
      skipped.push({ card, reason: allowed.reason });
      continue;
    }
    if (spec.action === 'defund' && amount !== undefined && card.availableBalance !== undefined) {
      const balance = parseMoneyString(card.availableBalance);
      if (balance.ok && compare(amount, balance.value) > 0) {
        skipped.push({ card, reason: `card balance ${card.availableBalance} is less than the amount` });
        continue;
      }
    }
    runnable.push(card);
  }
  return { runnable, skipped };
}

function totalsByWallet(cards: readonly CardRef[], amount: Money): Map<string, Money> {
  const totals = new Map<string, Money>();
  for (const card of cards) totals.set(card.accountId, add(totals.get(card.accountId) ?? ZERO, amount));
  return totals;
}

/** A bulk fund is refused before it starts when any source wallet cannot cover its cards' total. */
async function checkWallets(
  ctx: ActionContext,
  totals: Map<string, Money>,
  family: Family,
  digits: 2 | 9,
): Promise<{ perWallet: WalletTotal[]; issues: FieldIssue[] }> {
  const perWallet: WalletTotal[] = [];
  const issues: FieldIssue[] = [];
  for (const [accountId, total] of totals) {
    const balance = await readAccountBalance(ctx.client, accountId, family);
    const available = parseMoneyString(balance.available);
    const totalText = formatAmount(total, digits);
    perWallet.push({ accountId, total: totalText, available: balance.available });
    if (available.ok && compare(total, available.value) > 0) {
      issues.push({
        field: 'amount',
        message: `the total ${totalText} exceeds the available balance ${balance.available} of wallet ${accountId}`,
        type: 'insufficient_balance',
      });
    }
  }
  return { perWallet, issues };
}

async function limitIssues(
  ctx: ActionContext,
  cards: readonly CardRef[],
  limits: BulkLimits | undefined,
): Promise<FieldIssue[]> {
  // Only the limits the operator set are checked and sent: an empty one keeps each card's value.
  const set = definedLimits(limits ?? {});
  if (Object.keys(set).length === 0) return [{ field: 'limits', message: 'give a daily or monthly limit' }];
  const issues: FieldIssue[] = [];
  for (const accountId of new Set(cards.map((c) => c.accountId))) {
    const ranges = await readLimitRanges(ctx.client, accountId);
    for (const issue of validateCardLimits(set, ranges, { maxFractionDigits: 2 })) {
      issues.push({ field: `limits.${issue.field}`, message: issue.reason, type: issue.type });
    }
  }
  return issues;
}

function withKeys(cards: readonly CardRef[], money: boolean): PlannedItem[] {
  return cards.map((card) => (money ? { card, idempotencyKey: newIdempotencyKey() } : { card }));
}

export async function planBulkJob(ctx: ActionContext, spec: BulkSpec): Promise<PlanResult> {
  const readOnly = readOnlyRefusal(ctx.session.readOnly());
  if (readOnly) return { ok: false, error: fail('read_only', readOnly) };
  const family = changeFamily(ctx.client, CHANGE[spec.action]);
  if (!family.ok) return { ok: false, error: fail('not_permitted', family.reason) };
  const digits = digitsOf(family.family);
  const money = spec.action === 'fund' || spec.action === 'defund';
  let amount: { value: Money; text: string } | undefined;
  if (money) {
    // One amount for every card: no finer than the minor unit of any of their currencies.
    const currencies = [...new Set(spec.cards.map((c) => c.currency).filter((c): c is string => !!c))];
    const parsed = [undefined, ...currencies]
      .map((currency) =>
        checkAmount(spec.amount ?? '', { digits, ...(currency !== undefined ? { currency } : {}) }),
      )
      .reduce((first, next) => (first.ok ? next : first));
    const issues = compact([
      parsed.ok ? undefined : parsed.issue,
      checkMovementDescription(spec.description),
    ]);
    if (!parsed.ok || issues.length > 0) return { ok: false, error: validationError(issues) };
    amount = parsed;
  }
  const { runnable, skipped } = partition(spec, amount?.value);
  const base = { spec, family: family.family, items: withKeys(runnable, money), skipped };
  try {
    if (spec.action === 'setLimits') {
      const issues = await limitIssues(ctx, runnable, spec.limits);
      if (issues.length > 0) return { ok: false, error: validationError(issues) };
    }
    if (!amount) return { ok: true, plan: base };
    const totals = totalsByWallet(runnable, amount.value);
    const total = formatAmount([...totals.values()].reduce(add, ZERO), digits);
    if (spec.action === 'defund')
      return { ok: true, plan: { ...base, amount: amount.text, totalAmount: total } };
    const { perWallet, issues } = await checkWallets(ctx, totals, family.family, digits);
    if (issues.length > 0) return { ok: false, error: validationError(issues) };
    return { ok: true, plan: { ...base, amount: amount.text, totalAmount: total, perWallet } };
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
}
