// The log view's slot: its cursor over the rows as they were when it opened (`upTo`: the session's
// request count then, so rows do not shift under the cursor while requests keep coming), what the
// selected row allows, and the last copy, shown until the next.
import type { AppState } from '../../../store/index.js';
import { slotOf } from '../../view/registry.js';

/** What the row under the cursor allows: data, so each command's disabledReason can read it. */
export interface LogPick {
  readonly seq: number;
  /** Why "copy as command" cannot run for it; absent when it can. */
  readonly noCommand?: string;
  readonly noCurl?: string;
}

export type LogSlot = {
  readonly kind: 'log';
  readonly cursor: number;
  readonly upTo: number;
  readonly pick?: LogPick;
  readonly copied?: { readonly what: string; readonly text: string };
};

export const logSlot = (state: AppState): LogSlot | undefined => slotOf<LogSlot>(state, 'log');
