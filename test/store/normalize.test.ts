import { describe, expect, it } from 'vitest';
import {
  cardFromListItem,
  cardFromRead,
  cardOperation,
  mergeCard,
  toAccount,
  walletOperation,
} from '../../src/store/index.js';
import {
  accountDetail,
  cardListItem,
  cardOperationDetail,
  cardOperationItem,
  cardRead,
  walletDetail,
  walletOperationItem,
} from '../support/contract-objects.js';

describe('one model for both families', () => {
  it('maps a wallet detail and an account detail to the same Account shape', () => {
    const wallet = toAccount(walletDetail(1));
    const account = toAccount(accountDetail(1));
    expect(Object.keys(wallet).sort()).toEqual(Object.keys(account).sort());
    expect(wallet.heldBalance).toBe('100.00');
    expect(account.heldBalance).toBe('100.000000000');
  });

  it('maps the org card read and the account card read alike, and a list row keeps what the read added', () => {
    const org = cardFromRead(cardRead(1, 1));
    const flat = cardFromRead({ ...cardRead(1, 1).card, account: cardRead(1, 1).account });
    expect({ ...org, raw: null }).toEqual({ ...flat, raw: null });
    const merged = mergeCard(
      org,
      cardFromListItem(cardListItem(1, { cardStatus: 'frozen' }), org.accountId!),
    );
    expect(merged.status).toBe('frozen');
    expect(merged.limits).toEqual({ daily_limit: '100.00', monthly_limit: '1000.00' });
    expect(merged.accountName).toBe('Wallet 1');
  });

  it('keeps list and detail forms of operations apart by what they carry', () => {
    expect(cardOperation(cardOperationItem(1, 1)).feeAmount).toBeUndefined();
    expect(cardOperation(cardOperationDetail(1, 1, 1))).toMatchObject({
      feeAmount: '0.12',
      settlementAmount: '12.22',
      merchantCategory: '5411',
    });
    // A list item says why it was declined too: a timeline explains declines without a read per decline.
    const declined = cardOperationItem(2, 1, { status: 'declined', declineReason: 'daily_limit_exceeded' });
    expect(cardOperation(declined).declineReason).toBe('daily_limit_exceeded');
    expect(walletOperation(walletOperationItem(1, 1))).toMatchObject({
      kind: 'wallet',
      accountName: 'Wallet 1',
    });
  });
});
