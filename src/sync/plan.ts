// What is on screen, as a list of resources to keep fresh. Pure: state and credentials in,
// resource descriptions out. The scheduler diffs successive plans.
import { extended } from '../domain/index.js';
import {
  ACCOUNTS_LIST,
  cardholderListKey,
  cardListKey,
  holderCardsKey,
  isTransitionalCard,
  isTransitionalOperation,
  operationListKey,
  operationSubject,
  recentCardOpsKey,
  type AppState,
  type DetailView,
  type PaneId,
} from '../store/index.js';
import { canRead, READS, readFamily } from '../reads/index.js';
import type { Fetcher, LoadContext, Loaded } from './fetcher.js';
import {
  loadAccountDetail,
  loadAccounts,
  loadCardDetail,
  loadCardholder,
  loadCardholders,
  loadCards,
  loadOperationDetail,
  loadRecentCardOperations,
  loadRestrictions,
  loadTransferDestinations,
  loadWalletLimits,
} from './loaders.js';
import { loadOperations, operationsRoute } from './operations.js';

export interface Resource {
  readonly key: string;
  readonly load: (ctx: LoadContext) => Promise<Loaded>;
  /** Poll at the fast interval: the resource shows something in a transitional state. */
  readonly fast: (state: AppState) => boolean;
  /** On screen but not in the focused pane: polled at the slower background interval. */
  readonly background?: boolean;
}

const never = (): boolean => false;

function listHas(state: AppState, key: string, test: (state: AppState, id: string) => boolean): boolean {
  const ids = state.lists[key]?.ids;
  return ids !== undefined && ids.some((id) => test(state, id));
}
const creatingCard = (state: AppState, id: string) => isTransitionalCard(state.entities.cards.get(id));
const pendingOperation = (state: AppState, id: string) =>
  isTransitionalOperation(state.entities.operations.get(id));

export function accountsResource(pageSize: number): Resource {
  return { key: ACCOUNTS_LIST, load: (ctx) => loadAccounts(ctx, pageSize), fast: never };
}

/** The account's read and, in full, what its detail and the action forms need: limits, restrictions, destinations. */
export function accountDetailResources(fetcher: Fetcher, id: string, full: boolean): Resource[] {
  const out: Resource[] = [{ key: `account|${id}`, load: (ctx) => loadAccountDetail(ctx, id), fast: never }];
  if (!full) return out;
  if (canRead(fetcher, READS.walletLimits))
    out.push({ key: `limits|${id}`, load: (ctx) => loadWalletLimits(ctx, id), fast: never });
  if (canRead(fetcher, READS.restrictions))
    out.push({ key: `restrictions|${id}`, load: (ctx) => loadRestrictions(ctx, id), fast: never });
  if (canRead(fetcher, READS.transferDestinations)) {
    out.push({ key: `destinations|${id}`, load: (ctx) => loadTransferDestinations(ctx, id), fast: never });
  }
  return out;
}

export interface CardReads {
  /** The card's account when the store may not know the card. */
  readonly accountId?: string;
  /** Also its recent operations (default true). */
  readonly operations?: boolean;
}

export function cardDetailResources(state: AppState, id: string, reads: CardReads = {}): Resource[] {
  const accountId = state.entities.cards.get(id)?.accountId ?? reads.accountId;
  const out: Resource[] =
    reads.operations === false
      ? []
      : [
          {
            key: recentCardOpsKey(id),
            load: (ctx) => loadRecentCardOperations(ctx, id),
            fast: (s) => listHas(s, recentCardOpsKey(id), pendingOperation),
          },
        ];
  if (accountId) {
    out.unshift({
      key: `card|${id}`,
      load: (ctx) => loadCardDetail(ctx, { id, accountId }),
      fast: (s) => isTransitionalCard(s.entities.cards.get(id)),
    });
  }
  return out;
}

function detailResources(state: AppState, fetcher: Fetcher, detail: DetailView): Resource[] {
  switch (detail.kind) {
    case 'account':
      return accountDetailResources(fetcher, detail.id, true);
    case 'card':
      return cardDetailResources(state, detail.id);
    case 'cardholder':
      return [{ key: holderCardsKey(detail.id), load: (ctx) => loadCardholder(ctx, detail.id), fast: never }];
    case 'operation': {
      const op = state.entities.operations.get(detail.id);
      const logical = op?.kind === 'wallet' ? READS.walletOperation : READS.cardOperation;
      // The account family's lists already carry the detail form; there is no single read.
      if (!op || !canRead(fetcher, logical)) return [];
      return [
        {
          key: `operation|${detail.id}`,
          load: (ctx) => loadOperationDetail(ctx, detail.id, op.kind),
          fast: (s) => isTransitionalOperation(s.entities.operations.get(detail.id)),
        },
      ];
    }
  }
}

function cardsResource(state: AppState, pageSize: number): Resource | undefined {
  const { selectedAccountId, cardQuery } = state.view;
  // Every wallet's cards are the card index's answer (`:wallet *`): nothing to read here.
  if (!selectedAccountId || cardQuery.everyWallet) return undefined;
  const key = cardListKey(selectedAccountId, cardQuery);
  return {
    key,
    load: (ctx) => loadCards(ctx, key, selectedAccountId, cardQuery, pageSize),
    fast: (s) => listHas(s, key, creatingCard),
  };
}

function operationsResource(state: AppState, fetcher: Fetcher, pageSize: number): Resource | undefined {
  const { operationQuery, selectedCardId, selectedAccountId } = state.view;
  const subject = operationSubject(operationQuery, selectedCardId, selectedAccountId);
  if (!subject || !operationsRoute({ fetcher }, operationQuery).ok) return undefined;
  const key = operationListKey(operationQuery, subject);
  return {
    key,
    load: (ctx) => loadOperations(ctx, key, operationQuery, subject, pageSize),
    fast: (s) => listHas(s, key, pendingOperation),
  };
}

export function merchantCardholders(fetcher: Fetcher, pageSize: number): Resource {
  const key = cardholderListKey({ scope: 'all', page: 1 })!;
  return { key, load: (ctx) => loadCardholders(ctx, key, undefined, 1, pageSize), fast: never };
}

function cardholdersResource(state: AppState, fetcher: Fetcher, pageSize: number): Resource | undefined {
  const { cardholderQuery, selectedAccountId } = state.view;
  const key = cardholderListKey(cardholderQuery, selectedAccountId);
  const logical = cardholderQuery.scope === 'account' ? READS.accountCardholders : READS.cardholders;
  if (!key || !canRead(fetcher, logical)) return undefined;
  const accountId = cardholderQuery.scope === 'account' ? selectedAccountId : undefined;
  return {
    key,
    load: (ctx) => loadCardholders(ctx, key, accountId, cardholderQuery.page, pageSize),
    fast: never,
  };
}

/**
 * The accounts list is always wanted (every pane's header names the account). The selected
 * account's full read is wanted when the list form lacks its balances (organization family).
 */
/**
 * What an open form or confirmation is about: its wallet's detail (the available balance the list
 * form lacks) and its card, read as often as what is on screen, so the form shows them as they are.
 */
function overlayResources(state: AppState, fetcher: Fetcher): Resource[] {
  const follows = state.view.overlay?.follows;
  if (!follows) return [];
  return [
    ...(follows.accounts ?? []).flatMap((id) => accountDetailResources(fetcher, id, false)),
    ...(follows.cards ?? []).flatMap((id) =>
      cardDetailResources(state, id, { operations: follows.cardOperations === true }),
    ),
  ];
}

export function planResources(state: AppState, fetcher: Fetcher, pageSize: number): Resource[] {
  const followed = overlayResources(state, fetcher);
  const out: Resource[] = [...followed, accountsResource(pageSize)];
  const { visiblePanes, selectedAccountId, details } = state.view;
  const top = details[details.length - 1];
  if (top) {
    // The detail view is what the operator looks at; the accounts list behind it can wait.
    return dedupe([
      ...followed,
      ...detailResources(state, fetcher, top),
      extended(accountsResource(pageSize), { background: true }),
    ]);
  }
  const accounts = readFamily(fetcher, READS.accounts);
  // The organization family's wallet list lacks the balances: the selected one is read in full.
  if (selectedAccountId && !(accounts.ok && accounts.family === 'account'))
    out.push(...accountDetailResources(fetcher, selectedAccountId, false));
  const wanted = new Set(visiblePanes);
  // Card operations of "the selected card" need the card list that selection comes from.
  const q = state.view.operationQuery;
  const opsNeedCards = wanted.has('operations') && q.kind === 'card' && q.scope === 'selected';
  if (wanted.has('cards') || opsNeedCards) pushDefined(out, cardsResource(state, pageSize));
  if (wanted.has('operations')) pushDefined(out, operationsResource(state, fetcher, pageSize));
  if (wanted.has('cardholders')) pushDefined(out, cardholdersResource(state, fetcher, pageSize));
  const foreground = new Set(followed.map((r) => r.key));
  return dedupe(out).map((r) =>
    paneOf(r.key) === state.view.focus || foreground.has(r.key) ? r : extended(r, { background: true }),
  );
}

/** Which list pane a resource key feeds (the account detail read fills the accounts pane's balances). */
function paneOf(key: string): PaneId {
  if (key.startsWith('cards|')) return 'cards';
  if (key.startsWith('ops|')) return 'operations';
  if (key.startsWith('holders|')) return 'cardholders';
  return 'accounts';
}

function pushDefined(out: Resource[], resource: Resource | undefined): void {
  if (resource) out.push(resource);
}

function dedupe(resources: Resource[]): Resource[] {
  const seen = new Set<string>();
  return resources.filter((r) => (seen.has(r.key) ? false : (seen.add(r.key), true)));
}
