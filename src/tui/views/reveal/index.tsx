// The reveal box: a card's full number, CVV and expiry from the secret box (never the store), hidden
// after 30 s or on any key; `c` copies the number to the terminal's clipboard (OSC 52).
import { useEffect, useReducer, useSyncExternalStore } from 'react';
import type { AppState } from '../../../store/index.js';
import type { CommandContext } from '../../command-types.js';
import { useConsole } from '../../components/context.js';
import { slotOf } from '../../view/registry.js';
import type { BodyProps, View } from '../../view/types.js';
import { PageViewport } from '../../view/Viewport.js';
import { revealLines } from './present.js';

export type RevealSlot = { readonly kind: 'reveal'; readonly cardId: string; readonly accountId: string };

export const revealSlot = (state: AppState) => slotOf<RevealSlot>(state, 'reveal');

export function openReveal(ctx: CommandContext, cardId: string, accountId: string): void {
  const slot: RevealSlot = { kind: 'reveal', cardId, accountId };
  ctx.store.getState().actions.setOverlay(slot);
}

const noSecrets = { subscribe: () => () => undefined, current: () => undefined };

function RevealBody(props: BodyProps) {
  const { secrets, now, osc52 } = useConsole();
  const box = secrets ?? noSecrets;
  const revealed = useSyncExternalStore(box.subscribe, box.current);
  // One frame a second for the countdown, only while the box shows something.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!revealed) return undefined;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [revealed]);
  const lines = revealLines(revealed, now(), osc52 ?? false, props.width);
  return <PageViewport page={{ lines }} width={props.width} height={props.height} />;
}

export const revealView: View = { id: 'reveal', Body: RevealBody };
