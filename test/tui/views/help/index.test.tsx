// The help overlay on a real (fake) terminal of 60 and 80 columns: scrolled from top to bottom it
// shows every heading and every line of the generated help, none cut, down to the last line.
import { afterEach, describe, expect, it } from 'vitest';
import { helpLines } from '../../../../src/tui/views/help/present.js';
import { orgData, orgHandlers } from '../../../support/org-data.js';
import { KEYS, loadAll, mount, type Harness } from '../../../support/harness.js';
import { consoleViews } from '../../../support/views.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

for (const columns of [60, 80]) {
  describe(`help at ${columns}x24`, () => {
    it('shows every help line whole while scrolling, down to the last', async () => {
      h = await mount(orgHandlers(orgData()), { columns, rows: 24 });
      await loadAll(h);
      await h.press('?');
      const seen = new Set<string>();
      const collect = () => {
        for (const line of h?.frame().split('\n') ?? []) seen.add(line.trimEnd());
      };
      collect();
      const expected = helpLines(h.store.getState(), columns, consoleViews()).map((l) => l.text.trimEnd());
      for (let i = 0; i < expected.length; i += 1) {
        await h.press(KEYS.down);
        collect();
      }
      for (const text of expected) expect(seen.has(text), text).toBe(true);
      for (const line of seen) expect(line.length, line).toBeLessThanOrEqual(columns);
      // Scrolled as far as it goes, the last line of the help is on screen.
      expect(h.frame()).toContain(expected[expected.length - 1] ?? '?');
    });
  });
}

describe('help at 80x24 says that it scrolls', () => {
  it('names the lines shown of how many, and the key for more, from the command table', async () => {
    h = await mount(orgHandlers(orgData()), { columns: 80, rows: 24 });
    await loadAll(h);
    await h.press('?');
    const views = consoleViews();
    const total = helpLines(h.store.getState(), 80, views).length;
    const more = views.keyOf('page.down');
    const shown = new RegExp(`lines 1-(\\d+) of ${total}, ${more} for more`).exec(h.frame());
    expect(shown, h.frame()).not.toBeNull();
    const last = Number(shown?.[1]);
    expect(last).toBeLessThan(total);
    // The lines it names are the ones on screen: the last of them shows, the next does not.
    const expected = helpLines(h.store.getState(), 80, views).map((l) => l.text.trimEnd());
    expect(h.frame()).toContain(expected[last - 1]);
    await h.press('G');
    expect(h.frame()).toMatch(new RegExp(`lines \\d+-${total} of ${total}\\b`));
    expect(h.frame()).not.toContain('for more');
  });
});
