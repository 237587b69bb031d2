// What an in-flight card of a bulk job waits on, in the words of the single change's steps
// (`domain/change-step.ts`): short enough for the outcome column of an 80-column card line.
import type { BulkItem } from '../../../actions/index.js';
import type { ChangeStep } from '../../../domain/index.js';

const WAITING_ON: Readonly<Record<ChangeStep, string>> = {
  reading: 'reading first (nothing sent)',
  sending: 'sent, waiting for the answer',
  confirming: 'answer lost: reading it back',
};

/** The step a running card waits on; '' for a card not running or with no step reported yet. */
export function runningText(item: Pick<BulkItem, 'state' | 'step' | 'attempts'>): string {
  if (item.state !== 'running' || item.step === undefined) return '';
  return WAITING_ON[item.step];
}
