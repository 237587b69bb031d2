// Commands many views share: moving through whatever the Viewport shows, quitting (see quit.ts),
// and deleting a typed character. One object each, so help lists each once.
import { moveView } from './move.js';
import { requestQuit } from './quit.js';
import { closeOverlay } from './registry.js';
import type { Command, CommandContext, HelpGroup, TextInput } from './types.js';
import type { Move } from './span.js';

function mover(id: string, keys: string[], description: string, to: Move): Command {
  return { id, keys, group: 'Navigation', description, run: (ctx) => moveView(ctx, to) };
}

/** Cursor and scroll moves: the view on top says what moves, the Viewport where it lands. */
export const scrolling: readonly Command[] = [
  mover('cursor.down', ['down', 'j'], 'Move down', 1),
  mover('cursor.up', ['up', 'k'], 'Move up', -1),
  mover('page.down', ['pgdn'], 'Page down (next server page at the end)', 'page-down'),
  mover('page.up', ['pgup'], 'Page up (previous server page at the top)', 'page-up'),
  mover('cursor.top', ['g', 'home'], 'Go to the top', 'top'),
  mover('cursor.bottom', ['G', 'end'], 'Go to the bottom', 'bottom'),
];

/** ctrl+c in every view: quits, except that while a job runs it asks (twice within 2 s: quits). */
export const quitNow: Command = {
  id: 'quit.force',
  keys: ['ctrl+c'],
  group: 'Navigation',
  description: 'Quit; while a job runs it asks (twice within 2 s: quit at once)',
  run: (ctx) => requestQuit(ctx, 'ctrl+c'),
};

/** Backspace in an input view (the palette, a filter, the find, a form's field). */
export const eraseChar: Command = {
  id: 'input.backspace',
  keys: ['backspace'],
  group: 'Navigation',
  internal: true,
  description: 'Delete a character',
  run: (ctx) => ctx.views.current(ctx.store.getState()).input?.erase(ctx),
};

export interface ClosingSpec {
  readonly id: string;
  /** Esc and q unless the view says otherwise (a text input keeps q for typing). */
  readonly keys?: readonly string[];
  readonly description: string;
  readonly group: HelpGroup;
  readonly hint?: string;
}

/** A key that closes the overlay it is live in (the panes or the detail show again). */
export function closing(spec: ClosingSpec): Command {
  return { keys: ['esc', 'q'], ...spec, internal: true, run: (ctx) => closeOverlay(ctx.store) };
}

/** The answers of every yes/no question (confirm, quit, a bulk plan, an undo): `y` confirms... */
export const YES_KEYS: readonly string[] = ['y', 'Y'];
/** ...and `n`, `N`, `q` and Esc cancel. */
export const NO_KEYS: readonly string[] = ['n', 'N', 'esc', 'q'];

/** The "no" of a yes/no question: the no keys, enter, and any key no other command takes. */
export function declining(spec: {
  readonly id: string;
  readonly hint: string;
  readonly description: string;
  readonly run: Command['run'];
}): Command {
  return { ...spec, keys: [...NO_KEYS, 'enter'], group: 'Forms', internal: true, fallback: true };
}

/** Drops the last character (not the last UTF-16 unit) of a typed text. */
export const dropLast = (text: string): string => Array.from(text).slice(0, -1).join('');

/** The input of a view with one line of text: typing appends, backspace drops the last character. */
export function textInput(edit: (ctx: CommandContext, change: (text: string) => string) => void): TextInput {
  return {
    type: (ctx, text) => edit(ctx, (current) => current + text),
    erase: (ctx) => edit(ctx, dropLast),
  };
}
