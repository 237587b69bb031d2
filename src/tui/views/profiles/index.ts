// `:profile`: the chooser of the config file's profiles (name, host, org, read-only, "looks like
// production", credentials missing); Enter switches in place. `:profile NAME` switches at once.
import { closing, quitNow, scrolling } from '../../view/common.js';
import { plain, titleLine } from '../../view/lines.js';
import { closeOverlay, cursorIn, openSlot, slotOf } from '../../view/registry.js';
import { cursorRow } from '../../view/span.js';
import type { AppState } from '../../../store/index.js';
import type { Command, CommandContext, Page, View, ViewEnv } from '../../view/types.js';
import { profileRow, switchRefusal } from './present.js';
import type { ProfileChoice } from './switcher.js';

export type ProfilesSlot = {
  readonly kind: 'profiles';
  /** The profiles as they were when the chooser opened (data only, never a credential). */
  readonly choices: readonly ProfileChoice[];
  readonly shown: string;
  readonly cursor: number;
};

const SINGLE = 'this console has one profile (add more with: card-console profiles add)';

function profilesPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<ProfilesSlot>(env.state, 'profiles');
  if (!slot) return undefined;
  return {
    title: titleLine(`Profiles (shown: ${slot.shown})`, env.theme),
    lines: slot.choices.map((c) => plain(profileRow(c, slot.shown))),
    empty: plain(SINGLE),
    position: cursorIn(slot),
  };
}

const underCursor = (state: AppState): { slot?: ProfilesSlot; choice?: ProfileChoice } => {
  const slot = slotOf<ProfilesSlot>(state, 'profiles');
  return slot ? { slot, choice: slot.choices[cursorRow(slot.cursor, slot.choices.length)] } : {};
};

function switchNow(ctx: CommandContext, name: string): void {
  if (!ctx.profiles) {
    ctx.store.getState().actions.notify('warn', `:profile: ${SINGLE}`, ctx.now());
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
  description: 'Profiles: show the profile under the cursor',
  disabledReason: (state) => {
    const { slot, choice } = underCursor(state);
    return slot ? switchRefusal(choice, slot.shown) : 'the profile chooser is not open';
  },
  run: (ctx) => {
    const { choice } = underCursor(ctx.store.getState());
    closeOverlay(ctx.store);
    if (choice) switchNow(ctx, choice.name);
  },
};

const cancel = closing({
  id: 'profile.close',
  keys: ['esc', 'q'],
  group: 'Views',
  hint: 'close',
  description: 'Close the profile chooser',
});

export const profilesView: View = {
  id: 'profiles',
  page: profilesPage,
  openers: [open],
  commands: [choose, cancel, ...scrolling, quitNow],
};
