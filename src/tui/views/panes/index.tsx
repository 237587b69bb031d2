// The panes: accounts, cards, operations and cardholders, laid out for the terminal size (wide: side
// by side; narrow: one pane under a tab strip). The view under every other one.
import { Box } from 'ink';
import { useStore } from 'zustand';
import { PANES, selectCursor, selectPaneRows, type PaneId } from '../../../store/index.js';
import type { CommandContext } from '../../view/types.js';
import { PlainLine } from '../../components/Line.js';
import { useConsole } from '../../components/context.js';
import { truncate } from '../../text.js';
import { PANES_VIEW, type BodyProps, type Scroller, type View } from '../../view/types.js';
import { turnWalletFilterPage } from '../../find/jump.js';
import { turnEveryWalletPage } from '../../find/every-wallet.js';
import { browseLeading, browseShared, browseSteps } from '../browse/index.js';
import { openRow, paneCommands } from './commands.js';
import { Pane, paneTab } from './Pane.js';

function Tabs({ focus, width }: { focus: PaneId; width: number }) {
  const text = PANES.map((p) => (p === focus ? `[${paneTab(p)}]` : ` ${paneTab(p)} `)).join(' ');
  return <PlainLine text={truncate(text, width)} />;
}

function PanesBody({ layout, width }: BodyProps) {
  const { store } = useConsole();
  const focus = useStore(store, (s) => s.view.focus);
  if (layout.kind === 'stacked') {
    const box = layout.right[0]!;
    return (
      <Box flexDirection="column" height={layout.bodyHeight} width={width}>
        <Tabs focus={focus} width={width} />
        <Pane pane={box.pane} width={box.width} height={box.height} />
      </Box>
    );
  }
  const left = layout.left!;
  return (
    <Box flexDirection="row" height={layout.bodyHeight} width={width}>
      <Pane pane={left.pane} width={left.width} height={left.height} />
      <Box width={1} />
      <Box flexDirection="column">
        {layout.right.map((box) => (
          <Pane key={box.pane} pane={box.pane} width={box.width} height={box.height} />
        ))}
      </Box>
    </Box>
  );
}

/** The focused pane's cursor: a page move at its edge turns the server's page (the store's `page`). */
function paneScroller(ctx: CommandContext): Scroller {
  const state = ctx.store.getState();
  const pane = state.view.focus;
  return {
    kind: 'cursor',
    at: selectCursor(state, pane),
    length: selectPaneRows(state, pane).length,
    room: state.view.pageRows,
    set: (c, at) => c.store.getState().mutators.setCursor(pane, at),
    // The whole-wallet filter turns its own pages (from the index), the server's lists theirs.
    beyond: (c, direction) => {
      const turned =
        pane === 'cards' && (turnEveryWalletPage(c, direction) || turnWalletFilterPage(c, direction));
      if (!turned) c.store.getState().mutators.page(direction);
    },
  };
}

const { navigation, filterText, filters, marks } = paneCommands;

export const panesView: View = {
  id: PANES_VIEW,
  Body: PanesBody,
  scroller: paneScroller,
  commands: [
    ...browseLeading,
    ...navigation,
    ...browseShared.focus,
    ...browseShared.scrolling,
    openRow,
    filterText,
    ...browseShared.refresh,
    browseShared.jump,
    ...filters,
    ...browseShared.actions,
    ...marks,
  ],
  steps: browseSteps,
};
