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
import { searchResults, searchSlot, type SearchSlot } from './slot.js';

function searchPageOf(
  slot: SearchSlot | undefined,
  accounts: ReadonlyMap<string, Account>,
  index: CardIndex | undefined,
  theme: Theme,
): Page | undefined {
  if (!slot) return undefined;
  const results = searchResults(index, slot.text);
  const title = searchTitle(slot.text, results.rows.length, results.more, index?.status());
  return {
    title: titleLine(title, theme),
    lines: results.rows.map((row) => plain(cardLabel(row, accounts))),
    position: cursorIn(slot),
  };
}

const searchPage = (env: ViewEnv): Page | undefined =>
  searchPageOf(searchSlot(env.state), env.state.entities.accounts, env.index, env.theme);

const NO_INDEX = { subscribe: () => () => undefined, status: () => undefined };

function SearchBody(props: BodyProps) {
  const { store, theme, index } = useConsole();
  const slot = useStore(store, searchSlot);
  const accounts = useStore(store, (s) => s.entities.accounts);
  const source = index ?? NO_INDEX;
  const status = useSyncExternalStore(source.subscribe, source.status);
  // The status is a dependency: results follow the crawl while it fills the index.
  const page = useMemo(
    () => searchPageOf(slot, accounts, index, theme),
    [slot, accounts, index, theme, status],
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
    return slot && `find card: ${safe(slot.text)}_`;
  },
};
