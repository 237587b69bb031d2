// End to end (tmux, the built bundle) at 80x24: walking the panes, a card's detail, the jobs view and
// help, the header keeps the profile and the index's state, the footer never cuts an item with `~`,
// a refused key says why in full, and help explains the row marks.
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessSandbox, openConsole, type E2eSandbox } from './harness.js';

const rowsOf = (screen: string): string[] => screen.split('\n').filter((l) => l.trim() !== '');
const headerOf = (screen: string): string => rowsOf(screen)[0] ?? '';
const footerOf = (screen: string): string => rowsOf(screen).at(-1) ?? '';

function expectWholeChrome(screen: string, where: string): void {
  expect(headerOf(screen), where).toContain('profile command line');
  expect(headerOf(screen), where).toMatch(/index /);
  expect(headerOf(screen), where).not.toContain('~');
  expect(footerOf(screen), where).not.toContain('~');
  for (const row of screen.split('\n')) expect(row.length, `${where}: ${row}`).toBeLessThanOrEqual(80);
}

describe('an 80x24 terminal (tmux)', { timeout: 180_000 }, () => {
  let sandbox: E2eSandbox;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
  });

  it('panes, detail, jobs and help: header with profile and index, footer items whole, reasons in full', async () => {
    const term = openConsole({
      args: [...sandbox.flags(), '--no-listen'],
      env: { CI: 'true' },
      cols: 80,
      rows: 24,
    });
    expectWholeChrome(
      await term.waitFor((s) => s.includes('> 1 Wallets') && /index /.test(s), 30_000),
      'accounts',
    );
    term.keys('2');
    const cards = await term.waitFor((s) => s.includes('> 2 Cards') && /ACTIVE/.test(s), 30_000);
    expectWholeChrome(cards, 'cards');

    // The cursor onto an active card, then its detail; resuming (u) it is refused, and says why whole.
    const rows = cards.split('\n');
    const first = rows.findIndex((r) => /^[> ][ +*]/.test(r) && r.includes('ACTIVE'));
    const top = rows.findIndex((r) => r.startsWith('>') && !r.includes('Cards'));
    for (let i = top; i < first; i += 1) term.keys('Down');
    await term.waitFor((s) => s.split('\n').some((r) => r.startsWith('>') && r.includes('ACTIVE')));
    term.keys('Enter');
    const detail = await term.waitFor('card detail');
    expectWholeChrome(detail, 'detail');
    term.keys('u');
    const refused = await term.waitFor('Resume (unfreeze) the card:');
    const [status, footer] = rowsOf(refused).slice(-2);
    expect(`${status} ${footer}`).toMatch(/Resume \(unfreeze\) the card: \S.*\S/);
    expect(`${status}${footer}`).not.toContain('~');

    // Escape and the next key apart: sent together, a terminal reads them as alt+key.
    term.keys('Escape');
    await term.waitFor((s) => !s.includes('card detail'));
    term.keys('J');
    expectWholeChrome(await term.waitFor('Jobs |'), 'jobs');
    term.keys('Escape');
    await term.waitFor((s) => !s.includes('Jobs |'));
    term.keys('?');
    expectWholeChrome(await term.waitFor('Keys and commands'), 'help');
    term.keys('G');
    const marks = await term.waitFor('Row marks');
    expect(marks).toMatch(/\+ +marked for a bulk action/);
    expect(marks).toMatch(/\* +changed a moment ago/);
    term.keys('Escape');
    await term.waitFor((s) => !s.includes('Keys and commands'));
    term.keys('q');
    expect(await term.waitForExit()).toBe(0);
  });
});
