// Pure text of the header, footer and status line.
import { eventsLabel, type AppState, type EventsStatus } from '../../store/index.js';
import { commands, modeOf } from '../commands.js';
import { keyLabel } from '../keymap.js';
import { displayWidth, safe, truncate } from '../text.js';
import type { Theme } from '../theme.js';
import { connectionLabel, connectionTone, looksLikeProduction } from './connection.js';
import type { Segment } from './rows.js';

export interface ConsoleEnv {
  readonly profile: string;
  readonly baseUrl: string;
  readonly sandbox: boolean;
  readonly readOnly: boolean;
  readonly merchantName?: string;
}

/** Segments separated by " | ", cut to the width (later segments go first). */
function joinFitted(segments: Segment[], width: number): Segment[] {
  const sep: Segment = { text: ' | ' };
  const out: Segment[] = [];
  let used = 0;
  for (const segment of segments) {
    const extra = (out.length > 0 ? 3 : 0) + displayWidth(segment.text);
    if (used + extra > width) {
      const room = width - used - (out.length > 0 ? 3 : 0);
      if (room > 3) {
        if (out.length > 0) out.push(sep);
        out.push({ ...segment, text: truncate(segment.text, room) });
      }
      break;
    }
    if (out.length > 0) out.push(sep);
    out.push(segment);
    used += extra;
  }
  return out;
}

const colored = (text: string, color: string | undefined): Segment => (color ? { text, color } : { text });

/** The live events listener: shown only once the console knows whether it listens. */
function eventsSegment(status: EventsStatus | undefined, theme: Theme): Segment[] {
  if (status === undefined) return [];
  const color = status === 'live' ? theme.ok : status === 'failed' ? theme.warn : theme.muted;
  return [colored(eventsLabel({ status }), color)];
}

export function headerSegments(
  env: ConsoleEnv,
  state: Pick<AppState, 'connection' | 'paused'> & {
    readonly eventsStatus?: EventsStatus;
    readonly readOnly?: boolean;
    readonly index?: string;
  },
  now: number,
  theme: Theme,
  width: number,
): Segment[] {
  const connection = state.connection;
  const connColor = theme[connectionTone(connection.status)];
  const environment = env.sandbox
    ? colored('SANDBOX', theme.calm)
    : colored(safe(env.baseUrl), looksLikeProduction(env.baseUrl) ? theme.warn : theme.calm);
  const segments: Segment[] = [
    colored('card-console', theme.accent),
    environment,
    colored(connectionLabel(connection, now), connColor),
    ...eventsSegment(state.eventsStatus, theme),
  ];
  if (state.paused) segments.push(colored('PAUSED', theme.warn));
  // Read-only from the start (flag, profile) or forced on later by a 403 on a write.
  if (env.readOnly || state.readOnly) segments.push(colored('READ-ONLY', theme.warn));
  // After the warnings: on a narrow terminal the index's progress is what gets cut, not PAUSED.
  if (state.index) segments.push(colored(state.index, theme.muted));
  segments.push({ text: `profile ${safe(env.profile)}` });
  if (env.merchantName) segments.push({ text: safe(env.merchantName) });
  if (env.sandbox) segments.push({ text: safe(env.baseUrl) });
  return joinFitted(segments, width);
}

/** Bulk state that must always show: the marked rows and the jobs still running. */
export function bulkStatus(marked: number, jobsRunning: number): string[] {
  const out: string[] = [];
  if (marked > 0) out.push(`${marked.toLocaleString('en-US')} marked`);
  if (jobsRunning > 0) out.push(`${jobsRunning} job${jobsRunning === 1 ? '' : 's'} running`);
  return out;
}

const ACTION_COMMAND = /^(card|account|mark|bulk)\./;
const REFUSALS_SHOWN = /^(card|account)\.|^find\.global$/;
const FIRST = new Set(['help', 'quit']);

/**
 * Footer hints: help and quit, the actions the row under the cursor allows, the ones its state
 * refuses grouped by why ("(f s: the card is frozen)"), then navigation. In read-only mode changing
 * actions are left out altogether.
 */
export function footerText(state: AppState, width: number, jobsRunning = 0): string {
  const mode = modeOf(state);
  const offered = commands.filter((c) => c.hint && c.modes.includes(mode));
  const isEnabled = (c: (typeof commands)[number]) => c.enabledWhen?.(state) ?? true;
  const hint = (c: (typeof commands)[number]) => `${keyLabel(c.keys[0] ?? '')} ${c.hint}`;
  const enabled = offered.filter(isEnabled);
  const blocked = new Map<string, string[]>();
  if (!state.session.readOnly) {
    for (const c of offered) {
      // Only what the cursor row refuses (marks and jobs are about panes, not the row), and a
      // capability the console lacks (find without a card index).
      if (!REFUSALS_SHOWN.test(c.id) || isEnabled(c)) continue;
      const why = c.whyDisabled?.(state) ?? 'not available';
      // Nothing selected is not worth a footer entry: every action would say it.
      if (why.startsWith('select ')) continue;
      blocked.set(why, [...(blocked.get(why) ?? []), keyLabel(c.keys[0] ?? '')]);
    }
  }
  const refused = [...blocked].map(([why, keys]) => `(${keys.join(' ')}: ${why})`);
  const extra =
    mode === 'find'
      ? ['Enter apply', 'Esc clear']
      : mode === 'palette'
        ? ['Enter run', 'up/down choose', 'Esc close']
        : mode === 'choose'
          ? ['Enter jump', 'Esc cancel']
          : mode === 'search'
            ? ['Enter go', 'up/down choose', 'Esc close']
            : [];
  const status = bulkStatus(state.marks.size, jobsRunning).map((s) => `[${s}]`);
  const ordered = [
    ...enabled.filter((c) => FIRST.has(c.id)).map(hint),
    ...enabled.filter((c) => ACTION_COMMAND.test(c.id)).map(hint),
    ...refused,
    ...enabled.filter((c) => !FIRST.has(c.id) && !ACTION_COMMAND.test(c.id)).map(hint),
  ];
  return truncate([...status, ...extra, ...ordered].join('  '), width);
}
