// `:profile`: the chooser of the config file's profiles (name, host, org, read-only, "looks like
// production", credentials missing); Enter switches in place. `:profile NAME` switches at once.
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, titleLine } from '../../view/lines.js';
import { closeOverlay, cursorIn, openSlot, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { AppState } from '../../../store/index.js';
import type { Command, CommandContext, Page, View, ViewEnv } from '../../view/types.js';
import { profileRow, switchRefusal } from './present.js';
import { foundPage, openHit } from './found.js';
import type { ProfilesSlot } from './slot.js';
import type { ProfileCardHit, ProfileChoice } from './switcher.js';

const SINGLE = 'this console has one profile (add more with: card-console profiles add)';

function profilesPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<ProfilesSlot>(env.state, 'profiles');
  if (!slot) return undefined;
  if (slot.found) return foundPage(slot.found, slot, env.theme);
  return {
    title: titleLine(`Profiles (shown: ${slot.shown})`, env.theme),
    lines: slot.choices.map((c) => plain(profileRow(c, slot.shown))),
    empty: plain(SINGLE),
    position: cursorIn(slot),
  };
}

const underCursor = (
  state: AppState,
): { slot?: ProfilesSlot; choice?: ProfileChoice; hit?: ProfileCardHit } => {
  const slot = slotOf<ProfilesSlot>(state, 'profiles');
  if (!slot) return {};
  if (slot.found) return { slot, hit: slot.found.hits[cursorRow(slot.cursor, slot.found.hits.length)] };
  return { slot, choice: slot.choices[cursorRow(slot.cursor, slot.choices.length)] };
};

function switchNow(ctx: CommandContext, name: string): void {
  if (!ctx.profiles) {
    ctx.store.getState().mutators.notify('warn', `:profile: ${SINGLE}`, ctx.now());
    return;
  }
  void ctx.profiles.switchTo(name);
}

const open: Command = {
  id: 'profile.open',
  keys: [],
  group: 'Views',
  palette: 'profile',
  argument: '[NAME]',
  description: 'Switch to another profile in place: a chooser, or NAME at once',
  run: (ctx, argument) => {
    const name = argument?.trim();
    if (name) return switchNow(ctx, name);
    if (!ctx.profiles) return switchNow(ctx, '');
    const shown = ctx.profiles.current();
    const choices = ctx.profiles.choices();
    const at = Math.max(
      0,
      choices.findIndex((c) => c.name === shown),
    );
    openSlot<ProfilesSlot>(ctx.store, { kind: 'profiles', choices, shown, cursor: at });
  },
};

const choose: Command = {
  id: 'profile.switch',
  keys: ['enter'],
  group: 'Views',
  hint: 'switch',
  description: 'Profiles: show the profile under the cursor (or the card found, in its profile)',
  disabledReason: (state) => {
    const { slot, choice, hit } = underCursor(state);
    if (!slot) return 'the profile chooser is not open';
    if (slot.found) return hit ? undefined : 'no card under the cursor';
    return switchRefusal(choice, slot.shown);
  },
  run: (ctx) => {
    const { choice, hit } = underCursor(ctx.store.getState());
    closeOverlay(ctx.store);
    if (hit) openHit(ctx, hit);
    else if (choice) switchNow(ctx, choice.name);
  },
};

export const profilesView: View = {
  id: 'profiles',
  page: profilesPage,
  openers: [open],
  commands: [
    choose,
    closing({ id: 'profile.close', group: 'Views', hint: 'close', description: 'Close the profile chooser' }),
    ...scrolling,
    quitNow,
  ],
};
