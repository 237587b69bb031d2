// The logical reads of wallets (accounts): the list, one wallet in full, its balance, limits,
// restrictions and transfer destinations.
import { toAccount, type Account, type AccountExtras } from '../store/index.js';
import { route, type LogicalRead } from './table.js';

/** One page of a list, as both families report it. */
export interface Paged {
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

export interface AccountsPage extends Paged {
  readonly accounts: readonly Account[];
}

/** A wallet read in full: the row and what only its detail shows. */
export interface AccountRead {
  readonly account: Account;
  readonly extras: Partial<AccountExtras>;
}

export interface Balance {
  readonly available: string;
  readonly currency: string;
}

/** The account family lists every account at once; the organization family pages its wallets. */
const accounts: LogicalRead<{ readonly pageSize: number; readonly page?: number }, AccountsPage> = {
  accountFirst: true,
  account: route(
    'listAccounts',
    () => ({}),
    (res) => ({ accounts: res.items.map(toAccount), total: res.items.length, page: 1, pages: 1 }),
  ),
  org: route(
    'listWallets',
    ({ pageSize, page }) => ({ query: { page: page ?? 1, quantity: pageSize } }),
    (res) => ({
      accounts: res.data.map(toAccount),
      total: res.pagination.totalQuantity,
      page: res.pagination.currentPage,
      pages: res.pagination.pages,
    }),
  ),
};

/** The organization family's wallet read (its fees); the account family's account read (fees, BIN list). */
const orgWallet = route(
  'getWallet',
  (id: string) => ({ params: { wallet_id: id } }),
  (res): AccountRead => ({
    account: toAccount(res.data),
    extras: { fees: res.data.fees, raw: { wallet: res } },
  }),
);

const account: LogicalRead<string, AccountRead> = {
  accountFirst: true,
  account: route(
    'getAccount',
    (id: string) => ({ params: { account_uuid: id } }),
    (res) => ({
      account: toAccount(res),
      extras: {
        fees: res.fees,
        binList: res.binList,
        isUsedCardBalance: res.isUsedCardBalance,
        raw: { account: res },
      },
    }),
  ),
  org: orgWallet,
};

const wallet: LogicalRead<string, AccountRead> = { org: orgWallet };

/** A wallet as the service answers it (a wallet change's read back answers in the change's own shape). */
const walletAsAnswered = {
  org: route(
    'getWallet',
    (id: string) => ({ params: { wallet_id: id } }),
    (res) => res.data,
  ),
};

const balance: LogicalRead<string, Balance> = {
  org: route(
    'getWallet',
    (id: string) => ({ params: { wallet_id: id } }),
    (res) => ({ available: res.data.availableBalance, currency: res.data.currency }),
  ),
  account: route(
    'getAccountBalance',
    (id: string) => ({ params: { account_uuid: id } }),
    (res) => ({ available: res.availableBalance, currency: res.currency }),
  ),
};

const walletLimits = {
  org: route(
    'getWalletLimits',
    (id: string) => ({ params: { wallet_id: id } }),
    (res) => ({
      limitRanges: res.data.limits,
      binList: res.data.binList,
      cardBalance: res.data.cardBalance,
      raw: { limits: res },
    }),
  ),
} satisfies LogicalRead<string, Partial<AccountExtras>>;

const restrictions = {
  account: route(
    'getAccountRestrictions',
    (id: string) => ({ params: { account_uuid: id } }),
    (res) => ({ restrictions: res, raw: { restrictions: res } }),
  ),
} satisfies LogicalRead<string, Partial<AccountExtras>>;

const transferDestinations = {
  account: route(
    'listTransferDestinations',
    (id: string) => ({ params: { account_uuid: id } }),
    (res) => ({ transferDestinations: res.items, raw: { transferDestinations: res } }),
  ),
} satisfies LogicalRead<string, Partial<AccountExtras>>;

/** The providers a new wallet can be opened with, and each one's currencies. */
const walletProviders = {
  org: route(
    'listProviders',
    () => ({}),
    (res) => res.data,
  ),
};

export const accountReads = {
  walletProviders,
  accounts,
  account,
  wallet,
  walletAsAnswered,
  balance,
  walletLimits,
  restrictions,
  transferDestinations,
};
