// The log view's two copies of the selected change: as a `card-console` command, and as curl. Each is
// computed from the entry (pure generators in actions), put on the clipboard with OSC 52 where the
// terminal takes it, and always shown in the view so it can be selected by hand.
import {
  changeOfRequest,
  copyAsCommand,
  copyAsCurl,
  type Copied,
  type CopyTarget,
  type SentRequest,
} from '../../../actions/index.js';
import { patchSlot } from '../../view/registry.js';
import type { CommandContext } from '../../view/types.js';
import { osc52 } from '../reveal/secret-box.js';
import type { LogSlot } from './slot.js';

export const NOT_A_CHANGE = 'not a change: nothing to copy';

/** The names a profile gets when none was chosen from the config file: a copied command cannot name them. */
const UNNAMED_PROFILES: ReadonlySet<string> = new Set(['sandbox', 'default']);

function targetOf(entry: SentRequest, baseUrl: string): CopyTarget {
  return {
    baseUrl,
    ...(UNNAMED_PROFILES.has(entry.profile) ? {} : { profile: entry.profile }),
    ...(entry.params.org_id ? { orgId: entry.params.org_id } : {}),
  };
}

/** The command for an entry, or why there is none ("not a change", "no command: copy as curl"). */
export function commandOf(entry: SentRequest, baseUrl: string): Copied {
  const change = changeOfRequest(entry);
  if (!change) return { ok: false, reason: NOT_A_CHANGE };
  return copyAsCommand(change, targetOf(entry, baseUrl));
}

export function curlOf(entry: SentRequest, baseUrl: string): Copied {
  if (!entry.change) return { ok: false, reason: NOT_A_CHANGE };
  return { ok: true, text: copyAsCurl(entry, baseUrl) };
}

/** Puts `text` on the clipboard if the terminal takes OSC 52, and shows it in the view either way. */
export function deliverCopy(ctx: CommandContext, what: string, text: string): void {
  const write = ctx.writeTerminal;
  const clipboard = ctx.osc52 === true && write !== undefined;
  if (clipboard) write(osc52(text));
  patchSlot<LogSlot>(ctx.store, 'log', { copied: { what, text } });
  const where = clipboard ? 'copied to the clipboard and shown below' : 'shown below: select it by hand';
  ctx.store.getState().actions.notify('info', `${what}: ${where}`, ctx.now());
}
