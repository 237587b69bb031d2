// Adding a view is one folder plus one registry line: this file is the folder. A throwaway view
// registered here alone opens from the panes by its own key, scrolls through the one Viewport (the
// same keys as every view), shows its hints in the generated footer and in help, and closes.
import { afterEach, describe, expect, it } from 'vitest';
import { createViewRegistry, VIEWS } from '../../../src/tui/index.js';
import { helpLines } from '../../../src/tui/views/help/present.js';
import { closing, quitNow, scrolling } from '../../../src/tui/view/common.js';
import { plain, titleLine } from '../../../src/tui/view/lines.js';
import { openSlot, patchSlot, slotOf } from '../../../src/tui/view/registry.js';
import type { Command, Page, View, ViewEnv } from '../../../src/tui/view/types.js';
import { orgData, orgHandlers } from '../../support/org-data.js';
import { KEYS, loadAll, mount, type Harness } from '../../support/harness.js';

type LogSlot = { readonly kind: 'ship-log'; readonly scroll: number };

const LINES = 200;

function logPage(env: ViewEnv): Page | undefined {
  const slot = slotOf<LogSlot>(env.state, 'ship-log');
  if (!slot) return undefined;
  return {
    title: titleLine("Ship's log", env.theme),
    lines: Array.from({ length: LINES }, (_, i) => plain(`entry ${String(i + 1).padStart(3, '0')}`)),
    position: {
      kind: 'scroll',
      at: slot.scroll,
      set: (ctx, at) => patchSlot<LogSlot>(ctx.store, 'ship-log', { scroll: at }),
    },
  };
}

const open: Command = {
  id: 'ship-log.open',
  keys: ['Z'],
  group: 'Views',
  hint: 'log',
  palette: 'ship-log',
  description: "The ship's log",
  run: (ctx) => openSlot<LogSlot>(ctx.store, { kind: 'ship-log', scroll: 0 }),
};

const shipLog: View = {
  id: 'ship-log',
  page: logPage,
  openers: [open],
  commands: [
    closing({
      id: 'ship-log.close',
      keys: ['esc', 'q'],
      group: 'Views',
      hint: 'close',
      description: 'Close',
    }),
    ...scrolling,
    quitNow,
  ],
};

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const entries = (frame: string) => frame.match(/entry \d{3}/g) ?? [];

describe('a view registered from a test file alone', () => {
  it('opens by its own key, scrolls through the Viewport, shows generated hints, and closes', async () => {
    h = await mount(orgHandlers(orgData()), { columns: 80, rows: 24, views: [...VIEWS, shipLog] });
    await loadAll(h);
    // Its opener joins the panes' keys, their footer and help.
    expect(h.frame()).toContain('Z log');
    const help = helpLines(h.store.getState(), 80, createViewRegistry([...VIEWS, shipLog]));
    expect(help.find((l) => l.text.includes("The ship's log"))).toMatchObject({ keys: ['Z'] });

    await h.press('Z');
    expect(h.frame()).toContain("Ship's log");
    expect(h.frame()).toContain('Esc close');
    const first = entries(h.frame());
    expect(first[0]).toBe('entry 001');
    const room = first.length;
    expect(room).toBeGreaterThan(5);

    await h.press('j');
    expect(entries(h.frame())[0]).toBe('entry 002');
    await h.press(KEYS.pgdn);
    expect(entries(h.frame())[0]).toBe(`entry ${String(2 + room).padStart(3, '0')}`);
    // The bottom shows the last entry on the last row, and a move past it stays there.
    await h.press('G', 'j', 'j');
    const last = entries(h.frame());
    expect(last[last.length - 1]).toBe(`entry ${LINES}`);
    expect(last).toHaveLength(room);
    await h.press('k');
    expect(entries(h.frame())[room - 1]).toBe(`entry ${LINES - 1}`);
    await h.press('g');
    expect(entries(h.frame())[0]).toBe('entry 001');

    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
    expect(h.frame()).not.toContain("Ship's log");
    expect(h.frame()).toContain('1 Wallets');
  });
});

describe('keyOf', () => {
  it("names a command's first key as help writes it, and refuses an id no view declares", () => {
    const views = createViewRegistry(VIEWS);
    expect(views.keyOf('jobs')).toBe('J');
    expect(views.keyOf('mark.toggle')).toBe('Space');
    expect(views.keyOf('jobs.open')).toBe('Enter');
    expect(() => views.keyOf('no.such.command')).toThrow('no command no.such.command with a key');
  });
});

describe('a view whose openers change', () => {
  it('is read again when its revision changes: the new command is listed, keyed and live in the panes', () => {
    let revision = 0;
    let openers: readonly Command[] = [];
    const growing: View = {
      id: 'growing',
      commands: [],
      get openers() {
        return openers;
      },
      revision: () => revision,
    };
    const registry = createViewRegistry([...VIEWS, growing]);
    expect(registry.commands.some((c) => c.id === 'ship-log.open')).toBe(false);
    openers = [open];
    // Not yet announced: the tables stay as they were built.
    expect(registry.commands.some((c) => c.id === 'ship-log.open')).toBe(false);
    revision += 1;
    expect(registry.commands.some((c) => c.id === 'ship-log.open')).toBe(true);
    expect(registry.keyOf('ship-log.open')).toBe('Z');
    const panes = registry.byId('panes');
    expect(panes && registry.commandsOf(panes).includes(open)).toBe(true);
  });
});
