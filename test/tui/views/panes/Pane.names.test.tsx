// The cards pane against a real demo sandbox at 80x24 and 120x40: the story cards' names and holders
// are whole ("Office snacks", "Client dinners", never "Offi~nacks"), and the pane's title says which
// columns the width hid instead (the wide layout's 74 columns cut a 17-letter holder by one).
import { afterEach, describe, expect, it } from 'vitest';
import { KEYS } from '../../../support/harness.js';
import { showCardsOf } from '../../../support/bulk-helpers.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('the cards pane with realistic names', () => {
  it.each([
    [80, 24],
    [120, 40],
  ])(
    'at %ix%i shows "Office snacks" and "Client dinners" whole and says what is hidden',
    async (columns, rows) => {
      h = await mountSandbox({ columns, rows });
      const wallets = (await h.env.client.call('listWallets', {})).data;
      const travel = wallets.find((w) => w.name === 'Travel USD');
      expect(travel).toBeDefined();
      await showCardsOf(h, travel!.id);
      await h.until(
        (f) => f.includes('Office snacks') && f.includes('Client dinners'),
        'the story cards whole',
      );
      const frame = h.frame();
      const row = (last4: string) => frame.split('\n').find((l) => l.includes(`**** ${last4}`)) ?? '';
      expect(row('6620')).toContain('Office snacks');
      expect(row('5513')).toMatch(/Client dinners +4242 \*{4} \*{4} 5513 Barbara Liskov /);
      if (columns === 80) expect(row('6620')).toContain('Margaret Hamilton');
      expect(frame).toMatch(/2 Cards .*\| hidden: type/);
      for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(columns);
    },
  );
});

describe('the operations pane of one card', () => {
  it.each([
    [80, 24],
    [120, 40],
  ])('at %ix%i names the card in its title and cuts no card name in its rows', async (columns, rows) => {
    h = await mountSandbox({ columns, rows });
    const wallets = (await h.env.client.call('listWallets', {})).data;
    const travel = wallets.find((w) => w.name === 'Travel USD');
    await showCardsOf(h, travel!.id);
    await h.until((f) => f.includes('Office snacks'), 'the story card');
    await h.press('/');
    await h.type('Office snacks');
    await h.press(KEYS.enter);
    await h.until((f) => !f.includes('Client dinners'), 'the find');
    await h.press('3');
    await h.until((f) => /3 Operations \| card operations \| Office snacks/.test(f), 'the card operations');
    await h.until((f) => /purchase/.test(f), 'its operations');
    const frame = h.frame();
    expect(frame).not.toMatch(/Offi~|Office sn~|~nacks/);
    expect(frame).toMatch(/Declined/);
    for (const line of frame.split('\n')) expect(line.length).toBeLessThanOrEqual(columns);
  });
});
