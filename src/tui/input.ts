// Keyboard input as it really arrives: fast typing, a paste, or a slow SSH link deliver several
// keys in one stdin chunk, and Ink hands such a chunk over as one `input` string (it splits only
// escape sequences). Here a chunk becomes single keys, each resolved in the mode the previous one
// left behind: `/8633` + Enter opens the filter, types 8633 and applies it; `2/86` focuses the cards
// pane, opens the filter and types 86.
import type { Key } from 'ink';
import { keyLabel, resolveKey } from './keymap.js';
import { displayWidth } from './text.js';
import type { Command, CommandContext } from './view/types.js';

export interface KeyPress {
  readonly input: string;
  readonly key: Key;
}

const NO_KEY: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};

/** Any flag Ink sets means Ink already recognised one key: the chunk is not a run of keys. */
function isRecognisedKey(key: Key): boolean {
  return (
    key.upArrow ||
    key.downArrow ||
    key.leftArrow ||
    key.rightArrow ||
    key.pageDown ||
    key.pageUp ||
    key.home ||
    key.end ||
    key.return ||
    key.escape ||
    key.ctrl ||
    key.tab ||
    key.backspace ||
    key.delete ||
    key.meta
  );
}

/** One character of a chunk as the key a terminal sends for it. */
function keyOf(char: string): KeyPress {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\r' || char === '\n') return { input: '', key: { ...NO_KEY, return: true } };
  if (char === '\t') return { input: '', key: { ...NO_KEY, tab: true } };
  if (char === '\x7f' || char === '\b') return { input: '', key: { ...NO_KEY, backspace: true } };
  if (char === '\x1b') return { input: '', key: { ...NO_KEY, escape: true, meta: true } };
  // ctrl+a … ctrl+z arrive as 0x01 … 0x1a.
  if (code >= 0x01 && code <= 0x1a)
    return { input: String.fromCharCode(code + 0x60), key: { ...NO_KEY, ctrl: true } };
  return { input: char, key: { ...NO_KEY, shift: /^[A-Z]$/.test(char) } };
}

/** The keys in one input event: itself when Ink recognised a key, else one key per character. */
export function splitInput(input: string, key: Key): KeyPress[] {
  const chars = Array.from(input);
  if (chars.length <= 1 || isRecognisedKey(key)) return [{ input, key }];
  return chars.map(keyOf);
}

/**
 * Why a key did nothing, said whole: "Fund the card from its wallet: <reason>", or where that is wider
 * than the terminal, "f: <reason>" (the status line wraps what is still too long onto the footer's row).
 */
export function refusalText(command: Command, reason: string, ctx: Pick<CommandContext, 'screen'>): string {
  const long = `${command.description}: ${reason}`;
  return displayWidth(long) <= ctx.screen().width ? long : `${keyLabel(command.keys[0] ?? '')}: ${reason}`;
}

/**
 * Runs every key of one input event through the command table. Consecutive typed characters in
 * a text field go in as one insertion (a long paste is one store update, not one per character).
 */
export function handleInput(ctx: CommandContext, input: string, key: Key): void {
  let typed = '';
  const flush = () => {
    if (typed !== '') ctx.views.current(ctx.store.getState()).input?.type(ctx, typed);
    typed = '';
  };
  for (const press of splitInput(input, key)) {
    const resolved = resolveKey(ctx.views, ctx.store.getState(), press.input, press.key);
    if (resolved.kind === 'text') {
      typed += resolved.text;
      continue;
    }
    flush();
    if (resolved.kind === 'command') resolved.command.run(ctx);
    else if (resolved.kind === 'disabled')
      ctx.store
        .getState()
        .mutators.notify('warn', refusalText(resolved.command, resolved.reason, ctx), ctx.now());
  }
  flush();
}
