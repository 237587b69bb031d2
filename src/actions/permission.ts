// Whether an operator action may run now is asked three ways, each one function with one phrasing
// that single actions, bulk plans, forms, the footer and help all use:
// - does read-only allow it: `readOnlyRefusal`;
// - do the credentials allow it: `credentialRefusal`, from the one route table (CHANGE_ROUTES);
// - does the card's state allow it: the domain's `canPerform` (card-state.ts).
import type { ApiClient } from '../api/index.js';
import { changeFamily, OPERATOR_ACTIONS, type OperatorAction } from './family.js';

/** Read-only mode as the action session and the store's mirror of it both say it. */
export interface ReadOnlyAnswer {
  readonly readOnly: boolean;
  /** Why: "--read-only", or the server's refusal that forced it. */
  readonly reason?: string;
}

/** Why read-only mode refuses a change, or undefined when changes are allowed. */
export function readOnlyRefusal(mode: ReadOnlyAnswer): string | undefined {
  return mode.readOnly ? `read-only: ${mode.reason ?? 'changes are disabled'}` : undefined;
}

/** Why these credentials cannot carry `action` (no route of either family), or undefined when they can. */
export function credentialRefusal(client: ApiClient, action: OperatorAction): string | undefined {
  const family = changeFamily(client, action);
  return family.ok ? undefined : family.reason;
}

/** Every operator action these credentials cannot carry, with why. */
export function credentialRefusals(client: ApiClient): Partial<Record<OperatorAction, string>> {
  const refused: Partial<Record<OperatorAction, string>> = {};
  for (const action of OPERATOR_ACTIONS) {
    const why = credentialRefusal(client, action);
    if (why !== undefined) refused[action] = why;
  }
  return refused;
}
