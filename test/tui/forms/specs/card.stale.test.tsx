// Against the real sandbox: an open fund form follows the store. Another operator's
// terminate returns a card's balance to the wallet: the form shows the new available balance and
// what it showed when it opened. Another operator freezes the card: the form says it cannot be sent,
// and enter sends nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../../../src/domain/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { plainMoney } from '../../../../src/tui/present/money.js';
import { nano, readRef } from '../../../support/action-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { nanos } from '../../../support/money.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const text = (frame: string) => frame.replace(/\n\s+/g, ' ');
const shown = (n: bigint) => plainMoney(formatAmount(nanos(n), 9));
const formOpen = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind === 'form';

/** Two active cards of the first wallet with a balance; the fund form open on the first. */
async function fundFormOpen(harness: SandboxHarness) {
  await harness.press('2');
  await harness.until(() => selectPaneRows(harness.store.getState(), 'cards').length > 0, 'the cards');
  const rows = selectPaneRows(harness.store.getState(), 'cards');
  const cards = harness.store.getState().entities.cards;
  const active = rows.filter(
    (id) => cards.get(id)?.status === 'active' && cards.get(id)?.availableBalance !== '0.00',
  );
  expect(active.length).toBeGreaterThanOrEqual(2);
  const [target, other] = active as [string, string];
  for (let i = 0; i < rows.indexOf(target); i += 1) await harness.press('j');
  const accountId = cards.get(target)!.accountId!;
  await harness.press('f');
  await harness.until(
    (f) => /Wallet available: [\d,]+\.\d+/.test(text(f)),
    'the fund form with the wallet balance',
  );
  return { target, other, accountId };
}

const walletNow = async (harness: SandboxHarness, id: string) =>
  (await harness.env.client.call('getWallet', { params: { wallet_id: id } })).data.availableBalance;

describe('an open fund form follows the store', () => {
  it("shows the wallet's new available balance after another operator's terminate, and what it showed before", async () => {
    h = await mountSandbox();
    const { other, accountId } = await fundFormOpen(h);
    const opened = await walletNow(h, accountId);
    expect(text(h.frame())).toContain(`Wallet available: ${plainMoney(opened)} USD.`);
    const returned = (await readRef(h.env.client, { id: other, accountId })).availableBalance!;
    // Another operator (another client of the same merchant) terminates a card of the same wallet.
    await h.env.client.call('terminateCard', { params: { wallet_id: accountId, instrument_id: other } });
    const now = nano(opened) + nano(returned);
    expect(nano(await walletNow(h, accountId))).toBe(now);
    // The next poll of what the form follows.
    await h.sync.refresh({ account: accountId, detail: true });
    await h.until(
      (f) =>
        text(f).includes(
          `Wallet available: ${shown(now)} USD (was ${plainMoney(opened)} when the form opened).`,
        ),
      'the new balance, marked',
    );
    await h.type('1.00');
    expect(text(h.frame())).toContain(`Wallet available after: ${shown(now - nano('1.00'))} USD.`);
  });

  it('refuses to send once the card was frozen meanwhile, saying why, and moves nothing', async () => {
    h = await mountSandbox();
    const { target, accountId } = await fundFormOpen(h);
    const before = (await readRef(h.env.client, { id: target, accountId })).availableBalance;
    await h.type('2.00');
    await h.env.client.call('suspendCard', { params: { wallet_id: accountId, instrument_id: target } });
    await h.sync.refresh({ card: target });
    await h.until(
      (f) => text(f).includes('the card is frozen (was active when the form opened)'),
      'the change marked',
    );
    expect(text(h.frame())).toContain('Cannot be sent: the card is frozen now');
    await h.press(KEYS.enter);
    await h.until(
      (f) => text(f).includes('! not sent: card: the card is frozen now'),
      'the refusal under the form',
    );
    expect(formOpen(h)).toBe(true);
    expect((await readRef(h.env.client, { id: target, accountId })).availableBalance).toBe(before);
  });

  it('a terminate form whose card another operator closed meanwhile says so and sends nothing', async () => {
    h = await mountSandbox();
    await h.press(KEYS.esc);
    await fundFormOpen(h);
    await h.press(KEYS.esc);
    const target = h.store.getState().view.selectedCardId!;
    const accountId = h.store.getState().entities.cards.get(target)!.accountId!;
    await h.press('x');
    await h.until((f) => f.includes('cannot be undone'), 'the terminate form');
    await h.env.client.call('terminateCard', { params: { wallet_id: accountId, instrument_id: target } });
    await h.sync.refresh({ card: target });
    await h.until(
      (f) => text(f).includes('the card is closed (was active when the form opened)'),
      'the change',
    );
    expect(text(h.frame())).toContain('Cannot be sent: the card is closed now');
    await h.type(h.store.getState().entities.cards.get(target)!.maskedNumber.slice(-4));
    await h.press(KEYS.enter);
    await h.until((f) => text(f).includes('! not sent: card: the card is closed now'), 'the refusal');
    expect(formOpen(h)).toBe(true);
  });
});
