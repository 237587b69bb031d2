// End to end: the bundled console on its embedded demo sandbox (as `card-console`
// starts with nothing configured), in tmux at 80x24. ctrl+f finds Grace Hopper's cards by her
// surname, by its start, by a fragment of her email, and by her name with one card's last four (and
// Barbara Liskov's by "Barbara NNNN"); it never says "no card matches" for a customer the demo has.
// Run on Node 22 by CI's Node 22 stage: there the index is on node:sqlite, and Node's experimental
// warning must not reach the screen.
import { describe, expect, it } from 'vitest';
import { openConsole } from './harness.js';

/** The result rows under the search's title line. */
function results(screen: string): string[] {
  const lines = screen.split('\n');
  const title = lines.findIndex((l) => l.startsWith('Find "'));
  return lines.slice(title + 1).filter((l) => /^[> ] \d{4} /.test(l));
}

describe('global find on the embedded demo data (tmux, 80x24)', () => {
  it('finds a customer by surname, its start, an email fragment, and name with last4', async () => {
    const t = openConsole({ cols: 80, rows: 24 });
    // The demo's index is built within seconds; its age replaces the progress in the header.
    await t.waitFor(/index \d+[smh] old/, 60_000);

    const find = async (text: string, expected: RegExp): Promise<string> => {
      t.keys('C-f');
      await t.waitFor('find card:');
      t.type(text);
      const screen = await t.waitFor(
        (s) =>
          s.includes(`Find "${text}"`) && expected.test(s.split('\n').find((l) => l.startsWith('Find "'))!),
      );
      t.keys('Escape');
      await t.waitFor((s) => !s.includes('Find "'));
      return screen;
    };

    // The demo gives Grace Hopper four cards.
    const bySurname = await find('hopper', /: 4 cards/);
    const rows = results(bySurname);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row).toContain('Grace Hopper');
    expect(results(await find('Hop', /: 4 cards/)).every((r) => r.includes('Grace Hopper'))).toBe(true);
    expect(results(await find('hopper@', /: 4 cards/))).toHaveLength(4);
    // (At 80 columns a row's email may be cut; the holder's name is not.)
    const byEmail = results(await find('grace@acme-trav', /: 4 cards/));
    expect(byEmail.every((r) => r.includes('Grace Hopper'))).toBe(true);
    // Every holder of the demo merchant has an email at acme-travel.example: its fragments from any
    // word boundary find the same cards (its two wallets hold 20 cards, and the story cards more).
    const count = (screen: string) => Number(/: (\d+) cards/.exec(screen)![1]);
    const byDomain = count(await find('acme-travel', /: \d+ cards/));
    expect(byDomain).toBeGreaterThanOrEqual(20);
    expect(count(await find('@acme', /: \d+ cards/))).toBe(byDomain);
    expect(count(await find('travel.example', /: \d+ cards/))).toBe(byDomain);

    // A holder's first name and the last four digits of one of her cards: that card alone.
    const liskov = results(await find('Liskov', /: \d+ cards?/));
    expect(liskov.length).toBeGreaterThan(0);
    const last4 = /\d{4} \S+ \S+ (\d{4})/.exec(liskov[0]!)![1]!;
    const one = results(await find(`Barbara ${last4}`, /: \d+ cards?\b/));
    expect(one.length).toBeGreaterThanOrEqual(1);
    for (const row of one) expect(row).toMatch(new RegExp(`\\d{4} \\S+ \\S+ ${last4} .*Barbara Liskov`));
    const hoppers = rows.map((r) => /\d{4} \S+ \S+ (\d{4})/.exec(r)![1]!);
    const graceOne = results(await find(`Grace ${hoppers[1]}`, /: 1 card\b/));
    expect(graceOne[0]).toContain(hoppers[1]);
    // Someone else's name with her card's last four: nothing.
    const other = hoppers.find((l) => l !== last4)!;
    await find(`Turing ${other}`, /no card matches/);

    t.keys('q');
    expect(await t.waitForExit()).toBe(0);
    // Nothing was written over the screen or after it (Node 22 warns when node:sqlite loads).
    expect(t.screen()).not.toMatch(/ExperimentalWarning|SQLite is an experimental/);
  }, 120_000);
});
