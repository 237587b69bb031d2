// A text field longer than its room scrolls at 80x24: the end being typed and the cursor stay in
// view behind a leading marker, and the typed text is kept whole (a 501-character description).
import { afterEach, describe, expect, it } from 'vitest';
import { selectPaneRows } from '../../../src/store/index.js';
import { ELLIPSIS } from '../../../src/tui/text.js';
import { KEYS } from '../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';
import { openFormOf } from '../../../src/tui/forms/slot.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const formValues = (harness: SandboxHarness) => openFormOf(harness.store.getState())?.values ?? {};

describe('a long text field at 80x24', () => {
  it('shows the end of a 501-character description and the cursor, behind a leading marker', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    await h.press('2');
    await h.until(() => selectPaneRows(h!.store.getState(), 'cards').length > 0, 'the cards');
    const rows = selectPaneRows(h.store.getState(), 'cards');
    const index = rows.findIndex((id) => h!.store.getState().entities.cards.get(id)?.status === 'active');
    for (let i = 0; i < index; i += 1) await h.press('j');
    await h.press('f');
    await h.until((f) => f.includes('wallet available'), 'the fund form');
    await h.type('1.00');
    await h.press(KEYS.tab);
    const typed = `${'abcdefghij'.repeat(49)}0123456789!`;
    expect(typed).toHaveLength(501);
    await h.type(typed.slice(0, 21));
    // Short, it shows whole, with its hint.
    expect(
      h
        .frame()
        .split('\n')
        .find((l) => l.startsWith('> Description')),
    ).toContain(`: ${typed.slice(0, 21)}_   (`);
    for (let at = 21; at < typed.length; at += 120) await h.type(typed.slice(at, at + 120));
    expect(formValues(h).description).toBe(typed);
    const field = h
      .frame()
      .split('\n')
      .find((l) => l.startsWith('> Description'));
    expect(field, h.frame()).toBeDefined();
    expect(field!.trimEnd().endsWith('0123456789!_')).toBe(true);
    expect(field).toContain(`: ${ELLIPSIS}`);
    expect(field!.length).toBeLessThanOrEqual(80);
  });
});

describe('a refused submit at 80x24', () => {
  it('says every field and rule whole, wrapped, not cut at the width', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    await h.press('t');
    await h.until((f) => f.includes('To wallet'), 'the transfer form');
    await h.type('9d338fe8zzz');
    await h.press(KEYS.tab);
    await h.type('12.345');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('not sent'), 'the refusal');
    const text = h.frame().replace(/\s+/g, ' ');
    expect(text).toContain('! not sent: To wallet: no wallet matches 9d338fe8zzz; Amount: at most 2 decimal');
    expect(text).toContain('places for USD');
    for (const l of h.frame().split('\n')) expect(l.length).toBeLessThanOrEqual(80);
    expect(h.frame()).not.toMatch(/decim~/);
  });
});
