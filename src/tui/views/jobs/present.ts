// Pure text of the jobs view: one line per job with a progress bar, a job's per-card results, and
// the summary a bulk action is confirmed from. Card names come from the network: all sanitised.
import { wrapWords } from '../../present/wrap.js';
import {
  digitsOf,
  type BulkItem,
  type BulkJob,
  type BulkPlan,
  type BulkProgress,
  type ItemState,
} from '../../../actions/index.js';
import {
  add,
  displayAmount,
  formatAmount,
  last4,
  parseMoneyString,
  roundTo,
  sub,
  ZERO,
  type Money,
} from '../../../domain/index.js';
import type { AppState } from '../../../store/index.js';
import { cardName } from '../../present/card-name.js';
import { fieldLabel } from '../../present/fields.js';
import { plainMoney } from '../../present/money.js';
import { fit, safe, truncate } from '../../text.js';
import { runningText } from './item-step.js';

const ACTION_WORDS: Readonly<Record<string, string>> = {
  suspend: 'suspend',
  resume: 'resume',
  terminate: 'terminate',
  fund: 'fund',
  defund: 'defund',
  setLimits: 'set limits',
};

export const actionWord = (action: string): string => ACTION_WORDS[action] ?? safe(action);
export const count = (n: number): string => n.toLocaleString('en-US');
/** Job ids name journals (`card-console jobs resume ID`): shown whole ("job-" + time + 8 hex digits). */
export const JOB_ID_WIDTH = 21;

// The console's one way of naming a card (Activity and Events use it too).
export { cardName };

/** The bar's parts in order: done, skipped, failed and unknown fill it (they ended), cancelled and still to do do not. */
const BAR_PARTS = [
  ['#', 'done'],
  ['=', 'skipped'],
  ['x', 'failed'],
  ['?', 'unknown'],
  ['-', 'cancelled'],
] as const;

/**
 * `[####==x--...]`: done, skipped, failed, cancelled, still to do. Each part ends where the running
 * sum of the counts before it ends (rounded down), so a finished job fills the bar exactly and a job
 * with cards still to do never does; a failure always shows, however few.
 */
export function progressBar(p: BulkProgress, width: number): string {
  const inner = Math.max(4, width - 2);
  const edge = (n: number) => (p.total === 0 ? 0 : Math.floor((Math.min(n, p.total) * inner) / p.total));
  let sum = 0;
  const lengths = BAR_PARTS.map(([, key]) => {
    const start = edge(sum);
    sum += p[key];
    return edge(sum) - start;
  });
  lengths.push(inner - lengths.reduce((a, b) => a + b, 0));
  const failed = BAR_PARTS.findIndex(([, key]) => key === 'failed');
  if (p.failed > 0 && lengths[failed] === 0) {
    const longest = lengths.indexOf(Math.max(...lengths));
    lengths[longest] = (lengths[longest] ?? 1) - 1;
    lengths[failed] = 1;
  }
  const symbols = [...BAR_PARTS.map(([symbol]) => symbol), '.'];
  return `[${lengths.map((n, i) => (symbols[i] ?? '.').repeat(n)).join('')}]`;
}

export function durationText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '-';
  const s = Math.max(0, Math.ceil(seconds));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export function stateText(p: BulkProgress, now: number): string {
  if (p.state === 'running' && p.pausedUntil !== undefined && p.pausedUntil > now)
    return 'rate limited: waiting';
  return p.state;
}

/** The counts after the bar: done/failed/remaining, rate and time left. */
export function countsText(p: BulkProgress): string {
  const parts = [`${count(p.done)} done`, `${count(p.failed)} failed`, `${count(p.remaining)} left`];
  if (p.unknown > 0) parts.push(`${count(p.unknown)} unknown`);
  if (p.skipped > 0) parts.push(`${count(p.skipped)} skipped`);
  if (p.cancelled > 0) parts.push(`${count(p.cancelled)} cancelled`);
  const running = p.state === 'running' || p.state === 'cancelling';
  const pace = running ? ` | ${p.ratePerSec.toFixed(1)}/s | ${durationText(p.etaSec)} left` : '';
  return `${parts.join(' ')}${pace}`;
}

/**
 * One job's row: id, action, cards, bar, counts, rate, time left, state. Where that does not fit (80
 * columns), the bar goes and the counts shorten, so the counts, rate and time left still show whole.
 */
export function jobLine(job: BulkJob, p: BulkProgress, now: number, width: number): string {
  const head = `${fit(safe(job.id), JOB_ID_WIDTH)} ${fit(actionWord(job.action), 10)} ${fit(`${count(p.total)} cards`, 11)} `;
  const tail = ` ${countsText(p)} | ${stateText(p, now)}`;
  const room = width - head.length - tail.length - 2;
  if (room < 8) return compactJobLine(job, p, now, width);
  return `${head}${progressBar(p, Math.min(30, room))}${tail}`;
}

/**
 * `job-… fund 89 cards: 12 done 77 left | 2.0/s, 39s to go | running`: a narrow terminal's job row. Still
 * too wide (many kinds of counts), the separators go, then the action's name (the title says it),
 * then the rarer counts (unknown, skipped, cancelled) move behind the state, as many as fit whole, and
 * last the size and done shorten to `12/89 done`.
 */
export function compactJobLine(job: BulkJob, p: BulkProgress, now: number, width: number): string {
  const main = [`${cardsText(p.total)}: ${count(p.done)} done`, `${count(p.remaining)} left`];
  if (p.failed > 0) main.push(`${count(p.failed)} failed`);
  const rare: string[] = [];
  if (p.unknown > 0) rare.push(`${count(p.unknown)} unknown`);
  if (p.skipped > 0) rare.push(`${count(p.skipped)} skipped`);
  if (p.cancelled > 0) rare.push(`${count(p.cancelled)} cancelled`);
  const running = p.state === 'running' || p.state === 'cancelling';
  const pace = running ? `${p.ratePerSec.toFixed(1)}/s, ${durationText(p.etaSec)} to go` : '';
  const state = stateText(p, now) === 'rate limited: waiting' ? 'rate limited' : stateText(p, now);
  const id = safe(job.id);
  const action = actionWord(job.action);
  const candidates = [
    [`${id} ${action} ${[...main, ...rare].join(' ')}`, pace, state].filter(Boolean).join(' | '),
    [id, action, ...main, ...rare, pace, state].filter(Boolean).join(' '),
    [id, ...main, ...rare, pace, state].filter(Boolean).join(' '),
  ];
  const fitting = candidates.find((line) => line.length <= width);
  if (fitting !== undefined) return fitting;
  // Last, the size and done shorten to "12/89 done" (still the job's whole size).
  const whole = [id, ...main, pace, state].filter(Boolean).join(' ');
  const short = [`${count(p.done)}/${count(p.total)} done`, ...main.slice(1)];
  let line = whole.length <= width ? whole : [id, ...short, pace, state].filter(Boolean).join(' ');
  for (const part of rare) if (line.length + 1 + part.length <= width) line = `${line} ${part}`;
  return truncate(line, width);
}

const ORDER: readonly ItemState[] = [
  'unknown',
  'failed',
  'running',
  'pending',
  'cancelled',
  'skipped',
  'done',
];

/** What one card's line says after its state: the error, why it was skipped, the transactions. */
function itemOutcome(item: BulkItem): string {
  if (item.state === 'running') return runningText(item);
  if ((item.state === 'failed' || item.state === 'unknown') && item.error) {
    const code = item.error.code ?? item.error.kind;
    const retry = item.error.retryable ? 'retryable' : 'final';
    return `${safe(code)}: ${safe(item.error.message)} (${retry})`;
  }
  const parts: string[] = [];
  if (item.note) parts.push(safe(item.note));
  if (item.transactionIds && item.transactionIds.length > 0)
    parts.push(`tx ${item.transactionIds.map(safe).join(', ')}`);
  if (item.attempts > 1) parts.push(`${item.attempts} attempts`);
  return parts.join(' | ');
}

/**
 * Every card of a job, failures first: state, card, outcome. A card the job's plan holds no name for
 * (a job resumed from its journal) is named by `nameOf` (the store, then the card index).
 */
export function itemLines(job: BulkJob, nameOf: (id: string) => string = (id) => safe(id)): string[] {
  const items = [...job.items()].sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state));
  return items.map((item) => {
    const name = item.card.name ? cardName(item.card) : nameOf(item.card.id);
    return `${fit(item.state, 9)} ${fit(name, 24)} ${fit(safe(item.card.id), 14)} ${itemOutcome(item)}`.trimEnd();
  });
}

function walletName(state: AppState, id: string): string {
  const account = state.entities.accounts.get(id);
  return account ? `${safe(account.name)} (${safe(id)})` : safe(id);
}

function currencyOf(state: AppState, plan: BulkPlan): string {
  const card = plan.items[0]?.card ?? plan.skipped[0]?.card;
  return safe(card?.currency ?? '');
}

/** What each wallet holds after the plan's cards before it have moved, card by card: fund takes, defund gives back. */
function balancesAfter(plan: BulkPlan): (string | undefined)[] {
  const action = plan.spec.action;
  const amount = plan.amount === undefined ? undefined : parseMoneyString(plan.amount);
  if ((action !== 'fund' && action !== 'defund') || !amount?.ok) return plan.items.map(() => undefined);
  const running = new Map<string, Money>();
  for (const wallet of plan.perWallet ?? []) {
    const available = wallet.available === undefined ? undefined : parseMoneyString(wallet.available);
    if (available?.ok) running.set(wallet.accountId, available.value);
  }
  return plan.items.map(({ card }) => {
    const before = running.get(card.accountId);
    if (before === undefined) return undefined;
    const after = action === 'fund' ? sub(before, amount.value) : add(before, amount.value);
    running.set(card.accountId, after);
    return displayAmount(roundTo(after, digitsOf(plan.family)));
  });
}

/**
 * Each card the plan changes: name and last four, wallet, current state; for money, the amount and the
 * wallet after; for a terminate, what returns to the wallet.
 */
export function planCardLines(plan: BulkPlan, state: AppState): string[] {
  const money = plan.spec.action === 'fund' || plan.spec.action === 'defund';
  const terminate = plan.spec.action === 'terminate';
  const after = balancesAfter(plan);
  const amount = plan.amount === undefined ? '' : plainMoney(plan.amount);
  const rows = plan.items.map(({ card }, i) => {
    const four = card.maskedNumber ? last4(card.maskedNumber) : undefined;
    const name = `${fit(safe(card.name ?? '') || safe(card.id), 16)} ${fit(four ? `..${four}` : '', 6)}`;
    return {
      head: `  ${name} ${fit(walletName(state, card.accountId), 16)} ${fit(card.status, 8)}`,
      after: after[i] ?? '?',
      returns: card.availableBalance === undefined ? '?' : plainMoney(card.availableBalance),
    };
  });
  // Amounts are never cut: their columns are as wide as the widest value.
  const amountWidth = Math.max(6, amount.length);
  const afterWidth = Math.max(12, ...rows.map((r) => r.after.length));
  const returnsWidth = Math.max(7, ...rows.map((r) => r.returns.length));
  const heading = `  ${fit('Card', 23)} ${fit('Wallet', 16)} ${fit('State', 8)}`;
  const moneyColumns = (a: string, b: string) =>
    money ? ` ${a.padStart(amountWidth)} ${b.padStart(afterWidth)}` : '';
  const returnColumn = (r: string) => (terminate ? ` ${r.padStart(returnsWidth)}` : '');
  return [
    `${heading}${moneyColumns('Amount', 'Wallet after')}${returnColumn('Returns')}`.trimEnd(),
    ...rows.map((r) => `${r.head}${moneyColumns(amount, r.after)}${returnColumn(r.returns)}`.trimEnd()),
  ];
}

/** Per wallet, what terminating the plan's cards returns to it: the sum of their available balances now. */
function returnLines(plan: BulkPlan, state: AppState): string[] {
  const wallets = new Map<string, { total: Money; cards: number; unread: number; currency: string }>();
  for (const { card } of plan.items) {
    const wallet = wallets.get(card.accountId) ?? { total: ZERO, cards: 0, unread: 0, currency: '' };
    const balance = card.availableBalance === undefined ? undefined : parseMoneyString(card.availableBalance);
    wallets.set(card.accountId, {
      total: balance?.ok ? add(wallet.total, balance.value) : wallet.total,
      cards: wallet.cards + 1,
      unread: wallet.unread + (balance?.ok ? 0 : 1),
      currency: wallet.currency || safe(card.currency ?? ''),
    });
  }
  const lines = ["Each card's remaining balance returns to its wallet:"];
  for (const [accountId, w] of wallets) {
    const total = plainMoney(formatAmount(w.total, 9));
    const unread = w.unread > 0 ? ` (at least: ${count(w.unread)} of them not read)` : '';
    lines.push(
      `  wallet ${walletName(state, accountId)}: ${total} ${w.currency} from ${count(w.cards)} cards${unread}`,
    );
  }
  return lines;
}

/** A wallet's available balance once every planned card of it has moved. */
function walletAfter(plan: BulkPlan, accountId: string): string | undefined {
  const after = balancesAfter(plan);
  for (let i = plan.items.length - 1; i >= 0; i -= 1)
    if (plan.items[i]?.card.accountId === accountId) return after[i];
  return undefined;
}

/** "1 card", "2 cards", "1,000 cards". */
export const cardsText = (n: number): string => `${count(n)} card${n === 1 ? '' : 's'}`;

/**
 * The confirmation: what runs, how much in all and per wallet, each skipped card with why, then each card it
 * changes. What it says is wrapped to `width`, never cut; the table of cards keeps its columns.
 */
export function confirmationLines(
  plan: BulkPlan,
  state: AppState,
  width = Number.POSITIVE_INFINITY,
  /** The key that starts the job, named from the command's keys (left unnamed when not given). */
  startKey?: string,
  /** An undo's subject by name ("suspend Travel ..1234"); the plan holds only the audit key. */
  undoSubject?: string,
): string[] {
  const action = plan.spec.action;
  const currency = currencyOf(state, plan);
  const lines = [`${cardsText(plan.items.length)} will be changed; ${count(plan.skipped.length)} skipped.`];
  if (plan.spec.undoes !== undefined)
    lines.unshift(
      `Undo of ${undoSubject ?? 'an earlier change'}: every card was read back just now; a card someone else changed since is skipped and named below.`,
    );
  if (plan.amount !== undefined)
    lines.push(
      `Amount each: ${plainMoney(plan.amount)} ${currency}   total: ${plainMoney(plan.totalAmount ?? '?')} ${currency}`,
    );
  if (plan.spec.description) lines.push(`Description: ${safe(plan.spec.description)}`);
  if (plan.spec.limits)
    lines.push(
      `Limits: ${Object.entries(plan.spec.limits)
        .map(([k, v]) => `${fieldLabel(k)} ${safe(String(v))}`)
        .join(', ')}`,
    );
  for (const wallet of plan.perWallet ?? []) {
    const after = walletAfter(plan, wallet.accountId);
    lines.push(
      `  wallet ${walletName(state, wallet.accountId)}: ${plainMoney(wallet.total)} of ` +
        `${plainMoney(wallet.available ?? '?')} available${after ? `; ${after} after` : ''}`,
    );
  }
  if (action === 'terminate' && plan.items.length > 0) lines.push(...returnLines(plan, state));
  if (action === 'terminate')
    lines.push(
      `This cannot be undone: the cards are closed for good. ${startKey ?? 'Confirm'}, then type the number of cards.`,
    );
  if (plan.items.length === 0) lines.push('Nothing to run: every card is skipped.');
  if (plan.skipped.length > 0) {
    lines.push('', 'Skipped:');
    for (const s of plan.skipped)
      lines.push(`  ${fit(cardName(s.card), 24)} ${fit(safe(s.card.id), 14)} ${safe(s.reason)}`.trimEnd());
  }
  if (plan.items.length > 0)
    lines.push('', `Cards to change (${count(plan.items.length)}; up/down, pgup/pgdn scroll):`);
  const said = lines.flatMap((l) => wrapWords(l, width));
  return plan.items.length > 0 ? [...said, ...planCardLines(plan, state)] : said;
}
