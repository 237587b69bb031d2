// Pure text of the header, footer and status line.
import type { DisplayZone } from '../../domain/index.js';
import { eventsLabel, type AppState, type EventsStatus } from '../../store/index.js';
import { ACTION_GROUPS, type Command, type ViewRegistry } from '../view/types.js';
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
    /** The display zone: named once here, so no time column has to (PST, UTC, UTC+05:30). */
    readonly zone?: DisplayZone;
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
  // Right after the profile: short, and kept before the names a narrow terminal drops first.
  if (state.zone) segments.push({ text: state.zone.label(now) });
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

/** A command's footer label now, if it has one. */
const hintOf = (c: Command, state: AppState): string | undefined =>
  typeof c.hint === 'function' ? c.hint(state) : c.hint;

/**
 * The hints of commands, first key and label; commands with the same label share it
 * ("Right/Left choose").
 */
function hintTexts(commands: readonly Command[], state: AppState): string[] {
  const byLabel = new Map<string, string[]>();
  for (const c of commands) {
    const label = hintOf(c, state);
    if (label === undefined) continue;
    byLabel.set(label, [...(byLabel.get(label) ?? []), keyLabel(c.keys[0] ?? '')]);
  }
  return [...byLabel].map(([label, keys]) => `${keys.join('/')} ${label}`);
}

/** The refusals of the row under the cursor, grouped by why: "(f s: the card is frozen)". */
function refusals(commands: readonly Command[], state: AppState): string[] {
  // Read-only hides every changing action: nothing to say about each.
  if (state.session.readOnly) return [];
  const blocked = new Map<string, string[]>();
  for (const c of commands) {
    // Only what the row refuses, and only when there is a row (with none, every action would say so).
    if (!c.subject?.(state) || hintOf(c, state) === undefined) continue;
    const why = c.disabledReason?.(state);
    if (why !== undefined) blocked.set(why, [...(blocked.get(why) ?? []), keyLabel(c.keys[0] ?? '')]);
  }
  return [...blocked].map(([why, keys]) => `(${keys.join(' ')}: ${why})`);
}

/**
 * Footer hints, generated from the commands of the view on top: help and quit, the actions the row
 * under the cursor allows, the ones its state refuses grouped by why, then the rest. In read-only
 * mode changing actions are left out altogether.
 */
export function footerText(views: ViewRegistry, state: AppState, width: number, jobsRunning = 0): string {
  const live = views.commandsOf(views.current(state));
  const enabled = live.filter((c) => c.disabledReason?.(state) === undefined);
  const lead = enabled.filter((c) => c.lead);
  const acting = enabled.filter((c) => !c.lead && ACTION_GROUPS.has(c.group));
  const rest = enabled.filter((c) => !c.lead && !ACTION_GROUPS.has(c.group));
  const status = bulkStatus(state.marks.size, jobsRunning).map((s) => `[${s}]`);
  const hints = [
    ...hintTexts(lead, state),
    ...hintTexts(acting, state),
    ...refusals(live, state),
    ...hintTexts(rest, state),
  ];
  return truncate([...status, ...hints].join('  '), width);
}
