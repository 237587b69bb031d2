// The detail of the row opened with Enter (account, card, operation, cardholder): its sections as
// drawn lines, a title per section and a label/value line per fact.
import { SPEND_DAYS } from '../../../actions/index.js';
import {
  holderCardsKey,
  recentCardOpsKey,
  type AppState,
  type Card,
  type Operation,
} from '../../../store/index.js';
import { fit, truncate } from '../../text.js';
import type { Theme } from '../../theme.js';
import { plain, segmented, tinted, type DrawnLine } from '../../view/lines.js';
import type { KeyOf } from '../../view/types.js';
import { chartGlyphs } from '../timeline/chart.js';
import { wrapWords } from '../../present/wrap.js';
import { walletSpendLines } from './spend.js';

// The locale decides the chart's glyphs once: it does not change while the console runs.
const GLYPHS = chartGlyphs(process.env);
import {
  accountSections,
  cardholderSections,
  cardSections,
  flatten,
  operationSections,
  type FlatLine,
} from './sections.js';

function listed<T>(state: AppState, key: string, table: ReadonlyMap<string, T>): T[] {
  return (state.lists[key]?.ids ?? []).map((id) => table.get(id)).filter((x): x is T => x !== undefined);
}

export function recentOperations(state: AppState, cardId: string): Operation[] {
  return listed(state, recentCardOpsKey(cardId), state.entities.operations);
}

export function holderCards(state: AppState, holderId: string): Card[] {
  return listed(state, holderCardsKey(holderId), state.entities.cards);
}

/** The open detail (the top of the stack) as titled sections, flattened. */
/** `keyOf` names keys in the text (a decline points to the timeline's key). */
export function detailLines(state: AppState, theme: Theme, keyOf: KeyOf): FlatLine[] {
  const view = state.view.details[state.view.details.length - 1];
  if (!view) return [];
  const e = state.entities;
  switch (view.kind) {
    case 'account': {
      const account = e.accounts.get(view.id);
      const sections = accountSections(account, e.accountExtras.get(view.id), theme);
      // The spend chart goes under the account's own facts (its balance), before fees and BINs.
      if (account)
        sections.splice(1, 0, {
          title: `Card spend, last ${SPEND_DAYS} days (UTC)`,
          lines: [],
          block: (width) => walletSpendLines(account, view.spend, GLYPHS, width),
        });
      return flatten(sections);
    }
    case 'card':
      return flatten(cardSections(e.cards.get(view.id), recentOperations(state, view.id), theme, state.zone));
    case 'operation':
      return flatten(
        operationSections(e.operations.get(view.id), theme, state.zone, keyOf('timeline'), view.note),
      );
    case 'cardholder':
      return flatten(cardholderSections(e.cardholders.get(view.id), holderCards(state, view.id), theme));
  }
}

/**
 * Each fact as `label value` at `width`: labels in a column of up to 24, values cut to the rest, or wrapped
 * under their label when the line asks (an explanation reads whole).
 */
export function drawnDetail(lines: readonly FlatLine[], theme: Theme, width: number): DrawnLine[] {
  const labelWidth = Math.min(24, Math.floor(width / 3));
  const room = Math.max(0, width - labelWidth - 3);
  return lines.flatMap((l) => {
    if (l.kind === 'title') return [tinted(l.text, theme.accent, { bold: true })];
    if (l.kind === 'block') return l.lines(Math.max(1, width - 2)).map((text) => plain(`  ${text}`));
    const color = l.line.color ? { color: l.line.color } : {};
    const values =
      l.line.wrap && room > 0 ? wrapWords(l.line.value, room, '  ') : [truncate(l.line.value, room)];
    return values.map((value, i) =>
      segmented([{ text: `  ${fit(i === 0 ? l.line.label : '', labelWidth)} ` }, { text: value, ...color }]),
    );
  });
}
