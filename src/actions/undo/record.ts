// The one record of what this session can undo, derived from its audit entries (nothing else keeps
// it): each change that went through, newest first — a single change by itself, a bulk job's cards
// grouped under the job. Each says what reverses it (suspend ↔ resume, the edit's fields back to
// their recorded values, a wallet (de)activation, the opposite money movement as a form to submit),
// or why nothing can (terminate closes the card for good). The profile and host of the change are
// kept: a change is only undone on the profile it was made on.
import type { CardStatus, WalletStatus } from '../../contract/index.js';
import { nextStatus } from '../../domain/index.js';
import type { AuditEntry, FieldChange } from '../audit.js';

export type UndoKind = 'status' | 'edit' | 'wallet' | 'money' | 'terminate';

/** A card the change touched, by its ids. */
export interface UndoCard {
  readonly cardId: string;
  readonly accountId: string;
}

export interface UndoRecord {
  /** A bulk job's id, or the single change's time, action and target. */
  readonly id: string;
  readonly kind: UndoKind;
  /** The audit action of the change, e.g. `bulk.suspend`, `card.edit`, `wallet.deactivate`. */
  readonly action: string;
  /** When the change (a job: its last card) was recorded, ISO 8601. */
  readonly time: string;
  readonly profile: string;
  readonly host: string;
  readonly jobId?: string;
  /** The cards it changed (status, terminate, an edit, money): each card whose change went through. */
  readonly cards: readonly UndoCard[];
  /** Status: what the change left each card in, and the action that takes it back. */
  readonly left?: CardStatus;
  readonly reverse?: 'suspend' | 'resume';
  /** An edit: each field before → after, as its audit entry recorded it. */
  readonly changes?: Readonly<Record<string, FieldChange>>;
  /** A wallet (de)activation: the wallet and the status it left. */
  readonly wallet?: { readonly id: string; readonly left: WalletStatus };
  /** Money: the movement to offer in the other direction (never sent without the operator's form). */
  readonly money?: {
    readonly direction: 'fund' | 'defund';
    readonly amount: string;
    readonly currency?: string;
    readonly idempotencyKey?: string;
    readonly transactionIds?: readonly string[];
  };
  /** Why it cannot be undone at all. */
  readonly refused?: string;
  /** This change is itself an undo: the id of the record it undid. */
  readonly undoes?: string;
  /** A later undo took this change back: that undo's id (a job id or a change's record id). */
  readonly undoneBy?: string;
}

export const TERMINATE_REFUSAL = 'terminate cannot be undone: the card is closed';

const STATUS_ACTIONS: Readonly<Record<string, 'suspend' | 'resume'>> = {
  suspend: 'resume',
  resume: 'suspend',
};

/** `card.suspend` → `suspend`; `bulk.setLimits` → `setLimits`. */
const verbOf = (action: string): string => action.slice(action.indexOf('.') + 1);

/** A bulk card that was `done` because it already showed the change: the job did not change it. */
const changedByIt = (entry: AuditEntry): boolean =>
  entry.outcome === 'done' && !(entry.message ?? '').startsWith('already ');

const singleId = (entry: AuditEntry): string =>
  `${entry.time}|${entry.action}|${entry.targets.cardId ?? entry.targets.accountId ?? ''}`;

const cardOf = (entry: AuditEntry): UndoCard[] =>
  entry.targets.cardId && entry.targets.accountId
    ? [{ cardId: entry.targets.cardId, accountId: entry.targets.accountId }]
    : [];

type Base = Pick<UndoRecord, 'id' | 'action' | 'time' | 'profile' | 'host' | 'cards'> &
  Partial<Pick<UndoRecord, 'jobId' | 'undoes'>>;

function statusRecord(base: Base, verb: 'suspend' | 'resume'): UndoRecord {
  const left = nextStatus(verb === 'suspend' ? 'active' : 'frozen', verb) ?? undefined;
  return { ...base, kind: 'status', reverse: STATUS_ACTIONS[verb], ...(left ? { left } : {}) };
}

function editRecord(base: Base, changes: AuditEntry['changes'] | undefined, bulk: boolean): UndoRecord {
  const unrecorded = Object.values(changes ?? {}).every((c) => c.before === undefined);
  return {
    ...base,
    kind: 'edit',
    ...(changes ? { changes } : {}),
    ...(unrecorded
      ? {
          refused: bulk
            ? 'a bulk limits change did not read each card first: the values before it were not recorded'
            : 'the values before this edit were not recorded',
        }
      : {}),
  };
}

function moneyRecord(base: Base, entry: AuditEntry, direction: 'fund' | 'defund', bulk: boolean): UndoRecord {
  return {
    ...base,
    kind: 'money',
    money: {
      direction: direction === 'fund' ? 'defund' : 'fund',
      amount: entry.amount ?? '',
      ...(entry.currency ? { currency: entry.currency } : {}),
      ...(entry.idempotencyKey ? { idempotencyKey: entry.idempotencyKey } : {}),
      ...(entry.transactionIds ? { transactionIds: entry.transactionIds } : {}),
    },
    ...(bulk
      ? {
          refused: `a bulk ${direction} moved money on each card: ${direction === 'fund' ? 'defund' : 'fund'} them as a bulk job of your own`,
        }
      : {}),
  };
}

/** What one change (a single entry, or a job's first entry for its cards) can be undone as; undefined: nothing to undo. */
function recordOf(base: Base, entry: AuditEntry, bulk: boolean): UndoRecord | undefined {
  const verb = verbOf(entry.action);
  const domain = entry.action.slice(0, entry.action.indexOf('.'));
  if (domain === 'wallet' && (verb === 'activate' || verb === 'deactivate') && entry.targets.accountId)
    return {
      ...base,
      kind: 'wallet',
      wallet: { id: entry.targets.accountId, left: verb === 'activate' ? 'active' : 'inactive' },
    };
  if (domain !== 'card' && domain !== 'bulk') return undefined;
  if (verb === 'suspend' || verb === 'resume') return statusRecord(base, verb);
  if (verb === 'terminate') return { ...base, kind: 'terminate', refused: TERMINATE_REFUSAL };
  if (verb === 'edit' || verb === 'setLimits') return editRecord(base, entry.changes, bulk);
  if (verb === 'fund' || verb === 'defund') return moneyRecord(base, entry, verb, bulk);
  return undefined;
}

const baseOf = (entry: AuditEntry, id: string, cards: UndoCard[]): Base => ({
  id,
  action: entry.action,
  time: entry.time,
  profile: entry.profile,
  host: entry.host,
  cards,
  ...(entry.targets.jobId ? { jobId: entry.targets.jobId } : {}),
  ...(entry.undoes ? { undoes: entry.undoes } : {}),
});

/** A job's entries in one record: the cards it changed, the time of its last one. */
function jobRecord(entries: readonly AuditEntry[]): UndoRecord | undefined {
  const changed = entries.filter(changedByIt);
  const first = changed[0];
  const last = changed[changed.length - 1];
  if (!first || !last || !first.targets.jobId) return undefined;
  const cards = new Map<string, UndoCard>();
  for (const entry of changed) for (const card of cardOf(entry)) cards.set(card.cardId, card);
  const base = { ...baseOf(first, first.targets.jobId, [...cards.values()]), time: last.time };
  return recordOf(base, first, true);
}

/**
 * This session's changes that went through, newest first, each with what undoes it (or why nothing
 * can) and, when a later undo took it back, that undo's id. Entries of a job are grouped under it.
 */
export function undoRecords(entries: readonly AuditEntry[]): UndoRecord[] {
  const jobs = new Map<string, AuditEntry[]>();
  const order: { at: number; id: string; single?: AuditEntry }[] = [];
  entries.forEach((entry, at) => {
    const jobId = entry.targets.jobId;
    if (jobId) {
      const list = jobs.get(jobId);
      if (list) list.push(entry);
      else {
        jobs.set(jobId, [entry]);
        order.push({ at, id: jobId });
      }
    } else if (entry.outcome === 'done') order.push({ at, id: singleId(entry), single: entry });
  });
  const records: UndoRecord[] = [];
  for (const { id, single } of order) {
    const record = single
      ? recordOf(baseOf(single, id, cardOf(single)), single, false)
      : jobRecord(jobs.get(id) ?? []);
    if (record) records.push(record);
  }
  const undoneBy = new Map<string, string>();
  for (const r of records) if (r.undoes) undoneBy.set(r.undoes, r.jobId ?? r.id);
  // Reversed first so that of two records with the same time the later one stays first (the sort is stable).
  return records
    .map((r) => {
      const by = undoneBy.get(r.id);
      return by === undefined ? r : { ...r, undoneBy: by };
    })
    .reverse()
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}

/** Why `record` is not undone here: made on another profile or host, already undone, or never undoable. */
export function undoRefusal(
  record: UndoRecord,
  where: { readonly profile: string; readonly host: string },
): string | undefined {
  if (record.profile !== where.profile || record.host !== where.host)
    return `made on profile ${record.profile} (${record.host}): switch to it to undo it`;
  if (record.undoneBy) return `already undone by ${record.undoneBy}`;
  return record.refused;
}

/** What `z` takes back: the newest change of this profile not yet undone that is not itself an undo. */
export function lastUndoable(
  records: readonly UndoRecord[],
  where: { readonly profile: string; readonly host: string },
): UndoRecord | undefined {
  return records.find(
    (r) => r.profile === where.profile && r.host === where.host && !r.undoneBy && !r.undoes,
  );
}
