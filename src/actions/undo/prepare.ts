// Preparing an undo: read back what the change touched, then say exactly what will be done. A card,
// field or wallet someone else changed since is left alone (skipped, and named) — an undo never
// overwrites another operator's change. Status undos become a bulk plan (the one engine: journaled,
// audited, resumable, listed in jobs); an edit or a wallet is one audited change; money is only ever
// offered as the opposite movement's form, pre-filled, for the operator to submit.
import type { CardStatus } from '../../contract/index.js';
import type { Card } from '../../store/index.js';
import { readIn, READS } from '../../reads/index.js';
import type { BulkPlan, SkippedCard } from '../bulk/plan.js';
import { checkChange } from '../card-change.js';
import { editValuesOf, sameValue, EDIT_FIELDS, type EditField } from '../edit-fields.js';
import { toActionError } from '../errors.js';
import { changeFamily } from '../family.js';
import { readOnlyRefusal } from '../permission.js';
import { cardRefOf } from '../card-ref.js';
import { readCard } from '../reads.js';
import { referenceFor } from '../reference.js';
import type { ActionContext, CardRef } from '../types.js';
import type { Family } from '../validate.js';
import { TERMINATE_REFUSAL, undoRefusal, type UndoCard, type UndoRecord } from './record.js';

/** A field an edit undo leaves as it is, and why. */
export interface KeptField {
  readonly field: EditField;
  readonly reason: string;
}

export type UndoPlan =
  /** Suspend ↔ resume: the cards still as the change left them, the others skipped with why. */
  | { readonly kind: 'job'; readonly plan: BulkPlan }
  /** An edit: the fields still holding what it set go back (`shown` is what they hold now). */
  | {
      readonly kind: 'edit';
      readonly card: CardRef;
      readonly restore: Partial<Record<EditField, string>>;
      readonly shown: Partial<Record<EditField, string>>;
      readonly kept: readonly KeptField[];
    }
  | { readonly kind: 'wallet'; readonly walletId: string; readonly action: 'activate' | 'deactivate' }
  /** Money: the opposite movement's form, pre-filled; nothing is sent until the operator submits it. */
  | {
      readonly kind: 'form';
      readonly form: 'fund' | 'defund';
      readonly card: UndoCard;
      readonly amount: string;
      readonly description: string;
    }
  | { readonly kind: 'refused'; readonly reason: string };

const refused = (reason: string): UndoPlan => ({ kind: 'refused', reason });

/** Reads in flight while a status undo reads its cards back, unless the job's concurrency says. */
const DEFAULT_PARALLEL = 4;

/** Reads each card, `parallel` at a time; a card that cannot be read is an error in its place. */
async function readAll(
  ctx: ActionContext,
  cards: readonly UndoCard[],
  family: Family,
  parallel: number,
): Promise<(Card | Error)[]> {
  const out: (Card | Error)[] = new Array<Card | Error>(cards.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < cards.length; i = next++) {
      const card = cards[i] as UndoCard;
      out[i] = await readCard(ctx.client, { id: card.cardId, accountId: card.accountId }, family).catch(
        (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.floor(parallel)) }, worker));
  return out;
}

/** Every card read back: those still as the change left them are undone, the others skipped and named. */
async function statusPlan(ctx: ActionContext, record: UndoRecord, concurrency?: number): Promise<UndoPlan> {
  const action = record.reverse;
  const left = record.left;
  if (!action || !left) return refused('this change has no reverse');
  const family = changeFamily(ctx.client, action);
  if (!family.ok) return refused(family.reason);
  const read = await readAll(ctx, record.cards, family.family, concurrency ?? DEFAULT_PARALLEL);
  const items: { card: CardRef }[] = [];
  const skipped: SkippedCard[] = [];
  read.forEach((now, i) => {
    const ids = record.cards[i] as UndoCard;
    if (now instanceof Error) {
      const card: CardRef = { id: ids.cardId, accountId: ids.accountId, status: left };
      skipped.push({ card, reason: `not read back, left alone: ${toActionError(now).message}` });
      return;
    }
    const card = cardRefOf(now, ids.accountId);
    if (now.status === left) items.push({ card });
    else skipped.push({ card, reason: changedSince(now.status, left) });
  });
  const spec = {
    action,
    cards: [...items.map((i) => i.card), ...skipped.map((s) => s.card)],
    undoes: record.id,
    ...(concurrency !== undefined ? { concurrency } : {}),
  };
  return { kind: 'job', plan: { spec, family: family.family, items, skipped } };
}

const changedSince = (now: CardStatus | string, left: string): string =>
  `changed since by someone else: it is ${now}, the change left it ${left}`;

const isEditField = (field: string): field is EditField => (EDIT_FIELDS as readonly string[]).includes(field);

/**
 * Why a field no longer holds what the edit set: the server applies an edit later (202), so a card that
 * still holds the value from before has not shown the edit yet; anything else is someone else's change.
 */
function notShownOrChanged(
  field: EditField,
  now: string | undefined,
  before: string | null | undefined,
): string {
  if (before !== undefined && before !== null && sameValue(field, now ?? '', before))
    return 'the edit does not show on the card yet (the server applies an edit later): try again in a moment';
  return `changed since by someone else: it is ${now || 'not set'}`;
}

/** Each field of the edit: back to its recorded value when the card still holds what the edit set. */
async function editPlan(ctx: ActionContext, record: UndoRecord): Promise<UndoPlan> {
  const ids = record.cards[0];
  if (!ids || !record.changes) return refused('the edit names no card');
  let now: Card;
  try {
    now = await readCard(ctx.client, { id: ids.cardId, accountId: ids.accountId }, 'org');
  } catch (error) {
    return refused(`the card could not be read back: ${toActionError(error).message}`);
  }
  const card = cardRefOf(now, ids.accountId);
  const allowed = checkChange(ctx.client, card, 'edit');
  if (!allowed.ok) return refused(allowed.error.message);
  const current = editValuesOf(now);
  const restore: Partial<Record<EditField, string>> = {};
  const shown: Partial<Record<EditField, string>> = {};
  const kept: KeptField[] = [];
  for (const [field, change] of Object.entries(record.changes)) {
    if (!isEditField(field)) continue;
    if (!sameValue(field, current[field], change.after))
      kept.push({ field, reason: notShownOrChanged(field, current[field], change.before) });
    else if (change.before === undefined) kept.push({ field, reason: 'its value before was not recorded' });
    else if (change.before === null || change.before === '')
      kept.push({ field, reason: 'it was not set before, and a set value cannot be cleared' });
    else {
      restore[field] = change.before;
      shown[field] = current[field];
    }
  }
  if (Object.keys(restore).length === 0)
    return refused(`nothing to restore: ${kept.map((k) => `${k.field}: ${k.reason}`).join('; ')}`);
  return { kind: 'edit', card, restore, shown, kept };
}

async function walletPlan(ctx: ActionContext, record: UndoRecord): Promise<UndoPlan> {
  const wallet = record.wallet;
  if (!wallet) return refused('the change names no wallet');
  try {
    const now = (await readIn(ctx.client, READS.wallet, 'org', wallet.id)).account;
    if (now.status !== wallet.left) return refused(changedSince(now.status, wallet.left));
  } catch (error) {
    return refused(`the wallet could not be read back: ${toActionError(error).message}`);
  }
  return {
    kind: 'wallet',
    walletId: wallet.id,
    action: wallet.left === 'active' ? 'deactivate' : 'activate',
  };
}

/** The opposite movement as a form: same amount, the original's reference in its description. */
function moneyForm(record: UndoRecord): UndoPlan {
  const money = record.money;
  const card = record.cards[0];
  if (!money || !card) return refused('the movement names no card');
  const original = money.direction === 'fund' ? 'defund' : 'fund';
  const reference = money.idempotencyKey ? referenceFor(money.idempotencyKey) : money.transactionIds?.[0];
  const description = reference ? `undo of ${original} ${reference}` : `undo of ${original}`;
  return { kind: 'form', form: money.direction, card, amount: money.amount, description };
}

/**
 * What undoing `record` would do now, read back from the server; a refusal says why nothing will.
 * `concurrency`: the parallel requests of a status undo's job.
 */
export async function prepareUndo(
  ctx: ActionContext,
  record: UndoRecord,
  concurrency?: number,
): Promise<UndoPlan> {
  const readOnly = readOnlyRefusal(ctx.session.readOnly());
  if (readOnly) return refused(readOnly);
  const why = undoRefusal(record, ctx.session);
  if (why) return refused(why);
  try {
    switch (record.kind) {
      case 'status':
        return await statusPlan(ctx, record, concurrency);
      case 'edit':
        return await editPlan(ctx, record);
      case 'wallet':
        return await walletPlan(ctx, record);
      case 'money':
        return moneyForm(record);
      case 'terminate':
        return refused(TERMINATE_REFUSAL);
    }
  } catch (error) {
    return refused(toActionError(error).message);
  }
}
