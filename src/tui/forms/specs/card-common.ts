// What the forms on one card share: the card they act on, how they pass the retry key and the step
// report to the action, and the refusal when the card is not loaded.
import type { ActionResult, StepReport } from '../../../actions/index.js';
import type { AppState, FormTarget } from '../../../store/index.js';
import { safe } from '../../text.js';
import { cardOf } from '../subjects.js';

export const card = (state: AppState, target: FormTarget) => cardOf(state, target.cardId);
export const sendOptions = (key: string | undefined, onStep: StepReport | undefined) => ({
  ...(key ? { idempotencyKey: key } : {}),
  ...(onStep ? { onStep } : {}),
});

export function missingCard(target: FormTarget): ActionResult<never> {
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
