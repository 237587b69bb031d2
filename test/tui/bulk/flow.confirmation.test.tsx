// The bulk confirmation, by keys at 80x14 (too short for every card at once): it lists every card it changes (name, last four, wallet,
// current state; for a fund the amount and the wallet's available balance after), scrolls to the
// last one, and keeps the totals on top.
import { afterEach, describe, expect, it } from 'vitest';
import { groupThousands } from '../../../src/domain/index.js';
import { activeWallets, cardsOf, nano } from '../../support/action-helpers.js';
import { KEYS } from '../../support/harness.js';
import { firstWallet, showCardsOf } from '../../support/bulk-helpers.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** nano units (9 digits) back to a 2-digit amount string. */
const cents = (value: bigint) =>
  `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 1_000_000_000n}.${String(((value < 0n ? -value : value) % 1_000_000_000n) / 10_000_000n).padStart(2, '0')}`;

describe('bulk confirmation', () => {
  it('lists every card with its wallet, state, amount and the wallet after, scrollable, with the totals', async () => {
    h = await mountSandbox({ columns: 80, rows: 14 });
    const wallet = await firstWallet(h.env.client);
    const active = (await cardsOf(h.env.client, wallet)).filter((c) => c.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(5);
    const available =
      (await activeWallets(h.env.client)).find((w) => w.id === wallet)?.availableBalance ?? '';
    await showCardsOf(h, wallet);
    await h.type(':status active');
    await h.press(KEYS.enter);
    await h.press('a');
    await h.until((f) => f.includes(`marked ${active.length} cards`), 'every active card marked');
    await h.press('f');
    await h.until((f) => f.includes('Bulk fund'), 'the bulk fund form');
    await h.type('0.01');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Cards to change'), 'the confirmation');

    const first = h.frame();
    expect(first).toContain(`${active.length} cards will be changed; 0 skipped.`);
    const total = cents(BigInt(active.length) * 10_000_000n);
    expect(first).toContain(`total: ${total} USD`);
    // Too many lines for the window: the last card needs scrolling.
    expect(first.split('\n').filter((l) => / active +0\.01 /.test(l)).length).toBeLessThan(active.length);
    await h.press(KEYS.pgdn);
    expect(h.frame()).toMatch(/Card +Wallet +State +Amount +Wallet after/);

    // Scroll by keys to the end, collecting each card's line.
    const seen = new Set<string>();
    for (let i = 0; i < active.length + 10; i += 1) {
      for (const line of h.frame().split('\n')) seen.add(line);
      await h.press(KEYS.down);
    }
    for (const line of h.frame().split('\n')) seen.add(line);
    const lines = [...seen];
    const planOrder = lines.filter((l) => / active +0\.01 /.test(l));
    expect(planOrder).toHaveLength(active.length);
    for (const card of active) {
      const four = card.maskedNumber?.slice(-4) ?? '';
      const line = lines.find((l) => l.includes(`..${four}`) && / active +0\.01 /.test(l));
      expect(line, card.id).toBeDefined();
      expect(line?.length ?? 99).toBeLessThanOrEqual(80);
    }
    // The last card leaves the wallet with its balance less the whole total.
    // In the one money format: thousands separated.
    const after = groupThousands(cents(nano(available) - BigInt(active.length) * 10_000_000n));
    expect(planOrder.some((l) => l.trimEnd().endsWith(` ${after}`))).toBe(true);
    expect(h.frame()).toContain(` ${after}`);
    // Nothing ran: the confirmation still waits for y.
    expect(h.jobs.list()).toHaveLength(0);
    // Esc goes back to the form it reviews, as every "no" of a money review does.
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay?.kind).toBe('form');
  });

  for (const key of ['n', 'N', 'q', KEYS.esc]) {
    it(`${key === KEYS.esc ? 'Esc' : key} at a bulk fund's summary goes back to the form with what was typed; nothing moves`, async () => {
      h = await mountSandbox();
      const wallet = await firstWallet(h.env.client);
      const available = async () =>
        (await activeWallets(h!.env.client)).find((w) => w.id === wallet)?.availableBalance ?? '';
      const before = await available();
      await showCardsOf(h, wallet);
      await h.type(':status active');
      await h.press(KEYS.enter);
      await h.press('a');
      await h.until((f) => /marked \d+ cards/.test(f), 'the active cards marked');
      await h.press('f');
      await h.until((f) => f.includes('Bulk fund'), 'the bulk fund form');
      await h.type('0.37');
      await h.press(KEYS.tab);
      await h.type('rehearsal');
      await h.press(KEYS.enter);
      await h.until((f) => f.includes('Cards to change'), 'the summary');
      await h.press(key);
      await h.until((f) => f.includes('Amount each') && !f.includes('Cards to change'), 'the form again');
      const form = h.store.getState().view.overlay;
      expect(form?.kind).toBe('form');
      expect(h.frame()).toContain('0.37');
      expect(h.frame()).toContain('rehearsal');
      expect(h.jobs.list()).toHaveLength(0);
      expect(await available()).toBe(before);
      // The form's own Esc leaves it; the marks are still there for another try.
      await h.press(KEYS.esc);
      await h.until(() => h!.store.getState().view.overlay === null, 'the form closed');
      expect(h.store.getState().marks.size).toBeGreaterThan(0);
    });
  }
});
