// End to end: operator actions by keys in the real (bundled) binary inside tmux, against a sandbox
// on port 0; every result is checked through the API as well as on screen. Money is compared as
// exact decimals (bigint of the smallest unit), never as floats.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import type { MerchantCredentials } from '../../src/sandbox/index.js';
import { nano } from '../support/action-helpers.js';
import { jsonLinesValues } from '../support/json-values.js';
import {
  hasRow,
  inProcessSandbox,
  isolatedHomes,
  lineWith,
  openConsole,
  type E2eSandbox,
  type Homes,
  type Terminal,
} from './harness.js';

interface Card {
  id: string;
  accountId: string;
  name: string;
  masked: string;
  last4: string;
}
interface Wallet {
  id: string;
  name: string;
}

/** A decimal of 9 fraction digits (as bigint) written with 2, as the console's tables show money. */
function twoDigits(value: bigint): string {
  expect(value % 10_000_000n).toBe(0n); // whole cents: the table's rounding cannot blur the check
  const cents = value / 10_000_000n;
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  // Tables group thousands: 1,234,567.89.
  const whole = String(abs / 100n).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Every file under `dir`, recursively, as text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, text: readFileSync(path, 'utf8') }];
  });
}

// Each wait is bounded on its own (20 s); a test's budget allows several slow waits on a busy machine.
describe('operator actions end to end (tmux)', { timeout: 90_000 }, () => {
  let sandbox: E2eSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let wallet: Wallet;
  /** Distinct active cards of the first wallet, each with a last4 no other card of it shares. */
  let spare: Card[] = [];
  let term: Terminal | undefined;
  let homes: Homes | undefined;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    merchant = sandbox.merchant;
    client = sandbox.client();
    const first = (await client.call('listAccounts', {})).items[0]!;
    wallet = { id: first.id, name: first.name };
    const cards = (
      await client.call('listCards', {
        params: { org_id: merchant.orgId, wallet_id: wallet.id },
        query: { quantity: 100 },
      })
    ).data;
    const count = (four: string) => cards.filter((c) => c.maskedNumber.endsWith(four)).length;
    spare = cards
      .filter((c) => c.cardStatus === 'active' && count(c.maskedNumber.slice(-4)) === 1)
      .map((c) => ({
        id: c.cardId,
        accountId: wallet.id,
        name: c.name,
        masked: c.maskedNumber,
        last4: c.maskedNumber.slice(-4),
      }));
  });
  afterEach(async () => {
    // The console may still write its log while it ends after the terminal closed: wait for it.
    await term?.closeAndWait();
    term = undefined;
    await homes?.remove();
    homes = undefined;
  });

  /** A card for one test: no two tests change the same card. */
  function takeCard(): Card {
    const card = spare.shift();
    if (!card) throw new Error('the demo data has no more active cards with a unique last4');
    return card;
  }

  /** The console on a sandbox by flags, its state (audit trail) in fresh homes. */
  async function open(
    on: { sandbox: E2eSandbox; walletName: string } = { sandbox, walletName: wallet.name },
  ): Promise<Terminal> {
    homes = isolatedHomes();
    // CI=true: the console must still draw for an operator's terminal (it drops CI on a TTY).
    term = openConsole({
      args: [...on.sandbox.flags(), '--no-listen'],
      homes,
      env: { CI: 'true' },
      cols: 160,
    });
    await term.waitFor((s) => s.includes(`of ${on.walletName}`) && s.includes('> 1 Wallets'));
    return term;
  }

  /** Cards pane, filtered to `card` by its last four digits, with the cursor on its row. */
  async function focusCard(t: Terminal, card: Card): Promise<string> {
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('/');
    await t.waitFor('Enter apply');
    t.type(card.last4);
    await t.waitFor(`/${card.last4}`);
    t.keys('Enter');
    // The cursor mark sits before the card's name (names may be cut short: compare a prefix).
    return t.waitFor(
      (s) => s.includes(`filter "${card.last4}"`) && hasRow(s, card.masked, `> ${card.name.slice(0, 8)}`),
    );
  }

  async function cardStatus(card: Card): Promise<string> {
    return (
      await client.call('getCard', {
        params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id },
      })
    ).data.card.status;
  }

  it('funds a card 12.34: card and wallet balances change by exactly that, on screen and through the API', async () => {
    const card = takeCard();
    const readCard = async () =>
      nano(
        (
          await client.call('getCard', {
            params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id },
          })
        ).data.card.availableBalance!,
      );
    const readWallet = async () => {
      const b = await client.call('getAccountBalance', { params: { account_uuid: wallet.id } });
      return { balance: nano(b.balance), available: nano(b.availableBalance) };
    };
    const [cardBefore, walletBefore] = [await readCard(), await readWallet()];
    const amount = nano('12.34');

    const t = await open();
    const before = await focusCard(t, card);
    expect(lineWith(before, card.masked)).toContain(twoDigits(cardBefore));
    t.keys('f');
    await t.waitFor((s) => s.includes('Fund ') && s.includes('wallet available'));
    t.type('12.34');
    t.keys('Tab');
    t.type('e2e fund');
    await t.waitFor('e2e fund_');
    t.keys('Enter');
    // The review: nothing moved before y.
    await t.waitFor(
      (s) => s.includes('Fund 12.34 USD from') && s.includes('Nothing is sent before you confirm.'),
    );
    expect(await readCard()).toBe(cardBefore);
    t.keys('y');
    const after = await t.waitFor(
      (s) =>
        s.includes(`funded `) &&
        hasRow(s, card.masked, twoDigits(cardBefore + amount)) &&
        hasRow(s, wallet.name, twoDigits(walletBefore.balance - amount)),
    );
    expect(after).toContain(`: 12.34 `);

    expect(await readCard()).toBe(cardBefore + amount);
    const walletAfter = await readWallet();
    expect(walletAfter.available).toBe(walletBefore.available - amount);
    expect(walletAfter.balance).toBe(walletBefore.balance - amount);
  });

  it('freezes a card after y, then resumes it after y; another key cancels', async () => {
    const card = takeCard();
    const t = await open();
    await focusCard(t, card);
    t.keys('s');
    await t.waitFor(/Suspend \(freeze\) .*\?/);
    t.keys('n');
    await t.waitFor((s) => !s.includes('Suspend (freeze)') && hasRow(s, card.masked, 'ACTIVE'));
    expect(await cardStatus(card)).toBe('active');

    t.keys('s');
    await t.waitFor(/Suspend \(freeze\) .*\?/);
    t.keys('y');
    await t.waitFor((s) => hasRow(s, card.masked, 'FROZEN'));
    expect(await cardStatus(card)).toBe('frozen');

    t.keys('u');
    await t.waitFor(/Resume \(unfreeze\) .*\?/);
    t.keys('y');
    await t.waitFor((s) => hasRow(s, card.masked, 'ACTIVE'));
    expect(await cardStatus(card)).toBe('active');
  });

  it('terminates a card only once its last four digits are typed', async () => {
    const card = takeCard();
    const wrong = card.last4 === '0000' ? '1111' : '0000';
    const t = await open();
    await focusCard(t, card);
    t.keys('x');
    await t.waitFor('cannot be undone');
    t.type(wrong);
    await t.waitFor('does not match the last four digits');
    t.keys('Enter');
    // Refused before sending: the form stays and the card is untouched.
    await t.waitFor((s) => s.includes('cannot be undone') && s.includes('does not match'));
    expect(await cardStatus(card)).toBe('active');

    t.keys(['BSpace', 'BSpace', 'BSpace', 'BSpace']);
    t.type(card.last4);
    await t.waitFor((s) => s.includes(`${card.last4}_`) && !s.includes('does not match'));
    t.keys('Enter');
    await t.waitFor((s) => !s.includes('cannot be undone') && hasRow(s, card.masked, 'CLOSED'));
    expect(await cardStatus(card)).toBe('closed');
  });

  it('reveals the full number in a box that a key hides; neither the raw view nor the state files (audit trail) hold the number, CVV or a token', async () => {
    const card = takeCard();
    const secret = (
      await client.call('getCardCredentials', {
        params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id },
      })
    ).data;
    const spaced = secret.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const t = await open();
    await focusCard(t, card);
    t.keys('v');
    await t.waitFor('Reveal the full number and CVV');
    t.keys('y');
    const box = await t.waitFor('Hides in');
    expect(box).toContain(spaced);
    expect(lineWith(box, 'CVV')).toContain(secret.cvv);

    t.keys('z');
    const hidden = await t.waitFor((s) => !s.includes('Hides in') && s.includes(card.masked));
    expect(hidden).not.toContain(spaced);
    expect(hidden).not.toContain(secret.cardNumber);

    // The raw JSON view of the same card: the console kept no copy of the credentials.
    t.keys('y');
    const raw = await t.waitFor((s) => s.includes(`"${card.id}"`) && s.includes('"maskedNumber"'));
    for (const forbidden of [secret.cardNumber, spaced, '"cvv"', `"${secret.cvv}"`])
      expect(raw).not.toContain(forbidden);
    t.keys('q');
    await t.waitFor((s) => !s.includes('"maskedNumber"') && s.includes(card.masked));
    t.keys('q');
    expect(await t.waitForExit()).toBe(0);
    const files = filesUnder(homes!.state);
    const audit = files.find((f) => f.path.endsWith('audit.jsonl'));
    expect(audit?.text).toContain('"card.reveal"');
    for (const { text } of files) {
      for (const forbidden of [secret.cardNumber, spaced, merchant.apiKey, merchant.apiToken])
        expect(text).not.toContain(forbidden);
      expect(text).not.toMatch(/cvv/i);
    }
    // The CVV is three or four digits, which may occur inside ids or times: look for it as a value.
    expect(jsonLinesValues(audit!.text)).not.toContain(secret.cvv);
  });

  it('issues a card by keys: it shows as CREATING at once, then ACTIVE, and exists through the API', async () => {
    // A second sandbox whose cards stay "creating" long enough to be seen on screen.
    const slow = await inProcessSandbox({ provisioningDelayMs: 3000 });
    const m = slow.merchant;
    const slowClient = slow.client();
    try {
      const account = (await slowClient.call('listAccounts', {})).items[0]!;
      const name = `E2E ${Date.now() % 10_000}`; // short: the cards table truncates long names
      const t = await open({ sandbox: slow, walletName: account.name });
      // The holders pane loads the merchant's cardholders, which the form's picker finds by type-ahead.
      t.keys('4');
      await t.waitFor('grace@acme-travel.example');
      t.keys('1');
      await t.waitFor('> 1 Wallets');
      t.keys('i');
      await t.waitFor(
        (s) => s.includes(`Issue a card in ${account.name}`) && !s.includes('loading the BIN list'),
      );
      t.keys('Tab'); // cardholder
      t.type('Grace');
      await t.waitFor(/Cardholder +: < Grace Hopper/);
      t.keys(['Tab', 'Tab']); // card type (the first allowed), then BIN
      t.type('BIN');
      await t.waitFor(/BIN +: < BIN \d+/);
      t.keys('Tab');
      t.type(name);
      await t.waitFor(`${name}_`);
      t.keys('Enter');
      // The issuing fee is money moved: reviewed first.
      await t.waitFor((s) => s.includes('Issue a card from') && s.includes('(card issuing)'));
      t.keys('y');
      await t.waitFor((s) => !s.includes('Issue a card in') && hasRow(s, name, 'CREATING'));
      await t.waitFor((s) => hasRow(s, name, 'ACTIVE') && s.includes(`card ${name} is active`));

      const cards = (
        await slowClient.call('listCards', {
          params: { org_id: m.orgId, wallet_id: account.id },
          query: { quantity: 100 },
        })
      ).data;
      const issued = cards.filter((c) => c.name === name);
      expect(issued).toHaveLength(1);
      expect(issued[0]!.cardStatus).toBe('active');
      expect(issued[0]!.holder).toContain('Grace Hopper');
    } finally {
      term?.close();
      term = undefined;
      await slow.close();
    }
  });

  it('transfers between two accounts: amounts, fee and both transaction ids agree on screen and through the API', async () => {
    const accounts = (await client.call('listAccounts', {})).items;
    const destination = accounts.find(
      (a) => a.id !== wallet.id && a.status === 'active' && a.currency === 'USD',
    )!;
    const balanceOf = async (id: string) =>
      nano((await client.call('getAccountBalance', { params: { account_uuid: id } })).balance);
    const [sourceBefore, destinationBefore] = [await balanceOf(wallet.id), await balanceOf(destination.id)];
    const amount = nano('25.50');

    const t = await open();
    t.keys('t');
    await t.waitFor((s) => s.includes(`Transfer from ${wallet.name}`) && !s.includes('loading destinations'));
    t.type(destination.name);
    await t.waitFor(new RegExp(`To wallet +: < ${destination.name} `));
    t.keys('Tab');
    t.type('25.50');
    t.keys(['Tab', 'Tab']); // currency keeps the account's, then the description
    t.type('e2e transfer');
    await t.waitFor('e2e transfer_');
    t.keys('Enter');
    await t.waitFor(
      (s) => s.includes('Transfer 25.50 USD from') && s.includes('Nothing is sent before you confirm.'),
    );
    expect(await balanceOf(destination.id)).toBe(destinationBefore);
    t.keys('y');
    // The result names the accounts, and the operations by their ids' first characters.
    const done = await t.waitFor(/transferred 25\.50* USD.*\(operations [0-9a-f]{8}…, [0-9a-f]{8}…\)/);
    expect(done).toContain(`from ${wallet.name} to ${destination.name}`);
    const [, fromPrefix, toPrefix] = /operations ([0-9a-f]{8})…, ([0-9a-f]{8})…/.exec(done)!;
    const shownFee = /transferred [\d.]+ USD \(fee ([\d.]+)\)/.exec(done)?.[1];

    // Each account's history holds its side of the transfer, under the id the console showed; the
    // fee the console showed is the source's separate fee entry.
    const history = async (id: string) =>
      (await client.call('listAccountTransactions', { params: { account_uuid: id } })).items;
    const sourceOps = await history(wallet.id);
    const out = sourceOps.find((op) => op.id.startsWith(fromPrefix!));
    const into = (await history(destination.id)).find((op) => op.id.startsWith(toPrefix!));
    expect(out && nano(out.amount)).toBe(amount);
    expect(into && nano(into.amount)).toBe(amount);
    const fee = shownFee === undefined ? 0n : nano(shownFee);
    if (shownFee !== undefined)
      expect(sourceOps.some((op) => op.type === 'transfer_fee' && nano(op.amount) === fee)).toBe(true);
    expect(await balanceOf(wallet.id)).toBe(sourceBefore - amount - fee);
    expect(await balanceOf(destination.id)).toBe(destinationBefore + amount);
    // The account rows on screen follow.
    await t.waitFor(
      (s) =>
        hasRow(s, wallet.name, twoDigits(sourceBefore - amount - fee)) &&
        hasRow(s, destination.name, twoDigits(destinationBefore + amount)),
    );
  });
});
