// Enter on a pulse figure: the list behind it, with the filters the panes already have. The pulse closes and
// the pane shows those rows: declines → the card operations list of those declines (type purchase, status
// declined, the window's instants); stuck cards → every wallet's cards (`:wallet *`) in that status, made
// within the figure's bounds (or one wallet's, when the drill names it); a wallet → its panes; stuck
// operations → card operations authorized before the threshold; webhooks → the Webhooks view's history
// filtered to those deliveries. When every wallet's list cannot be shown (no card index yet) it says why and
// the pulse stays.
import type { CardStatus, DeliveryStatus } from '../../../contract/index.js';
import { selectPaneRows } from '../../../store/index.js';
import { closeOverlay, returningHere } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';
import { showEveryWallet } from '../../find/every-wallet.js';
import { openWebhooks } from '../webhooks/control.js';

/** Where a figure leads (data: kept in the pulse's rows, run by Enter). */
export type PulseDrill =
  | { readonly kind: 'declines'; readonly from: string; readonly to: string }
  | {
      readonly kind: 'cards';
      readonly statuses: readonly CardStatus[];
      /** One wallet's list; absent: every wallet's (`:wallet *`). */
      readonly walletId?: string;
      /** Made at or after / at or before these instants (ISO 8601). */
      readonly from?: string;
      readonly to?: string;
    }
  | { readonly kind: 'wallet'; readonly walletId: string }
  | { readonly kind: 'operations'; readonly statuses: readonly string[]; readonly before: string }
  | { readonly kind: 'webhooks'; readonly status?: DeliveryStatus }
  /** A profile of `:pulse --all`: its own pulse (the view runs it: a switch of profile). */
  | { readonly kind: 'profile'; readonly profile: string };

/** The panes show the wallet `walletId` (its cards, operations, cardholders); false when it is not listed. */
function selectWallet(ctx: CommandContext, walletId: string): boolean {
  const a = ctx.store.getState().mutators;
  if (!selectPaneRows(ctx.store.getState(), 'accounts').includes(walletId)) a.setFilter('accounts', '');
  const at = selectPaneRows(ctx.store.getState(), 'accounts').indexOf(walletId);
  if (at < 0) return false;
  a.setCursor('accounts', at);
  return true;
}

/** Back to the panes: no overlay, no detail over them. */
function toPanes(ctx: CommandContext): void {
  closeOverlay(ctx.store);
  const a = ctx.store.getState().mutators;
  while (ctx.store.getState().view.details.length > 0) a.closeDetail();
}

export function drill(ctx: CommandContext, to: PulseDrill): void {
  const a = ctx.store.getState().mutators;
  const warn = (text: string) => a.notify('warn', `pulse: ${text}`, ctx.now());
  // Another profile's pulse is a switch of profile: the view does it (`showProfilePulse`).
  if (to.kind === 'profile') return;
  if (to.kind === 'webhooks') {
    // Over the pulse: closing the Webhooks view shows the pulse again.
    const filter = to.status === undefined ? {} : { status: to.status };
    returningHere(ctx.store, () => void openWebhooks(ctx, filter));
    return;
  }
  if (to.kind === 'cards' && to.walletId === undefined) {
    const before = ctx.store.getState().view.cardQuery;
    a.setCardQuery({ statuses: [...to.statuses], from: to.from, to: to.to });
    a.setFilter('cards', '');
    if (!showEveryWallet(ctx)) {
      // It said why; the cards pane's filter is as it was, and the pulse stays.
      a.setCardQuery({ statuses: before.statuses, from: before.from, to: before.to, page: before.page });
      return;
    }
    toPanes(ctx);
    a.focusPane('cards');
    return;
  }
  if (to.kind === 'wallet' || (to.kind === 'cards' && to.walletId !== undefined)) {
    const walletId = to.walletId ?? '';
    if (!selectWallet(ctx, walletId)) return warn(`the wallet ${walletId} is not in the wallets list yet`);
  }
  toPanes(ctx);
  if (to.kind === 'declines') {
    a.setOperationQuery({
      kind: 'card',
      scope: 'all',
      types: ['purchase'],
      statuses: ['declined'],
      from: to.from,
      to: to.to,
    });
    a.setFilter('operations', '');
    a.focusPane('operations');
  } else if (to.kind === 'operations') {
    const query = {
      kind: 'card',
      scope: 'all',
      types: [],
      statuses: [...to.statuses],
      to: to.before,
    } as const;
    a.setOperationQuery({ ...query, from: undefined });
    a.setFilter('operations', '');
    a.focusPane('operations');
  } else if (to.kind === 'cards') {
    a.setCardQuery({ statuses: [...to.statuses], from: to.from, to: to.to, everyWallet: undefined });
    a.setFilter('cards', '');
    a.focusPane('cards');
  } else {
    a.focusPane('accounts');
  }
}
