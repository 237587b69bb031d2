// A bulk confirmation remembers its cards as the plan saw them. When the store shows one changed
// before `y` (another operator froze it, funded it...), the `y` does not start the job: the plan is
// made again from the cards as they are now and asked again, each change named.
import type { BulkPlan, CardRef } from '../../actions/index.js';
import type { AppState } from '../../store/index.js';
import { cardName } from '../present/card-name.js';
import { plainMoney } from '../present/money.js';
import { safe } from '../text.js';
import type { CommandContext } from '../view/types.js';
import { describeError } from '../text.js';
import { closeOverlay } from '../view/registry.js';
import { showJobs } from '../views/jobs/slot.js';
import { cardsText } from '../views/jobs/present.js';
import { planBulk } from './prepare.js';

const described = (status: string, balance: string | undefined, currency: string | undefined) =>
  `${safe(status)}${balance === undefined ? '' : `, available ${plainMoney(balance)} ${safe(currency ?? '')}`}`;

/** One line per card of the plan whose state or available balance the store shows changed since it was planned. */
export function planChanges(plan: BulkPlan, state: AppState): string[] {
  const refs: CardRef[] = [...plan.items.map((i) => i.card), ...plan.skipped.map((s) => s.card)];
  const lines: string[] = [];
  for (const ref of refs) {
    const now = state.entities.cards.get(ref.id);
    if (!now) continue;
    const balanceChanged =
      ref.availableBalance !== undefined &&
      now.availableBalance !== undefined &&
      now.availableBalance !== ref.availableBalance;
    if (now.status === ref.status && !balanceChanged) continue;
    lines.push(
      `  ${cardName(ref)}: was ${described(ref.status, ref.availableBalance, ref.currency)}, is ${described(now.status, now.availableBalance, now.currency)}`,
    );
  }
  return lines;
}

/** The plan again from the cards as the store holds them now, shown with what changed; false if nothing changed. */
export function reaskIfChanged(ctx: CommandContext, planId: string, plan: BulkPlan): boolean {
  const changes = planChanges(plan, ctx.store.getState());
  if (changes.length === 0) return false;
  ctx.bulk?.dropPlan(planId);
  const { action, amount, description, limits } = plan.spec;
  void planBulk(ctx, {
    action,
    ...(amount !== undefined ? { amount } : {}),
    ...(description !== undefined ? { description } : {}),
    ...(limits !== undefined ? { limits } : {}),
  }).then((result) => {
    if (!result.ok || !ctx.bulk) {
      if (!result.ok)
        ctx.store
          .getState()
          .mutators.notify('error', `bulk ${action}: ${describeError(result.error)}`, ctx.now());
      closeOverlay(ctx.store);
      return;
    }
    const changed = [
      `${cardsText(changes.length)} changed since you were asked; the plan below is made again from them as they are now:`,
      ...changes,
      '',
    ];
    showJobs(ctx, { planId: ctx.bulk.keepPlan(result.value as BulkPlan), scroll: 0, changed });
  });
  return true;
}
