// Which card actions each card status permits. Our decision where the spec's state table is silent:
// money may still move in and out of a frozen card, an expired card can only be emptied or closed.
import type { CardStatus } from '../../contract/index.js';
import { fail } from './errors.js';

export type CardAction = 'fund' | 'defund' | 'suspend' | 'resume' | 'terminate' | 'update' | 'purchase' | 'refund' | 'expire' | 'credentials';

const ALLOWED: Record<CardAction, readonly CardStatus[]> = {
  fund: ['active', 'frozen'],
  defund: ['active', 'frozen', 'expired'],
  suspend: ['active'],
  resume: ['frozen'],
  terminate: ['active', 'frozen', 'expired'],
  update: ['creating', 'active', 'frozen'],
  purchase: ['active'],
  refund: ['active', 'frozen'],
  expire: ['active', 'frozen'],
  // A card whose provisioning failed was never created: it has no number to show.
  credentials: ['creating', 'active', 'frozen', 'closed', 'expired'],
};

export const canPerform = (status: CardStatus, action: CardAction): boolean => ALLOWED[action].includes(status);

export function requireCardState(status: CardStatus, action: CardAction): void {
  if (!canPerform(status, action)) {
    fail('card_state_conflict', `a ${status} card does not allow ${action}`, {
      status, action, allowedStatuses: ALLOWED[action],
    });
  }
}
