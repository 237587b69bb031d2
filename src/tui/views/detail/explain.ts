// The explanation of a declined operation in its detail: the same explainer as the timeline's, fed by the
// same reads (the card, its events, our audit, its wallet, the purchases of its day or month) and the changes
// the console's card reads saw. The answer lands on the detail only while that operation's detail is still the
// one on top.
import { explainAlone, type Explanation } from '../../../actions/index.js';
import { eventCount, eventsWindow, readChangesOf, type DetailNote } from '../../../store/index.js';
import { cardOf } from '../../forms/subjects.js';
import type { CommandContext } from '../../view/types.js';

/** The explainer's answer as the detail keeps it (data only). */
export function noteOf(explanation: Explanation): DetailNote {
  const step = explanation.nextStep;
  return {
    state: 'ready',
    why: explanation.why,
    facts: explanation.facts,
    next: step.text,
    ...(step.kind === 'key' ? { key: step.key } : {}),
  };
}

/** When the detail on top is a declined card operation, reads and explains it. */
export function explainTopDetail(ctx: CommandContext): void {
  const state = ctx.store.getState();
  const top = state.view.details[state.view.details.length - 1];
  const ops = ctx.ops;
  if (top?.kind !== 'operation' || !ops) return;
  const op = state.entities.operations.get(top.id);
  if (!op || op.kind !== 'card' || op.status !== 'declined') return;
  const annotate = (note: DetailNote) =>
    ctx.store.getState().mutators.annotateDetail({ kind: 'operation', id: op.id, note });
  annotate({ state: 'reading' });
  const live = eventsWindow(state.events, 0, eventCount(state.events));
  const reads = op.cardId === undefined ? [] : readChangesOf(state.readChanges, op.cardId);
  void explainAlone(ops, op, cardOf(state, op.cardId), live, state.zone, reads).then(
    (explanation) => annotate(noteOf(explanation)),
    (error: unknown) =>
      annotate({ state: 'failed', error: error instanceof Error ? error.message : String(error) }),
  );
}
