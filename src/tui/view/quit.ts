// Leaving the console. With nothing running, `q` (at the top) and ctrl+c quit at once. While a job
// moves money, leaving interrupts it (the cards not yet done wait for a resume), so both ask first
// (the quit view); a second ctrl+c within 2 s is the operator insisting and quits without asking.
// A lost terminal is not a key: it never comes here (the CLI's shutdown stops and records).
import type { JobRegistry } from '../../actions/index.js';
import type { OverlaySlot } from '../../store/index.js';
import { openSlot, slotOf } from './registry.js';
import type { CommandContext } from './types.js';
import type { ProfileSwitcher } from '../views/profiles/switcher.js';

export const QUIT_VIEW = 'quit';

/** Two ctrl+c closer than this quit without the question. */
export const DOUBLE_CTRL_C_MS = 2_000;

export type QuitSlot = {
  readonly kind: typeof QUIT_VIEW;
  /** The view the question opened over: `n` gives it back as it was (a form keeps what was typed). */
  readonly previous: OverlaySlot | null;
  /** When the last ctrl+c came, if one did. */
  readonly ctrlCAt?: number;
};

export interface JobsLeft {
  /** Jobs still running (or cancelling: their cards in flight settle). */
  readonly jobs: number;
  /** Their cards without a final outcome yet. */
  readonly cards: number;
}

/** What quitting now would interrupt. */
export function jobsLeft(jobs: Pick<JobRegistry, 'list'> | undefined): JobsLeft {
  let count = 0;
  let cards = 0;
  for (const job of jobs?.list() ?? []) {
    const p = job.progress();
    if (p.state !== 'running' && p.state !== 'cancelling') continue;
    count += 1;
    cards += p.remaining;
  }
  return { jobs: count, cards };
}

/** What quitting would interrupt on every profile: the one shown and the hidden ones (their jobs go on). */
export function allJobsLeft(
  jobs: Pick<JobRegistry, 'list'> | undefined,
  profiles: Pick<ProfileSwitcher, 'elsewhere'> | undefined,
): JobsLeft {
  const here = jobsLeft(jobs);
  return (profiles?.elsewhere() ?? []).reduce(
    (sum, e) => ({ jobs: sum.jobs + e.running, cards: sum.cards + e.cards }),
    here,
  );
}

export type QuitKey = 'q' | 'ctrl+c';

/** Quits, or asks first while a job runs (see the file's head). */
export function requestQuit(ctx: CommandContext, key: QuitKey): void {
  const state = ctx.store.getState();
  const asked = slotOf<QuitSlot>(state, QUIT_VIEW);
  const now = ctx.now();
  const insisted =
    key === 'ctrl+c' && asked?.ctrlCAt !== undefined && now - asked.ctrlCAt <= DOUBLE_CTRL_C_MS;
  if (insisted || allJobsLeft(ctx.jobs, ctx.profiles).jobs === 0) {
    ctx.quit();
    return;
  }
  const ctrlCAt = key === 'ctrl+c' ? now : asked?.ctrlCAt;
  openSlot<QuitSlot>(ctx.store, {
    kind: QUIT_VIEW,
    previous: asked ? asked.previous : state.view.overlay,
    ...(ctrlCAt !== undefined ? { ctrlCAt } : {}),
  });
}

/** Closes the question: the view it opened over shows again. */
export function keepRunning(ctx: CommandContext): void {
  const asked = slotOf<QuitSlot>(ctx.store.getState(), QUIT_VIEW);
  if (asked) ctx.store.getState().mutators.setOverlay(asked.previous);
}
