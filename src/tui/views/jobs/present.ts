// Pure text of the jobs view: one line per job with a progress bar, a job's per-card results, and
// the summary a bulk action is confirmed from. Card names come from the network: all sanitised.
import type { BulkItem, BulkJob, BulkPlan, BulkProgress, CardRef, ItemState } from '../../../actions/index.js';
import { last4 } from '../../../domain/index.js';
import type { AppState } from '../../../store/index.js';
import { fit, safe } from '../../text.js';

const ACTION_WORDS: Readonly<Record<string, string>> = {
  suspend: 'suspend', resume: 'resume', terminate: 'terminate', fund: 'fund', defund: 'defund', setLimits: 'set limits',
};

export const actionWord = (action: string): string => ACTION_WORDS[action] ?? safe(action);
export const count = (n: number): string => n.toLocaleString('en-US');

/** "Travel ..1234", or the id when the card has no name. */
export function cardName(card: CardRef): string {
  const four = card.maskedNumber ? last4(card.maskedNumber) : undefined;
  const name = safe(card.name ?? '') || safe(card.id);
  return four ? `${name} ..${four}` : name;
}

/** `[####x---....]`: done, failed, skipped or cancelled, still to do. */
export function progressBar(p: BulkProgress, width: number): string {
  const inner = Math.max(4, width - 2);
  const share = (n: number) => (p.total === 0 ? 0 : Math.floor((n * inner) / p.total));
  const done = share(p.done);
  const failed = share(p.failed);
  const other = share(p.skipped + p.cancelled);
  const rest = Math.max(0, inner - done - failed - other);
  return `[${'#'.repeat(done)}${'x'.repeat(failed)}${'-'.repeat(other)}${'.'.repeat(rest)}]`;
}

export function durationText(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '-';
  const s = Math.max(0, Math.ceil(seconds));
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
}

export function stateText(p: BulkProgress, now: number): string {
  if (p.state === 'running' && p.pausedUntil !== undefined && p.pausedUntil > now) return 'rate limited: waiting';
  return p.state;
}

/** The counts after the bar: done/failed/remaining, rate and time left. */
export function countsText(p: BulkProgress): string {
  const parts = [`${count(p.done)} done`, `${count(p.failed)} failed`, `${count(p.remaining)} left`];
  if (p.skipped > 0) parts.push(`${count(p.skipped)} skipped`);
  if (p.cancelled > 0) parts.push(`${count(p.cancelled)} cancelled`);
  const running = p.state === 'running' || p.state === 'cancelling';
  const pace = running ? ` | ${p.ratePerSec.toFixed(1)}/s | ${durationText(p.etaSec)} left` : '';
  return `${parts.join(' ')}${pace}`;
}

export function jobLine(job: BulkJob, p: BulkProgress, now: number, width: number): string {
  const head = `${fit(safe(job.id), 8)} ${fit(actionWord(job.action), 10)} ${fit(`${count(p.total)} cards`, 11)} `;
  const tail = ` ${countsText(p)} | ${stateText(p, now)}`;
  const barWidth = Math.max(8, Math.min(30, width - head.length - tail.length - 2));
  return `${head}${progressBar(p, barWidth)}${tail}`;
}

const ORDER: readonly ItemState[] = ['failed', 'running', 'pending', 'cancelled', 'skipped', 'done'];

/** What one card's line says after its state: the error, why it was skipped, the transactions. */
export function itemOutcome(item: BulkItem): string {
  if (item.state === 'failed' && item.error) {
    const code = item.error.code ?? item.error.kind;
    const retry = item.error.retryable ? 'retryable' : 'final';
    return `${safe(code)}: ${safe(item.error.message)} (${retry})`;
  }
  const parts: string[] = [];
  if (item.note) parts.push(safe(item.note));
  if (item.transactionIds && item.transactionIds.length > 0) parts.push(`tx ${item.transactionIds.map(safe).join(', ')}`);
  if (item.attempts > 1) parts.push(`${item.attempts} attempts`);
  return parts.join(' | ');
}

/** Every card of a job, failures first: state, card, outcome. */
export function itemLines(job: BulkJob): string[] {
  const items = [...job.items()].sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state));
  return items.map((item) => `${fit(item.state, 9)} ${fit(cardName(item.card), 24)} ${fit(safe(item.card.id), 14)} ${itemOutcome(item)}`.trimEnd());
}

function walletName(state: AppState, id: string): string {
  const account = state.entities.accounts.get(id);
  return account ? `${safe(account.name)} (${safe(id)})` : safe(id);
}

function currencyOf(state: AppState, plan: BulkPlan): string {
  const card = plan.items[0]?.card ?? plan.skipped[0]?.card;
  return safe(card?.currency ?? '');
}

/** The confirmation: what runs, how much in all and per wallet, and each skipped card with why. */
export function confirmationLines(plan: BulkPlan, state: AppState): string[] {
  const action = plan.spec.action;
  const currency = currencyOf(state, plan);
  const lines = [`${count(plan.items.length)} cards will be changed; ${count(plan.skipped.length)} skipped.`];
  if (plan.amount !== undefined) lines.push(`Amount each: ${safe(plan.amount)} ${currency}   total: ${safe(plan.totalAmount ?? '?')} ${currency}`);
  if (plan.spec.description) lines.push(`Description: ${safe(plan.spec.description)}`);
  if (plan.spec.limits) lines.push(`Limits: ${Object.entries(plan.spec.limits).map(([k, v]) => `${k.replace('_limit', '')} ${safe(String(v))}`).join(', ')}`);
  for (const wallet of plan.perWallet ?? []) {
    lines.push(`  wallet ${walletName(state, wallet.accountId)}: ${safe(wallet.total)} of ${safe(wallet.available ?? '?')} available`);
  }
  if (action === 'terminate') lines.push('This cannot be undone: the cards are closed for good. y, then type the number of cards.');
  if (plan.items.length === 0) lines.push('Nothing to run: every card is skipped.');
  if (plan.skipped.length > 0) {
    lines.push('', 'Skipped:');
    for (const s of plan.skipped) lines.push(`  ${fit(cardName(s.card), 24)} ${fit(safe(s.card.id), 14)} ${safe(s.reason)}`.trimEnd());
  }
  return lines;
}
