// Mirrors the action session into the store, so the command table (which reads only the store)
// can hide changing commands in read-only mode and say which ones these credentials cannot run.
// Only the credentials, judged by the actions layer from its one route table: whether a card's
// state allows an action is asked of the domain state machine (`canPerform`) for the card at hand,
// when the command is offered.
import { chooseMoneyFamily, credentialRefusals, digitsOf, type ActionContext } from '../../actions/index.js';
import type { AppStore, SessionState } from '../../store/index.js';

export function sessionState(ops: ActionContext): SessionState {
  const readOnly = ops.session.readOnly();
  const refused = credentialRefusals(ops.client);
  // Read-only says why by itself (SessionState.reason); only reveal still runs there.
  const denied = readOnly.readOnly ? (refused.reveal ? { reveal: refused.reveal } : {}) : refused;
  const family = chooseMoneyFamily(ops.client, 'fund');
  return {
    readOnly: readOnly.readOnly,
    reason: readOnly.reason,
    digits: family.ok ? digitsOf(family.family) : undefined,
    denied,
  };
}

/** Keeps the store's session state current; returns the unsubscribe. */
export function mirrorSession(ops: ActionContext, store: AppStore): () => void {
  const update = () => store.getState().mutators.setSession(sessionState(ops));
  update();
  return ops.session.subscribe(update);
}
