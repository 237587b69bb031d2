// Card actions refused by the card's status answer 409 card_state_conflict. The state machine is
// domain's (shared with the console, so both always agree); the sandbox adds the two actions only
// it performs: a merchant refund and the sandbox expiry helper.
import type { CardStatus } from '../../contract/index.js';
import { canPerform, systemTransition, type CardAction, type Permission } from '../../domain/card-state.js';
import { fail } from './errors.js';

export type SandboxCardAction = CardAction | 'refund' | 'expire';

/** Our decision: a refund may reach a live card, frozen included (the money is the cardholder's). */
const REFUNDABLE: readonly CardStatus[] = ['active', 'frozen'];

function permission(status: CardStatus, action: SandboxCardAction): Permission {
  if (action === 'refund') {
    return REFUNDABLE.includes(status)
      ? { ok: true }
      : { ok: false, reason: `card is ${status}: only active or frozen cards take refunds` };
  }
  if (action === 'expire') {
    return systemTransition(status, 'expiry_reached')
      ? { ok: true }
      : { ok: false, reason: `card is ${status}: only active or frozen cards expire` };
  }
  return canPerform(status, action);
}

export function requireCardState(status: CardStatus, action: SandboxCardAction): void {
  const answer = permission(status, action);
  if (!answer.ok) fail('card_state_conflict', answer.reason, { status, action });
}
