// The reveal box: a card's full number, CVV and expiry from the secret box (never the store), hidden
// after 30 s or on any key; `c` copies the number to the terminal's clipboard (OSC 52).
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { revealCredentials } from '../../../actions/index.js';
import type { AppState } from '../../../store/index.js';
import { useConsole } from '../../components/context.js';
import { cardLabel, cardOf, cardRef } from '../../forms/subjects.js';
import { describeError } from '../../text.js';
import { quitNow } from '../../view/common.js';
import { closeOverlay, openSlot, slotOf } from '../../view/registry.js';
import type { BodyProps, Command, CommandContext, Step, StepArgs, View } from '../../view/types.js';
import { PageViewport } from '../../view/Viewport.js';
import { revealLines } from './present.js';

export type RevealSlot = { readonly kind: 'reveal'; readonly cardId: string; readonly accountId: string };

export const revealSlot = (state: AppState) => slotOf<RevealSlot>(state, 'reveal');

/** What a confirmed reveal does: fetch the card's credentials into the box and show them. */
export const revealStep = (cardId: string, accountId: string) => ({
  view: 'reveal',
  step: 'show',
  args: { cardId, accountId } satisfies StepArgs,
});

/** Fetches the credentials into the secret box (never the store) and shows the box. */
async function reveal(ctx: CommandContext, cardId: string, accountId: string): Promise<void> {
  const state = ctx.store.getState();
  const card = cardOf(state, cardId);
  const ref = card && cardRef(card, accountId);
  if (!ref || !ctx.ops || !ctx.secrets) return;
  ctx.secrets.clear();
  openSlot<RevealSlot>(ctx.store, { kind: 'reveal', cardId, accountId });
  const result = await revealCredentials(ctx.ops, ref);
  const stillWanted = revealSlot(ctx.store.getState())?.cardId === cardId;
  if (!result.ok) {
    if (stillWanted) closeOverlay(ctx.store);
    const text = `reveal ${cardLabel(card)}: ${describeError(result.error)}`;
    ctx.store.getState().mutators.notify('error', text, ctx.now());
    return;
  }
  // The operator pressed a key (closing the view) before the answer came: show nothing.
  if (stillWanted) ctx.secrets.show(cardId, result.value);
}

const showStep: Step = (ctx, { cardId, accountId }) => {
  if (cardId && accountId) void reveal(ctx, cardId, accountId);
};

function closeReveal(ctx: CommandContext): void {
  ctx.secrets?.clear();
  closeOverlay(ctx.store);
}

/** Copies the number and keeps the box open: closing it (or 30 s) empties the clipboard again. */
function copyNumber(ctx: CommandContext): void {
  const revealed = ctx.secrets?.current();
  const write = ctx.writeTerminal;
  if (revealed && ctx.osc52 && write) {
    ctx.secrets?.copy(write);
  } else if (revealed) {
    const why = 'this terminal does not take OSC 52 copies (CARD_CONSOLE_OSC52=1 forces it)';
    ctx.store.getState().mutators.notify('warn', why, ctx.now());
    closeReveal(ctx);
  }
}

const commands: readonly Command[] = [
  {
    id: 'reveal.copy',
    keys: ['c'],
    group: 'On a card',
    internal: true,
    description: 'Copy the revealed number (OSC 52; emptied on close or after 30 s)',
    run: copyNumber,
  },
  {
    id: 'reveal.close',
    keys: ['esc', 'q'],
    group: 'On a card',
    internal: true,
    fallback: true,
    hint: 'hide (any key)',
    description: 'Hide the credentials (any key)',
    run: closeReveal,
  },
  quitNow,
];

const noSecrets = { subscribe: () => () => undefined, current: () => undefined };

function RevealBody(props: BodyProps) {
  const { secrets, now, osc52, views } = useConsole();
  const box = secrets ?? noSecrets;
  const revealed = useSyncExternalStore(box.subscribe, box.current);
  // One frame a second for the countdown, only while the box shows something.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!revealed) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [revealed]);
  const lines = revealLines(revealed, now(), osc52 ? views.keyOf('reveal.copy') : undefined, props.width);
  return <PageViewport page={{ lines }} width={props.width} height={props.height} />;
}

export const revealView: View = { id: 'reveal', Body: RevealBody, commands, steps: { show: showStep } };
