// The one presentation of a money form's facts: available now, the fee (an
// amount, a percent, none, or not known and why) and available after, exact to the last digit.
import { describe, expect, it } from 'vitest';
import {
  issuingFee,
  moneyFactLines,
  movementFee,
  transferFee,
  type MoneyFacts,
} from '../../../src/tui/forms/money-facts.js';

const facts = (patch: Partial<MoneyFacts>): MoneyFacts => ({
  source: 'Wallet',
  available: '20696.48',
  currency: 'USD',
  fee: { kind: 'none', why: 'x' },
  flow: 'out',
  ...patch,
});

describe('money facts of a form', () => {
  it('issuing: the fee from fees.cardIssuing and the wallet after it', () => {
    const fee = issuingFee({ cardIssuing: { type: 'amount', amount: '2.00', currency: 'USD' } });
    expect(moneyFactLines(facts({ fee, flow: 'none' }))).toEqual([
      'Wallet available: 20,696.48 USD.',
      'Fee: 2.00 USD (card issuing).',
      'Wallet available after: 20,694.48 USD.',
    ]);
  });

  it("a fund: no fee when the wallet's fees name none, and the exact balance after the typed amount", () => {
    const lines = moneyFactLines(facts({ fee: movementFee({}, 'fund'), amount: '0.01' }));
    expect(lines[1]).toBe("Fee: no fee (the wallet's fees name none for a fund).");
    expect(lines[2]).toBe('Wallet available after: 20,696.47 USD.');
    const big = moneyFactLines(
      facts({ available: '999999999999.99', fee: movementFee({}, 'fund'), amount: '0.01' }),
    );
    expect(big[2]).toBe('Wallet available after: 999,999,999,999.98 USD.');
  });

  it('a defund: the money returns to the wallet', () => {
    expect(moneyFactLines(facts({ fee: movementFee({}, 'defund'), flow: 'in', amount: '3.52' }))[2]).toBe(
      'Wallet available after: 20,700.00 USD.',
    );
  });

  it("says the fee is not known, and why, when the wallet's fees were not read", () => {
    const lines = moneyFactLines(facts({ fee: movementFee(undefined, 'fund'), amount: '1' }));
    expect(lines[1]).toBe("Fee: not known (the wallet's fees are not read yet).");
    expect(lines[2]).toBe('Wallet available after: 20,695.48 USD less the fee, which is not known.');
    expect(moneyFactLines(facts({ fee: issuingFee(undefined), flow: 'none' }))[1]).toMatch(
      /^Fee: not known \(/,
    );
  });

  it('a transfer: the percent priced on this amount, and taken with it', () => {
    const lines = moneyFactLines(
      facts({
        source: 'Source wallet',
        fee: transferFee({ transfers: { type: 'percent', percent: '0.5' } }),
        amount: '3.21',
      }),
    );
    expect(lines[1]).toBe('Fee: 0.5% of the amount: 0.02 USD on this amount.');
    expect(lines[2]).toBe('Source wallet available after: 20,693.25 USD.');
  });

  it('asks for an amount before it can say what is left, and says when the balance was not read', () => {
    expect(moneyFactLines(facts({ amount: '' }))[2]).toBe(
      'Wallet available after: shown once a valid amount is typed.',
    );
    const unread = moneyFactLines(facts({ available: undefined, amount: '1' }));
    expect(unread[0]).toBe('Wallet available: not read yet.');
    expect(unread[2]).toBe('Wallet available after: not known (its balance is not read yet).');
  });
});
