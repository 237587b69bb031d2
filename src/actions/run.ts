// The one path every changing action takes once its input is valid: refuse in read-only mode or
// before the production confirmation; send with the idempotency key; after a failure that may have
// reached the server, read the resource back (never send again blindly); record exactly one audit
// entry; flip to read-only when the server answers 403 to a write.
import { newIdempotencyKey } from '../api/index.js';
import type { AuditEntry, AuditRecord, TouchedIds } from './audit.js';
import { fail, mayHaveReachedServer, toActionError } from './errors.js';
import { auditFields, failureOutcome, type ReadBackResult } from './outcome.js';
import type { ActionContext, ActionError, ActionResult, StepReport } from './types.js';
import { readOnlyRefusal } from './permission.js';

export interface ChangeSpec<T> {
  /** Audit name, e.g. `card.suspend`. */
  action: string;
  targets: TouchedIds;
  amount?: string;
  currency?: string;
  /** Money-moving and creating actions carry a key: the caller's (a retry) or a new one. */
  idempotent?: boolean;
  idempotencyKey?: string;
  send(idempotencyKey: string | undefined): Promise<T>;
  /** Reads the resource to find out whether a request whose answer was lost applied (the key: its reference). */
  readBack?(sentAt: number, idempotencyKey: string | undefined): Promise<ReadBackResult<T>>;
  transactionIds?(value: T): readonly (string | null | undefined)[];
  /** What else the audit entry records of this change (an edit: each field before → after). */
  auditExtra?(): Partial<AuditRecord>;
  /** Ids only known from the answer (the new card's id), added to the audit targets. */
  resultTargets?(value: T): TouchedIds;
  /**
   * After success (or a read back that found it applied): update the store, ask sync to refresh. Never
   * throws out. Its synchronous part runs before the result returns; what it awaits (a refresh) is
   * not waited for: the server has answered, and a stalled read must not hold the operator's form.
   */
  after?(value: T): void | Promise<void>;
  /** Told `sending` as the request leaves and `confirming` when a lost answer is read back. */
  onStep?: StepReport;
}

/** Refuses changing actions in read-only mode and before the production confirmation. */
export function guard(ctx: ActionContext): ActionError | undefined {
  const readOnly = readOnlyRefusal(ctx.session.readOnly());
  if (readOnly) return fail('read_only', readOnly);
  if (ctx.session.needsProductionConfirmation()) {
    return fail('confirmation_required', ctx.session.productionPrompt(), { retryable: true });
  }
  return undefined;
}

const ids = (list: readonly (string | null | undefined)[] | undefined): string[] | undefined => {
  const out = (list ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
  return out.length > 0 ? out : undefined;
};

function auditRecord<T>(
  spec: ChangeSpec<T>,
  key: string | undefined,
  fields: Pick<AuditRecord, 'outcome'> & Partial<AuditRecord>,
  value?: T,
): AuditRecord {
  return {
    action: spec.action,
    targets:
      value !== undefined && spec.resultTargets
        ? { ...spec.targets, ...spec.resultTargets(value) }
        : spec.targets,
    ...(spec.amount !== undefined ? { amount: spec.amount } : {}),
    ...(spec.currency !== undefined ? { currency: spec.currency } : {}),
    ...(key !== undefined ? { idempotencyKey: key } : {}),
    ...spec.auditExtra?.(),
    ...fields,
  };
}

async function runAfter<T>(spec: ChangeSpec<T>, value: T): Promise<void> {
  try {
    await spec.after?.(value);
  } catch {
    // The change happened; a failed store update or refresh only delays what the screen shows.
  }
}

/** What one send came to, after reading back a failure that may have reached the server. */
export type Attempt<T> =
  | { ok: true; value: T; readBack?: 'applied'; transactionIds?: string[] }
  /** `error.readBack` is set when the answer was lost and reading back did not find it applied. */
  | { ok: false; error: ActionError };

async function readBackSafely<T>(readBack: () => Promise<ReadBackResult<T>>): Promise<ReadBackResult<T>> {
  try {
    return await readBack();
  } catch {
    return { readBack: 'still_unknown' };
  }
}

/**
 * The one send-and-read-back routine of every change (a single action, a bulk item): send once;
 * after a failure that may have reached the server, read back — never send blindly.
 */
export async function attempt<T>(
  send: () => Promise<T>,
  readBack: (() => Promise<ReadBackResult<T>>) | undefined,
  key: string | undefined,
  onStep?: StepReport,
): Promise<Attempt<T>> {
  try {
    onStep?.('sending');
    return { ok: true, value: await send() };
  } catch (thrown) {
    const keyed = key === undefined ? {} : { idempotencyKey: key };
    const base: ActionError = { ...toActionError(thrown), ...keyed };
    if (!mayHaveReachedServer(thrown) || !readBack) return { ok: false, error: base };
    onStep?.('confirming');
    const found = await readBackSafely(readBack);
    if (found.readBack === 'applied') {
      return {
        ok: true,
        value: found.value,
        readBack: 'applied',
        ...(found.transactionIds !== undefined ? { transactionIds: found.transactionIds } : {}),
      };
    }
    const message =
      found.readBack === 'not_applied'
        ? 'outcome was unknown; reading it back shows it was not applied — retrying reuses the same idempotency key'
        : (found.check ?? 'outcome unknown: reading it back did not find it — check it before retrying');
    return {
      ok: false,
      error: { ...base, kind: 'outcome_unknown', message, retryable: true, readBack: found.readBack },
    };
  }
}

export async function runChange<T>(ctx: ActionContext, spec: ChangeSpec<T>): Promise<ActionResult<T>> {
  const refused = guard(ctx);
  if (refused) return { ok: false, error: refused };
  const key = spec.idempotent ? (spec.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const now = ctx.now ?? Date.now;
  const sentAt = now();
  const readBack = spec.readBack;
  const result = await attempt(
    () => spec.send(key),
    readBack && (() => readBack(sentAt, key)),
    key,
    spec.onStep,
  );
  if (!result.ok) return failed(ctx, spec, key, result.error);
  const txIds = ids(result.transactionIds ?? spec.transactionIds?.(result.value));
  const done = auditFields({
    kind: 'done',
    ...(result.readBack ? { readBack: result.readBack } : {}),
    ...(txIds !== undefined ? { transactionIds: txIds } : {}),
  });
  const audit = ctx.audit.record(auditRecord(spec, key, done, result.value));
  void runAfter(spec, result.value);
  return { ok: true, value: result.value, audit, ...(result.readBack ? { readBack: result.readBack } : {}) };
}

/** One audit entry for a change that did not go through; a 403 to a write flips to read-only. */
function failed<T>(
  ctx: ActionContext,
  spec: ChangeSpec<T>,
  key: string | undefined,
  error: ActionError,
): ActionResult<T> {
  if (error.kind === 'not_permitted' && error.code === 'forbidden') {
    ctx.session.forceReadOnly(`the server refused a change (403) on ${spec.action}`);
  }
  const audit: AuditEntry = ctx.audit.record(auditRecord(spec, key, auditFields(failureOutcome(error))));
  return { ok: false, error, audit };
}
