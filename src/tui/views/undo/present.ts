// Pure text of undo: a record as the `:undo` list shows it (when in the display zone, what, how many
// cards, whether and how it can be undone), and the confirmation of an edit or wallet undo, which
// says exactly what will be sent and what is left alone and why.
import type { KeptField, UndoPlan, UndoRecord } from '../../../actions/index.js';
import { formatTime, type DisplayZone } from '../../../domain/index.js';
import { fieldLabel } from '../../present/fields.js';
import { fit, safe } from '../../text.js';

/** Names a card by its id as the rest of the console does (see present/card-name.ts). */
export type NameCard = (cardId: string) => string;

export interface Where {
  readonly profile: string;
  readonly host: string;
}

/** `card.suspend` → `suspend`, `bulk.setLimits` → `bulk setLimits`. */
function actionText(record: UndoRecord): string {
  const [domain = '', verb = ''] = record.action.split('.');
  return domain === 'bulk' ? `bulk ${safe(verb)}` : safe(verb);
}

/** What the change was, on what: "bulk suspend job-… ", "edit Travel ..1234: daily limit 2500.00 → 300.00". */
export function recordWhat(record: UndoRecord, nameCard: NameCard): string {
  const action = actionText(record);
  const card = record.cards[0];
  if (record.kind === 'wallet') return `${action} wallet ${safe(record.wallet?.id ?? '')}`;
  if (record.jobId) return `${action} ${safe(record.jobId)}`;
  const on = card ? nameCard(card.cardId) : '';
  if (record.kind === 'edit') {
    const fields = Object.entries(record.changes ?? {})
      .map(([f, c]) => `${fieldLabel(f)} ${safe(c.before ?? '?') || 'none'} → ${safe(c.after)}`)
      .join(', ');
    return `${action} ${on}: ${fields}`;
  }
  if (record.kind === 'money' && record.money)
    return `${action} ${safe(record.money.amount)} ${safe(record.money.currency ?? '')} ${on}`.replace(
      / {2,}/g,
      ' ',
    );
  return `${action} ${on}`;
}

/** How undoing it goes, or why it cannot. */
export function recordUndo(record: UndoRecord, where: Where, refusal: string | undefined): string {
  if (record.undoneBy) return `undone by ${safe(record.undoneBy)}`;
  if (refusal) return `cannot: ${safe(refusal)}`;
  if (record.profile !== where.profile) return `on ${safe(record.profile)}`;
  switch (record.kind) {
    case 'status':
      return `${safe(record.reverse ?? '')} what is still ${safe(record.left ?? '')}`;
    case 'edit':
      return 'restore the values before';
    case 'wallet':
      return record.wallet?.left === 'active' ? 'deactivate' : 'activate';
    case 'money':
      return `a ${safe(record.money?.direction ?? '')} form to submit`;
    case 'terminate':
      return 'cannot';
  }
}

const UNDO_WIDTH = 34;

/** The change goes last and is never cut (an edit's limits are amounts); the undo column is cut, the foot says it whole. */
export function undoHeading(zone: DisplayZone, now: number): string {
  return `${fit(`TIME ${zone.label(now)}`, 12)}  ${fit('CARDS', 6)}  ${fit('UNDO', UNDO_WIDTH)}  CHANGE`;
}

export function undoLine(
  record: UndoRecord,
  zone: DisplayZone,
  where: Where,
  refusal: string | undefined,
  nameCard: NameCard,
): string {
  const cards = record.kind === 'wallet' ? '-' : String(record.cards.length);
  const undo = fit(recordUndo(record, where, refusal), UNDO_WIDTH);
  const anUndo = record.undoes ? ` (undoes ${safe(record.undoes)})` : '';
  return `${fit(formatTime(record.time, zone, 'clock'), 12)}  ${fit(cards, 6)}  ${undo}  ${recordWhat(record, nameCard)}${anUndo}`;
}

const keptLine = (k: KeptField): string => `  ${fieldLabel(k.field)} is left as it is: ${safe(k.reason)}`;

/** An edit undo's confirmation: each field sent back (now → before), each field left alone with why. */
export function editUndoLines(plan: Extract<UndoPlan, { kind: 'edit' }>, cardLabel: string): string[] {
  const sent = Object.entries(plan.restore).map(
    ([field, value]) =>
      `  ${fieldLabel(field)}: ${safe(plan.shown[field as keyof typeof plan.shown] ?? '') || 'none'} → ${safe(value)} (its value before the edit)`,
  );
  return [
    `The card ${cardLabel} was read back just now. This will be sent:`,
    ...sent,
    ...(plan.kept.length > 0
      ? ['Not changed (never overwriting another change):', ...plan.kept.map(keptLine)]
      : []),
    'The card is read again just before sending: a field changed meanwhile is not sent.',
  ];
}

export function walletUndoLines(plan: Extract<UndoPlan, { kind: 'wallet' }>, walletLabel: string): string[] {
  const now = plan.action === 'activate' ? 'inactive' : 'active';
  return [
    `The wallet ${walletLabel} was read back just now: it is ${now}, as the change left it.`,
    `This will ${plan.action} it.`,
  ];
}
