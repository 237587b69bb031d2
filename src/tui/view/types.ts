// What a view is: one folder exporting one `View` — its state slot (read through the registry), its
// commands, what it draws (a `Page` of lines the Viewport windows, or its own body) — registered once.
// Commands are data too: keys, a description, a help heading, a footer hint, one `disabledReason`.
import type { ComponentType } from 'react';
import type { ActionContext, AuditLog, JobRegistry, SentLog } from '../../actions/index.js';
import type { AppState, AppStore } from '../../store/index.js';
import type { PulseThresholds } from '../../domain/pulse/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import type { Sync } from '../../sync/index.js';
import type { BulkMemory } from '../bulk/state.js';
import type { SecretBox } from '../views/reveal/secret-box.js';
import type { ProfileSwitcher } from '../views/profiles/switcher.js';
import type { Layout } from '../layout.js';
import type { ColumnChoice } from '../present/column-choice.js';
import type { Theme } from '../theme.js';
import type { DrawnLine } from './lines.js';
import type { SpanKind } from './span.js';

/** The fixed ids of the two views under every overlay: the panes, and the detail of a row. */
export const PANES_VIEW = 'panes';
export const DETAIL_VIEW = 'detail';

export interface Size {
  readonly width: number;
  readonly height: number;
}

/** What a view reads besides the store: the services the console was started with. */
export interface ViewServices {
  readonly theme: Theme;
  readonly views: ViewRegistry;
  /** Bulk jobs that keep running while the operator navigates. */
  readonly jobs?: JobRegistry;
  /** This session's audit entries (the Activity view). */
  readonly audit?: AuditLog;
  /** Bulk plans awaiting a yes, and cards found by "mark all" beyond the loaded pages. */
  readonly bulk?: BulkMemory;
  /** The card index (absent with --no-index): global find, `:card` anywhere, whole-wallet `/`. */
  readonly index?: CardIndex;
  /** Holds revealed credentials while they show (never the store). */
  readonly secrets?: SecretBox;
  /** Whether the terminal is expected to honour OSC 52 (clipboard copy). */
  readonly osc52?: boolean;
  /** The command log: what this session sent (the `@` view). */
  readonly requests?: SentLog;
  /** The config file's choice of columns per list (absent: every table's own). */
  readonly columnChoice?: ColumnChoice;
  /** The profiles this console can show (absent: only the one it started with). */
  readonly profiles?: ProfileSwitcher;
  /** The profile's pulse thresholds from the config file (absent: the defaults). */
  readonly pulseThresholds?: PulseThresholds;
}

/**
 * What a command runs with: the store, sync, the operator actions, and the services views read
 * (the registry of views, jobs, the bulk session, the secret box, the card index...).
 */
export interface CommandContext extends ViewServices {
  readonly store: AppStore;
  readonly sync: Pick<Sync, 'refresh' | 'pause' | 'resume'>;
  readonly quit: () => void;
  readonly now: () => number;
  /** The operator actions (absent in a read-only preview or a test that needs none). */
  readonly ops?: ActionContext;
  /** Parallel requests of a bulk job (`--concurrency`, default 4). */
  readonly concurrency?: number;
  /** Writes straight to the terminal (the OSC 52 copy); absent where there is no terminal. */
  readonly writeTerminal?: (data: string) => void;
  /** The size of the body the views draw in: what a page move and a scroll's last line depend on. */
  readonly screen: () => Size;
}

/** The headings of help (`?`) and of the README's key table, in their order. */
export const HELP_GROUPS = [
  'Navigation',
  'Find and filters',
  'On a card',
  'On a wallet',
  'Bulk',
  'Views',
  'Saved views',
  'Forms',
] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

/** Headings whose commands act on the row under the cursor or the marked rows: their hints follow help and quit. */
export const ROW_GROUPS: ReadonlySet<HelpGroup> = new Set(['On a card', 'On a wallet', 'Bulk']);

export interface Command {
  readonly id: string;
  readonly keys: readonly string[];
  readonly description: string;
  /** The heading help and the README list it under. */
  readonly group: HelpGroup;
  /** The word typed after `:` in the palette (defaults to the id when it is a plain word, not a dotted one). */
  readonly palette?: string;
  /** Shown in help, e.g. `<id|last4>`. */
  readonly argument?: string;
  /** The footer's label for it (after its first key); none: listed by `?` only; a function: only when it says. */
  readonly hint?: string | ((state: AppState) => string | undefined);
  /** Its hint leads the footer (help, quit). */
  readonly lead?: boolean;
  /**
   * A command on the row under the cursor: whether there is such a row. The footer says why the
   * row refuses the command only when there is one (with nothing selected every action would say so).
   */
  readonly subject?: (state: AppState) => boolean;
  /** View plumbing (backspace, submit...): not offered by the palette. */
  readonly internal?: boolean;
  /** Runs for any key that no other command of the view takes ("any key closes"). */
  readonly fallback?: boolean;
  /** Why it cannot run now, or undefined when it can: the one answer keys, footer, help and palette use. */
  readonly disabledReason?: (state: AppState) => string | undefined;
  readonly run: (ctx: CommandContext, argument?: string) => void;
}

/** Typed text of an input view (palette, filter, find, form): printable keys go here, not to commands. */
export interface TextInput {
  readonly type: (ctx: CommandContext, text: string) => void;
  readonly erase: (ctx: CommandContext) => void;
}

/** A step a confirmation names (data, kept in the store); the view named resolves it when `y` comes. */
export type StepArgs = Readonly<Record<string, string>>;
export type Step = (ctx: CommandContext, args: StepArgs) => void;

/** Everything a view's pure presentation may read: the state, the services, the time. */
export interface ViewEnv extends ViewServices {
  readonly state: AppState;
  readonly now: number;
}

/** Where a view's cursor or scroll is, and how a new one (computed by the Viewport) is stored. */
export interface Position {
  readonly kind: SpanKind;
  readonly at: number;
  readonly set: (ctx: CommandContext, at: number) => void;
}

/**
 * The lines that move: an array, or a list that makes only the lines asked for (a long log draws
 * the rows that fit, so a frame does not cost what the whole log would).
 */
export interface LineList {
  readonly length: number;
  at(index: number): DrawnLine | undefined;
}

/** What a lines view shows: a title, fixed head lines, the lines that move, fixed foot lines. */
export interface Page {
  readonly title?: DrawnLine;
  readonly head?: readonly DrawnLine[];
  readonly lines: LineList;
  readonly foot?: readonly DrawnLine[];
  /** Drawn in place of the lines when there are none. */
  readonly empty?: DrawnLine;
  /** Absent when nothing moves (a dialog). */
  readonly position?: Position;
  /**
   * A last line saying which of the lines show (1-based, `last` included), for a text longer than the
   * screen: the Viewport knows the window, the view says it in its words.
   */
  readonly where?: (first: number, last: number, total: number) => DrawnLine;
}

/** A moving part that is not a page of lines (the panes' tables): its size and position. */
export interface Scroller {
  readonly kind: SpanKind;
  readonly at: number;
  readonly length: number;
  readonly room: number;
  readonly set: (ctx: CommandContext, at: number) => void;
  /** A page move at the edge: the panes turn to the server's next or previous page. */
  readonly beyond?: (ctx: CommandContext, direction: 1 | -1) => void;
}

export interface BodyProps extends Size {
  /** Where the panes go at this terminal size (the panes view draws them). */
  readonly layout: Layout;
}

export interface View {
  readonly id: string;
  /** What it draws, for the Viewport; the same lines give the lengths its moves are clamped to. */
  readonly page?: (env: ViewEnv, width: number) => Page | undefined;
  /** Its own body when it draws more than a page (the panes); without either, the panes show under it. */
  readonly Body?: ComponentType<BodyProps>;
  /** The moving part of a view without a page. */
  readonly scroller?: (ctx: CommandContext) => Scroller | undefined;
  /**
   * A yes/no question is open (`y` confirms; n, N, q, Esc cancel): its key hints keep the footer's row,
   * which a long notice otherwise borrows.
   */
  readonly asks?: (state: AppState) => boolean;
  /** The status line while it is open (the filter input). */
  readonly status?: (state: AppState) => string | undefined;
  /** Keys live while it is on top. */
  readonly commands: readonly Command[];
  /** Keys that open it (or act for it) from the panes and the detail view. */
  readonly openers?: readonly Command[];
  /**
   * For a view whose openers change while the console runs (an alias saved by `:save`): a number that
   * changes with them, so the registry reads `openers` again. Absent: they never change.
   */
  readonly revision?: () => number;
  /** An input view: printable keys are typed into it rather than run as commands. */
  readonly input?: TextInput;
  /** Steps a confirmation may name (`{ view, step, args }`), resolved here when the operator says yes. */
  readonly steps?: Readonly<Record<string, Step>>;
}

/** How a command's first key is written for people (`keyLabel`), by the command's id. */
export type KeyOf = (commandId: string) => string;

export interface ViewRegistry {
  readonly views: readonly View[];
  /**
   * The first key of the command `commandId` (any view's, openers included), as help writes it: what
   * a line of text names when it says which key to press. Throws for an id no view declares.
   */
  readonly keyOf: KeyOf;
  /** Every command once, in the table's order: what help, the palette and the README list. */
  readonly commands: readonly Command[];
  /** The commands live in the panes or the detail view: what help, opened from there, says can or cannot run. */
  readonly browse: ReadonlySet<Command>;
  /** The view on top: the open overlay's, else the detail while one is open, else the panes. */
  current(state: AppState): View;
  byId(id: string): View | undefined;
  /** The keys live in a view: its own, and for the panes and the detail every view's openers. */
  commandsOf(view: View): readonly Command[];
  /** The step a confirmation names, or undefined when no view offers it. */
  step(view: string, name: string): Step | undefined;
}
