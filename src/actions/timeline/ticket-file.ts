// Where a ticket block is kept: a file in the console's state directory (directory 0700, file 0600), beside
// the audit trail and the journals. The text is the caller's (already free of secrets).
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ActionContext } from '../types.js';

/** The state directory of this console: the journals' place, else the audit trail's; none when both are in memory. */
export function stateDirOf(ctx: ActionContext): string | undefined {
  if (ctx.journal) return ctx.journal.stateDir;
  return ctx.audit.path !== null ? dirname(ctx.audit.path) : undefined;
}

/** Writes `text` to `<state dir>/tickets/<name>.md` (0600) and says where. */
export function writeTicketFile(stateDir: string, name: string, text: string): string {
  const dir = join(stateDir, 'tickets');
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, `${name.replace(/[^A-Za-z0-9._-]/g, '_')}.md`);
  writeFileSync(path, text, { mode: 0o600 });
  chmodSync(path, 0o600);
  return path;
}
