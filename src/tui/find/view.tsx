// The global card search (ctrl+f, :find): results from the card index as you type, best first;
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
import { openSearchCommand, searchCommands, searchInput } from './commands.js';
import { cardLabel, searchTitle } from './present.js';
import { searchEverywhere, searchResults, searchSlot, type SearchSlot } from './slot.js';
import { notSearchedText } from '../views/profiles/found.js';
import type { CrossProfileFind, ProfileSwitcher } from '../views/profiles/switcher.js';

function searchPageOf(
  slot: SearchSlot | undefined,
  accounts: ReadonlyMap<string, Account>,
  index: CardIndex | undefined,
  theme: Theme,
  profiles?: ProfileSwitcher,
): Page | undefined {
  if (!slot) return undefined;
  if (slot.everywhere) return everywherePage(slot, searchEverywhere(profiles, slot.text), theme);
  const results = searchResults(index, slot.text);
  const title = searchTitle(slot.text, results.rows.length, results.more, index?.status());
  return {
    title: titleLine(title, theme),
    lines: results.rows.map((row) => plain(cardLabel(row, accounts))),
    position: cursorIn(slot),
  };
}

/** Tab in the search: every profile's index, each card named with its profile. */
function everywherePage(slot: SearchSlot, found: CrossProfileFind, theme: Theme): Page {
  const skipped = notSearchedText(found);
  const n = found.hits.length;
  return {
    title: titleLine(`${n} card${n === 1 ? '' : 's'} in all profiles`, theme),
    lines: found.hits.map((hit) => plain(hit.label)),
    ...(skipped ? { foot: [plain(skipped)] } : {}),
    position: cursorIn(slot),
  };
}

const searchPage = (env: ViewEnv): Page | undefined =>
  searchPageOf(searchSlot(env.state), env.state.entities.accounts, env.index, env.theme, env.profiles);

const NO_INDEX = { subscribe: () => () => undefined, status: () => undefined };

function SearchBody(props: BodyProps) {
  const { store, theme, index, profiles } = useConsole();
  const slot = useStore(store, searchSlot);
  const accounts = useStore(store, (s) => s.entities.accounts);
  const source = index ?? NO_INDEX;
  const status = useSyncExternalStore(source.subscribe, source.status);
  // The status is a dependency: results follow the crawl while it fills the index.
  const page = useMemo(
    () => searchPageOf(slot, accounts, index, theme, profiles),
    [slot, accounts, index, theme, status, profiles],
  );
  return page ? <PageViewport page={page} {...props} /> : null;
}

export const searchView: View = {
  id: 'search',
  page: searchPage,
  Body: SearchBody,
  openers: [openSearchCommand],
  commands: searchCommands,
  input: searchInput,
  status: (state) => {
    const slot = searchSlot(state);
    return slot && `find card${slot.everywhere ? ' in all profiles' : ''}: ${safe(slot.text)}_`;
  },
};
