// Carrying out a prepared undo that is not a job: an edit's fields back to their recorded values
// (through editCard: the card is read again just before sending, and a field changed meanwhile is a
// conflict — nothing is sent), or a wallet (de)activated back. Each is one audited change that names
// the record it undoes. A status undo is a bulk job (runBulkPlan, with `undoes` in its spec).
import type { CardUpdateAccepted, WalletDetail } from '../../contract/index.js';
import { editCard } from '../edit-card.js';
import type { EditField } from '../edit-fields.js';
import { setWalletActive } from '../wallet-actions.js';
import type { ActionContext, ActionOptions, ActionResult } from '../types.js';
import type { UndoPlan } from './prepare.js';

type EditUndo = Extract<UndoPlan, { kind: 'edit' }>;
type WalletUndo = Extract<UndoPlan, { kind: 'wallet' }>;

const limitsOf = (values: Partial<Record<EditField, string>>) => {
  const limits = {
    ...(values.daily_limit !== undefined ? { daily_limit: values.daily_limit } : {}),
    ...(values.monthly_limit !== undefined ? { monthly_limit: values.monthly_limit } : {}),
  };
  return Object.keys(limits).length > 0 ? limits : undefined;
};

export function runEditUndo(
  ctx: ActionContext,
  undo: EditUndo,
  undoes: string,
  opts: ActionOptions = {},
): Promise<ActionResult<CardUpdateAccepted>> {
  const limits = limitsOf(undo.restore);
  const changes = {
    ...(undo.restore.name !== undefined ? { name: undo.restore.name } : {}),
    ...(limits ? { limits } : {}),
  };
  return editCard(ctx, undo.card, { shown: undo.shown, changes }, { ...opts, undoes });
}

export function runWalletUndo(
  ctx: ActionContext,
  undo: WalletUndo,
  undoes: string,
  opts: ActionOptions = {},
): Promise<ActionResult<WalletDetail>> {
  // The status the change left, read back by prepareUndo: the opposite action's precondition.
  const status = undo.action === 'activate' ? 'inactive' : 'active';
  return setWalletActive(ctx, { id: undo.walletId, status }, undo.action, { ...opts, undoes });
}
