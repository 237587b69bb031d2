// The console's hold on the terminal: the alternate screen while it runs, and the terminal left as it
// was found (main screen, cursor shown, raw mode off) however the console ends.
import { releaseDeadTerminal, type Shutdown } from './shutdown.js';

// The alternate screen keeps the cursor where the shell left it: home it, so the frame starts at the top.
export const ALT_SCREEN_ON = '\x1b[?1049h\x1b[H';
const ALT_SCREEN_OFF = '\x1b[?1049l';
const SHOW_CURSOR = '\x1b[?25h';

/** How long an orderly stop may take (restoring the webhook configuration included) before we leave anyway. */
export const STOP_DEADLINE_MS = 2_000;

/** Leaves the terminal as we found it — main screen, cursor visible, raw mode off — if it is still there. Safe to call twice. */
export function restoreTerminal(shutdown: Shutdown): void {
  if (!shutdown.terminalAlive()) return;
  try {
    if (process.stdin.isTTY && process.stdin.isRaw) process.stdin.setRawMode(false);
  } catch {
    // The terminal went away between the check and the call.
  }
  shutdown.writeTerminal(`${SHOW_CURSOR}${ALT_SCREEN_OFF}`);
}

/** Leaves now: after a lost terminal, without letting Node abort on restoring its modes. */
export function leave(shutdown: Shutdown): never {
  if (!shutdown.terminalAlive()) releaseDeadTerminal();
  process.exit(shutdown.exitCode());
}
