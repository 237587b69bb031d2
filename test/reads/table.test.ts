// The read table picks a request family once, from what the credentials allow: the organization
// family first unless the read says the account family's answer says more; a read of one family
// asks nothing; with no family allowed the client's own refusal is what the caller sees.
import { describe, expect, it } from 'vitest';
import { canRead, pickFamily, read, readFamily, READS } from '../../src/reads/index.js';
import { accountDetail, accountListItem, walletDetail, walletListItem } from '../support/contract-objects.js';
import { FakeFetcher } from '../support/fake-fetcher.js';

const page = <T>(data: T[]) => ({
  data,
  pagination: { quantity: 100, totalQuantity: data.length, currentPage: 1, pages: 1 },
});

describe('pickFamily', () => {
  it('takes the first family whose routes are all allowed, else says why the first was refused', () => {
    const both = new FakeFetcher({ getCard: () => ({}) as never, getAccountCard: () => ({}) as never });
    const account = new FakeFetcher({ getAccountCard: () => ({}) as never });
    const none = new FakeFetcher({});
    expect(readFamily(both, READS.card)).toEqual({ ok: true, family: 'org' });
    expect(readFamily(account, READS.card)).toEqual({ ok: true, family: 'account' });
    expect(readFamily(none, READS.card)).toEqual({ ok: false, reason: 'needs organization credentials' });
    // A way of two routes needs both: cardholders without their cards is no way to a wallet's cards.
    const half = new FakeFetcher({ listAccountCardholders: () => ({ items: [], total: 0 }) });
    expect(canRead(half, READS.cardList)).toBe(false);
    expect(pickFamily(none, [['org', null]])).toEqual({
      ok: false,
      reason: 'not available with these credentials',
    });
  });
});

describe('read', () => {
  it('asks the account family first for the wallets, whose list carries the balances, and normalises either', async () => {
    const both = new FakeFetcher({
      listAccounts: () => ({ items: [accountListItem(1)] }),
      listWallets: () => page([walletListItem(1), walletListItem(2)]),
    });
    expect((await read(both, READS.accounts, { pageSize: 50 })).accounts).toHaveLength(1);
    expect(both.calls.map((c) => c.id)).toEqual(['listAccounts']);
    const org = new FakeFetcher({ listWallets: () => page([walletListItem(1), walletListItem(2)]) });
    const res = await read(org, READS.accounts, { pageSize: 50 });
    expect(res.accounts.map((a) => a.id)).toEqual([walletListItem(1).id, walletListItem(2).id]);
    expect(org.calls[0]?.input).toEqual({ query: { page: 1, quantity: 50 } });
  });

  it('reads a wallet in full in either family, with what only the detail shows', async () => {
    const account = new FakeFetcher({ getAccount: () => accountDetail(1) });
    const a = await read(account, READS.account, accountDetail(1).id);
    expect(a.extras.binList).toEqual(accountDetail(1).binList);
    const org = new FakeFetcher({ getWallet: () => ({ data: walletDetail(1) }) });
    const w = await read(org, READS.account, walletDetail(1).id);
    expect(w.account.name).toBe(walletDetail(1).name);
    expect(w.extras.binList).toBeUndefined();
  });

  it('calls the last family tried when none is allowed: the caller sees the client refuse it', async () => {
    const none = new FakeFetcher({});
    await expect(read(none, READS.card, { id: 'c', accountId: 'w' })).rejects.toThrow(
      'no handler for getAccountCard',
    );
    expect(none.calls.map((c) => c.id)).toEqual(['getAccountCard']);
  });
});

describe('the wallet providers', () => {
  it('are an organization-family read: its list of providers, and no read without those credentials', async () => {
    const provider = { id: 'prov-1', name: 'Provider One', currencies: ['USD', 'EUR'] };
    const org = new FakeFetcher({ listProviders: () => ({ data: [provider] }) as never });
    expect(await read(org, READS.walletProviders, undefined)).toEqual([provider]);
    expect(org.calls.map((c) => c.id)).toEqual(['listProviders']);
    expect(canRead(new FakeFetcher({ listAccounts: () => ({ items: [] }) }), READS.walletProviders)).toBe(
      false,
    );
  });
});
