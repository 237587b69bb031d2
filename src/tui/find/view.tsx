// The global card find (ctrl+f, :find): results from the card index as you type, best first;
// Enter goes to the chosen card. While the first crawl runs the title says the results may be incomplete.
import { useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import type { Account } from '../../store/index.js';
import type { CardIndex } from '../../sync/card-index/index.js';
import { useConsole } from '../components/context.js';
import { safe } from '../text.js';
import type { Theme } from '../theme.js';
import { plain, titleLine } from '../view/lines.js';
import { cursorIn } from '../view/registry.js';
import type { BodyProps, Page, View, ViewEnv } from '../view/types.js';
import { PageViewport } from '../view/Viewport.js';
import { openFindCommand, findCommands, findInput } from './commands.js';
import { indexRowLine, searchTitle } from './present.js';
import { findInEveryProfile, findResults, findSlot, type FindSlot } from './slot.js';
import { notSearchedText } from '../views/profiles/found.js';
import type { CrossProfileFind, ProfileSwitcher } from '../views/profiles/switcher.js';

function findPageOf(
  slot: FindSlot | undefined,
  accounts: ReadonlyMap<string, Account>,
  index: CardIndex | undefined,
  theme: Theme,
  profiles?: ProfileSwitcher,
): Page | undefined {
  if (!slot) return undefined;
  if (slot.everywhere) return everywherePage(slot, findInEveryProfile(profiles, slot.text), theme);
  const results = findResults(index, slot.text);
  const title = searchTitle(slot.text, results.rows.length, results.more, index?.status());
  return {
    title: titleLine(title, theme),
    lines: results.rows.map((row) => plain(indexRowLine(row, accounts))),
    position: cursorIn(slot),
  };
}

/** Tab in the find: every profile's index, each card named with its profile. */
function everywherePage(slot: FindSlot, found: CrossProfileFind, theme: Theme): Page {
  const skipped = notSearchedText(found);
  const n = found.hits.length;
  return {
    title: titleLine(`${n} card${n === 1 ? '' : 's'} in all profiles`, theme),
    lines: found.hits.map((hit) => plain(hit.label)),
    ...(skipped ? { foot: [plain(skipped)] } : {}),
    position: cursorIn(slot),
  };
}

const findPage = (env: ViewEnv): Page | undefined =>
  findPageOf(findSlot(env.state), env.state.entities.accounts, env.index, env.theme, env.profiles);

const NO_INDEX = { subscribe: () => () => undefined, status: () => undefined };

function FindBody(props: BodyProps) {
  const { store, theme, index, profiles } = useConsole();
  const slot = useStore(store, findSlot);
  const accounts = useStore(store, (s) => s.entities.accounts);
  const source = index ?? NO_INDEX;
  const status = useSyncExternalStore(source.subscribe, source.status);
  // The status is a dependency: results follow the crawl while it fills the index.
  const page = useMemo(
    () => findPageOf(slot, accounts, index, theme, profiles),
    [slot, accounts, index, theme, status, profiles],
  );
  return page ? <PageViewport page={page} {...props} /> : null;
}

export const findView: View = {
  id: 'find',
  page: findPage,
  Body: FindBody,
  openers: [openFindCommand],
  commands: findCommands,
  input: findInput,
  status: (state) => {
    const slot = findSlot(state);
    return slot && `find card${slot.everywhere ? ' in all profiles' : ''}: ${safe(slot.text)}_`;
  },
};
