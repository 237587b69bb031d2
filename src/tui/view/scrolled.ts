// Shapes several views share, written once: a view of text that scrolls (help, raw, Activity), and
// the back key of a list whose item can be opened (Events, Webhooks).
import { closing, quitNow, scrolling, type ClosingSpec } from './common.js';
import type { Command, View } from './types.js';

export interface ScrolledViewSpec {
  readonly id: string;
  readonly page: NonNullable<View['page']>;
  /** Only for a view redrawn by something outside the store. */
  readonly Body?: View['Body'];
  /** The key that opens it from the panes and the detail. */
  readonly open: Command;
  /** The keys that close it; its help heading is the opener's, its footer hint `close` unless said. */
  readonly close: Omit<ClosingSpec, 'group' | 'hint'> & { readonly hint?: string };
  /** The view's own commands besides scrolling (Activity's copy). */
  readonly more?: readonly Command[];
}

/** A view of text that scrolls: opened by one command, closed by its own keys, scrolled and quit like every view. */
export function scrolledView(spec: ScrolledViewSpec): View {
  return {
    id: spec.id,
    page: spec.page,
    Body: spec.Body,
    openers: [spec.open],
    commands: [
      closing({ group: spec.open.group, hint: 'close', ...spec.close }),
      ...scrolling,
      ...(spec.more ?? []),
      quitNow,
    ],
  };
}

/** Esc or q in a list whose item is open: `run` closes the item first, then the view. */
export function backFromItem(id: string, item: string, run: Command['run']): Command {
  return {
    id,
    keys: ['esc', 'q'],
    group: 'Views',
    internal: true,
    hint: 'back',
    description: `Close the ${item}, then the view`,
    run,
  };
}
