// The sandbox's test clock as a change like any other: read-only mode and the production guard, one send
// through the one engine (runChange), and one audit entry `sandbox.clock` with the clock before → after
// (its present and whether it was frozen). The entry holds times and booleans only: no credential.
import { read, READS } from '../reads/index.js';
import type { SandboxClock, SandboxClockBody, SandboxClockChange } from '../contract/index.js';
import { fail, toActionError } from './errors.js';
import type { ReadBackResult } from './outcome.js';
import { guard, runChange } from './run.js';
import type { ActionContext, ActionResult } from './types.js';

/** The clock's two fields as an audit entry's fields before → after. */
const clockFields = (before: SandboxClock, after: SandboxClockChange | undefined) => ({
  now: { before: after?.previous ?? before.now, after: after?.now ?? '(not known)' },
  frozen: {
    before: String(before.frozen),
    after: after === undefined ? '(not known)' : String(after.frozen),
  },
});

/**
 * After a lost answer: a freeze or a run is applied when the clock reads as asked; an advance cannot be
 * told from time passing, so it is left unknown with what to look at before advancing again.
 */
function readBackOf(
  ctx: ActionContext,
  body: SandboxClockBody,
  before: SandboxClock,
): () => Promise<ReadBackResult<SandboxClockChange>> {
  return async () => {
    const now = await read(ctx.client, READS.sandboxClock, undefined);
    if ('advanceBy' in body)
      return {
        readBack: 'still_unknown',
        check: `read the clock (it read ${before.now} before) before advancing it again`,
      };
    const wanted = body.frozenAt;
    const applied = wanted === null ? !now.frozen : now.frozen && now.now === new Date(wanted).toISOString();
    if (!applied) return { readBack: 'not_applied' };
    const ran = { provisioned: 0, updated: 0, activated: 0, settled: 0, expired: 0 };
    return { readBack: 'applied', value: { ...now, previous: before.now, ran } };
  };
}

/**
 * Advances, freezes or sets running the credential's merchant clock. The clock is read first (what the audit
 * entry says it was); a refusal before sending (read-only, the credentials) records nothing, like any change.
 */
export async function changeSandboxClock(
  ctx: ActionContext,
  body: SandboxClockBody,
): Promise<ActionResult<SandboxClockChange>> {
  const refused = guard(ctx);
  if (refused) return { ok: false, error: refused };
  const allowed = ctx.client.can('setSandboxClock');
  if (!allowed.ok) return { ok: false, error: fail('not_permitted', allowed.reason) };
  let before: SandboxClock;
  try {
    before = await read(ctx.client, READS.sandboxClock, undefined);
  } catch (error) {
    return { ok: false, error: toActionError(error) };
  }
  let after: SandboxClockChange | undefined;
  const readBack = readBackOf(ctx, body, before);
  return runChange<SandboxClockChange>(ctx, {
    action: 'sandbox.clock',
    targets: {},
    send: async () => (after = await ctx.client.call('setSandboxClock', { body })),
    readBack: async () => {
      const found = await readBack();
      if (found.readBack === 'applied') after = found.value;
      return found;
    },
    auditExtra: () => ({ changes: clockFields(before, after) }),
  });
}
