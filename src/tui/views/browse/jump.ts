// `:card <last4 | first6...last4 | id | id prefix>`: through the card index when there is one, else
// among the cards the store holds; several matches open the chooser.
import { parseCardQuery } from '../../../sync/card-index/index.js';
import { liveIndex, indexedJump } from '../../find/jump.js';
import { findCards } from '../../targets.js';
import { safe } from '../../text.js';
import type { CommandContext } from '../../view/types.js';
import { openChooser } from '../choose/slot.js';
import { readChooserActivity } from '../../find/chooser-activity.js';
import { findEverywhere } from '../profiles/found.js';

const mutators = (ctx: CommandContext) => ctx.store.getState().mutators;
const state = (ctx: CommandContext) => ctx.store.getState();

/** `:card <query> --all`: every profile's index. */
const EVERYWHERE = /\s+--all$/;

export function jump(ctx: CommandContext, query: string | undefined): void {
  if (query && EVERYWHERE.test(query.trim()))
    return findEverywhere(ctx, query.trim().replace(EVERYWHERE, ''));
  const a = mutators(ctx);
  if (!query) {
    a.notify('warn', 'usage: :card <last4 | first6...last4 | id | id prefix>', ctx.now());
    return;
  }
  const index = liveIndex(ctx);
  if (index && !parseCardQuery(query)) {
    a.notify(
      'warn',
      `:card ${safe(query)}: give the last 4 digits, first 6 and last 4 (411111...7292), or an id or its first 4+ characters`,
      ctx.now(),
    );
    return;
  }
  if (index) {
    void indexedJump(ctx, index, query).then((found) => (found ? undefined : loadedJump(ctx, query)));
    return;
  }
  loadedJump(ctx, query);
}

/** Among the cards the store holds (no index). */
function loadedJump(ctx: CommandContext, query: string): void {
  const a = mutators(ctx);
  const matches = findCards(state(ctx), query);
  if (matches.length === 0) {
    a.notify('warn', `${liveIndex(ctx) ? 'no card' : 'no loaded card'} matches ${safe(query)}`, ctx.now());
  } else if (matches.length === 1) {
    a.jumpToCard(matches[0]!.id, matches[0]!.accountId);
  } else {
    const accounts = state(ctx).entities.accounts;
    const choices = matches.slice(0, 50).map((c) => ({
      cardId: c.id,
      accountId: c.accountId,
      label: `${safe(c.maskedNumber)}  ${safe(c.name)}  ${safe(c.holder)}  ${safe(accounts.get(c.accountId ?? '')?.name ?? c.accountId)}`,
    }));
    openChooser(ctx, `${matches.length} cards match ${safe(query)}: which one?`, choices);
    readChooserActivity(ctx);
  }
}
