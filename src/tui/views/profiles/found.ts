// `:card <query> --all`: every profile's card index searched at once. One card found: its profile is
// shown and the card opened; several: the profile chooser lists them, each named with its profile.
import { parseCardQuery } from '../../../sync/card-index/index.js';
import { jumpToChoice } from '../../find/jump.js';
import { safe } from '../../text.js';
import type { Theme } from '../../theme.js';
import { plain, tinted, titleLine } from '../../view/lines.js';
import { cursorIn, openSlot } from '../../view/registry.js';
import type { CommandContext, Page } from '../../view/types.js';
import type { FoundSlot, ProfilesSlot } from './slot.js';
import type { CrossProfileFind, ProfileCardHit } from './switcher.js';

/** "not searched: beta (no card index on disk yet)" */
export function notSearchedText(find: CrossProfileFind): string | undefined {
  if (find.notSearched.length === 0) return undefined;
  return `not searched: ${find.notSearched.map((n) => `${safe(n.profile)} (${safe(n.why)})`).join(', ')}`;
}

export function foundPage(found: FoundSlot, slot: ProfilesSlot, theme: Theme): Page {
  const skipped = notSearchedText(found);
  const n = found.hits.length;
  return {
    title: titleLine(`${n} card${n === 1 ? '' : 's'} match ${safe(found.query)} across profiles`, theme),
    lines: found.hits.map((h) => plain(h.label)),
    ...(skipped ? { foot: [tinted(skipped, theme.muted)] } : {}),
    position: cursorIn(slot),
  };
}

/** Opens a card found: in place when it is of the profile shown, else after switching to its profile. */
export function openHit(ctx: CommandContext, hit: ProfileCardHit): void {
  if (!ctx.profiles || hit.profile === ctx.profiles.current()) {
    jumpToChoice(ctx, { cardId: hit.cardId, accountId: hit.walletId, label: hit.label });
    return;
  }
  void ctx.profiles.switchTo(hit.profile, { card: { id: hit.cardId, walletId: hit.walletId } });
}

/** `:card <query> --all`. */
export function findEverywhere(ctx: CommandContext, query: string): void {
  const a = ctx.store.getState().mutators;
  if (!ctx.profiles) {
    a.notify(
      'warn',
      ':card --all: this console has one profile (add more with: card-console profiles add)',
      ctx.now(),
    );
    return;
  }
  if (!parseCardQuery(query)) {
    a.notify(
      'warn',
      `:card ${safe(query)} --all: give the last 4 digits, first 6 and last 4 (411111...7292), or an id or its first 4+ characters`,
      ctx.now(),
    );
    return;
  }
  const found = ctx.profiles.findEverywhere(query);
  const skipped = notSearchedText(found);
  if (found.hits.length === 0) {
    a.notify(
      'warn',
      `no card matches ${safe(query)} in any profile${skipped ? `; ${skipped}` : ''}`,
      ctx.now(),
    );
    return;
  }
  if (found.hits.length === 1 && !skipped) {
    openHit(ctx, found.hits[0]!);
    return;
  }
  openSlot<ProfilesSlot>(ctx.store, {
    kind: 'profiles',
    choices: [],
    shown: ctx.profiles.current(),
    cursor: 0,
    found: { ...found, query },
  });
}
