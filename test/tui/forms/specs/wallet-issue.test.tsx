// Account forms driven by keys against a real sandbox: issue a card (existing or new cardholder),
// transfer between accounts, create a cardholder, rename a wallet.
import { afterEach, describe, expect, it } from 'vitest';
import { nano } from '../../../support/action-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { sendReviewed } from '../../../support/review.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { openFormOf } from '../../../../src/tui/forms/slot.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const overlayKind = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind;

async function balanceOf(harness: SandboxHarness, accountId: string): Promise<string> {
  return (await harness.env.client.call('getAccountBalance', { params: { account_uuid: accountId } }))
    .availableBalance;
}

describe('issue card form', () => {
  it('issues a card for an existing cardholder; it shows as creating, then active', async () => {
    // Long enough that the screen can show the card before the sandbox's worker activates it.
    h = await mountSandbox({ provisioningDelayMs: 3_000 });
    const accountId = h.store.getState().view.selectedAccountId!;
    // Every status the console held for the new card, in order (repeats folded).
    const seen: string[] = [];
    const unsubscribe = h.store.subscribe((state) => {
      const card = [...state.entities.cards.values()].find((c) => c.name === 'Travel e2e');
      if (card && seen.at(-1) !== card.status) seen.push(card.status);
    });
    await h.press('i');
    await h.until(
      (f) =>
        f.includes('Issue a card in') &&
        f.includes('BIN ') &&
        h!.store.getState().entities.cardholders.size > 0,
      'the issue form with options',
    );
    expect(h.frame()).toMatch(/Cardholder\s*: < \(choose\) >/);
    await h.press(KEYS.down);
    await h.type('grace');
    expect(h.frame()).toMatch(/Cardholder\s*: < Grace/);
    await h.press(KEYS.down, KEYS.down, KEYS.down);
    await h.type('Travel e2e');
    await sendReviewed(h);
    await h.until(() => overlayKind(h!) === undefined, 'the form to close');
    const created = [...h.store.getState().entities.cards.values()].find((c) => c.name === 'Travel e2e');
    expect(created).toBeDefined();
    // The card's row in the Cards table (its name, then its masked number), not the message line.
    const row = (f: string) => f.split('\n').find((line) => /Travel e2e +\d{4} \*{4}/.test(line)) ?? '';
    await h.until((f) => / CREATING /.test(row(f)), 'the new card shown as creating');
    await h.until((f) => / ACTIVE /.test(row(f)), 'the new card shown as active');
    unsubscribe();
    expect(seen).toEqual(['creating', 'active']);
    const read = await h.env.client.call('getCard', {
      params: { wallet_id: accountId, instrument_id: created!.id },
    });
    expect(read.data.card.status).toBe('active');
    expect(read.data.card.cardOwner?.firstName ?? read.data.card.cardOwner).toBeTruthy();
  });

  it('creates the cardholder in place, validating its fields first', async () => {
    h = await mountSandbox();
    await h.press('i');
    await h.until(() => h!.store.getState().entities.cardholders.size > 0, 'the cardholders');
    await h.press(KEYS.down);
    await h.press('\u001B[D');
    expect(h.frame()).toContain('+ new cardholder');
    await h.press(KEYS.down);
    await h.type('ops-42');
    await h.press(KEYS.down);
    await h.type('Joan');
    await h.press(KEYS.down);
    await h.type('Clarke');
    await h.press(KEYS.down);
    await h.type('not-an-email');
    expect(h.frame()).toMatch(/! .*email/i);
    await h.press(...Array(12).fill(KEYS.backspace));
    await h.type('joan@example.com');
    await h.press(KEYS.down);
    await h.type('+15551234567');
    await sendReviewed(h);
    await h.until(() => overlayKind(h!) === undefined, 'the form to close');
    const holder = await h.env.client.call('getCardholder', { params: { card_owner_id: 'ops-42' } });
    expect(holder.firstName).toBe('Joan');
    const cards = await h.env.client.call('listCardholderCards', { params: { card_owner_id: 'ops-42' } });
    expect(cards.items).toHaveLength(1);
  });
});

describe('transfer form', () => {
  it('moves exactly the amount from one account to another and names both transactions', async () => {
    h = await mountSandbox();
    const source = h.store.getState().view.selectedAccountId!;
    await h.press('t');
    await h.until((f) => f.includes('Transfer from') && /To wallet\s*: < \w/.test(f), 'the destinations');
    const destination = openFormOf(h.store.getState())?.values.destination ?? '';
    const [beforeSource, beforeDestination] = await Promise.all([
      balanceOf(h, source),
      balanceOf(h, destination),
    ]);
    await h.press(KEYS.down);
    await h.type('3.21');
    // The sandbox's transfer fee rule (0.5 %) and what it comes to for this amount, before sending.
    expect(h.frame()).toContain('Fee: 0.5% of the amount: 0.02 USD on this amount.');
    await sendReviewed(h);
    await h.until((f) => f.includes('transferred 3.21'), 'the result');
    expect(h.frame()).toMatch(/from .+ to .+ \(operations [0-9a-f]{8}…, [0-9a-f]{8}…\)/);
    const [afterSource, afterDestination] = await Promise.all([
      balanceOf(h, source),
      balanceOf(h, destination),
    ]);
    expect(nano(afterDestination) - nano(beforeDestination)).toBe(nano('3.21'));
    expect(nano(beforeSource) - nano(afterSource) >= nano('3.21')).toBe(true);
  });

  it('refuses more than the source has before sending', async () => {
    h = await mountSandbox();
    await h.press('t');
    await h.until((f) => /To wallet\s*: < \w/.test(f), 'the destinations');
    await h.press(KEYS.down);
    await h.type('99999999');
    expect(h.frame()).toContain("more than the source wallet's available balance");
    await h.press(KEYS.enter);
    expect(overlayKind(h)).toBe('form');
  });
});

describe('wallet rename', () => {
  it('renames the selected wallet from the palette', async () => {
    h = await mountSandbox();
    const accountId = h.store.getState().view.selectedAccountId!;
    await h.press(':');
    await h.type('wallet-rename');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('New name'), 'the rename form');
    await h.press(...Array(30).fill(KEYS.backspace));
    await h.type('Ops Float');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('wallet renamed to Ops Float'), 'the notification');
    const wallet = await h.env.client.call('getWallet', { params: { wallet_id: accountId } });
    expect(wallet.data.name).toBe('Ops Float');
  });
});

describe('new cardholder form', () => {
  it('checks each field, then creates the cardholder in the selected account', async () => {
    h = await mountSandbox();
    await h.press('h');
    await h.until((f) => f.includes('New cardholder in'), 'the form');
    await h.type('bad id!');
    expect(h.frame()).toMatch(/! must be 1-64 letters/);
    await h.press(...Array(7).fill(KEYS.backspace));
    await h.type('ops-77');
    await h.press(KEYS.down);
    await h.type('Ida');
    await h.press(KEYS.down);
    await h.type('Rhodes');
    await h.press(KEYS.down);
    await h.type('ida@example.com');
    await h.press(KEYS.down);
    await h.type('12');
    expect(h.frame()).toMatch(/! must be a phone number/);
    await h.press(KEYS.backspace, KEYS.backspace);
    await h.type('+15550001111');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('cardholder Ida Rhodes created'), 'the notification');
    expect((await h.env.client.call('getCardholder', { params: { card_owner_id: 'ops-77' } })).lastName).toBe(
      'Rhodes',
    );
  });
});

describe('new wallet form', () => {
  it('offers the providers and creates the wallet', async () => {
    h = await mountSandbox();
    await h.press(':');
    await h.type('wallet-new');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('New wallet') && /Provider\s*: < \w/.test(f), 'the form with providers');
    await h.press(KEYS.enter);
    expect(h.frame()).toContain('! required');
    await h.type('Payroll');
    // The currency is one the chosen provider offers.
    expect(h.frame()).toMatch(/Currency\s*: < USD >/);
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('wallet Payroll created'), 'the notification');
    const wallets = (await h.env.client.call('listWallets', {})).data;
    expect(wallets.some((w) => w.name === 'Payroll' && w.currency === 'USD')).toBe(true);
  });
});
