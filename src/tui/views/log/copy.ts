// The log view's two copies of the selected change: as a `card-console` command, and as curl. Each is
// computed from the entry (pure generators in actions), put on the clipboard with OSC 52 where the
// terminal takes it, and always shown in the view so it can be selected by hand.
import {
  changeOfRequest,
  copyAsCommand,
  copyAsCurl,
  commandConnectionOf,
  type ActionContext,
  type Copied,
  type CommandConnection,
  type SentRequest,
} from '../../../actions/index.js';
import { patchSlot } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';
import { osc52 } from '../reveal/secret-box.js';
import type { LogSlot } from './slot.js';

export const NOT_A_CHANGE = 'not a change: nothing to copy';

/**
 * The log holds every profile's requests, but a copy names the shown profile's address and
 * organization: a row another profile sent is copied from that profile, never with this one's target.
 */
export function otherProfileRefusal(ops: ActionContext | undefined, entry: SentRequest): string | undefined {
  if (!ops || entry.profile === ops.session.profile) return undefined;
  return `sent on profile ${entry.profile}: copy it there (:profile ${entry.profile})`;
}

/** Where a copy of `entry` connects: this console's target, named by the entry's profile and organization. */
export function targetFor(ops: ActionContext | undefined, entry: SentRequest): CommandConnection {
  const orgId = ops?.orgId ?? entry.params.org_id;
  if (!ops) return { baseUrl: '', ...(orgId ? { orgId } : {}) };
  const target = commandConnectionOf(ops, entry.profile);
  return orgId ? { ...target, orgId } : target;
}

/** The command for an entry, or why there is none ("not a change", "no command: copy as curl"). */
export function commandOf(entry: SentRequest, target: CommandConnection): Copied {
  const change = changeOfRequest(entry);
  if (!change) return { ok: false, reason: NOT_A_CHANGE };
  return copyAsCommand(change, target);
}

export function curlOf(entry: SentRequest, target: CommandConnection): Copied {
  if (!entry.change) return { ok: false, reason: NOT_A_CHANGE };
  return { ok: true, text: copyAsCurl(entry, target.baseUrl) };
}

/** Puts `text` on the clipboard if the terminal takes OSC 52, and shows it in the view either way. */
export function deliverCopy(ctx: CommandContext, what: string, text: string): void {
  const write = ctx.writeTerminal;
  const clipboard = ctx.osc52 === true && write !== undefined;
  if (clipboard) write(osc52(text));
  patchSlot<LogSlot>(ctx.store, 'log', { copied: { what, text } });
  const where = clipboard ? 'copied to the clipboard and shown below' : 'shown below: select it by hand';
  ctx.store.getState().mutators.notify('info', `${what}: ${where}`, ctx.now());
}
