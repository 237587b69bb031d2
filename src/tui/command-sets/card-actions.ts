// Keys for what an operator changes on one card: fund f, defund d, suspend s, resume u,
// terminate x, edit e, reveal v. Each is enabled only where the card's state (the domain state
// machine), the credentials and read-only mode allow it, and says why not otherwise.
import { changeCardStatus, revealCredentials, type StatusAction } from '../../actions/index.js';
import { canPerform, type CardAction } from '../../domain/index.js';
import type { AppState, FormTarget } from '../../store/index.js';
import { bulkAction, isBulkable } from '../bulk/flow.js';
import type { Command, CommandContext, Mode } from '../command-types.js';
import { guardChange } from '../forms/guard.js';
import { confirm } from '../views/confirm/index.js';
import { openReveal, revealSlot } from '../views/reveal/index.js';
import { showForm } from '../forms/show.js';
import { cardLabel, cardOf, cardRef, currentCardId } from '../forms/subjects.js';
import { describeError } from '../text.js';

const BROWSE: readonly Mode[] = ['list', 'detail'];

/** Why `action` cannot run on the current card now, or undefined when it can. */
export function cardActionBlocked(state: AppState, action: CardAction): string | undefined {
  if (state.session.readOnly && action !== 'reveal')
    return `read-only: ${state.session.reason ?? 'changes are off'}`;
  const denied = state.session.denied?.[action];
  if (denied) return denied;
  // With cards marked the action applies to them; the plan skips the ones whose state refuses it.
  if (state.marks.size > 0 && isBulkable(action)) return undefined;
  const card = cardOf(state, currentCardId(state));
  if (!card) return 'select a card first (cards pane or card detail)';
  const allowed = canPerform(card.status, action);
  return allowed.ok ? undefined : allowed.reason;
}

function cardCommand(
  action: CardAction,
  key: string,
  hint: string,
  description: string,
  run: (ctx: CommandContext) => void,
): Command {
  return {
    id: `card.${action}`,
    keys: [key],
    modes: BROWSE,
    hint,
    description,
    palette: action,
    enabledWhen: (s) => cardActionBlocked(s, action) === undefined,
    whyDisabled: (s) => cardActionBlocked(s, action) ?? '',
    run: (ctx) =>
      ctx.store.getState().marks.size > 0 && isBulkable(action) ? bulkAction(ctx, action) : run(ctx),
  };
}

function currentTarget(ctx: CommandContext): FormTarget | undefined {
  const state = ctx.store.getState();
  const card = cardOf(state, currentCardId(state));
  return card ? { cardId: card.id, ...(card.accountId ? { accountId: card.accountId } : {}) } : undefined;
}

/** Opens a form on the current card once the session allows changes. */
function openCardForm(ctx: CommandContext, id: string): void {
  const target = currentTarget(ctx);
  if (!target) return;
  guardChange(ctx, () => {
    // The form's hints (limit ranges, balances) come from the account's detail reads.
    if (target.accountId) void ctx.sync.refresh({ account: target.accountId, detail: true });
    showForm(ctx, id, target);
  });
}

async function runStatus(ctx: CommandContext, cardId: string, action: StatusAction): Promise<void> {
  const state = ctx.store.getState();
  const card = cardOf(state, cardId);
  const ref = card && cardRef(card);
  const ops = ctx.ops;
  if (!ref || !ops) return;
  const a = state.actions;
  a.notify('info', `${action === 'suspend' ? 'suspending' : 'resuming'} ${cardLabel(card)}...`, ctx.now());
  const result = await changeCardStatus(ops, ref, action);
  if (result.ok) a.notify('info', `${cardLabel(card)} is now ${result.value.status}`, ctx.now());
  else a.notify('error', `${action} ${cardLabel(card)}: ${describeError(result.error)}`, ctx.now());
}

function confirmStatus(ctx: CommandContext, action: 'suspend' | 'resume'): void {
  const target = currentTarget(ctx);
  if (!target?.cardId) return;
  const cardId = target.cardId;
  guardChange(ctx, () => {
    const card = cardOf(ctx.store.getState(), cardId);
    const verb = action === 'suspend' ? 'Suspend (freeze)' : 'Resume (unfreeze)';
    confirm(ctx, {
      title: `${verb} ${cardLabel(card, cardId)}?`,
      lines: [
        action === 'suspend'
          ? 'The card declines purchases until resumed.'
          : 'The card accepts purchases again.',
        'y confirm  any other key cancels',
      ],
      onYes: () => {
        void runStatus(ctx, cardId, action);
      },
    });
  });
}

function confirmReveal(ctx: CommandContext): void {
  const target = currentTarget(ctx);
  if (!target?.cardId || !target.accountId) return;
  const { cardId, accountId } = target;
  const card = cardOf(ctx.store.getState(), cardId);
  confirm(ctx, {
    title: `Reveal the full number and CVV of ${cardLabel(card, cardId)}?`,
    lines: [
      'They show for 30 seconds, or until any key; they are not kept or logged.',
      'y reveal  any other key cancels',
    ],
    onYes: () => {
      void reveal(ctx, cardId, accountId);
    },
  });
}

/** Fetches the credentials into the secret box (never the store) and shows the reveal view. */
async function reveal(ctx: CommandContext, cardId: string, accountId: string): Promise<void> {
  const state = ctx.store.getState();
  const card = cardOf(state, cardId);
  const ref = card && cardRef(card, accountId);
  if (!ref || !ctx.ops || !ctx.secrets) return;
  ctx.secrets.clear();
  openReveal(ctx, cardId, accountId);
  const result = await revealCredentials(ctx.ops, ref);
  const stillWanted = revealSlot(ctx.store.getState())?.cardId === cardId;
  if (!result.ok) {
    if (stillWanted) ctx.store.getState().actions.setOverlay(null);
    ctx.store
      .getState()
      .actions.notify('error', `reveal ${cardLabel(card)}: ${describeError(result.error)}`, ctx.now());
    return;
  }
  // The operator pressed a key (closing the view) before the answer came: show nothing.
  if (stillWanted) ctx.secrets.show(cardId, result.value);
}

function closeReveal(ctx: CommandContext): void {
  ctx.secrets?.clear();
  ctx.store.getState().actions.setOverlay(null);
}

/** Copies the number and keeps the box open: closing it (or 30 s) empties the clipboard again. */
function copyNumber(ctx: CommandContext): void {
  const revealed = ctx.secrets?.current();
  const write = ctx.writeTerminal;
  if (revealed && ctx.osc52 && write) {
    ctx.secrets?.copy(write);
  } else if (revealed) {
    ctx.store
      .getState()
      .actions.notify(
        'warn',
        'this terminal does not take OSC 52 copies (CARD_CONSOLE_OSC52=1 forces it)',
        ctx.now(),
      );
    closeReveal(ctx);
  }
}

export const cardActionCommands: readonly Command[] = [
  cardCommand('fund', 'f', 'fund', 'Fund the card from its wallet', (ctx) => openCardForm(ctx, 'fund')),
  cardCommand('defund', 'd', 'defund', 'Defund: move money from the card back to its wallet', (ctx) =>
    openCardForm(ctx, 'defund'),
  ),
  cardCommand('suspend', 's', 'suspend', 'Suspend (freeze) the card', (ctx) => confirmStatus(ctx, 'suspend')),
  cardCommand('resume', 'u', 'resume', 'Resume (unfreeze) the card', (ctx) => confirmStatus(ctx, 'resume')),
  cardCommand('terminate', 'x', 'terminate', 'Terminate (close) the card: irreversible', (ctx) =>
    openCardForm(ctx, 'terminate'),
  ),
  cardCommand('edit', 'e', 'edit', 'Edit the card name and limits', (ctx) => openCardForm(ctx, 'edit')),
  cardCommand('reveal', 'v', 'reveal', 'Reveal the full number, CVV and expiry (30 s)', confirmReveal),
  {
    id: 'reveal.copy',
    keys: ['c'],
    modes: ['reveal'],
    internal: true,
    description: 'Copy the revealed number (OSC 52; emptied on close or after 30 s)',
    run: copyNumber,
  },
  {
    id: 'reveal.close',
    keys: ['esc', 'q'],
    modes: ['reveal'],
    internal: true,
    fallback: true,
    description: 'Hide the credentials (any key)',
    run: closeReveal,
  },
];
