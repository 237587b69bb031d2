// The detail view: the row opened with Enter, on a stack (a card's holder opens over the card);
// its state is the store's detail stack and scroll.
import { titleLine } from '../../view/lines.js';
import { DETAIL_VIEW, type Page, type View, type ViewEnv } from '../../view/types.js';
import { browseLeading, browseShared } from '../browse/index.js';
import { detailLines, drawnDetail } from './present.js';

function detailPage(env: ViewEnv, width: number): Page | undefined {
  const { state, theme, views } = env;
  const top = state.view.details[state.view.details.length - 1];
  if (!top) return undefined;
  return {
    title: titleLine(`${top.kind} detail`, theme),
    lines: drawnDetail(detailLines(state, theme, views.keyOf), theme, width),
    position: {
      kind: 'scroll',
      at: state.view.detailScroll,
      set: (ctx, at) => ctx.store.getState().mutators.setDetailScroll(at),
    },
  };
}

export const detailView: View = {
  id: DETAIL_VIEW,
  page: detailPage,
  commands: [
    ...browseLeading,
    ...browseShared.focus,
    ...browseShared.scrolling,
    ...browseShared.refresh,
    browseShared.jump,
    ...browseShared.actions,
  ],
};
