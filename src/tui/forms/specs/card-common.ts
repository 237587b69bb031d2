// What the forms on one card share: the card they act on, how they pass the retry key and the step
// report to the action, the refusal when the card is not loaded, and the card's state and balance
// marked when they changed since the form opened (with why its state refuses the action now).
import { MOVEMENT_DESCRIPTION_MAX, type ActionResult, type StepReport } from '../../../actions/index.js';
import { canPerform, type CardAction } from '../../../domain/index.js';
import type { AppState, FormSubject } from '../../../store/index.js';
import { plainMoney } from '../../present/money.js';
import { factThen } from '../facts.js';
import type { FieldSpec, Values } from '../types.js';
import { safe } from '../../text.js';
import { cardOf } from '../subjects.js';

export const card = (state: AppState, target: FormSubject) => cardOf(state, target.cardId);
export const sendOptions = (key: string | undefined, onStep: StepReport | undefined) => ({
  ...(key ? { idempotencyKey: key } : {}),
  onStep,
});

export function missingCard(target: FormSubject): ActionResult<never> {
  return {
    ok: false,
    error: {
      kind: 'not_found',
      message: `card ${safe(target.cardId ?? '?')} is not loaded`,
      fields: [],
      retryable: false,
    },
  };
}

/** The card's state and balance, marked when they changed since the form opened; why a state refuses the movement. */
export function cardStateLines(
  state: AppState,
  target: FormSubject,
  action: CardAction,
  values?: Values,
): string[] {
  const c = card(state, target);
  if (!c) return [];
  const lines: string[] = [];
  const status = factThen(values, 'status', c.status);
  const balance = factThen(values, 'card', c.availableBalance);
  if (status !== undefined || balance !== undefined) {
    const parts = [
      status === undefined ? undefined : `the card is ${c.status} (was ${safe(status)} when the form opened)`,
      balance === undefined
        ? undefined
        : `card available ${plainMoney(c.availableBalance)} ${safe(c.currency ?? '')} (was ${plainMoney(balance)} when the form opened)`,
    ].filter((p): p is string => p !== undefined);
    lines.push(`Changed while open: ${parts.join('; ')}.`);
  }
  const refusal = stateRefusal(state, target, action);
  if (refusal) lines.push(`Cannot be sent: ${refusal}.`);
  return lines;
}

/** Why the card's state (as the store holds it now) refuses the movement, if it does. */
export function stateRefusal(state: AppState, target: FormSubject, action: CardAction): string | undefined {
  const c = card(state, target);
  if (!c) return undefined;
  const allowed = canPerform(c.status, action);
  return allowed.ok ? undefined : `the card is ${c.status} now: ${allowed.reason}`;
}

/** The card's facts a form marks when they change while it is open: its state and available balance. */
export function cardFacts(state: AppState, target: FormSubject): Record<string, string | undefined> {
  const c = card(state, target);
  return { card: c?.availableBalance, status: c?.status };
}

/** The optional description of a money movement, single or bulk: one field, one limit. */
export const movementDescriptionField: FieldSpec = {
  name: 'description',
  label: 'Description',
  kind: 'text',
  optional: true,
  hint: `optional, at most ${MOVEMENT_DESCRIPTION_MAX} characters`,
};
