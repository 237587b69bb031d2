// The jobs view's state: the cursor in the list, the job whose per-card results show (`open`) and
// their scroll, and a bulk plan awaiting the operator's yes (the plan itself stays in the bulk session).
import type { AppState } from '../../../store/index.js';
import type { CommandContext } from '../../view/types.js';
import { openSlot, slotOf } from '../../view/registry.js';

export type JobsSlot = {
  readonly kind: 'jobs';
  readonly cursor: number;
  readonly open?: string;
  readonly scroll: number;
  /** `changed`: set when re-asked, the plan's cards that changed since it was first asked. */
  readonly confirm?: {
    readonly planId: string;
    readonly scroll: number;
    readonly changed?: readonly string[];
    /** An undo's plan: the change it takes back, by name ("suspend Travel ..1234"), never its audit key. */
    readonly subject?: string;
    /** The form the summary reviews, as text: a "no" puts it back with what was typed. */
    readonly back?: string;
  };
};

export const jobsSlot = (state: AppState) => slotOf<JobsSlot>(state, 'jobs');

/** The jobs view; it lists the newest first, so the cursor starts on a job just started. */
export function showJobs(ctx: CommandContext, confirm?: JobsSlot['confirm']): void {
  openSlot<JobsSlot>(ctx.store, { kind: 'jobs', cursor: 0, scroll: 0, confirm });
}

export const setJobsSlot = (ctx: CommandContext, slot: JobsSlot): void => openSlot(ctx.store, slot);
