// The types of the command table, apart from the table itself so that command sets in
// `command-sets/` can be written without importing the table (no import cycle).
import type { ActionContext, JobRegistry } from '../actions/index.js';
import type { AppState, AppStore } from '../store/index.js';
import type { Sync } from '../sync/index.js';
import type { CardIndex } from '../sync/card-index/index.js';
import type { BulkSession } from './bulk/state.js';
import type { SecretBox } from './forms/secret-box.js';
import type { Theme } from './theme.js';

export type Mode =
  | 'list'
  | 'detail'
  | 'help'
  | 'palette'
  | 'find'
  | 'search'
  | 'raw'
  | 'choose'
  | 'form'
  | 'confirm'
  | 'reveal'
  | 'jobs'
  | 'activity'
  | 'events'
  | 'webhooks';

export function modeOf(state: AppState): Mode {
  const overlay = state.view.overlay;
  if (overlay) return overlay.kind;
  return state.view.details.length > 0 ? 'detail' : 'list';
}

export interface CommandContext {
  readonly store: AppStore;
  readonly sync: Pick<Sync, 'refresh' | 'pause' | 'resume'>;
  readonly quit: () => void;
  readonly theme: Theme;
  readonly now: () => number;
  /** The operator actions (absent in a read-only preview or a test that needs none). */
  readonly ops?: ActionContext;
  /** Bulk jobs that keep running while the operator navigates. */
  readonly jobs?: JobRegistry;
  /** Parallel requests of a bulk job (`--concurrency`, default 4). */
  readonly concurrency?: number;
  /** Bulk plans awaiting a yes, and cards found by "mark all" beyond the loaded pages. */
  readonly bulk?: BulkSession;
  /** Holds revealed credentials while they show (never the store). */
  readonly secrets?: SecretBox;
  /** Writes straight to the terminal (the OSC 52 copy); absent where there is no terminal. */
  readonly writeTerminal?: (data: string) => void;
  /** Whether the terminal is expected to honour OSC 52 (clipboard copy). */
  readonly osc52?: boolean;
  /** The card index (absent with --no-index): global find, `:card` anywhere, whole-wallet `/`. */
  readonly index?: CardIndex;
}

export interface Command {
  readonly id: string;
  readonly keys: readonly string[];
  readonly modes: readonly Mode[];
  readonly description: string;
  /** The word typed after `:` in the palette (defaults to the id). */
  readonly palette?: string;
  /** Shown in help, e.g. `<id|last4>`. */
  readonly argument?: string;
  /** Short footer label; commands without one are listed by `?` only. */
  readonly hint?: string;
  /** Input-mode plumbing (backspace, submit...): not offered by the palette. */
  readonly internal?: boolean;
  /** Runs for any key that no other command of the mode takes ("any key closes"). */
  readonly fallback?: boolean;
  readonly enabledWhen?: (state: AppState) => boolean;
  readonly whyDisabled?: (state: AppState) => string;
  readonly run: (ctx: CommandContext, argument?: string) => void;
}
