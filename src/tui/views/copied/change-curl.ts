// A change Activity or a job knows, as curl: where it goes (the family and credential the console
// uses), a fresh Idempotency-Key prefix for a money move, and for many cards a 0600 file of their
// "wallet card" lines in the state directory (the only side effect), as a copied command does.
import { randomUUID } from 'node:crypto';
import {
  changeAsCurl,
  curlTargetOf,
  IDS_ON_LINE_MAX,
  writeIdsFile,
  type Copied,
  type CurlChange,
} from '../../../actions/index.js';
import type { AppState } from '../../../store/index.js';
import type { CommandContext } from '../../view/types.js';

/** The curl text of `change`, or why there is none; `name` names a pairs file if one is written. */
export function curlOfChange(ctx: CommandContext, change: CurlChange, name: string): Copied {
  const ops = ctx.ops;
  if (!ops) return { ok: false, reason: 'no connection: nothing to copy' };
  const target = curlTargetOf(ops, change.action, ctx.requests);
  if ('reason' in target) return { ok: false, reason: target.reason };
  // One prefix per copy: the copied text run twice moves money once; another copy is another move.
  const keyPrefix = `copy-${randomUUID().slice(0, 8)}`;
  const first = changeAsCurl(change, target, { keyPrefix });
  if (first.ok || change.cards.length <= IDS_ON_LINE_MAX) return first;
  const stateDir = ops.journal?.stateDir;
  if (!stateDir) return { ok: false, reason: 'no state directory to write the ids to' };
  const lines = change.cards.map((card) => `${card.walletId} ${card.id}`);
  return changeAsCurl(change, target, {
    keyPrefix,
    pairsFile: writeIdsFile(stateDir, `${name}-curl`, lines),
  });
}

/**
 * Why no change can be copied as curl here: these credentials carry no card change at all (neither a
 * status change nor a money move), so there is no route and no credential to name.
 */
export function curlRefusal(s: AppState): string | undefined {
  const denied = s.session.denied;
  return denied?.suspend !== undefined && denied.fund !== undefined
    ? `these credentials change no card (${denied.suspend})`
    : undefined;
}
