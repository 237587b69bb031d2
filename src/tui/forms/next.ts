// Does what a form spec names as its next step: the specs describe, this opens the views (so no
// spec imports a view, and no view that opens a form is imported back by the form registry).
import { openConfirmation } from '../bulk/prepare.js';
import { showJobs } from '../views/jobs/slot.js';
import type { CommandContext } from '../view/types.js';
import { openWebhooks } from '../views/webhooks/control.js';
import type { FormState } from '../../store/index.js';
import { formAsText } from './review.js';
import type { FormNext } from './types.js';

/** `form`: the form that led here; a bulk summary's "no" puts it back. */
export function follow(ctx: CommandContext, next: FormNext, form?: FormState): void {
  if (next.kind === 'webhooks') void openWebhooks(ctx);
  else if (next.kind === 'confirm-bulk')
    openConfirmation(ctx, next.plan, form ? { back: formAsText(form) } : {});
  else showJobs(ctx);
}
