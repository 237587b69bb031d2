// A bulk confirmation remembers its cards' states. Another operator freezes one of
// them before `y`: the `y` starts nothing; the plan is made again (that card now skipped) and asked
// again with the change named; the next `y` runs the new plan.
import { afterEach, describe, expect, it } from 'vitest';
import { cardsOf } from '../../support/action-helpers.js';
import { KEYS } from '../../support/harness.js';
import { finished, firstWallet, showCardsOf } from '../../support/bulk-helpers.js';
import { mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('a bulk confirmation whose cards changed before y', () => {
  it('is planned and asked again, the change named, and starts nothing until the next y', async () => {
    h = await mountSandbox({ columns: 160, rows: 60 });
    const wallet = await firstWallet(h.env.client);
    const active = (await cardsOf(h.env.client, wallet)).filter((c) => c.status === 'active');
    expect(active.length).toBeGreaterThanOrEqual(3);
    await showCardsOf(h, wallet);
    await h.type(':status active');
    await h.press(KEYS.enter);
    await h.press('a');
    await h.until((f) => f.includes(`marked ${active.length} cards`), 'every active card marked');
    await h.press('s');
    await h.until((f) => f.includes(`${active.length} cards will be changed; 0 skipped.`), 'the summary');
    const frozen = active[0]!;
    await h.env.client.call('suspendCard', { params: { wallet_id: wallet, instrument_id: frozen.id } });
    await h.sync.refresh({ card: frozen.id });
    await h.until(() => h!.store.getState().entities.cards.get(frozen.id)?.status === 'frozen', 'the store');
    await h.press('y');
    await h.until((f) => f.includes('1 card changed since you were asked'), 'the question again');
    expect(h.frame()).toMatch(/was active.*, is frozen/);
    expect(h.frame()).toContain(`${active.length - 1} cards will be changed; 1 skipped.`);
    expect(h.jobs.list()).toHaveLength(0);
    await h.press('y');
    await h.until(() => h!.jobs.list().length === 1, 'the job');
    const progress = await finished(h.jobs.list()[0]!);
    // The card frozen meanwhile is skipped by the new plan; every other one is suspended.
    expect([progress.done, progress.skipped, progress.failed]).toEqual([active.length - 1, 1, 0]);
  });
});
