// What a command acts on, derived from the state: the object under the cursor, the detail on top,
// the cards a jump could mean.
import { last4 } from '../domain/index.js';
import { selectCursorId, type AppState, type Card, type DetailView, type PaneId } from '../store/index.js';

const DETAIL_OF: Readonly<Record<PaneId, DetailView['kind']>> = {
  accounts: 'account',
  cards: 'card',
  operations: 'operation',
  cardholders: 'cardholder',
};

export function openTarget(state: AppState): DetailView | undefined {
  const pane = state.view.focus;
  const id = selectCursorId(state, pane);
  return id === undefined ? undefined : { kind: DETAIL_OF[pane], id };
}

export function topDetail(state: AppState): DetailView | undefined {
  return state.view.details[state.view.details.length - 1];
}

function rawOf(state: AppState, view: DetailView): { title: string; value: unknown } | undefined {
  const e = state.entities;
  switch (view.kind) {
    case 'account': {
      const account = e.accounts.get(view.id);
      if (!account) return undefined;
      const extras = e.accountExtras.get(view.id)?.raw;
      return {
        title: `wallet ${account.name}`,
        value: extras && Object.keys(extras).length > 0 ? { list: account.raw, ...extras } : account.raw,
      };
    }
    case 'card': {
      const card = e.cards.get(view.id);
      return card && { title: `card ${card.name}`, value: card.raw };
    }
    case 'operation': {
      const op = e.operations.get(view.id);
      return op && { title: `operation ${op.id}`, value: op.raw };
    }
    case 'cardholder': {
      const holder = e.cardholders.get(view.id);
      return holder && { title: `cardholder ${holder.id}`, value: holder.raw };
    }
  }
}

/** The object `y` shows: the open detail's, else the focused row's. */
export function rawTarget(state: AppState): { title: string; value: unknown } | undefined {
  const view = topDetail(state) ?? openTarget(state);
  return view && rawOf(state, view);
}

/** Cards the store knows that a jump query means: an id (or its prefix) or the last four digits. */
export function findCards(state: AppState, query: string): Card[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const out: Card[] = [];
  for (const card of state.entities.cards.values()) {
    if (card.id.toLowerCase() === q) return [card];
    if (card.id.toLowerCase().startsWith(q) || (/^\d{4}$/.test(q) && last4(card.maskedNumber) === q))
      out.push(card);
  }
  return out;
}
