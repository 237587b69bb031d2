// The review of a money move before it is sent: source and destination by name, the amount, the fee
// and each side's balance after, asked in the one confirmation view. `y` sends the form as it was
// typed; `n`, `N`, `q` or Esc put the form back with every value kept. The form travels in the
// question's intents as text (a slot is data), and the form view's steps restore it.
import type { AppState, FormState } from '../../store/index.js';
import { safe } from '../text.js';
import { aboutCard, confirm } from '../views/confirm/index.js';
import type { CommandContext } from '../view/types.js';
import { plainMoney } from '../present/money.js';
import { exact, feeValue, sourceAfter, stored, type MoneyFacts } from './money-facts.js';
import type { MoneyReview, Party } from './types.js';
import { add } from '../../domain/index.js';

const money = (value: string | undefined, currency: string) =>
  value === undefined ? 'not read' : `${plainMoney(value)} ${safe(currency)}`;

function feeText(review: MoneyReview, facts: MoneyFacts): string {
  const fee = review.fee;
  const value = feeValue(facts);
  const priced = value === undefined ? 'not known' : `${exact(value)} ${safe(review.currency)}`;
  if (fee.kind === 'none') return 'none';
  if (fee.kind === 'unknown') return `not known (${fee.why}); any charged is shown after`;
  if (fee.kind === 'percent') return `${priced} (${safe(fee.percent)}% of the amount)`;
  return `${priced} (${fee.what})`;
}

/** The review's lines: from and to with their balances now and after, the amount, the fee. */
export function reviewLines(review: MoneyReview): string[] {
  const { from, to } = review;
  const facts: MoneyFacts = {
    source: from.name,
    ...(from.available === undefined ? {} : { available: from.available }),
    currency: from.currency,
    fee: review.fee,
    flow: review.amount === undefined ? 'none' : 'out',
    ...(review.amount === undefined ? {} : { amount: review.amount }),
  };
  const { after } = sourceAfter(facts);
  const received = stored(to.available);
  const amount = stored(review.amount);
  const toAfter = received !== undefined && amount !== undefined ? exact(add(received, amount)) : undefined;
  const side = (label: string, party: Party, then: string | undefined) => [
    `${label} ${safe(party.name)}`,
    party.note
      ? `       ${party.note}`
      : `       available ${money(party.available, party.currency)}, after ${then === undefined ? 'not known' : `${then} ${safe(party.currency)}`}`,
  ];
  return [
    ...side('From:', from, after === undefined ? undefined : exact(after)),
    ...side('To:  ', to, toAfter),
    `Amount: ${review.amount === undefined ? 'none (the fee only)' : `${plainMoney(review.amount)} ${safe(review.currency)}`}`,
    `Fee:    ${feeText(review, facts)}`,
    ...(review.description ? [`Description: ${safe(review.description)}`] : []),
    'Nothing is sent before you confirm.',
  ];
}

/** A form as text, to travel in a question (a slot is data) until a "no" puts it back. */
export const formAsText = (form: FormState): string =>
  JSON.stringify({ ...form, error: undefined, issues: [] });

/** The question before a money form is sent; its yes and no are the form view's steps. */
export function openReview(ctx: CommandContext, state: AppState, form: FormState, review: MoneyReview): void {
  const args = { form: formAsText(form) };
  const amount = review.amount === undefined ? '' : ` ${plainMoney(review.amount)} ${safe(review.currency)}`;
  confirm(ctx, {
    title: `${review.verb}${amount} from ${safe(review.from.name)} to ${safe(review.to.name)}?`,
    lines: reviewLines(review),
    verb: 'send',
    yes: { view: 'form', step: 'send', args },
    no: { view: 'form', step: 'back', args },
    ...(review.cardId ? { about: aboutCard(state, review.cardId) } : {}),
  });
}

/** The form a review carried, back from its text; undefined when the text is not a form. */
export function formFromArgs(args: Readonly<Record<string, string>>): FormState | undefined {
  try {
    const parsed: unknown = JSON.parse(args.form ?? '');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const form = parsed as Partial<FormState>;
    if (typeof form.spec !== 'string' || typeof form.values !== 'object' || form.target === undefined)
      return undefined;
    return { ...(parsed as FormState), busy: false, issues: [] };
  } catch {
    return undefined;
  }
}
