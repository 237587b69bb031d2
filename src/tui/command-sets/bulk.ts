// Keys of bulk work: marks on the cards pane (space, a, A), the jobs view (J, :jobs) with its
// confirmation of a planned bulk action, cancel and retry, and the Activity view (L, :activity).
import { canRetry, describeJob, type BulkJob, type JobSummary } from '../../actions/index.js';
import type { AppState } from '../../store/index.js';
import { confirmBulk } from '../bulk/flow.js';
import { clearAllMarks, inCardsList, markAllMatchingCards, toggleMarkAtCursor } from '../bulk/marks.js';
import { cancelConfirmation, confirmingPlan } from '../bulk/prepare.js';
import type { Command, CommandContext, Mode } from '../command-types.js';
import { guardChange } from '../forms/guard.js';
import { jobsNewestFirst } from '../views/jobs/JobsView.js';
import { confirmationLines } from '../views/jobs/present.js';

const LIST: readonly Mode[] = ['list'];
const BROWSE: readonly Mode[] = ['list', 'detail'];
const JOBS: readonly Mode[] = ['jobs'];
const ACTIVITY: readonly Mode[] = ['activity'];

const state = (ctx: CommandContext) => ctx.store.getState();
const actions = (ctx: CommandContext) => state(ctx).actions;

function jobsOverlay(ctx: CommandContext) {
  const overlay = state(ctx).view.overlay;
  return overlay?.kind === 'jobs' ? overlay : undefined;
}

/** The job `c` and `R` act on: the open one, else the one under the cursor. */
function targetJob(ctx: CommandContext): BulkJob | undefined {
  const overlay = jobsOverlay(ctx);
  if (!overlay || overlay.confirm) return undefined;
  if (overlay.open !== undefined) return ctx.jobs?.get(overlay.open);
  return jobsNewestFirst(ctx.jobs)[overlay.cursor];
}

/** The interrupted job (from an earlier console) under the cursor: they are listed after this session's. */
function targetInterrupted(ctx: CommandContext): JobSummary | undefined {
  const overlay = jobsOverlay(ctx);
  if (!overlay || overlay.confirm || overlay.open !== undefined || !ctx.jobs) return undefined;
  return ctx.jobs.interrupted()[overlay.cursor - ctx.jobs.list().length];
}

const clamp = (value: number, length: number) => Math.max(0, Math.min(value, Math.max(0, length - 1)));

function moveInJobs(ctx: CommandContext, delta: number | 'top' | 'bottom'): void {
  const overlay = jobsOverlay(ctx);
  if (!overlay) return;
  const to = (current: number, length: number) =>
    clamp(delta === 'top' ? 0 : delta === 'bottom' ? length - 1 : current + delta, length);
  const page = Math.max(1, state(ctx).view.pageRows);
  const open = confirmingPlan(ctx);
  if (overlay.confirm && open) {
    const lines = confirmationLines(open.plan, state(ctx)).length;
    actions(ctx).setOverlay({
      ...overlay,
      confirm: { ...overlay.confirm, scroll: to(overlay.confirm.scroll, lines - page + 2) },
    });
  } else if (overlay.open !== undefined) {
    const items = ctx.jobs?.get(overlay.open)?.items().length ?? 0;
    actions(ctx).setOverlay({ ...overlay, scroll: to(overlay.scroll, items - page + 3) });
  } else {
    const listed = (ctx.jobs?.list().length ?? 0) + (ctx.jobs?.interrupted().length ?? 0);
    actions(ctx).setOverlay({ ...overlay, cursor: to(overlay.cursor, listed) });
  }
}

function moveInActivity(ctx: CommandContext, delta: number | 'top' | 'bottom'): void {
  const overlay = state(ctx).view.overlay;
  if (overlay?.kind !== 'activity') return;
  const length = (ctx.ops?.audit.entries().length ?? 0) - Math.max(1, state(ctx).view.pageRows) + 2;
  const next = delta === 'top' ? 0 : delta === 'bottom' ? length - 1 : overlay.scroll + delta;
  actions(ctx).setOverlay({ ...overlay, scroll: clamp(next, length) });
}

function jobsBack(ctx: CommandContext): void {
  const overlay = jobsOverlay(ctx);
  if (overlay?.confirm) cancelConfirmation(ctx);
  else if (overlay?.open !== undefined) actions(ctx).setOverlay({ ...overlay, open: undefined, scroll: 0 });
  else actions(ctx).setOverlay(null);
}

function openJob(ctx: CommandContext): void {
  const overlay = jobsOverlay(ctx);
  const job = targetJob(ctx);
  if (overlay && job && overlay.open === undefined)
    actions(ctx).setOverlay({ ...overlay, open: job.id, scroll: 0 });
}

function cancelJob(ctx: CommandContext): void {
  const job = targetJob(ctx);
  if (!job) return;
  const p = job.progress();
  if (p.state !== 'running') {
    actions(ctx).notify('warn', `${job.id} is ${p.state}: nothing to cancel`, ctx.now());
    return;
  }
  job.cancel();
  actions(ctx).notify('info', `cancelling ${job.id}: cards in flight finish, nothing new starts`, ctx.now());
}

/** R on an interrupted job: the remaining cards run again with their recorded keys, each read first. */
function resumeInterrupted(ctx: CommandContext, earlier: JobSummary): void {
  guardChange(ctx, () => {
    const { jobs, ops } = ctx;
    if (!jobs || !ops) return;
    const resumed = jobs.resume(ops, earlier.id);
    if (!resumed.ok) {
      actions(ctx).notify('warn', `${earlier.id} not resumed: ${resumed.reason}`, ctx.now());
      return;
    }
    const left = resumed.job.plan.items.length;
    actions(ctx).notify(
      'info',
      `resuming ${earlier.id}: ${left} cards left, ${resumed.alreadyFinal} done before (same keys, each card read first)`,
      ctx.now(),
    );
    // The resumed job is this session's newest: first in the list.
    actions(ctx).setOverlay({ kind: 'jobs', cursor: 0, scroll: 0 });
  });
}

/** X on an interrupted job: asks, then removes its journal (the cards keep whatever was done). */
function discardInterrupted(ctx: CommandContext, earlier: JobSummary): void {
  actions(ctx).setOverlay({
    kind: 'confirm',
    confirm: {
      title: `Discard ${earlier.id}?`,
      lines: [
        `${earlier.id} (${describeJob(earlier)}) will not be resumed: its journal is removed.`,
        'Cards it changed stay changed; the audit trail keeps every change.',
        'y discard  any other key cancels',
      ],
      danger: true,
      onYes: () => {
        const discarded = ctx.jobs?.discard(earlier.id);
        if (discarded && !discarded.ok)
          actions(ctx).notify('warn', `${earlier.id} not discarded: ${discarded.reason}`, ctx.now());
        else actions(ctx).notify('info', `${earlier.id} discarded`, ctx.now());
        actions(ctx).setOverlay({ kind: 'jobs', cursor: 0, scroll: 0 });
      },
    },
  });
}

function retryJob(ctx: CommandContext): void {
  const earlier = targetInterrupted(ctx);
  if (earlier) return resumeInterrupted(ctx, earlier);
  const job = targetJob(ctx);
  if (!job) return;
  const retryable = job.items().filter(canRetry).length;
  if (retryable === 0) {
    actions(ctx).notify(
      'warn',
      `${job.id}: no failure to retry (final failures are listed with why)`,
      ctx.now(),
    );
    return;
  }
  guardChange(ctx, () => {
    actions(ctx).notify('info', `${job.id}: retrying ${retryable} failed cards with their keys`, ctx.now());
    void job.retryFailed();
  });
}

/** Drops a finished or cancelled job from the list (a running one must be cancelled first). */
function removeJob(ctx: CommandContext): void {
  const earlier = targetInterrupted(ctx);
  if (earlier) return discardInterrupted(ctx, earlier);
  const job = targetJob(ctx);
  const overlay = jobsOverlay(ctx);
  if (!job || !ctx.jobs || !overlay) return;
  const p = job.progress();
  if (p.state === 'running' || p.state === 'cancelling') {
    actions(ctx).notify('warn', `${job.id} is ${p.state}: cancel it (c) before removing it`, ctx.now());
    return;
  }
  ctx.jobs.remove(job.id);
  actions(ctx).setOverlay({
    ...overlay,
    open: undefined,
    cursor: Math.max(0, overlay.cursor - 1),
    scroll: 0,
  });
  actions(ctx).notify('info', `${job.id} removed from the list (its audit entries stay)`, ctx.now());
}

const jobsShown = (s: AppState) => s.view.overlay?.kind === 'jobs';
const canMark = (s: AppState) => inCardsList(s) && s.view.selectedAccountId !== undefined;

function scrolling(
  mode: readonly Mode[],
  prefix: string,
  move: (ctx: CommandContext, delta: number | 'top' | 'bottom') => void,
): Command[] {
  const page = (ctx: CommandContext, sign: 1 | -1) => sign * Math.max(1, state(ctx).view.pageRows);
  return [
    {
      id: `${prefix}.down`,
      keys: ['down', 'j'],
      modes: mode,
      internal: true,
      description: 'Move down',
      run: (ctx) => move(ctx, 1),
    },
    {
      id: `${prefix}.up`,
      keys: ['up', 'k'],
      modes: mode,
      internal: true,
      description: 'Move up',
      run: (ctx) => move(ctx, -1),
    },
    {
      id: `${prefix}.pgdn`,
      keys: ['pgdn'],
      modes: mode,
      internal: true,
      description: 'Page down',
      run: (ctx) => move(ctx, page(ctx, 1)),
    },
    {
      id: `${prefix}.pgup`,
      keys: ['pgup'],
      modes: mode,
      internal: true,
      description: 'Page up',
      run: (ctx) => move(ctx, page(ctx, -1)),
    },
    {
      id: `${prefix}.top`,
      keys: ['g', 'home'],
      modes: mode,
      internal: true,
      description: 'First line',
      run: (ctx) => move(ctx, 'top'),
    },
    {
      id: `${prefix}.bottom`,
      keys: ['G', 'end'],
      modes: mode,
      internal: true,
      description: 'Last line',
      run: (ctx) => move(ctx, 'bottom'),
    },
  ];
}

export const bulkCommands: readonly Command[] = [
  {
    id: 'mark.toggle',
    keys: ['space'],
    modes: LIST,
    hint: 'mark',
    palette: 'mark',
    description: 'Mark or unmark the card under the cursor (bulk actions)',
    enabledWhen: inCardsList,
    whyDisabled: () => 'only in the cards pane',
    run: toggleMarkAtCursor,
  },
  {
    id: 'mark.all',
    keys: ['a'],
    modes: LIST,
    palette: 'mark-all',
    description: 'Mark every card matching the cards filter (all pages)',
    enabledWhen: canMark,
    whyDisabled: () => 'only in the cards pane of a selected account',
    run: (ctx) => {
      void markAllMatchingCards(ctx);
    },
  },
  // Always available: it also stops a "mark all" that is still fetching (nothing marked yet).
  {
    id: 'mark.clear',
    keys: ['A'],
    modes: LIST,
    palette: 'unmark',
    description: 'Clear every mark; stop a mark-all still fetching',
    run: clearAllMarks,
  },
  {
    id: 'jobs',
    keys: ['J'],
    modes: BROWSE,
    palette: 'jobs',
    description: 'Bulk jobs: progress, per-card results, cancel, retry failed',
    run: (ctx) => actions(ctx).setOverlay({ kind: 'jobs', cursor: 0, scroll: 0 }),
  },
  {
    id: 'activity',
    keys: ['L'],
    modes: BROWSE,
    palette: 'activity',
    description: 'Activity: what this session changed (audit entries), newest first',
    run: (ctx) => actions(ctx).setOverlay({ kind: 'activity', scroll: 0 }),
  },
  ...scrolling(JOBS, 'jobs', moveInJobs),
  {
    id: 'jobs.confirm',
    keys: ['y', 'Y'],
    modes: JOBS,
    internal: true,
    description: 'Start the bulk action shown (terminate: then type the count)',
    enabledWhen: (s) => s.view.overlay?.kind === 'jobs' && s.view.overlay.confirm !== undefined,
    whyDisabled: () => 'nothing waits for a yes',
    run: confirmBulk,
  },
  {
    id: 'jobs.open',
    keys: ['enter'],
    modes: JOBS,
    internal: true,
    description: 'Per-card results of the job under the cursor',
    run: openJob,
  },
  {
    id: 'jobs.cancel',
    keys: ['c'],
    modes: JOBS,
    internal: true,
    description: 'Cancel the job: cards in flight finish, nothing new starts',
    enabledWhen: jobsShown,
    run: cancelJob,
  },
  {
    id: 'jobs.retry',
    keys: ['R'],
    modes: JOBS,
    internal: true,
    description: 'Retry failed cards, or resume an interrupted job (same keys)',
    run: retryJob,
  },
  {
    id: 'jobs.remove',
    keys: ['X'],
    modes: JOBS,
    internal: true,
    description: 'Remove a finished job, or discard an interrupted one (asks)',
    run: removeJob,
  },
  {
    id: 'jobs.back',
    keys: ['esc', 'q'],
    modes: JOBS,
    internal: true,
    description: 'Back: cancel the summary, close the results, close the view',
    run: jobsBack,
  },
  ...scrolling(ACTIVITY, 'activity', moveInActivity),
  {
    id: 'activity.back',
    keys: ['esc', 'q', 'L'],
    modes: ACTIVITY,
    internal: true,
    description: 'Close the Activity view',
    run: (ctx) => actions(ctx).setOverlay(null),
  },
];
