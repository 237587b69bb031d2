// The types of the command table, apart from the table itself so that command sets in
// `command-sets/` can be written without importing the table (no import cycle).
import type { ActionContext } from '../actions/index.js';
import type { AppState, AppStore } from '../store/index.js';
import type { Sync } from '../sync/index.js';
import type { ViewServices } from './view/types.js';

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
  if (overlay) return overlay.kind as Mode;
  return state.view.details.length > 0 ? 'detail' : 'list';
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
  readonly screen: () => { readonly width: number; readonly height: number };
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
