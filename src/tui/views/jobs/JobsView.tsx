// The jobs view: every bulk job of the session with its progress (live), one job's per-card
// results, and the summary a bulk action waits on before it starts. Windowed to the height given.
import { Box } from 'ink';
import { useStore } from 'zustand';
import type { BulkJob, JobRegistry } from '../../../actions/index.js';
import { PlainLine } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';
import { truncate } from '../../text.js';
import {
  actionWord,
  confirmationLines,
  countsText,
  itemLines,
  jobLine,
  progressBar,
  stateText,
} from './present.js';
import { interruptedLine } from './interrupted.js';
import { useTicker } from './ticker.js';

interface ViewProps {
  readonly width: number;
  readonly height: number;
  readonly jobs?: JobRegistry;
}

/** The jobs newest first: the order the view lists them and its cursor counts in. */
export const jobsNewestFirst = (jobs: JobRegistry | undefined): BulkJob[] =>
  [...(jobs?.list() ?? [])].reverse();

function Window({
  title,
  head,
  lines,
  scroll,
  width,
  height,
  cursor,
}: {
  title: string;
  head: readonly string[];
  lines: readonly string[];
  scroll: number;
  width: number;
  height: number;
  cursor?: number;
}) {
  const { theme } = useConsole();
  const room = Math.max(0, height - 1 - head.length);
  const top =
    cursor === undefined
      ? Math.min(scroll, Math.max(0, lines.length - room))
      : Math.max(0, cursor - room + 1);
  return (
    <Box flexDirection="column" width={width} height={height} overflow="hidden">
      <PlainLine text={truncate(title, width)} bold color={theme.accent} inverse={theme.inverse} />
      {head.map((l, i) => (
        <PlainLine key={`h${i}`} text={truncate(l, width)} />
      ))}
      {lines.slice(top, top + room).map((l, i) => (
        <PlainLine
          key={top + i}
          text={truncate(`${cursor === undefined ? '' : top + i === cursor ? '> ' : '  '}${l}`, width)}
          inverse={top + i === cursor && theme.inverse}
        />
      ))}
    </Box>
  );
}

export function JobsView({ width, height, jobs }: ViewProps) {
  const { store, now, bulk } = useConsole();
  const overlay = useStore(store, (s) => s.view.overlay);
  const zone = useStore(store, (s) => s.zone);
  const state = store.getState();
  useTicker(jobs?.subscribe);
  if (overlay?.kind !== 'jobs') return null;
  if (overlay.confirm) {
    const plan = bulk?.planOf(overlay.confirm.planId);
    if (!plan)
      return (
        <Window
          title="Bulk action | the plan is gone | esc back"
          head={[]}
          lines={[]}
          scroll={0}
          width={width}
          height={height}
        />
      );
    const terminate = plan.spec.action === 'terminate';
    const title = `Bulk ${actionWord(plan.spec.action)} of ${plan.items.length} cards | y ${terminate ? 'continue' : 'start'} | up/down scroll | esc cancel`;
    return (
      <Window
        title={title}
        head={[]}
        lines={confirmationLines(plan, state)}
        scroll={overlay.confirm.scroll}
        width={width}
        height={height}
      />
    );
  }
  const list = jobsNewestFirst(jobs);
  const job = overlay.open === undefined ? undefined : jobs?.get(overlay.open);
  if (job) {
    const p = job.progress();
    const head = [`${progressBar(p, Math.min(40, width - 2))} ${stateText(p, now())}`, countsText(p)];
    const title = `${job.id} bulk ${actionWord(job.action)} | c cancel | R retry failed | up/down scroll | esc back`;
    return (
      <Window
        title={title}
        head={head}
        lines={itemLines(job)}
        scroll={overlay.scroll}
        width={width}
        height={height}
      />
    );
  }
  const running = jobs?.active() ?? 0;
  const interrupted = jobs?.interrupted() ?? [];
  const earlier = interrupted.length > 0 ? `, ${interrupted.length} interrupted` : '';
  const title = `Jobs | ${list.length} in this session, ${running} running${earlier} | Enter results | c cancel | R retry failed / resume | X remove / discard | esc back`;
  const lines = [
    ...list.map((j) => jobLine(j, j.progress(), now(), width - 2)),
    ...interrupted.map((j) => interruptedLine(j, width - 2, zone)),
  ];
  if (lines.length === 0)
    return (
      <Window
        title={title}
        head={['no jobs yet: mark cards (space, a) and press an action key']}
        lines={[]}
        scroll={0}
        width={width}
        height={height}
      />
    );
  return (
    <Window
      title={title}
      head={[]}
      lines={lines}
      scroll={0}
      cursor={Math.min(overlay.cursor, lines.length - 1)}
      width={width}
      height={height}
    />
  );
}
