// What `z` and Enter in `:undo` do with a record: say why it cannot be undone, or pass the
// read-only/production guard, read back what it touched, and ask. A status undo is a bulk plan shown
// in the jobs view's confirmation (y starts it as a job of its own: journaled, audited, listed in J and
// Activity); an edit or a wallet asks here and runs as one audited change; money opens the opposite
// movement's form, pre-filled, which the operator submits or leaves.
import {
  lastUndoable,
  prepareUndo,
  runEditUndo,
  runWalletUndo,
  undoRecords,
  undoRefusal,
  type UndoRecord,
} from '../../../actions/index.js';
import { openConfirmation } from '../../bulk/prepare.js';
import { showForm } from '../../forms/show.js';
import { nameCardById } from '../../present/card-name.js';
import { describeError, safe } from '../../text.js';
import type { CommandContext, Step } from '../../view/types.js';
import { guardChange } from '../confirm/guard.js';
import { confirm } from '../confirm/index.js';
import { noticeUntilDone } from '../../view/notice.js';
import { editUndoLines, recordWhat, walletUndoLines } from './present.js';

const notify = (ctx: CommandContext, level: 'info' | 'warn' | 'error', text: string): void =>
  ctx.store.getState().mutators.notify(level, text, ctx.now());

/** This profile's changes, newest first (from its audit history: earlier runs' and this session's). */
export const sessionRecords = (ctx: Pick<CommandContext, 'audit'>): UndoRecord[] =>
  undoRecords(ctx.audit?.history() ?? []);

const nameCard = (ctx: CommandContext) => (id: string) =>
  nameCardById(id, ctx.store.getState().entities, ctx.index);

function walletLabel(ctx: CommandContext, id: string): string {
  const wallet = ctx.store.getState().entities.accounts.get(id);
  return wallet ? `${safe(wallet.name)} (${safe(id)})` : safe(id);
}

/** Why the record cannot be undone now (before anything is read), or undefined. */
function refusalNow(ctx: CommandContext, record: UndoRecord): string | undefined {
  if (!ctx.ops) return 'actions are not available in this session';
  const why = undoRefusal(record, ctx.ops.session);
  if (why) return why;
  const job = record.jobId ? ctx.jobs?.get(record.jobId) : undefined;
  const state = job?.progress().state;
  if (state === 'running' || state === 'cancelling')
    return `${safe(record.jobId ?? '')} is still ${state}: let it end (or cancel it in J) first`;
  return undefined;
}

/** Undoes `record` after the guard and a confirmation; a refusal is said and nothing is read or sent. */
export function undoRecord(ctx: CommandContext, record: UndoRecord): void {
  const why = refusalNow(ctx, record);
  if (why) return notify(ctx, 'warn', `undo: ${why}`);
  guardChange(ctx, { view: 'undo', step: 'prepare', args: { id: record.id } });
}

/** `z`: the newest change of this profile that is not undone yet. */
export function undoLast(ctx: CommandContext): void {
  const ops = ctx.ops;
  if (!ops) return notify(ctx, 'warn', 'actions are not available in this session');
  const last = lastUndoable(sessionRecords(ctx), ops.session);
  if (!last) return notify(ctx, 'info', 'nothing to undo: no change of this profile is left to take back');
  undoRecord(ctx, last);
}

const recordById = (ctx: CommandContext, id: string | undefined): UndoRecord | undefined =>
  id === undefined ? undefined : sessionRecords(ctx).find((r) => r.id === id);

/** Past the guard: read back, then ask (or open the form). */
const prepareStep: Step = (ctx, { id }) => {
  const record = recordById(ctx, id);
  const ops = ctx.ops;
  if (!record || !ops) return notify(ctx, 'warn', 'undo: the change is no longer in this session');
  const what = recordWhat(record, nameCard(ctx));
  const reading =
    record.kind === 'wallet'
      ? 'the wallet'
      : record.cards.length === 1
        ? 'the card'
        : `${record.cards.length} cards`;
  const done =
    record.kind === 'money'
      ? () => undefined
      : noticeUntilDone(ctx, 'info', `undo ${what}: reading back ${reading}... (nothing sent yet)`);
  void prepareUndo(ops, record, ctx.concurrency).then((plan) => {
    // Read back: what follows (the question, the form or the refusal) replaces the notice.
    done();
    switch (plan.kind) {
      case 'refused':
        return notify(ctx, 'warn', `undo ${what}: ${plan.reason}`);
      case 'job':
        return openConfirmation(ctx, plan.plan, { subject: what });
      case 'form':
        return showForm(
          ctx,
          plan.form,
          { cardId: plan.card.cardId, accountId: plan.card.accountId },
          { amount: plan.amount, description: plan.description },
        );
      case 'edit':
        return confirm(ctx, {
          title: `Undo: ${what}?`,
          lines: editUndoLines(plan, nameCard(ctx)(plan.card.id)),
          verb: 'undo',
          yes: { view: 'undo', step: 'edit', args: { id: record.id } },
        });
      case 'wallet':
        return confirm(ctx, {
          title: `Undo: ${what}?`,
          lines: walletUndoLines(plan, walletLabel(ctx, plan.walletId)),
          verb: 'undo',
          yes: { view: 'undo', step: 'wallet', args: { id: record.id } },
        });
    }
  });
};

/**
 * `y` on an edit or wallet undo: read back once more and send what is still safe to send. The edit
 * itself reads the card again just before sending (a field changed meanwhile is a conflict).
 */
function runStep(kind: 'edit' | 'wallet'): Step {
  return (ctx, { id }) => {
    const record = recordById(ctx, id);
    const ops = ctx.ops;
    if (!record || !ops) return;
    const what = recordWhat(record, nameCard(ctx));
    void (async () => {
      const plan = await prepareUndo(ops, record);
      if (plan.kind === 'refused') return notify(ctx, 'warn', `undo ${what}: ${plan.reason}`);
      const result =
        kind === 'edit' && plan.kind === 'edit'
          ? await runEditUndo(ops, plan, record.id)
          : kind === 'wallet' && plan.kind === 'wallet'
            ? await runWalletUndo(ops, plan, record.id)
            : undefined;
      if (!result) return notify(ctx, 'warn', `undo ${what}: it changed since it was asked; nothing sent`);
      if (result.ok) notify(ctx, 'info', `undone: ${what}`);
      else notify(ctx, 'error', `undo ${what}: ${describeError(result.error)}`);
    })();
  };
}

export const undoSteps: Readonly<Record<string, Step>> = {
  prepare: prepareStep,
  edit: runStep('edit'),
  wallet: runStep('wallet'),
};
