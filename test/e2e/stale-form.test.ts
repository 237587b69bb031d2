// End to end: the real bundled console in tmux with a fund form open, and another
// operator (an API client of the same merchant) terminating another card of the same wallet, which
// returns that card's balance to the wallet. The open form follows: it shows the wallet's new
// available balance, marks what it showed when it opened, computes the balance after on the new
// one, and the fund then moves exactly the typed amount.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { formatAmount, parseMoneyString, type Money } from '../../src/domain/index.js';
import { plainMoney } from '../../src/tui/present/money.js';
import { nanos } from '../support/money.js';
import { hasRow, inProcessSandbox, openConsole, type E2eSandbox } from './harness.js';

const value = (text: string): bigint => {
  const parsed = parseMoneyString(text);
  if (!parsed.ok) throw new Error(`not an amount: ${text}`);
  return parsed.value;
};
const shown = (n: bigint) => plainMoney(formatAmount(nanos(n) as Money, 9));
/** The screen with the form's wrapped lines joined, so a sentence reads whole. */
const joined = (screen: string) => screen.replace(/\n\s+/g, ' ');

describe('an open fund form follows another operator (tmux)', { timeout: 180_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    client = sandbox.client();
  });

  it("shows the wallet's new available balance, marked, and funds from it", async () => {
    const wallet = (await client.call('listAccounts', {})).items[0]!;
    const cards = (
      await client.call('listCards', { params: { wallet_id: wallet.id }, query: { quantity: 100 } })
    ).data;
    const unique = (four: string) => cards.filter((c) => c.maskedNumber.endsWith(four)).length === 1;
    const funded = cards.filter((c) => c.cardStatus === 'active' && value(c.availableBalance) > 0n);
    const target = funded.find((c) => unique(c.maskedNumber.slice(-4)))!;
    const other = funded.find((c) => c.cardId !== target.cardId)!;
    expect(target && other).toBeTruthy();
    const walletAvailable = async () =>
      (await client.call('getWallet', { params: { wallet_id: wallet.id } })).data.availableBalance;
    const opened = await walletAvailable();

    const t = openConsole({
      args: [...sandbox.flags(), '--no-listen', '--no-index', '--poll-interval', '300'],
      env: { CI: 'true' },
      cols: 160,
    });
    await t.waitFor((s) => s.includes(`of ${wallet.name}`) && s.includes('> 1 Wallets'), 30_000);
    const four = target.maskedNumber.slice(-4);
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('/');
    await t.waitFor('Enter apply');
    t.type(four);
    await t.waitFor(`/${four}`);
    t.keys('Enter');
    await t.waitFor((s) => s.includes(`filter "${four}"`) && hasRow(s, target.maskedNumber));
    t.keys('f');
    await t.waitFor(
      (s) => joined(s).includes(`Wallet available: ${plainMoney(opened)} ${wallet.currency}.`),
      30_000,
    );

    // Another operator terminates another card of the same wallet: its balance returns to the wallet.
    await client.call('terminateCard', { params: { wallet_id: wallet.id, instrument_id: other.cardId } });
    const now = value(opened) + value(other.availableBalance);
    expect(value(await walletAvailable())).toBe(now);
    await t.waitFor(
      (s) =>
        joined(s).includes(
          `Wallet available: ${shown(now)} ${wallet.currency} (was ${plainMoney(opened)} when the form opened).`,
        ),
      30_000,
    );
    t.type('1.00');
    await t.waitFor((s) =>
      joined(s).includes(`Wallet available after: ${shown(now - value('1.00'))} ${wallet.currency}.`),
    );
    t.keys('Enter');
    await t.waitFor('Nothing is sent before you confirm.');
    t.keys('y');
    await t.waitFor((s) => s.includes('funded '), 30_000);
    expect(value(await walletAvailable())).toBe(now - value('1.00'));
  });
});
