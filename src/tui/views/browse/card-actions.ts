// Keys for what an operator changes on one card: fund f, defund d, suspend s, resume u,
// terminate x, edit e, reveal v. Each is enabled only where the card's state (the domain state
// machine), the credentials and read-only mode allow it, and says why not otherwise. With cards
// marked, the bulkable ones act on every marked card instead.
import { changeCardStatus, readOnlyRefusal, type StatusAction } from '../../../actions/index.js';
import { canPerform, type CardAction } from '../../../domain/index.js';
import type { AppState, FormSubject } from '../../../store/index.js';
import { bulkAction, isBulkable } from '../../bulk/flow.js';
import { cardLabel, cardOf, cardRef, currentCardId } from '../../forms/subjects.js';
import { describeError } from '../../text.js';
import type { Command, CommandContext, Step } from '../../view/types.js';
import { guardChange } from '../confirm/guard.js';
import { aboutCard, confirm, type Intent } from '../confirm/index.js';
import { revealStep } from '../reveal/index.js';

/** Why `action` cannot run on the current card now, or undefined when it can. */
export function cardActionBlocked(state: AppState, action: CardAction): string | undefined {
  // Reveal changes nothing: read-only mode allows it.
  const readOnly = action === 'reveal' ? undefined : readOnlyRefusal(state.session);
  if (readOnly) return readOnly;
  const denied = state.session.denied?.[action];
  if (denied) return denied;
  // With cards marked the action applies to them; the plan skips the ones whose state refuses it.
  if (state.marks.size > 0 && isBulkable(action)) return undefined;
  const card = cardOf(state, currentCardId(state));
  if (!card) return 'select a card first (cards pane or card detail)';
  const allowed = canPerform(card.status, action);
  return allowed.ok ? undefined : allowed.reason;
}

const hasCard = (state: AppState) => cardOf(state, currentCardId(state)) !== undefined;

function cardCommand(
  action: CardAction,
  key: string,
  description: string,
  run: (ctx: CommandContext) => void,
): Command {
  return {
    id: `card.${action}`,
    keys: [key],
    group: 'On a card',
    hint: action,
    description,
    palette: action,
    subject: hasCard,
    disabledReason: (s) => cardActionBlocked(s, action),
    run: (ctx) =>
      ctx.store.getState().marks.size > 0 && isBulkable(action) ? bulkAction(ctx, action) : run(ctx),
  };
}

function currentTarget(ctx: CommandContext): FormSubject | undefined {
  const state = ctx.store.getState();
  const card = cardOf(state, currentCardId(state));
  return card ? { cardId: card.id, accountId: card.accountId } : undefined;
}

/** Opens a form on the current card once the session allows changes. */
function openCardForm(ctx: CommandContext, form: string): void {
  const target = currentTarget(ctx);
  if (target) guardChange(ctx, { form, target });
}

async function runStatus(ctx: CommandContext, cardId: string, action: StatusAction): Promise<void> {
  const state = ctx.store.getState();
  const card = cardOf(state, cardId);
  const ref = card && cardRef(card);
  const ops = ctx.ops;
  if (!ref || !ops) return;
  const a = state.mutators;
  a.notify('info', `${action === 'suspend' ? 'suspending' : 'resuming'} ${cardLabel(card)}...`, ctx.now());
  const result = await changeCardStatus(ops, ref, action);
  if (result.ok) a.notify('info', `${cardLabel(card)} is now ${result.value.status}`, ctx.now());
  else a.notify('error', `${action} ${cardLabel(card)}: ${describeError(result.error)}`, ctx.now());
}

/** The confirmed suspend or resume: a step named by the confirmation, resolved by the panes view. */
const statusStep: Step = (ctx, { cardId, action }) => {
  if (cardId && (action === 'suspend' || action === 'resume')) void runStatus(ctx, cardId, action);
};

function confirmStatus(ctx: CommandContext, action: 'suspend' | 'resume'): void {
  const cardId = currentTarget(ctx)?.cardId;
  if (!cardId) return;
  const card = cardOf(ctx.store.getState(), cardId);
  const verb = action === 'suspend' ? 'Suspend (freeze)' : 'Resume (unfreeze)';
  const question: Intent = {
    confirm: {
      title: `${verb} ${cardLabel(card, cardId)}?`,
      lines: [
        action === 'suspend'
          ? 'The card declines purchases until resumed.'
          : 'The card accepts purchases again.',
      ],
      verb: action,
      about: aboutCard(ctx.store.getState(), cardId),
      yes: { view: 'panes', step: 'card.status', args: { cardId, action } },
    },
  };
  guardChange(ctx, question);
}

function confirmReveal(ctx: CommandContext): void {
  const target = currentTarget(ctx);
  if (!target?.cardId || !target.accountId) return;
  const card = cardOf(ctx.store.getState(), target.cardId);
  confirm(ctx, {
    title: `Reveal the full number and CVV of ${cardLabel(card, target.cardId)}?`,
    lines: ['They show for 30 seconds, or until any key; they are not kept or logged.'],
    verb: 'reveal',
    yes: revealStep(target.cardId, target.accountId),
  });
}

export const cardSteps: Readonly<Record<string, Step>> = { 'card.status': statusStep };

export const cardActionCommands: readonly Command[] = [
  cardCommand('fund', 'f', 'Fund the card from its wallet', (ctx) => openCardForm(ctx, 'fund')),
  cardCommand('defund', 'd', 'Defund: move money from the card back to its wallet', (ctx) =>
    openCardForm(ctx, 'defund'),
  ),
  cardCommand('suspend', 's', 'Suspend (freeze) the card', (ctx) => confirmStatus(ctx, 'suspend')),
  cardCommand('resume', 'u', 'Resume (unfreeze) the card', (ctx) => confirmStatus(ctx, 'resume')),
  cardCommand('terminate', 'x', 'Terminate (close) the card: irreversible', (ctx) =>
    openCardForm(ctx, 'terminate'),
  ),
  cardCommand('edit', 'e', 'Edit the card name and limits', (ctx) => openCardForm(ctx, 'edit')),
  cardCommand('reveal', 'v', 'Reveal the full number, CVV and expiry (30 s)', confirmReveal),
];
