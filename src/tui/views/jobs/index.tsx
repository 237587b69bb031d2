// The jobs view: every bulk job of the session with its progress (live), one job's per-card
// results, and the summary a bulk action waits on before it starts.
import { wholeProgress, type BulkJob } from '../../../actions/index.js';
import { nameCardById } from '../../present/card-name.js';
import { plain, titleLine } from '../../view/lines.js';
import type { Page, View, ViewEnv } from '../../view/types.js';
import { jobsCommands, jobsSteps, openJobsCommand } from './commands.js';
import { interruptedLine, noJobsText } from './interrupted.js';
import { jobsNewestFirst } from './list.js';
import {
  actionWord,
  cardsText,
  confirmationLines,
  countsText,
  itemLines,
  jobLine,
  progressBar,
  stateText,
} from './present.js';
import { jobsSlot, setJobsSlot, type JobsSlot } from './slot.js';
import { sessionRecords } from '../undo/flow.js';
import { recordWhat } from '../undo/present.js';
import { tickingBody } from '../../view/ticker.js';

function confirmationPage(
  env: ViewEnv,
  slot: JobsSlot,
  confirm: NonNullable<JobsSlot['confirm']>,
  width: number,
): Page {
  const plan = env.bulk?.planOf(confirm.planId);
  if (!plan) return { title: titleLine('Bulk action | the plan is gone', env.theme), lines: [] };
  return {
    title: titleLine(`Bulk ${actionWord(plan.spec.action)} of ${cardsText(plan.items.length)}`, env.theme),
    lines: [
      ...(confirm.changed ?? []),
      ...confirmationLines(plan, env.state, width - 2, env.views.keyOf('jobs.confirm'), confirm.subject),
    ].map(plain),
    position: {
      kind: 'scroll',
      at: confirm.scroll,
      set: (ctx, at) => setJobsSlot(ctx, { ...slot, confirm: { ...confirm, scroll: at } }),
    },
  };
}

/** What an undo job takes back, by name (its plan holds only the audit entry's key). */
function undoneText(env: ViewEnv, undoes: string): string {
  const record = sessionRecords(env).find((r) => r.id === undoes);
  const nameCard = (id: string) => nameCardById(id, env.state.entities, env.index);
  return record ? recordWhat(record, nameCard) : 'an earlier change';
}

function resultsPage(env: ViewEnv, slot: JobsSlot, job: BulkJob, width: number): Page {
  const p = wholeProgress(job, job.progress());
  const undoes = job.plan.spec.undoes;
  return {
    title: titleLine(
      `${job.id} bulk ${actionWord(job.action)}${undoes === undefined ? '' : `, undoing ${undoneText(env, undoes)}`}`,
      env.theme,
    ),
    head: [
      plain(`${progressBar(p, Math.min(40, width - 2))} ${stateText(p, env.now)}`),
      plain(countsText(p)),
    ],
    lines: itemLines(job, (id) => nameCardById(id, env.state.entities, env.index)).map(plain),
    position: {
      kind: 'scroll',
      at: slot.scroll,
      set: (ctx, at) => setJobsSlot(ctx, { ...slot, scroll: at }),
    },
  };
}

function listPage(env: ViewEnv, slot: JobsSlot, width: number): Page {
  const { jobs, now } = env;
  const list = jobsNewestFirst(jobs);
  const interrupted = jobs?.interrupted() ?? [];
  const earlier = interrupted.length > 0 ? `, ${interrupted.length} interrupted` : '';
  const title = `Jobs | ${list.length} in this session, ${jobs?.active() ?? 0} running${earlier}`;
  return {
    title: titleLine(title, env.theme),
    lines: [
      ...list.map((j) => plain(jobLine(j, wholeProgress(j, j.progress()), now, width - 2))),
      ...interrupted.map((j) => plain(interruptedLine(j, width - 2, env.state.zone, env.views.keyOf))),
    ],
    empty: plain(noJobsText(env.views.keyOf)),
    position: {
      kind: 'cursor',
      at: slot.cursor,
      set: (ctx, at) => setJobsSlot(ctx, { ...slot, cursor: at }),
    },
  };
}

function jobsPage(env: ViewEnv, width: number): Page | undefined {
  const slot = jobsSlot(env.state);
  if (!slot) return undefined;
  if (slot.confirm) return confirmationPage(env, slot, slot.confirm, width);
  const job = slot.open === undefined ? undefined : env.jobs?.get(slot.open);
  return job ? resultsPage(env, slot, job, width) : listPage(env, slot, width);
}

// Redrawn a few times a second while jobs report, not on each of their thousands of events.
const JobsBody = tickingBody(jobsPage, (services) => services.jobs);

export const jobsView: View = {
  id: 'jobs',
  page: jobsPage,
  Body: JobsBody,
  openers: [openJobsCommand],
  commands: jobsCommands,
  steps: jobsSteps,
  asks: (state) => jobsSlot(state)?.confirm !== undefined,
};
