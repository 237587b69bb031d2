import { describe, expect, it } from 'vitest';
import { TransferResponse } from '../../src/contract/index.js';

const uuid = '3f1c8a52-5b7e-4c1a-9d2e-0a1b2c3d4e5f';

describe('transfer response schema', () => {
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
});
