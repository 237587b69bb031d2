// A fund form names the step it waits on. Against the real sandbox, with the action
// client's reads or its POST held: "reading..." while the preliminary read hangs (nothing sent), "not
// sent" when that read times out, "sending the fund..." only while the POST is in flight, and the
// success as soon as the server answers.
import { afterEach, describe, expect, it } from 'vitest';
import { TimeoutError } from '../../../../src/api/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { nano, readRef } from '../../../support/action-helpers.js';
import { sendReviewed } from '../../../support/review.js';
import { gateRoute, mountSandbox, onRoute, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const formOpen = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind === 'form';

/** The cards pane's cursor on its first active card, by keys; the fund form open on it. */
async function fundFormOnActiveCard(harness: SandboxHarness): Promise<{ id: string; accountId: string }> {
  await harness.press('2');
  await harness.until(() => selectPaneRows(harness.store.getState(), 'cards').length > 0, 'the cards');
  const rows = selectPaneRows(harness.store.getState(), 'cards');
  const cards = harness.store.getState().entities.cards;
  const index = rows.findIndex((id) => cards.get(id)?.status === 'active');
  for (let i = 0; i < index; i += 1) await harness.press('j');
  const id = rows[index]!;
  await harness.press('f');
  await harness.until((f) => f.includes('wallet available'), 'the fund form');
  return { id, accountId: cards.get(id)!.accountId! };
}

describe('fund form: the step it waits on', () => {
  it('says it is reading (nothing sent) while the read before the send hangs, then sending, then done', async () => {
    const read = gateRoute('getWallet');
    const post = gateRoute('fundCard');
    h = await mountSandbox({ wrap: (c) => post.wrap(read.wrap(c)) });
    const card = await fundFormOnActiveCard(h);
    const before = await readRef(h.env.client, card);
    await h.type('2.50');
    await sendReviewed(h);
    await h.until(
      (f) => f.includes("reading the wallet's balance... (nothing sent yet)"),
      'the reading step',
    );
    expect(h.frame()).not.toContain('sending');
    read.open();
    await h.until((f) => f.includes('sending the fund...'), 'the sending step');
    expect(h.frame()).not.toContain('reading the wallet');
    post.open();
    await h.until(() => !formOpen(h!), 'the form to close');
    await h.until((f) => f.includes('funded'), 'the notification');
    const after = await readRef(h.env.client, card);
    expect(nano(after.availableBalance!) - nano(before.availableBalance!)).toBe(nano('2.50'));
  });

  it('says "not sent" when the read before the send times out, offers no same-key retry, and moves nothing', async () => {
    let sent = 0;
    let stalled = true;
    const timingOut = onRoute('getWallet', () => {
      if (stalled) throw new TimeoutError({ method: 'GET', path: '/wallets/{wallet_id}' }, 'headers');
    });
    const counting = onRoute('fundCard', () => {
      sent += 1;
    });
    h = await mountSandbox({ wrap: (c) => counting(timingOut(c)) });
    const card = await fundFormOnActiveCard(h);
    const before = await readRef(h.env.client, card);
    await h.type('3.00');
    await sendReviewed(h);
    await h.until((f) => f.includes('not sent'), 'the refusal');
    expect(h.frame()).not.toContain('same key');
    expect(h.frame()).not.toContain('sending');
    expect(formOpen(h)).toBe(true);
    expect(h.frame()).toContain('3.00');
    expect(sent).toBe(0);
    expect((await readRef(h.env.client, card)).availableBalance).toBe(before.availableBalance);
    // The server recovers: enter sends it, once.
    stalled = false;
    await sendReviewed(h);
    await h.until(() => !formOpen(h!), 'the form to close');
    expect(sent).toBe(1);
    const after = await readRef(h.env.client, card);
    expect(nano(after.availableBalance!) - nano(before.availableBalance!)).toBe(nano('3.00'));
  });
});
