// `c` in Activity: the change under the cursor as a `card-console cards …` command, shown and put on
// the clipboard; a change the CLI has no verb for says to copy it as curl. `O`: the change as curl (as in
// the jobs view; the log's `C` is taken here by the webhook view's heading in help).
import {
  changeOfAudit,
  copyAsCommand,
  commandConnectionOf,
  curlChangeOfAudit,
  type AuditEntry,
} from '../../../actions/index.js';
import { cursorRow } from '../../view/span.js';
import type { Command, CommandContext } from '../../view/types.js';
import { slotOf } from '../../view/registry.js';
import { curlOfChange, curlRefusal } from '../copied/change-curl.js';
import { showCopied } from '../copied/index.js';

/** The entry under the cursor: the list shows the newest first. */
function entryUnderCursor(ctx: CommandContext): AuditEntry | undefined {
  const slot = slotOf<{ kind: 'activity'; cursor: number }>(ctx.store.getState(), 'activity');
  const entries = ctx.audit?.entries() ?? [];
  if (!slot || entries.length === 0) return undefined;
  return entries[entries.length - 1 - cursorRow(slot.cursor, entries.length)];
}

function copyEntry(ctx: CommandContext): void {
  const entry = entryUnderCursor(ctx);
  const notify = (text: string) => ctx.store.getState().mutators.notify('warn', text, ctx.now());
  if (!entry) return notify('nothing changed yet: nothing to copy');
  if (!ctx.ops) return notify('no connection: nothing to copy');
  const copied = copyAsCommand(changeOfAudit(entry), commandConnectionOf(ctx.ops, entry.profile));
  if (!copied.ok) return notify(`${entry.action}: ${copied.reason} (O here, or the command log, @)`);
  showCopied(ctx, `${entry.action} as a command`, copied.text);
}

export const copyEntryCommand: Command = {
  id: 'activity.copy-command',
  keys: ['c'],
  group: 'Views',
  hint: 'copy command',
  description: 'Copy the change as a card-console command',
  run: copyEntry,
};

function copyEntryCurl(ctx: CommandContext): void {
  const entry = entryUnderCursor(ctx);
  const notify = (text: string) => ctx.store.getState().mutators.notify('warn', text, ctx.now());
  if (!entry) return notify('nothing changed yet: nothing to copy');
  const copied = curlOfChange(ctx, curlChangeOfAudit(entry), entry.targets.cardId ?? entry.action);
  if (!copied.ok) return notify(`${entry.action}: ${copied.reason}`);
  showCopied(ctx, `${entry.action} as curl`, copied.text);
}

export const copyEntryCurlCommand: Command = {
  id: 'activity.copy-curl',
  keys: ['O'],
  group: 'Views',
  hint: 'copy curl',
  description: 'Copy the card change as curl (no secret in it)',
  disabledReason: curlRefusal,
  run: copyEntryCurl,
};
