// The console UI. `render(<App .../>, renderOptions)` from the composition root.
import type { RenderOptions } from 'ink';

export { App } from './App.js';
export type { AppProps } from './App.js';
export type { ConsoleEnv } from './present/chrome.js';
export { createTheme } from './theme.js';
export type { Theme } from './theme.js';
export { VIEWS } from './views/index.js';
export { createViewRegistry } from './view/registry.js';
export { inkStdout } from './terminal.js';
export type { Command, CommandContext, View, ViewRegistry } from './view/types.js';

/**
 * Options for Ink's render(): redraw only changed lines (a cursor move rewrites two rows, not the
 * screen), allow 60 frames a second so a keypress is drawn within one 60 Hz frame, and let the
 * command table handle ctrl+c (quit restores the terminal through the CLI's onQuit).
 */
export const renderOptions = {
  incrementalRendering: true,
  maxFps: 60,
  exitOnCtrlC: false,
  patchConsole: true,
} as const satisfies RenderOptions;
