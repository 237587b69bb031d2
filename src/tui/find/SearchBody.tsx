// The global card search: results from the card index as you type, best first; Enter goes to the
// chosen card. While the first crawl runs the title says the results may be incomplete.
import { Box } from 'ink';
import { useMemo, useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { PlainLine } from '../components/Line.js';
import { useConsole } from '../components/context.js';
import { truncate } from '../text.js';
import { searchResults } from './commands.js';
import { cardLabel, searchTitle } from './present.js';

const NO_INDEX = { subscribe: () => () => undefined, status: () => undefined };

export function SearchBody({ width, height }: { width: number; height: number }) {
  const { store, theme, index } = useConsole();
  const overlay = useStore(store, (s) => (s.view.overlay?.kind === 'search' ? s.view.overlay : undefined));
  const accounts = useStore(store, (s) => s.entities.accounts);
  const source = index ?? NO_INDEX;
  const status = useSyncExternalStore(source.subscribe, source.status);
  const text = overlay?.text ?? '';
  // The status is a dependency: results follow the crawl while it fills the index.
  const results = useMemo(() => searchResults({ ...(index ? { index } : {}) }, text), [index, text, status]);
  if (!overlay) return null;
  const rows = Math.max(0, height - 1);
  const offset = Math.max(0, overlay.cursor - rows + 1);
  const title = `${searchTitle(text, results.rows.length, results.more, status)} | Enter go | Esc close`;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <PlainLine text={truncate(title, width)} bold color={theme.accent} />
      {results.rows.slice(offset, offset + rows).map((row, i) => (
        <PlainLine
          key={row.id}
          text={truncate(`${offset + i === overlay.cursor ? '>' : ' '} ${cardLabel(row, accounts)}`, width)}
          inverse={offset + i === overlay.cursor && theme.inverse}
        />
      ))}
    </Box>
  );
}
