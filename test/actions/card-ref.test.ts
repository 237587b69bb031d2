import { describe, expect, it } from 'vitest';
import { cardRefOf } from '../../src/actions/index.js';

describe('cardRefOf', () => {
  it('keeps the card fields the actions use, in the wallet given, and nothing else', () => {
    const card = {
      id: 'c1',
      status: 'active' as const,
      name: 'Travel',
      maskedNumber: '400000******1234',
      availableBalance: '12.30',
      currency: 'USD',
      holder: 'Ada',
    };
    expect(cardRefOf(card, 'w1')).toEqual({
      id: 'c1',
      accountId: 'w1',
      status: 'active',
      name: 'Travel',
      maskedNumber: '400000******1234',
      availableBalance: '12.30',
      currency: 'USD',
    });
  });
});
