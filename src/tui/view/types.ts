// What a view is: one folder exporting one `View` — its state slot (read through the registry), its
// commands, what it draws (a `Page` of lines the Viewport windows, or its own body) — registered once.
import type { ComponentType } from 'react';
import type { AuditLog, JobRegistry } from '../../actions/index.js';
import type { AppState, OverlaySlot } from '../../store/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import type { BulkSession } from '../bulk/state.js';
import type { Command, CommandContext } from '../command-types.js';
import type { SecretBox } from '../views/reveal/secret-box.js';
import type { Layout } from '../layout.js';
import type { Theme } from '../theme.js';
import type { DrawnLine } from './lines.js';
import type { SpanKind } from './span.js';

/** The fixed ids of the two views under every overlay: the panes, and the detail of a row. */
export const PANES_VIEW = 'panes';
export const DETAIL_VIEW = 'detail';

/** What a view reads besides the store: the services the console was started with. */
export interface ViewServices {
  readonly theme: Theme;
  readonly views: ViewRegistry;
  /** Bulk jobs that keep running while the operator navigates. */
  readonly jobs?: JobRegistry;
  /** This session's audit entries (the Activity view). */
  readonly audit?: AuditLog;
  /** Bulk plans awaiting a yes, and cards found by "mark all" beyond the loaded pages. */
  readonly bulk?: BulkSession;
  /** The card index (absent with --no-index): global find, `:card` anywhere, whole-wallet `/`. */
  readonly index?: CardIndex;
  /** Holds revealed credentials while they show (never the store). */
  readonly secrets?: SecretBox;
  /** Whether the terminal is expected to honour OSC 52 (clipboard copy). */
  readonly osc52?: boolean;
}

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

/** What a lines view shows: a title, fixed head lines, the lines that move, fixed foot lines. */
export interface Page {
  readonly title?: DrawnLine;
  readonly head?: readonly DrawnLine[];
  readonly lines: readonly DrawnLine[];
  readonly foot?: readonly DrawnLine[];
  /** Drawn in place of the lines when there are none. */
  readonly empty?: DrawnLine;
  /** Absent when nothing moves (a dialog). */
  readonly position?: Position;
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

export interface Size {
  readonly width: number;
  readonly height: number;
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
  /** The status line while it is open (the find input). */
  readonly status?: (state: AppState) => string | undefined;
  /** Keys live while it is on top (transitional: the command table's modes say it today). */
  readonly commands?: readonly Command[];
}

export interface ViewRegistry {
  readonly views: readonly View[];
  /** Every command once, in the table's order: what help, the palette and the README list. */
  readonly commands: readonly Command[];
  /** The view on top: the open overlay's, else the detail while one is open, else the panes. */
  current(state: AppState): View;
  byId(id: string): View | undefined;
}

export type { OverlaySlot };
