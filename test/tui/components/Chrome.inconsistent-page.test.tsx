// The console asked for 100 cards and a server answered 5,000 rows with totalQuantity 10, or one card
// 5,000 times: the pane keeps the last good rows under their true count, the header says degraded
// because the server sent an inconsistent page, and marking one row marks that row only.
import { afterEach, describe, expect, it } from 'vitest';
import type { CardListItem } from '../../../src/contract/index.js';
import { cardListItem } from '../../support/contract-objects.js';
import { orgData, orgHandlers } from '../../support/org-data.js';
import { loadAll, mount, type Harness } from '../../support/harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const headerOf = (frame: string) => frame.split('\n')[0] ?? '';
/** Rows drawn with the mark (`+` after the cursor column). */
const markedRows = (frame: string) => frame.split('\n').filter((line) => /[> ]\+[A-Za-z]/.test(line));

/** The org's data, with the card list replaced by whatever `page()` says (a proxy that rewrites pages). */
async function mountWithCards(page: () => { rows: CardListItem[]; total: number }): Promise<Harness> {
  const handlers = orgHandlers(orgData(1, 5));
  const m = await mount(
    {
      ...handlers,
      listCards: () => {
        const { rows, total } = page();
        return { data: rows, pagination: { quantity: 100, totalQuantity: total, currentPage: 1, pages: 1 } };
      },
    },
    { columns: 120, rows: 30 },
  );
  await loadAll(m);
  await m.press('2');
  await loadAll(m);
  return m;
}

const good = Array.from({ length: 5 }, (_, i) => cardListItem(i + 1, { name: `Good card ${i + 1}` }));

describe('an inconsistent page on screen', () => {
  for (const [what, rows] of [
    ['5,000 rows for a page of 100', Array.from({ length: 5_000 }, (_, i) => cardListItem(i + 1))],
    ['one card 5,000 times', Array.from({ length: 5_000 }, () => cardListItem(9, { name: 'Same card' }))],
  ] as const) {
    it(`${what} with totalQuantity 10: the last good rows stay and the header says degraded`, async () => {
      let page = { rows: good, total: 5 };
      h = await mountWithCards(() => page);
      expect(h.frame()).toContain('5 total');
      expect(h.frame()).toContain('Good card 5');
      page = { rows, total: 10 };
      await h.sync.refresh();
      await h.settle();
      const frame = h.frame();
      expect(headerOf(frame)).toContain('degraded: the server sent an inconsistent page');
      expect(frame).toContain('5 total');
      expect(frame).not.toContain('10 total');
      for (const card of good) expect(frame).toContain(card.name);
      expect(frame).not.toContain('Same card');
      // Marking the row under the cursor marks that card alone.
      await h.press(' ');
      expect([...h.store.getState().marks]).toEqual([good[0]!.cardId]);
      expect(markedRows(h.frame())).toHaveLength(1);
    });
  }
});
