// Against the real sandbox: the issue form names the issuing fee it will
// charge and the wallet after it, the fund form says no fee applies and what the wallet has after the
// typed amount, and the terminate form says how much of the card's balance returns to the wallet —
// each figure the exact amount the server then moves.
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

const shown = (n: bigint) => plainMoney(formatAmount(nanos(n), 9));
const overlayKind = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind;
/** The frame's lines joined without the form's wrapping, so a sentence reads whole. */
const text = (frame: string) => frame.replace(/\n\s+/g, ' ');

async function wallet(harness: SandboxHarness, id: string) {
  return (await harness.env.client.call('getWallet', { params: { wallet_id: id } })).data;
}

async function onActiveCard(harness: SandboxHarness): Promise<{ id: string; accountId: string }> {
  await harness.press('2');
  await harness.until(() => selectPaneRows(harness.store.getState(), 'cards').length > 0, 'the cards');
  const rows = selectPaneRows(harness.store.getState(), 'cards');
  const cards = harness.store.getState().entities.cards;
  const index = rows.findIndex(
    (id) => cards.get(id)?.status === 'active' && cards.get(id)?.availableBalance !== '0.00',
  );
  for (let i = 0; i < index; i += 1) await harness.press('j');
  const id = rows[index]!;
  return { id, accountId: cards.get(id)!.accountId! };
}

describe('forms that move money or charge a fee say the fee and the wallet after', () => {
  it('issue: the card issuing fee, and the wallet after is what the server leaves', async () => {
    h = await mountSandbox();
    const accountId = h.store.getState().view.selectedAccountId!;
    const before = await wallet(h, accountId);
    const fee = before.fees.cardIssuing;
    expect(fee?.type).toBe('amount');
    const after = nano(before.availableBalance) - nano(fee!.amount!);
    await h.press('i');
    await h.until(
      (f) => f.includes('Fee: ') && h!.store.getState().entities.cardholders.size > 0,
      'the issue form with its fee',
    );
    await h.until(
      (f) => text(f).includes(`Fee: ${plainMoney(fee!.amount)} ${before.currency} (card issuing).`),
      'the fee',
    );
    expect(text(h.frame())).toContain(`Wallet available after: ${shown(after)} ${before.currency}.`);
    await h.press(KEYS.down);
    await h.type('grace');
    await h.press(KEYS.enter);
    // The fee is money moved: reviewed first, and nothing is charged before y.
    await h.until(() => overlayKind(h!) === 'confirm', 'the review');
    const review = text(h.frame());
    expect(review).toContain(`from ${before.name}`);
    expect(review).toContain(`${plainMoney(fee!.amount)} ${before.currency} (card issuing)`);
    expect(review).toContain(`after ${shown(after)} ${before.currency}`);
    expect((await wallet(h, accountId)).availableBalance).toBe(before.availableBalance);
    await h.press('y');
    await h.until(() => overlayKind(h!) === undefined, 'the form to close');
    expect(nano((await wallet(h, accountId)).availableBalance)).toBe(after);
  });

  it('fund: no fee, and the wallet after the typed amount to the cent', async () => {
    h = await mountSandbox();
    const card = await onActiveCard(h);
    const before = await wallet(h, card.accountId);
    await h.press('f');
    await h.until(
      (f) => text(f).includes("Fee: no fee (the wallet's fees name none for a fund)."),
      'the fee',
    );
    await h.type('12.34');
    const after = nano(before.availableBalance) - nano('12.34');
    await h.until(
      (f) => text(f).includes(`Wallet available after: ${shown(after)} ${before.currency}.`),
      'the wallet after',
    );
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review');
    const cardBefore = h.store.getState().entities.cards.get(card.id)!;
    const review = text(h.frame());
    expect(review).toContain(`Fund 12.34 ${before.currency} from ${before.name} to ${cardBefore.name}`);
    expect(review).toContain(`after ${shown(after)} ${before.currency}`);
    expect(review).toContain(
      `after ${shown(nano(cardBefore.availableBalance!) + nano('12.34'))} ${before.currency}`,
    );
    expect((await wallet(h, card.accountId)).availableBalance).toBe(before.availableBalance);
    // n: back to the form with the amount, nothing sent.
    await h.press('n');
    await h.until(() => overlayKind(h!) === 'form', 'the form again');
    expect(h.frame()).toContain('12.34');
    expect((await wallet(h, card.accountId)).availableBalance).toBe(before.availableBalance);
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review again');
    await h.press('y');
    await h.until(() => overlayKind(h!) === undefined, 'the form to close');
    expect(nano((await wallet(h, card.accountId)).availableBalance)).toBe(after);
  });

  it('defund: reviewed from the card to its wallet, and q sends nothing', async () => {
    h = await mountSandbox();
    const card = await onActiveCard(h);
    const before = await wallet(h, card.accountId);
    const cardBefore = (await readRef(h.env.client, card)).availableBalance!;
    await h.press('d');
    await h.until((f) => f.includes('card available'), 'the form');
    await h.type('0.75');
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review');
    const name = h.store.getState().entities.cards.get(card.id)!.name;
    const review = text(h.frame());
    expect(review).toContain(`Defund 0.75 ${before.currency} from ${name}`);
    expect(review).toContain(`to ${before.name}`);
    expect(review).toContain(`after ${shown(nano(cardBefore) - nano('0.75'))} ${before.currency}`);
    expect(review).toContain(
      `after ${shown(nano(before.availableBalance) + nano('0.75'))} ${before.currency}`,
    );
    await h.press('q');
    await h.until(() => overlayKind(h!) === 'form', 'the form again');
    expect((await readRef(h.env.client, card)).availableBalance).toBe(cardBefore);
    await h.press(KEYS.enter);
    await h.until(() => overlayKind(h!) === 'confirm', 'the review again');
    await h.press('y');
    await h.until(() => overlayKind(h!) === undefined, 'the form to close');
    expect(nano((await wallet(h, card.accountId)).availableBalance)).toBe(
      nano(before.availableBalance) + nano('0.75'),
    );
  });

  it("terminate: the card's remaining balance returns to the wallet, exactly", async () => {
    h = await mountSandbox();
    const card = await onActiveCard(h);
    const remaining = (await readRef(h.env.client, card)).availableBalance!;
    const before = await wallet(h, card.accountId);
    await h.press('x');
    await h.until(
      (f) =>
        text(f).includes(
          `Its remaining balance returns to the wallet ${before.name}: ${plainMoney(remaining)} ${before.currency}.`,
        ),
      'what returns to the wallet',
    );
    const four = h.store.getState().entities.cards.get(card.id)!.maskedNumber.slice(-4);
    await h.type(four);
    await h.press(KEYS.enter);
    await h.until(
      () => h!.store.getState().entities.cards.get(card.id)?.status === 'closed',
      'the card closed',
    );
    expect(nano((await wallet(h, card.accountId)).availableBalance)).toBe(
      nano(before.availableBalance) + nano(remaining),
    );
  });
});
