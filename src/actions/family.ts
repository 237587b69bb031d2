// Which request family an action uses: the organization route or its account-family twin,
// whichever the credentials allow (organization first: its reads carry the wallet id we need).
import type { ApiClient } from '../api/index.js';
import type { RouteId } from '../contract/index.js';
import { pickFamily, type FamilyChoice as ReadsFamilyChoice } from '../reads/index.js';
import type { Family } from './validate.js';

export type FamilyChoice = ReadsFamilyChoice<Family>;

/** The card changes the console makes (the domain's card actions that write). */
export type ChangeAction = 'suspend' | 'resume' | 'terminate' | 'fund' | 'defund' | 'edit';

/** Everything an operator can ask of the service beyond reading: the card changes, reveal, and the account actions. */
export const OPERATOR_ACTIONS = [
  'suspend',
  'resume',
  'terminate',
  'fund',
  'defund',
  'edit',
  'reveal',
  'issue',
  'transfer',
  'cardholder',
  'wallet.create',
  'wallet.rename',
  'wallet.activate',
  'wallet.deactivate',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

/**
 * Each operator action's route per family; null where the family has none. The only copy of this
 * table: the actions call these routes, and what the credentials allow is judged from it.
 */
export const CHANGE_ROUTES = {
  suspend: { org: 'suspendCard', account: null },
  resume: { org: 'resumeCard', account: null },
  terminate: { org: 'terminateCard', account: null },
  fund: { org: 'fundCard', account: 'topUpCard' },
  defund: { org: 'defundCard', account: 'withdrawCard' },
  edit: { org: 'updateCard', account: null },
  reveal: { org: 'getCardCredentials', account: 'getCardSensitive' },
  issue: { org: 'issueCard', account: 'issueAccountCard' },
  transfer: { org: null, account: 'transfer' },
  cardholder: { org: null, account: 'createCardholder' },
  'wallet.create': { org: 'createWallet', account: null },
  'wallet.rename': { org: 'updateWallet', account: null },
  'wallet.activate': { org: 'activateWallet', account: null },
  'wallet.deactivate': { org: 'deactivateWallet', account: null },
} as const satisfies Record<
  OperatorAction,
  { org: RouteId; account: RouteId | null } | { org: null; account: RouteId }
>;

/** Whether these credentials can carry the action at all (a route of either family), and with which. */
/** Picked by the read table's one family picker, over the action's two routes. */
export function changeFamily(client: ApiClient, action: OperatorAction): FamilyChoice {
  const { org, account }: { org: RouteId | null; account: RouteId | null } = CHANGE_ROUTES[action];
  return pickFamily(client, [
    ['org', org === null ? null : [org]],
    ['account', account === null ? null : [account]],
  ]);
}
