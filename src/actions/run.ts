// The one path every changing action takes once its input is valid: refuse in read-only mode or
// before the production confirmation; send with the idempotency key; on a failure after which
// the request may have been applied, settle by reading the resource (never by resending); record
// exactly one audit entry; flip to read-only when the server answers 403 to a write.
import { newIdempotencyKey } from '../api/index.js';
import { redactSecrets } from '../domain/index.js';
import type { AuditEntry, AuditOutcome, AuditRecord, AuditTargets } from './audit.js';
import { fail, mayHaveApplied, toActionError } from './errors.js';
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
  const ro = ctx.session.readOnly();
  if (ro.readOnly) return fail('read_only', `read-only: ${ro.reason ?? 'changes are disabled'}`);
  if (ctx.session.needsProductionConfirmation()) {
    return fail('confirmation_required', ctx.session.productionPrompt(), { retryable: true });
  }
  return undefined;
}

const ids = (list: readonly (string | null | undefined)[] | undefined): string[] | undefined => {
  const out = (list ?? []).filter((v): v is string => typeof v === 'string' && v !== '');
  return out.length > 0 ? out : undefined;
};

function auditRecord<T>(spec: ChangeSpec<T>, key: string | undefined, outcome: AuditOutcome, extra: Partial<AuditRecord>, value?: T): AuditRecord {
  return {
    action: spec.action,
    targets: value !== undefined && spec.resultTargets ? { ...spec.targets, ...spec.resultTargets(value) } : spec.targets,
    ...(spec.amount === undefined ? {} : { amount: spec.amount }),
    ...(spec.currency === undefined ? {} : { currency: spec.currency }),
    ...(key === undefined ? {} : { idempotencyKey: key }),
    outcome,
    ...extra,
  };
}

async function settleSafely<T>(spec: ChangeSpec<T>, sentAt: number, key: string | undefined): Promise<SettleOutcome<T>> {
  if (!spec.settle) return { settled: 'still_unknown' };
  try {
    return await spec.settle(sentAt, key);
  } catch {
    return { settled: 'still_unknown' };
  }
}

async function runAfter<T>(spec: ChangeSpec<T>, value: T): Promise<void> {
  try {
    await spec.after?.(value);
  } catch {
    // The change happened; a failed store update or refresh only delays what the screen shows.
  }
}

const SETTLED_OUTCOME: Record<Exclude<Settlement, 'applied'>, AuditOutcome> = { not_applied: 'not_applied', still_unknown: 'unknown' };

export async function runChange<T>(ctx: ActionContext, spec: ChangeSpec<T>): Promise<ActionResult<T>> {
  const refused = guard(ctx);
  if (refused) return { ok: false, error: refused };
  const key = spec.idempotent ? (spec.idempotencyKey ?? newIdempotencyKey()) : undefined;
  const now = ctx.now ?? Date.now;
  const sentAt = now();
  let value: T;
  try {
    value = await spec.send(key);
  } catch (thrown) {
    return handleFailure(ctx, spec, key, sentAt, thrown);
  }
  const audit = ctx.audit.record(auditRecord(spec, key, 'ok', optional('transactionIds', ids(spec.transactionIds?.(value))), value));
  await runAfter(spec, value);
  return { ok: true, value, audit };
}

const optional = <K extends string, V>(name: K, value: V | undefined): Partial<Record<K, V>> =>
  (value === undefined ? {} : { [name]: value }) as Partial<Record<K, V>>;

async function handleFailure<T>(ctx: ActionContext, spec: ChangeSpec<T>, key: string | undefined, sentAt: number, thrown: unknown): Promise<ActionResult<T>> {
  const base = toActionError(thrown);
  const keyed = key === undefined ? {} : { idempotencyKey: key };
  if (base.kind === 'not_permitted' && base.code === 'forbidden') {
    ctx.session.forceReadOnly(`the server refused a change (403) on ${spec.action}`);
  }
  if (mayHaveApplied(thrown) && spec.settle) {
    const outcome = await settleSafely(spec, sentAt, key);
    if (outcome.settled === 'applied') {
      const txIds = ids(outcome.transactionIds ?? spec.transactionIds?.(outcome.value));
      const audit = ctx.audit.record(auditRecord(spec, key, 'applied', optional('transactionIds', txIds), outcome.value));
      await runAfter(spec, outcome.value);
      return { ok: true, value: outcome.value, audit, settled: 'applied' };
    }
    const message = outcome.settled === 'not_applied'
      ? 'outcome was unknown; reading the resource shows it was not applied — retrying reuses the same idempotency key'
      : (outcome.check ?? 'outcome unknown: reading the resource did not settle it — check it before retrying');
    const error: ActionError = { ...base, kind: 'outcome_unknown', message, retryable: true, settled: outcome.settled, ...keyed };
    const audit = ctx.audit.record(auditRecord(spec, key, SETTLED_OUTCOME[outcome.settled], { message }));
    return { ok: false, error, audit };
  }
  const error: ActionError = { ...base, ...keyed };
  const audit: AuditEntry = ctx.audit.record(auditRecord(spec, key, 'failed', {
    ...optional('errorCode', error.code ?? error.kind),
    message: redactSecrets(error.message),
  }));
  return { ok: false, error, audit };
}
