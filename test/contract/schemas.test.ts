import { describe, expect, it } from 'vitest';
import {
  AccountDetail,
  CardListQuery,
  CardRead,
  routes,
  TransferResponse,
  ValidationErrorBody,
  WalletListItem,
} from '../../src/contract/index.js';

const ts = '2026-01-02T03:04:05.000Z';
const uuid = '3f1c8a52-5b7e-4c1a-9d2e-0a1b2c3d4e5f';

describe('response schemas', () => {
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

  it('reject a card read with an unknown status, naming the field', () => {
    const card = {
      id: uuid,
      name: 'c',
      status: 'melted',
      currency: 'USD',
      availableBalance: '1.00',
      maskedNumber: '4111 **** **** 1111',
      cardType: 'virtual',
      paymentSystem: 'Visa',
      expiredAt: '01.2029',
      limits: {},
      cardOwner: { cardOwnerId: 'o1', firstName: 'A', lastName: 'B', email: 'a@b.c' },
      createdAt: ts,
    };
    const result = CardRead.safeParse({ account: { id: uuid, name: 'a' }, card });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['card', 'status']);
  });

  it('accept both transfer response forms', () => {
    expect(TransferResponse.safeParse({ fromTransactionId: 'a', toTransactionId: 'b' }).success).toBe(true);
    expect(
      TransferResponse.safeParse({
        status: 'accepted',
        message: 'queued',
        sourceAccountUuid: uuid,
        destinationAccountUuid: uuid,
        amount: '1.00',
        currency: 'USD',
      }).success,
    ).toBe(true);
    expect(TransferResponse.safeParse({ status: 'accepted' }).success).toBe(false);
  });

  it('accept the 422 body of the spec', () => {
    expect(
      ValidationErrorBody.safeParse({
        detail: [{ loc: ['body', 'cardType'], msg: 'bad', type: 'type_error.enum' }],
      }).success,
    ).toBe(true);
  });
});

describe('query schemas', () => {
  it('turn a single statuses[] value into an array and apply page defaults', () => {
    expect(CardListQuery.parse({ 'statuses[]': 'active' })).toMatchObject({
      'statuses[]': ['active'],
      page: 1,
      quantity: 25,
    });
  });
  it('reject an out-of-range quantity and an unknown status', () => {
    expect(CardListQuery.safeParse({ quantity: '0' }).success).toBe(false);
    expect(CardListQuery.safeParse({ 'statuses[]': ['nope'] }).success).toBe(false);
  });
  it('require cardOwnerId and cardType on issuance', () => {
    const issues = routes.issueCard.body
      .safeParse({})
      .error?.issues.map((i) => i.path.join('.'))
      .sort();
    expect(issues).toEqual(['cardOwnerId', 'cardType']);
  });
});
