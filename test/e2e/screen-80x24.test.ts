// End to end (tmux, the built bundle, the embedded sandbox at 80x24): what the operator reads at the
// smallest terminal is true and whole. The cards pane keeps "Office snacks" and "Client dinners" whole
// and says which columns it hid; help says it scrolls; the undo question keeps its key hints under a
// notice; a find does not follow the operator into another wallet unsaid. No line is wider than 80.
import { afterEach, describe, expect, it } from 'vitest';
import { hasRow, openConsole, type Terminal } from './harness.js';

const fits = (screen: string): void => {
  for (const line of screen.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
};

describe('the console at 80x24 (tmux)', { timeout: 180_000 }, () => {
  let term: Terminal | undefined;
  afterEach(async () => {
    await term?.closeAndWait();
    term = undefined;
  });

  const open = (): Terminal =>
    openConsole({ args: ['--no-listen', '--no-index'], env: { CI: 'true' }, cols: 80, rows: 24 });

  const cursorLine = (screen: string): string =>
    screen.split('\n').find((l, i) => i > 2 && l.startsWith('> ')) ?? '';

  /** The accounts pane's cursor onto the wallet named `name` (the cards pane follows it), a key at a time. */
  async function chooseWallet(t: Terminal, name: string): Promise<void> {
    t.keys('1');
    await t.waitFor('> 1 Wallets');
    t.keys('g');
    await t.waitFor((s) => cursorLine(s).includes('Main USD'));
    for (let i = 0; i < 10 && !cursorLine(t.screen()).includes(name); i += 1) {
      const before = cursorLine(t.screen());
      t.keys('j');
      await t.waitFor((s) => cursorLine(s) !== before);
    }
    expect(cursorLine(t.screen())).toContain(name);
  }

  it('keeps card names whole, says what it hid, and says when help scrolls', async () => {
    const t = (term = open());
    await t.waitFor('> 1 Wallets', 60_000);
    await chooseWallet(t, 'Travel USD');
    t.keys('2');
    await t.waitFor((s) => s.includes('Office snacks') && s.includes('Client dinners'), 30_000);
    const cards = t.screen();
    expect(hasRow(cards, 'Office snacks', '6620')).toBe(true);
    expect(hasRow(cards, 'Client dinners', '5513', 'Barbara Liskov')).toBe(true);
    expect(cards).not.toMatch(/Offi~|Clie~/);
    expect(cards).toMatch(/2 Cards .*hidden: type/);
    fits(cards);

    t.keys('?');
    await t.waitFor(/lines 1-\d+ of \d+, PgDn for more/);
    fits(t.screen());
    t.keys('PageDown');
    await t.waitFor((s) => !/lines 1-\d+ of/.test(s) && /lines \d+-\d+ of \d+/.test(s));
    t.keys('Escape');
    await t.waitFor((s) => !/lines \d+-\d+ of \d+/.test(s));
  });

  it('a filter stays with its wallet, said on the switch; the undo question keeps its hints', async () => {
    const t = (term = open());
    await t.waitFor('> 1 Wallets', 60_000);
    await chooseWallet(t, 'Travel USD');
    t.keys(['2', '/']);
    t.type('Office');
    t.keys('Enter');
    await t.waitFor((s) => hasRow(s, 'Office snacks', '6620') && !s.includes('Client dinners'));
    await chooseWallet(t, 'Main USD');
    await t.waitFor(/filter .*cleared|cleared .*filter/i, 30_000);
    fits(t.screen());

    // A change to undo: suspend the card under the cursor, then z.
    t.keys('2');
    await t.waitFor((s) => s.includes('> 2 Cards') && cursorLine(s).includes('ACTIVE'));
    t.keys('s');
    await t.waitFor(/Suspend .*\?/, 30_000);
    t.keys('y');
    // The card under the cursor itself: other cards of the wallet are frozen already.
    await t.waitFor((s) => cursorLine(s).includes('FROZEN'), 30_000);
    t.keys('z');
    await t.waitFor('Bulk resume of 1 card', 30_000);
    const question = t.screen();
    const footer = question.trimEnd().split('\n').at(-1) ?? '';
    expect(footer).toMatch(/\by start\b/);
    expect(footer).toMatch(/\bn\/Esc cancel\b/);
    expect(question).not.toContain('|card.suspend|');
    fits(question);
    t.keys('n');
    await t.waitFor((s) => !s.includes('Bulk resume of 1 card'));
    expect(t.screen()).not.toContain('reading back');
  });
});
