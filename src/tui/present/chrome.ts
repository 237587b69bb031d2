// Pure text of the header, footer and status line.
import type { DisplayZone } from '../../domain/index.js';
import { eventsLabel, type AppState, type EventsStatus } from '../../store/index.js';
import { ROW_GROUPS, type Command, type ViewRegistry } from '../view/types.js';
import { keyLabel } from '../keymap.js';
import { displayWidth, safe, truncate } from '../text.js';
import { wrapWords } from './wrap.js';
import type { Theme } from '../theme.js';
import { isProductionProfile } from '../../domain/index.js';
import { connectionLabel, connectionTone } from './connection.js';
import type { Segment } from './rows.js';

export interface ConsoleEnv {
  readonly profile: string;
  readonly baseUrl: string;
  readonly sandbox: boolean;
  readonly readOnly: boolean;
  readonly merchantName?: string;
  /** The production rule's answer for this profile (default: the rule on the base URL alone). */
  readonly production?: boolean;
  /** The config file's badge text and colour for this profile. */
  readonly label?: string;
  readonly color?: string;
}

/** The badge before the header: what marks a production profile (or one given a colour or label) apart. */
export interface ProfileBadge {
  readonly text: string;
  /** Its background in colour mode; absent with NO_COLOR (the brackets carry it then). */
  readonly background?: string;
}

/** Production's badge colour when the config file gives none. */
const PRODUCTION_COLOR = 'red';

/**
 * ` PROD ` on red (or the profile's label and colour); with NO_COLOR `[PROD]`. No badge for a profile
 * that is not production and sets neither a label nor a colour: the header names it anyway.
 */
export function profileBadge(env: ConsoleEnv, theme: Theme): ProfileBadge | undefined {
  const production = isProductionProfile(env);
  if (!production && env.label === undefined && env.color === undefined) return undefined;
  const text = safe(env.label ?? (production ? 'PROD' : env.profile.toUpperCase()));
  if (!theme.color) return { text: `[${text}]` };
  return { text: ` ${text} `, background: env.color ?? (production ? PRODUCTION_COLOR : theme.accent) };
}

/** A header segment, and how early a narrow terminal drops it whole (0: never). */
type Ranked = Segment & { readonly drop?: number };

const widthOf = (segments: readonly Segment[]): number =>
  segments.reduce((sum, s, i) => sum + (i > 0 ? 3 : 0) + displayWidth(s.text), 0);

/**
 * Segments separated by " | ". Too wide: the segments with the highest `drop` go first, whole, so
 * what stays is never cut mid-word; only when the kept ones alone are too wide is the last one cut.
 */
function joinFitted(ranked: readonly Ranked[], width: number): Segment[] {
  let kept = [...ranked];
  const ranks = [...new Set(ranked.map((s) => s.drop ?? 0))].filter((r) => r > 0).sort((a, b) => b - a);
  for (const rank of ranks) {
    if (widthOf(kept) <= width) break;
    kept = kept.filter((s) => (s.drop ?? 0) !== rank);
  }
  const out: Segment[] = [];
  let used = 0;
  for (const { drop: _drop, ...segment } of kept) {
    const sep = out.length > 0 ? 3 : 0;
    const extra = sep + displayWidth(segment.text);
    if (used + extra > width) {
      const room = width - used - sep;
      if (room > 3) {
        if (sep > 0) out.push({ text: ' | ' });
        out.push({ ...segment, text: truncate(segment.text, room) });
      }
      break;
    }
    if (sep > 0) out.push({ text: ' | ' });
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
    /** Jobs running on profiles not shown ("1 job running on prod"). */
    readonly elsewhere?: string;
  },
  now: number,
  theme: Theme,
  width: number,
): Segment[] {
  const connection = state.connection;
  const connColor = theme[connectionTone(connection.status)];
  const environment = env.sandbox
    ? colored('SANDBOX', theme.calm)
    : colored(safe(env.baseUrl), isProductionProfile(env) ? theme.warn : theme.calm);
  // What a narrow terminal drops first (highest): the program's name (the terminal's title says it
  // anyway), the sandbox's address, the merchant's name, the events listener's state. The
  // environment, connection, warnings, index, profile and zone always stay (80 columns hold them).
  const segments: Ranked[] = [
    { ...colored('card-console', theme.accent), drop: 6 },
    environment,
    colored(connectionLabel(connection, now), connColor),
    ...eventsSegment(state.eventsStatus, theme).map((s) => ({ ...s, drop: 2 })),
  ];
  if (state.elsewhere) segments.push(colored(state.elsewhere, theme.warn));
  if (state.paused) segments.push(colored('PAUSED', theme.warn));
  // Read-only from the start (flag, profile) or forced on later by a 403 on a write.
  if (env.readOnly || state.readOnly) segments.push(colored('READ-ONLY', theme.warn));
  if (state.index) segments.push(colored(state.index, theme.muted));
  segments.push({ text: `profile ${safe(env.profile)}` });
  if (state.zone) segments.push({ text: state.zone.label(now) });
  if (env.merchantName) segments.push({ text: safe(env.merchantName), drop: 4 });
  if (env.sandbox) segments.push({ text: safe(env.baseUrl), drop: 5 });
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
    if (label !== undefined) grouped(byLabel, label, keyLabel(c.keys[0] ?? ''));
  }
  return [...byLabel].map(([label, keys]) => `${keys.join('/')} ${label}`);
}

/** Adds `key` to the keys listed under `label` (the footer is made on every store update: no copies). */
function grouped(groups: Map<string, string[]>, label: string, key: string): void {
  const keys = groups.get(label);
  if (keys) keys.push(key);
  else groups.set(label, [key]);
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
    if (why !== undefined) grouped(blocked, why, keyLabel(c.keys[0] ?? ''));
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
  const acting = enabled.filter((c) => !c.lead && ROW_GROUPS.has(c.group));
  const rest = enabled.filter((c) => !c.lead && !ROW_GROUPS.has(c.group));
  const status = bulkStatus(state.marks.size, jobsRunning).map((s) => `[${s}]`);
  const hints = [
    ...hintTexts(lead, state),
    ...hintTexts(acting, state),
    ...refusals(live, state),
    ...hintTexts(rest, state),
  ];
  return fitWhole([...status, ...hints], width);
}

/**
 * Items separated by two spaces, each whole or not at all: one that does not fit is left out (a
 * later, shorter one may still fit), never cut to a `~` mid-item.
 */
export function fitWhole(items: readonly string[], width: number): string {
  const kept: string[] = [];
  let used = 0;
  for (const item of items) {
    const needs = displayWidth(item) + (kept.length === 0 ? 0 : 2);
    if (used + needs > width) continue;
    kept.push(item);
    used += needs;
  }
  return kept.join('  ');
}

/**
 * A notice or a fault on the status line, in full: wrapped at words (the one prose wrap, a word longer
 * than the line split, not cut) onto the status line and, when it needs it, the footer's row (a refused
 * key's reason must be read whole). Past two rows the rest is cut.
 */
export function noticeRows(text: string, width: number): [string] | [string, string] {
  if (displayWidth(text) <= width) return [text];
  const [first = '', second = '', ...more] = wrapWords(text, width, '', 'split');
  return [first, more.length > 0 ? truncate([second, ...more].join(' '), width) : second];
}
