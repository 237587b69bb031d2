// A notice of work under way ("reading back the card... (nothing sent yet)"): it is true only until the
// work ends, so it is taken back then — when the question it leads to opens, or the refusal is said —
// and never stays on the status line under (or after) a question that says something else.
import type { CommandContext } from './types.js';

/** Says `text` now; the function returned takes it back (the notices said after it stay). */
export function noticeUntilDone(
  ctx: Pick<CommandContext, 'store' | 'now'>,
  level: 'info' | 'warn',
  text: string,
): () => void {
  const mutators = ctx.store.getState().mutators;
  mutators.notify(level, text, ctx.now());
  const said = ctx.store.getState().notifications.at(-1);
  return () => {
    if (said?.text === text) ctx.store.getState().mutators.dismissNotification(said.id);
  };
}
