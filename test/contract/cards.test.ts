import { describe, expect, it } from 'vitest';
import { CardListQuery, CardRead, routes } from '../../src/contract/index.js';

const ts = '2026-01-02T03:04:05.000Z';
const uuid = '3f1c8a52-5b7e-4c1a-9d2e-0a1b2c3d4e5f';

describe('card response schemas', () => {
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
