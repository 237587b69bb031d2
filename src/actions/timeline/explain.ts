// The decline explainer: why a card operation was declined, the facts behind it at that moment, and the
// next step, computed from what the timeline read, never invented. Pure: the reader brings the facts.
import { DeclineReason, type CardStatus } from '../../contract/index.js';
import { add, compare, formatInstant, percentOf, sanitizeText, sub, type Money } from '../../domain/index.js';
import {
  amountText,
  parsed,
  step,
  type ExplainInput,
  type Explanation,
  type Fact,
  type NextStep,
} from './explain-input.js';
import { periodLimit, transactionLimit } from './explain-limits.js';
import type { Actor, TimelineRow } from './types.js';

export * from './explain-input.js';

function byText(by: Actor | undefined, sources: readonly string[]): string {
  if (by)
    return ` by profile ${sanitizeText(by.profile)} (operator ${sanitizeText(by.host)})${by.jobId ? ` — job ${sanitizeText(by.jobId.slice(0, 8))}…` : ''}`;
  return sources.includes('event') || sources.includes('live') ? ' (event)' : '';
}

/** The last change into `to` at or before the decline, from the timeline. */
function lastChangeTo(
  input: ExplainInput,
  to: CardStatus,
): Extract<TimelineRow, { kind: 'state' }> | undefined {
  const atMs = Date.parse(input.decline.createdAt);
  for (const row of input.rows) {
    if (row.kind === 'state' && row.change.to === to && row.atMs <= atMs) return row;
  }
  return undefined;
}

function cardState(input: ExplainInput, to: CardStatus, verb: string): string[] {
  const change = lastChangeTo(input, to);
  if (!change) return [`${verb}: when and by whom is not in the sources read`];
  return [
    `the card was ${verb} at ${formatInstant(change.atMs, input.zone, 'stamp')}${byText(change.by, change.sources)}`,
  ];
}

function stateReason(input: ExplainInput, reason: DeclineReason): Fact {
  const closed =
    input.card.status === 'closed' ||
    input.card.status === 'expired' ||
    input.card.status === 'creating_failed';
  const nothing = (why: string): NextStep => ({ kind: 'none', text: `nothing to do: ${why}` });
  switch (reason) {
    case 'card_frozen':
      return {
        why: 'the card was frozen',
        facts: [...cardState(input, 'frozen', 'frozen'), `the card is ${input.card.status} now`],
        nextStep:
          input.card.status === 'frozen'
            ? step(input, 'resume', 'resume the card')
            : nothing(`the card is ${input.card.status} now`),
      };
    case 'card_closed':
      return {
        why: 'the card was closed',
        facts: cardState(input, 'closed', 'closed'),
        nextStep: nothing('the card is closed'),
      };
    case 'card_expired':
      return {
        why: 'the card had expired',
        facts: [
          `expiry ${sanitizeText(input.card.expiredAt ?? 'unknown')}`,
          ...cardState(input, 'expired', 'marked expired'),
        ],
        nextStep: nothing('the card is expired: issue a new card'),
      };
    case 'card_creating':
      return {
        why: 'the card was still being created',
        facts: [`the card is ${input.card.status} now`],
        nextStep: closed ? nothing(`the card is ${input.card.status}`) : nothing('wait until it is active'),
      };
    default:
      return {
        why: 'the card could not be created',
        facts: cardState(input, 'creating_failed', 'failed'),
        nextStep: nothing('the card was never created: issue a new card'),
      };
  }
}

function insufficient(input: ExplainInput): Fact {
  const { decline, card, wallet } = input;
  const available = parsed(card.availableBalance);
  const amount = parsed(decline.amount);
  const currency = card.currency;
  if (available === undefined || amount === undefined) {
    return {
      why: 'the balance was short',
      facts: ['the balance or the amount could not be read'],
      nextStep: step(input, 'fund', 'fund the card'),
    };
  }
  const fee = wallet?.feePercent !== undefined ? percentOf(amount, wallet.feePercent, 2) : undefined;
  const needed = fee !== undefined ? add(amount, fee) : amount;
  const facts = [
    `available ${amountText(available, currency)} (now), purchase${fee !== undefined ? ' + fee' : ''} ${amountText(needed, currency)}${fee === undefined ? ' (fee not read)' : ''}`,
  ];
  const short = sub(needed, available);
  if (compare(short, 0n as Money) > 0) {
    facts[0] += `: short by ${amountText(short, currency)}`;
    return {
      why: 'the balance was short',
      facts,
      nextStep: step(input, 'fund', `fund the card with at least ${amountText(short, currency)}`),
    };
  }
  facts.push('the card has enough now (it was funded since)');
  return {
    why: 'the balance was short',
    facts,
    nextStep: { kind: 'none', text: 'nothing to do: the balance covers it now' },
  };
}

function walletInactive(input: ExplainInput): Fact {
  const wallet = input.wallet;
  const name = wallet ? sanitizeText(wallet.name) : 'the wallet';
  const now = wallet ? `the wallet is ${sanitizeText(wallet.status)} now` : 'the wallet could not be read';
  return {
    why: `wallet ${name} was inactive`,
    facts: [
      wallet?.deactivated
        ? `wallet ${name} is inactive since ${formatInstant(wallet.deactivated.atMs, input.zone, 'stamp')}${byText(wallet.deactivated.by, ['audit'])}`
        : `wallet ${name} was inactive when the purchase came (since when: not in the sources read)`,
      now,
    ],
    nextStep: { kind: 'none', text: 'activate the wallet (wallet view) to let its cards spend' },
  };
}

/** The explanation of one declined operation. */
export function explainDecline(input: ExplainInput): Explanation {
  const raw = input.decline.declineReason ?? '';
  const reason = sanitizeText(raw === '' ? 'none given' : raw);
  const known = DeclineReason.safeParse(raw);
  if (!known.success) {
    return {
      reason,
      known: false,
      why: `declined by the service: ${reason}`,
      facts: ['this console does not know this reason; it is shown as the service sent it'],
      nextStep: { kind: 'none', text: 'ask the platform what this reason means' },
    };
  }
  const fact = explainKnown(input, known.data);
  return { reason, known: true, ...fact };
}

function explainKnown(input: ExplainInput, reason: DeclineReason): Fact {
  switch (reason) {
    case 'daily_limit_exceeded':
      return periodLimit(input, 'day');
    case 'monthly_limit_exceeded':
      return periodLimit(input, 'month');
    case 'transaction_limit_exceeded':
      return transactionLimit(input);
    case 'insufficient_balance':
      return insufficient(input);
    case 'wallet_inactive':
      return walletInactive(input);
    default:
      return stateReason(input, reason);
  }
}
