// The one path every changing action takes once its input is valid: refuse in read-only mode or
// before the production confirmation; send with the idempotency key; on a failure after which
// the request may have been applied, settle by reading the resource (never by resending); record
// exactly one audit entry; flip to read-only when the server answers 403 to a write.
import { newIdempotencyKey } from '../api/index.js';
import { redactSecrets } from '../domain/index.js';
import type { AuditEntry, AuditOutcome, AuditRecord, AuditTargets } from './audit.js';
import { fail, mayHaveApplied, toActionError } from './errors.js';
import { readOnlyRefusal } from './permission.js';
import type { ActionContext, ActionError, ActionResult, Settlement } from './types.js';

/** What reading the resource after an unknown outcome found. */
export type SettleOutcome<T> =
  | { settled: 'applied'; value: T; transactionIds?: string[] }
  | { settled: 'not_applied' }
  /** `check` tells the operator what to look at before retrying. */
  | { settled: 'still_unknown'; check?: string };

export interface ChangeSpec<T> {
  /** Audit name, e.g. `card.suspend`. */
  action: string;
  targets: AuditTargets;
  amount?: string;
  currency?: string;
  /** Money-moving and creating actions carry a key: the caller's (a retry) or a new one. */
  idempotent?: boolean;
  idempotencyKey?: string;
  send(idempotencyKey: string | undefined): Promise<T>;
  /** Reads the resource to find out whether a possibly-sent request was applied (the key: its reference). */
  settle?(sentAt: number, idempotencyKey: string | undefined): Promise<SettleOutcome<T>>;
  transactionIds?(value: T): readonly (string | null | undefined)[];
  /** Ids only known from the answer (the new card's id), added to the audit targets. */
  resultTargets?(value: T): AuditTargets;
  /** After success (or a settled `applied`): update the store, ask sync to refresh. Never throws out. */
  after?(value: T): void | Promise<void>;
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
  outcome: AuditOutcome,
  extra: Partial<AuditRecord>,
  value?: T,
): AuditRecord {
  return {
    action: spec.action,
    targets:
      value !== undefined && spec.resultTargets
        ? { ...spec.targets, ...spec.resultTargets(value) }
        : spec.targets,
    ...(spec.amount === undefined ? {} : { amount: spec.amount }),
    ...(spec.currency === undefined ? {} : { currency: spec.currency }),
    ...(key === undefined ? {} : { idempotencyKey: key }),
    outcome,
    ...extra,
  };
}

async function runAfter<T>(spec: ChangeSpec<T>, value: T): Promise<void> {
  try {
    await spec.after?.(value);
  } catch {
    // The change happened; a failed store update or refresh only delays what the screen shows.
  }
}

const SETTLED_OUTCOME: Record<Exclude<Settlement, 'applied'>, AuditOutcome> = {
  not_applied: 'not_applied',
  still_unknown: 'unknown',
};

/** What one send came to, after settling a failure that may have reached the server. */
export type Attempt<T> =
  | { ok: true; value: T; settled?: 'applied'; transactionIds?: string[] }
  /** `error.settled` is set when the outcome was unknown and reading back did not find it applied. */
  | { ok: false; error: ActionError };

async function settleSafely<T>(settle: () => Promise<SettleOutcome<T>>): Promise<SettleOutcome<T>> {
  try {
    return await settle();
  } catch {
    return { settled: 'still_unknown' };
  }
}

/**
 * The one failure-and-settle routine of every change (a single action, a bulk item): send once;
 * after a failure that may have reached the server, read back (`settle`) — never send blindly.
 */
export async function attempt<T>(
  send: () => Promise<T>,
  settle: (() => Promise<SettleOutcome<T>>) | undefined,
  key: string | undefined,
): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await send() };
  } catch (thrown) {
    const keyed = key === undefined ? {} : { idempotencyKey: key };
    const base: ActionError = { ...toActionError(thrown), ...keyed };
    if (!mayHaveApplied(thrown) || !settle) return { ok: false, error: base };
    const outcome = await settleSafely(settle);
    if (outcome.settled === 'applied') {
      return {
        ok: true,
        value: outcome.value,
        settled: 'applied',
        ...(outcome.transactionIds ? { transactionIds: outcome.transactionIds } : {}),
      };
    }
    const message =
      outcome.settled === 'not_applied'
        ? 'outcome was unknown; reading it back shows it was not applied — retrying reuses the same idempotency key'
        : (outcome.check ?? 'outcome unknown: reading it back did not settle it — check it before retrying');
    return {
      ok: false,
      error: { ...base, kind: 'outcome_unknown', message, retryable: true, settled: outcome.settled },
    };
  }
}

export async function runChange<T>(ctx: ActionContext, spec: ChangeSpec<T>): Promise<ActionResult<T>> {
  const refused = guard(ctx);
  if (refused) return { ok: false, error: refused };
  const key = spec.idempotent ? (spec.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const now = ctx.now ?? Date.now;
  const sentAt = now();
  const settle = spec.settle;
  const result = await attempt(() => spec.send(key), settle && (() => settle(sentAt, key)), key);
  if (!result.ok) return failed(ctx, spec, key, result.error);
  const txIds = ids(result.transactionIds ?? spec.transactionIds?.(result.value));
  const audit = ctx.audit.record(
    auditRecord(spec, key, result.settled ?? 'ok', optional('transactionIds', txIds), result.value),
  );
  await runAfter(spec, result.value);
  return { ok: true, value: result.value, audit, ...(result.settled ? { settled: result.settled } : {}) };
}

const optional = <K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<K, V>>;

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
  if (error.settled !== undefined && error.settled !== 'applied') {
    return {
      ok: false,
      error,
      audit: ctx.audit.record(
        auditRecord(spec, key, SETTLED_OUTCOME[error.settled], { message: error.message }),
      ),
    };
  }
  const audit: AuditEntry = ctx.audit.record(
    auditRecord(spec, key, 'failed', {
      ...optional('errorCode', error.code ?? error.kind),
      message: redactSecrets(error.message),
    }),
  );
  return { ok: false, error, audit };
}
