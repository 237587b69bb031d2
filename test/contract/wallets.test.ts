import { describe, expect, it } from 'vitest';
import { AccountDetail, WalletListItem } from '../../src/contract/index.js';

const ts = '2026-01-02T03:04:05.000Z';
const uuid = '3f1c8a52-5b7e-4c1a-9d2e-0a1b2c3d4e5f';

describe('wallet and account response schemas', () => {
  it('keep unknown provider-specific keys', () => {
    const parsed = WalletListItem.parse({
      id: uuid,
      name: 'Main',
      balance: '10.00',
      currency: 'USD',
      status: 'active',
      cards: 2,
      allowedCardTypes: ['virtual'],
      isTransferAllowed: true,
      createdAt: ts,
      updatedAt: ts,
      providerRegion: 'eu-1',
    });
    expect(parsed).toMatchObject({ providerRegion: 'eu-1' });
  });

  it('accept the account detail with fees and binList', () => {
    const account = {
      id: uuid,
      name: 'Ops',
      balance: '1000.000000000',
      availableBalance: '990.000000000',
      holdedBalance: '10.000000000',
      currency: 'USD',
      status: 'active',
      cards: 3,
      allowedCardTypes: ['virtual', 'physical'],
      isTransferAllowed: true,
      isUsedCardBalance: true,
      createdAt: ts,
      updatedAt: '2026-01-02T05:04:05+02:00',
      fees: {
        cardTransactions: { type: 'percent', percent: '1.5' },
        cardIssuing: { type: 'amount', amount: '2.00', currency: 'USD' },
      },
      binList: [
        {
          cardProviderBinId: uuid,
          bin: '411111',
          cardNetwork: 'visa',
          issuerCountry: 'US',
          cardTokenizations: ['apple_pay'],
          categoryIds: [uuid],
        },
      ],
    };
    expect(AccountDetail.safeParse(account).success).toBe(true);
  });
});
