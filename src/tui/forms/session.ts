// Mirrors the action session into the store, so the command table (which reads only the store)
// can hide changing commands in read-only mode and say which ones these credentials cannot run.
// Only the credentials: whether a card's state allows an action is asked of the domain state
// machine (`canPerform`) for the card at hand, when the command is offered.
import {
  cardActionCredentials,
  chooseMoneyFamily,
  digitsOf,
  type ActionContext,
} from '../../actions/index.js';
import { CARD_ACTIONS } from '../../domain/index.js';
import type { RouteId } from '../../contract/index.js';
import type { AppStore, SessionState } from '../../store/index.js';

/** Account actions and the routes that can carry them (any one of them will do). */
const ACCOUNT_ROUTES: Readonly<Record<string, readonly RouteId[]>> = {
  issue: ['issueCard', 'issueAccountCard'],
  transfer: ['transfer'],
  cardholder: ['createCardholder'],
  'wallet.create': ['createWallet'],
  'wallet.rename': ['updateWallet'],
  'wallet.activate': ['activateWallet'],
  'wallet.deactivate': ['deactivateWallet'],
};

export function sessionState(ops: ActionContext): SessionState {
  const readOnly = ops.session.readOnly();
  const denied: Record<string, string> = {};
  for (const action of CARD_ACTIONS) {
    // Read-only says why by itself (SessionState.reason); only reveal still runs there.
    if (readOnly.readOnly && action !== 'reveal') continue;
    const credentials = cardActionCredentials(ops.client, action);
    if (!credentials.ok) denied[action] = credentials.reason;
  }
  for (const [action, routes] of Object.entries(ACCOUNT_ROUTES)) {
    const answers = routes.map((r) => ops.client.can(r));
    const refused = answers.find((a) => !a.ok);
    if (!answers.some((a) => a.ok) && refused && !refused.ok) denied[action] = refused.reason;
  }
  const family = chooseMoneyFamily(ops.client, 'fund');
  return {
    readOnly: readOnly.readOnly,
    ...(readOnly.reason ? { reason: readOnly.reason } : {}),
    ...(family.ok ? { digits: digitsOf(family.family) } : {}),
    denied,
  };
}

/** Keeps the store's session state current; returns the unsubscribe. */
export function mirrorSession(ops: ActionContext, store: AppStore): () => void {
  const update = () => store.getState().actions.setSession(sessionState(ops));
  update();
  return ops.session.subscribe(update);
}
