// The card chooser's rows (`:card 2462` when several cards end in 2462): what tells the cards apart —
// holder, wallet, status, balance and the last operation, with whether it was declined. Pure: the
// store in, lines out. Balances and amounts are never cut; at 80 columns the holder and the wallet
// give way first (cut with ~), the wallet column goes before the holder's.
import {
  recentCardOpsKey,
  type AppState,
  type Card,
  type Choice,
  type Operation,
} from '../../store/index.js';
import { exactMoney } from '../present/money.js';
import { displayWidth, fit, safe, truncate } from '../text.js';

/** The card's last operation: undefined while not known, null when it has none. */
export function lastOperation(state: AppState, cardId: string): Operation | null | undefined {
  const list = state.lists[recentCardOpsKey(cardId)];
  if (!list) return undefined;
  const first = list.ids[0];
  return first === undefined ? null : (state.entities.operations.get(first) ?? null);
}

/** "5m", "3h", "2d": how long ago (an age needs no time zone). */
export function ago(iso: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return safe(iso);
  const s = Math.max(0, Math.floor((now - at) / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3_600) return `${Math.floor(s / 60)}m`;
  if (s < 86_400) return `${Math.floor(s / 3_600)}h`;
  return `${Math.floor(s / 86_400)}d`;
}

/** The last operation in words: when, what, how much, and its status unless it completed. */
export function activityText(choice: Choice, state: AppState, card: Card | undefined, now: number): string {
  const op = lastOperation(state, choice.cardId);
  if (op === null) return 'no operations';
  if (op === undefined)
    return choice.activity === 'reading'
      ? 'last op: reading...'
      : choice.activity === 'failed'
        ? 'last op: not read'
        : 'last op: ...';
  const currency = op.currency === card?.currency ? undefined : op.currency;
  const status = op.status === 'completed' ? '' : ` ${safe(op.status)}`;
  return `${safe(op.type)} ${exactMoney(op.amount, currency)}${status} ${ago(op.createdAt, now)} ago`;
}

interface Cells {
  readonly card: string;
  readonly holder: string;
  readonly wallet: string;
  readonly status: string;
  readonly balance: string;
  readonly activity: string;
}

function cellsOf(choice: Choice, state: AppState, now: number): Cells {
  const card = state.entities.cards.get(choice.cardId);
  const owner = card?.cardOwner;
  const walletId = card?.accountId ?? choice.accountId;
  const wallet = walletId ? (state.entities.accounts.get(walletId)?.name ?? walletId) : '-';
  const last4 = card ? card.maskedNumber.replace(/\s/g, '').slice(-4) : '';
  return {
    card: last4 ? `..${safe(last4)}` : safe(choice.cardId.slice(0, 8)),
    holder: safe(owner ? `${owner.firstName} ${owner.lastName}` : (card?.holder ?? '-')),
    wallet: safe(wallet),
    status: safe(card?.status ?? '?'),
    balance: card ? exactMoney(card.availableBalance, card.currency) : '?',
    activity: activityText(choice, state, card, now),
  };
}

const GAP = '  ';
const widest = (cells: readonly Cells[], key: keyof Cells) =>
  cells.reduce((w, c) => Math.max(w, displayWidth(c[key])), 0);

/**
 * One line per choice, columns aligned across the choices, each at most `width` (the Viewport adds
 * the cursor's marker before it). Fixed columns (last four, status, balance, last operation) are
 * never cut; the holder and the wallet share what is left.
 */
export function chooserLines(
  choices: readonly Choice[],
  state: AppState,
  width: number,
  now: number,
): string[] {
  const cells = choices.map((c) => cellsOf(c, state, now));
  const w = {
    card: widest(cells, 'card'),
    holder: widest(cells, 'holder'),
    wallet: widest(cells, 'wallet'),
    status: widest(cells, 'status'),
    balance: widest(cells, 'balance'),
    activity: widest(cells, 'activity'),
  };
  const fixed = w.card + GAP.length + w.status + GAP.length + w.balance + GAP.length + w.activity;
  const room = width - fixed;
  // Each flexible column with its gap; the holder before the wallet, at least 4 characters each.
  const holder = Math.min(w.holder, room - GAP.length);
  const wallet = Math.min(w.wallet, room - GAP.length - Math.max(holder, 0) - GAP.length);
  const showHolder = holder >= 4;
  const showWallet = showHolder && wallet >= 4;
  return cells.map((c) => {
    const parts = [
      fit(c.card, w.card),
      ...(showHolder ? [fit(c.holder, holder)] : []),
      ...(showWallet ? [fit(c.wallet, wallet)] : []),
      fit(c.status, w.status),
      fit(c.balance, w.balance, 'right'),
      c.activity,
    ];
    return truncate(parts.join(GAP).trimEnd(), width);
  });
}

/** When the card last moved: its last operation's time, or -1 when unknown or it has none. */
function lastActivityAt(state: AppState, cardId: string): number {
  const op = lastOperation(state, cardId);
  const at = op ? Date.parse(op.createdAt) : NaN;
  return Number.isNaN(at) ? -1 : at;
}

/** The choices by last activity, newest first; cards without a known operation keep their order, last. */
export function byLastActivity(choices: readonly Choice[], state: AppState): Choice[] {
  return choices
    .map((choice, i) => ({ choice, i, at: lastActivityAt(state, choice.cardId) }))
    .sort((a, b) => b.at - a.at || a.i - b.i)
    .map((x) => x.choice);
}
