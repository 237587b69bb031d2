// The question `q` and ctrl+c ask while a job runs: how many jobs and cards quitting would leave
// interrupted, y/N. Its counts follow the jobs while it is open; `n` (or any other key) gives back
// the view it opened over. When and why it is asked: ../../view/quit.ts.
import { declining, quitNow, YES_KEYS } from '../../view/common.js';
import { plain, tinted, type DrawnLine } from '../../view/lines.js';
import {
  allJobsLeft,
  DOUBLE_CTRL_C_MS,
  keepRunning,
  QUIT_VIEW,
  type JobsLeft,
  type QuitSlot,
} from '../../view/quit.js';
import { slotOf } from '../../view/registry.js';
import type { Command, KeyOf, Page, View, ViewEnv } from '../../view/types.js';
import { tickingBody } from '../../view/ticker.js';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** "2 jobs running: 63 cards left. Quit and leave them interrupted? y/N" (the keys from the commands). */
export function quitQuestion(left: JobsLeft, keyOf: KeyOf): string {
  const answers = `${keyOf(yes.id)}/${keyOf(no.id).toUpperCase()}`;
  if (left.jobs === 0) return `No job is running any more. Quit? ${answers}`;
  const them = left.jobs === 1 ? 'it' : 'them';
  return `${plural(left.jobs, 'job')} running: ${plural(left.cards, 'card')} left. Quit and leave ${them} interrupted? ${answers}`;
}

/** What each answer does, in lines short enough for 80 columns; every key named from its command. */
export function quitLines(left: JobsLeft, keyOf: KeyOf): string[] {
  const seconds = DOUBLE_CTRL_C_MS / 1_000;
  const key = (id: string) => keyOf(id).padEnd(4);
  return [
    quitQuestion(left, keyOf),
    '',
    `${key(yes.id)} quit: cards in flight finish and are recorded; the others wait in the`,
    `     job's journal (${keyOf('jobs')} then ${keyOf('jobs.retry')} in the next console, or card-console jobs resume)`,
    `${key(no.id)} keep the console and the jobs running (any other key too)`,
    `${keyOf(quitNow.id)} again within ${seconds} s: quit without asking`,
  ];
}

function quitPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<QuitSlot>(env.state, QUIT_VIEW);
  if (!slot) return undefined;
  const [question = '', ...rest] = quitLines(allJobsLeft(env.jobs, env.profiles), env.views.keyOf);
  const lines: DrawnLine[] = [tinted(question, env.theme.warn, { bold: true }), ...rest.map(plain)];
  return { title: tinted('Quit card-console', env.theme.warn, { bold: true }), lines };
}

// The counts follow the jobs while the question is open.
const QuitBody = tickingBody(quitPage, (services) => services.jobs);

const yes: Command = {
  id: 'quit.yes',
  keys: YES_KEYS,
  group: 'Forms',
  internal: true,
  hint: 'quit',
  description: 'Quit, leaving the running jobs interrupted',
  run: (ctx) => ctx.quit(),
};

const no: Command = declining({
  id: 'quit.no',
  hint: 'keep running (any key)',
  description: 'Keep the console and the jobs running',
  run: keepRunning,
});

export const quitView: View = {
  id: QUIT_VIEW,
  page: quitPage,
  Body: QuitBody,
  commands: [yes, no, quitNow],
  asks: () => true,
};
