import { describe, expect, it } from 'vitest';
import { layTitle, type TitlePart } from '../../../../src/tui/views/panes/title-layout.js';

const tab: TitlePart = { text: '2 Cards' };
const count: TitlePart = { text: '1,204 total | page 2/49' };

describe('the layout of a list title', () => {
  it('leaves a title that fits whole, parts joined in order', () => {
    const parts = [tab, { text: 'of Main', gives: 2 }, count];
    expect(layTitle(parts, 80)).toBe('2 Cards | of Main | 1,204 total | page 2/49');
    expect(layTitle(parts, 43)).toBe('2 Cards | of Main | 1,204 total | page 2/49');
  });

  it('cuts the part that gives soonest, just enough, and keeps the count whole', () => {
    const parts = [
      tab,
      { text: 'of Marketing and events EUR', gives: 4 },
      { text: 'status active', gives: 2 },
      count,
    ];
    const title = layTitle(parts, 60);
    expect(title).toBe('2 Cards | of Market~ | status act~ | 1,204 total | page 2/49');
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it('drops a whole part (a date, the sort) rather than cutting it', () => {
    const parts = [
      tab,
      { text: 'of Main', gives: 4 },
      { text: '2026-11-28 13:30 .. ...', gives: 1, whole: true },
      { text: 'sort createdAt desc', gives: 5, whole: true },
      count,
    ];
    expect(layTitle(parts, 70)).toBe('2 Cards | of Main | 2026-11-28 13:30 .. ... | 1,204 total | page 2/49');
    // The bounds give way last: the subject goes first, and a date is never cut.
    expect(layTitle(parts, 60)).toBe('2 Cards | 2026-11-28 13:30 .. ... | 1,204 total | page 2/49');
    const narrow = layTitle(parts, 45);
    expect(narrow).toBe('2 Cards | 1,204 total | page 2/49');
    expect(narrow).not.toContain('2026-11');
  });

  it('at a width too small for anything else, the name and the count are all that is left', () => {
    const parts = [tab, { text: 'of Main USD', gives: 4 }, { text: 'status frozen', gives: 2 }, count];
    expect(layTitle(parts, 20)).toBe('2 Cards | 1,204 total | page 2/49');
  });

  it('skips empty parts', () => {
    expect(layTitle([tab, { text: '', gives: 1 }, count], 80)).toBe('2 Cards | 1,204 total | page 2/49');
  });
});
