// Help (`?`) is generated from the command table, grouped under headings, one line per key at 80
// columns, nothing cut at 60 or 80 columns, and no key listed twice.
import { describe, expect, it } from 'vitest';
import { createAppStore, type AppState } from '../../../../src/store/index.js';
import type { Command } from '../../../../src/tui/view/types.js';
import { consoleViews } from '../../../support/views.js';
import { keyLabel } from '../../../../src/tui/key-labels.js';
import { HELP_GROUPS, helpLines, type HelpLine } from '../../../../src/tui/views/help/present.js';
import { ROW_MARKS, rowMarker } from '../../../../src/tui/present/rows.js';

const freshState = (): AppState => createAppStore().getState();
const views = consoleViews();

/** The entries of each heading, by the heading's title. */
function byHeading(lines: readonly HelpLine[]): Map<string, HelpLine[]> {
  const out = new Map<string, HelpLine[]>();
  let current = '';
  for (const line of lines) {
    if (line.kind === 'heading') out.set((current = line.text), []);
    else out.get(current)?.push(line);
  }
  return out;
}

const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');

describe('help', () => {
  it('groups the keys under headings, in order', () => {
    const headings = helpLines(freshState(), 80, views)
      .filter((l) => l.kind === 'heading')
      .map((l) => l.text.toLowerCase());
    expect(headings).toEqual([
      'navigation',
      'find and filters',
      'on a card',
      'on a wallet',
      'bulk',
      'views',
      'saved views',
      'forms',
      'row marks',
    ]);
    expect(HELP_GROUPS).toHaveLength(8);
  });

  it('explains every mark a row can carry, from the marks the rows draw, whole at 80 columns', () => {
    const marks = byHeading(helpLines(freshState(), 80, views)).get('Row marks') ?? [];
    const text = marks.map((l) => l.text).join(' ');
    for (const { mark, meaning } of Object.values(ROW_MARKS)) {
      expect(marks.some((l) => l.kind === 'mark' && l.text.trim().startsWith(`${mark} `))).toBe(true);
      expect(words(text).join(' ')).toContain(words(meaning).join(' '));
    }
    expect(rowMarker(false, false, true)).toContain(ROW_MARKS.marked.mark);
    expect(rowMarker(false, true)).toContain(ROW_MARKS.changed.mark);
  });

  it('puts each command under its heading', () => {
    const groups = byHeading(helpLines(freshState(), 80, views));
    const under = (heading: string, description: string) =>
      groups.get(heading)?.some((l) => l.text.includes(description));
    expect(under('Navigation', 'Show or hide this help')).toBe(true);
    expect(under('Find and filters', 'Filter the list by text')).toBe(true);
    expect(under('On a card', 'Suspend (freeze) the card')).toBe(true);
    expect(under('On a wallet', 'Issue a card in the selected wallet')).toBe(true);
    expect(under('Bulk', 'Mark or unmark the card under the cursor')).toBe(true);
    expect(under('Bulk', 'Retry failed cards, or resume an interrupted job')).toBe(true);
    expect(under('Views', 'Webhook configuration and delivery history')).toBe(true);
    expect(under('Forms', 'Submit the form')).toBe(true);
  });

  it('lists a key once per heading, and the navigation keys only under navigation (and forms, where they move between fields)', () => {
    const groups = byHeading(helpLines(freshState(), 80, views));
    const keysOf = (entries: readonly HelpLine[]) =>
      entries.filter((l) => l.kind === 'entry').flatMap((l) => l.keys ?? []);
    for (const [heading, entries] of groups) {
      const keys = keysOf(entries);
      expect(keys, heading).toEqual([...new Set(keys)]);
    }
    // Moving, opening and closing work alike in every list and view: listed once, under navigation.
    const moving = [
      'down',
      'j',
      'up',
      'k',
      'pgdn',
      'pgup',
      'g',
      'G',
      'home',
      'end',
      'esc',
      'q',
      'ctrl+c',
      'enter',
    ];
    const navigation = new Set(keysOf(groups.get('Navigation') ?? []));
    for (const key of moving) expect(navigation.has(key), key).toBe(true);
    for (const [heading, entries] of groups) {
      if (heading === 'Navigation' || heading === 'Forms') continue;
      expect(
        keysOf(entries).filter((k) => moving.includes(k)),
        heading,
      ).toEqual([]);
    }
    // "Move down" was listed five times (lists, palette, events/webhooks, jobs, activity).
    expect(helpLines(freshState(), 80, views).filter((l) => /\bMove down\b/.test(l.text))).toHaveLength(1);
  });

  it('gives every key of the table one line at 80 columns', () => {
    const lines = helpLines(freshState(), 80, views);
    lines.forEach((line, i) => {
      expect(line.text.length, line.text).toBeLessThanOrEqual(80);
      if (line.kind === 'entry' && (line.keys?.length ?? 0) > 0)
        expect(lines[i + 1]?.kind, line.text).not.toBe('more');
    });
    const listed = new Set(lines.flatMap((l) => l.keys ?? []));
    for (const c of views.commands)
      for (const key of c.keys) expect(listed.has(key), `${c.id} ${key}`).toBe(true);
    // A view's own keys (the jobs view's y, c, R, X) are listed, not held back as "not now".
    expect(lines.find((l) => l.text.includes('Start the bulk action shown'))).toMatchObject({
      keys: ['y', 'Y'],
      disabled: false,
    });
  });

  it('keeps every description in its column: a label wider than the key column takes a line of its own', () => {
    const lines = helpLines(freshState(), 80, views);
    const byId = new Map(views.commands.map((c) => [c.id, c]));
    const column = '  '.length + 9 + 1;
    const startsAt = (text: string | undefined, first: string) =>
      text !== undefined && text.slice(column).startsWith(first) && text[column - 1] === ' ';
    let long = 0;
    lines.forEach((line, i) => {
      if (line.kind !== 'entry') return;
      const c = byId.get(line.commandIds?.[0] ?? '')!;
      const opening = words(c.description).slice(0, 2).join(' ');
      if (startsAt(line.text, opening)) return;
      // The label alone on its line; the description starts in the column below it.
      long += 1;
      expect(line.text, c.id).not.toContain(opening);
      expect(lines[i + 1]?.text.slice(0, column).trim(), c.id).toBe('');
      expect(startsAt(lines[i + 1]?.text, opening), `${c.id}: ${lines[i + 1]?.text}`).toBe(true);
    });
    expect(long).toBeGreaterThan(0);
    const card = lines.find((l) => l.kind === 'entry' && l.text.includes(':card <id|last4>'));
    expect(card?.text.trimEnd()).toBe('  :card <id|last4> [--all]');
  });

  for (const width of [60, 80]) {
    it(`cuts nothing at ${width} columns: every description and reason is there, word for word`, () => {
      const state = freshState();
      const lines = helpLines(state, width, views);
      for (const line of lines) expect(line.text.length, line.text).toBeLessThanOrEqual(width);
      const all = words(lines.map((l) => l.text).join(' ')).join(' ');
      const entries = lines.filter((l) => l.kind === 'entry');
      const byId = new Map(views.commands.map((c) => [c.id, c]));
      for (const line of entries) {
        const c = byId.get(line.commandIds?.[0] ?? '');
        expect(c, line.text).toBeDefined();
        expect(all, c?.id).toContain(words(c?.description ?? '').join(' '));
        if (line.disabled) expect(all, c?.id).toContain(words(c?.disabledReason?.(state) ?? '').join(' '));
      }
      expect(entries.filter((l) => l.disabled).length).toBeGreaterThan(0);
      expect(all).not.toContain('~');
    });
  }

  it('mutes what cannot run now and says why once per reason, with its keys', () => {
    const lines = helpLines(freshState(), 80, views);
    const suspend = lines.find((l) => l.text.includes('Suspend (freeze) the card'));
    expect(suspend).toMatchObject({ disabled: true });
    const reasons = lines.filter((l) => l.kind === 'reason' && l.text.includes('select a card first'));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]?.text).toMatch(/\bs\b/);
  });

  it('is generated from the table: a new command shows under its heading', () => {
    const extra: Command = {
      id: 'card.wave',
      keys: ['W'],
      group: 'On a card',
      description: 'Wave at the card',
      run: () => undefined,
    };
    const withExtra = (command: Command, all: readonly Command[]) => ({
      commands: [...all, command],
      browse: new Set([...views.browse, command]),
    });
    const groups = byHeading(
      helpLines(
        freshState(),
        80,
        withExtra(
          extra,
          views.commands.filter((c) => !c.keys.includes('W')),
        ),
      ),
    );
    expect(
      groups.get('On a card')?.some((l) => l.text.includes('Wave at the card') && l.keys?.includes('W')),
    ).toBe(true);
    const palette: Command = {
      id: 'filter.colour',
      keys: [],
      palette: 'colour',
      argument: '<c>',
      group: 'Find and filters',
      description: 'Filter by colour',
      run: () => undefined,
    };
    expect(
      byHeading(helpLines(freshState(), 80, withExtra(palette, views.commands)))
        .get('Find and filters')
        ?.some((l) => l.text.includes(':colour <c>')),
    ).toBe(true);
    expect(keyLabel('down')).toBe('Down');
  });
});
