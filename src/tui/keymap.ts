// Turns Ink's (input, key) events into key names, and key names into the command of the view on
// top. Components never compare raw key strings: they dispatch what this resolves.
import type { Key } from 'ink';
import type { AppState } from '../store/index.js';
import type { Command, ViewRegistry } from './view/types.js';

/** A canonical key name: "j", "G", "?", "up", "pgdn", "enter", "esc", "tab", "shift+tab", "ctrl+c" ... */
export function keyName(input: string, key: Key): string | undefined {
  if (key.ctrl && input === 'c') return 'ctrl+c';
  if (key.upArrow) return 'up';
  if (key.downArrow) return 'down';
  if (key.leftArrow) return 'left';
  if (key.rightArrow) return 'right';
  if (key.pageUp) return 'pgup';
  if (key.pageDown) return 'pgdn';
  if (key.home) return 'home';
  if (key.end) return 'end';
  if (key.return) return 'enter';
  if (key.escape) return 'esc';
  if (key.tab) return key.shift ? 'shift+tab' : 'tab';
  if (key.backspace || key.delete) return 'backspace';
  if (key.ctrl && input.length === 1) return `ctrl+${input}`;
  if (input === ' ') return 'space';
  if (input.length === 1) return input;
  return undefined;
}

export type Resolution =
  | { readonly kind: 'command'; readonly command: Command }
  | { readonly kind: 'disabled'; readonly command: Command; readonly reason: string }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'none' };

/** Printable text typed into the filter, find or palette input (a paste arrives as one string). */
function printable(input: string, key: Key): string | undefined {
  if (key.ctrl || key.meta || key.escape || key.return || key.tab || key.backspace || key.delete)
    return undefined;
  // eslint-disable-next-line no-control-regex
  const text = input.replace(/[\u0000-\u001f\u007f-\u009f]/g, '');
  return text.length > 0 ? text : undefined;
}

export function resolveKey(views: ViewRegistry, state: AppState, input: string, key: Key): Resolution {
  const view = views.current(state);
  const live = views.commandsOf(view);
  const name = keyName(input, key);
  const bound = name === undefined ? [] : live.filter((c) => c.keys.includes(name));
  if (view.input) {
    // In a text input, only non-printable keys (and ctrl+c) are commands; letters are text.
    const special = bound.find((c) => name !== undefined && (name.length > 1 || c.id === 'quit.force'));
    if (special) return { kind: 'command', command: special };
    const text = printable(input, key);
    return text === undefined ? { kind: 'none' } : { kind: 'text', text };
  }
  const enabled = bound.find((c) => c.disabledReason?.(state) === undefined);
  if (enabled) return { kind: 'command', command: enabled };
  const first = bound[0];
  if (first) return { kind: 'disabled', command: first, reason: first.disabledReason?.(state) ?? '' };
  const fallback = live.find((c) => c.fallback);
  if (fallback && name !== undefined) return { kind: 'command', command: fallback };
  return { kind: 'none' };
}

export { keyLabel } from './key-labels.js';
