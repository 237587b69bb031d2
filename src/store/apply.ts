// Applying one sync batch: each touched entity table is copied once, unchanged rows keep their
// object identity (so their row components do not re-render), and visibly changed rows are marked.
import { mergeAccount, mergeCard, mergeOperation } from './normalize.js';
import { cardReadChanges, type ReadChange } from './read-changes.js';
import { writeLists } from './retention.js';
import type {
  Account,
  AccountExtras,
  Batch,
  Card,
  Cardholder,
  Entities,
  ListSlot,
  Operation,
} from './types.js';

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Equal when nothing a user could see or inspect (the raw JSON included) differs. */
export function sameEntity<T extends { raw: unknown }>(a: T, b: T): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof T>;
  for (const key of keys) {
    if (key === 'raw') continue;
    const x = a[key];
    const y = b[key];
    if (x === y) continue;
    if (typeof x !== 'object' || typeof y !== 'object' || !sameJson(x, y)) return false;
  }
  return sameJson(a.raw, b.raw);
}

type Signature = ReadonlyArray<string | number | undefined>;
const accountSignature = (a: Account): Signature => [
  a.name,
  a.status,
  a.balance,
  a.availableBalance,
  a.heldBalance,
  a.cards,
];
const cardSignature = (c: Card): Signature => [
  c.name,
  c.status,
  c.availableBalance,
  c.holder,
  c.maskedNumber,
  c.expiredAt,
];
const operationSignature = (o: Operation): Signature => [o.status, o.amount, o.type];

/** A visible value changed; a value arriving for the first time (a richer read) is not a change. */
function visiblyChanged(before: Signature, after: Signature): boolean {
  return before.some((value, i) => value !== undefined && value !== after[i]);
}

interface TableUpdate<T> {
  table: ReadonlyMap<string, T>;
  changed: string[];
}

function applyTable<T extends { id: string; raw: unknown }>(
  table: ReadonlyMap<string, T>,
  incoming: readonly T[] | undefined,
  merge: (previous: T | undefined, next: T) => T,
  signature: ((value: T) => Signature) | undefined,
  /** Told of each row a read replaced with a different one (unchanged rows cost nothing more). */
  replaced?: (previous: T, next: T) => void,
): TableUpdate<T> {
  const changed: string[] = [];
  if (!incoming || incoming.length === 0) return { table, changed };
  let copy: Map<string, T> | undefined;
  for (const item of incoming) {
    const previous = (copy ?? table).get(item.id);
    const next = merge(previous, item);
    if (previous && sameEntity(previous, next)) continue;
    copy ??= new Map(table);
    copy.set(item.id, next);
    if (previous && replaced) replaced(previous, next);
    if (previous && signature && visiblyChanged(signature(previous), signature(next))) changed.push(item.id);
  }
  return { table: copy ?? table, changed };
}

const keepNext = <T>(_previous: T | undefined, next: T): T => next;

function applyExtras(
  table: ReadonlyMap<string, AccountExtras>,
  patches: Batch['accountExtras'],
): ReadonlyMap<string, AccountExtras> {
  if (!patches || patches.length === 0) return table;
  let copy: Map<string, AccountExtras> | undefined;
  for (const { id, patch } of patches) {
    const previous = (copy ?? table).get(id);
    const next = { ...previous, ...patch, raw: { ...previous?.raw, ...patch.raw } };
    if (previous && sameEntity(previous, next)) continue;
    copy ??= new Map(table);
    copy.set(id, next);
  }
  return copy ?? table;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * Writes a batch's lists (see retention.ts for how many are kept). `inUse` names the lists the
 * screen reads, asked for only when some must be dropped.
 */
export function applyLists(
  lists: Readonly<Record<string, ListSlot>>,
  incoming: Batch['lists'],
  inUse: () => ReadonlySet<string> = () => new Set(),
): Readonly<Record<string, ListSlot>> {
  if (!incoming) return lists;
  const written: Record<string, ListSlot> = {};
  for (const [key, slot] of Object.entries(incoming)) {
    const previous = lists[key];
    // Keep the old id array when the order is unchanged: memoized filters and rows stay valid.
    written[key] = previous && sameIds(previous.ids, slot.ids) ? { ...slot, ids: previous.ids } : slot;
  }
  return writeLists(lists, written, inUse);
}

/** The cards and operations a batch writes (they are kept by the sweep that follows it). */
export function writtenIds(batch: Batch): Set<string> {
  const ids = new Set<string>();
  for (const card of batch.cards ?? []) ids.add(card.id);
  for (const op of batch.operations ?? []) ids.add(op.id);
  return ids;
}

export interface BatchResult {
  entities: Entities;
  changed: string[];
  /** The name and limit changes the batch's card reads showed (read-changes.ts). */
  readChanges: ReadChange[];
}

export function applyEntities(entities: Entities, batch: Batch): BatchResult {
  const accounts = applyTable<Account>(entities.accounts, batch.accounts, mergeAccount, accountSignature);
  const readChanges: ReadChange[] = [];
  const cards = applyTable<Card>(entities.cards, batch.cards, mergeCard, cardSignature, (previous, next) => {
    for (const change of cardReadChanges(previous, next, batch.at)) readChanges.push(change);
  });
  const operations = applyTable<Operation>(
    entities.operations,
    batch.operations,
    mergeOperation,
    operationSignature,
  );
  const cardholders = applyTable<Cardholder>(entities.cardholders, batch.cardholders, keepNext, undefined);
  const next: Entities = {
    accounts: accounts.table,
    accountExtras: applyExtras(entities.accountExtras, batch.accountExtras),
    cards: cards.table,
    operations: operations.table,
    cardholders: cardholders.table,
  };
  const unchanged = (Object.keys(next) as Array<keyof Entities>).every((key) => next[key] === entities[key]);
  return {
    entities: unchanged ? entities : next,
    changed: [...accounts.changed, ...cards.changed, ...operations.changed],
    readChanges,
  };
}
