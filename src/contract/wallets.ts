// Wallets (organization family) and accounts (account family): one object, two spellings.
import { z } from 'zod';
import {
  CardType,
  NonNegativeAmountInput,
  PercentInput,
  Currency,
  LimitType,
  MoneyString,
  Timestamp,
  Uuid,
  WalletStatus,
} from './common.js';

const FeeTransactions = z.looseObject({
  type: z.string(),
  percent: z.string().optional(),
  inherited: z.boolean().optional(),
});
const FeeIssuing = z.looseObject({
  type: z.string(),
  amount: z.string().optional(),
  currency: z.string().optional(),
  inherited: z.boolean().optional(),
});
export const Fees = z.looseObject({
  cardTransactions: FeeTransactions.optional(),
  cardIssuing: FeeIssuing.optional(),
  // Our decision ("not shown" in the spec): the fee a balance transfer costs the source, as a percent.
  transfers: FeeTransactions.optional(),
});
export type Fees = z.infer<typeof Fees>;

export const BinEntry = z.looseObject({
  cardProviderBinId: z.string(),
  bin: z.string(),
  cardNetwork: z.string(),
  issuerCountry: z.string().optional(),
  cardTokenizations: z.array(z.string()).optional(),
  categoryIds: z.array(z.string()).default([]),
});
export type BinEntry = z.infer<typeof BinEntry>;

const walletCore = {
  id: z.string(),
  name: z.string(),
  balance: MoneyString,
  currency: z.string(),
  status: WalletStatus,
  cards: z.number().int(),
  allowedCardTypes: z.array(CardType),
  isTransferAllowed: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** Organization family, list form: no fees, binList, availableBalance or holdedBalance. */
export const WalletListItem = z.looseObject(walletCore);
/** Organization family, detail form: adds balances and fees (with `inherited`). */
export const WalletDetail = z.looseObject({
  ...walletCore,
  availableBalance: MoneyString,
  holdedBalance: MoneyString,
  fees: Fees,
});
/** Account family, list form: balances included; fees and binList omitted. */
export const AccountListItem = z.looseObject({
  ...walletCore,
  availableBalance: MoneyString,
  holdedBalance: MoneyString,
  isUsedCardBalance: z.boolean().optional(),
  providerId: z.string().optional(),
});
/** Account family, detail form (flat): adds fees, binList and isUsedCardBalance. */
export const AccountDetail = z.looseObject({
  ...walletCore,
  availableBalance: MoneyString,
  holdedBalance: MoneyString,
  isUsedCardBalance: z.boolean(),
  providerId: z.string().optional(),
  fees: Fees,
  binList: z.array(BinEntry),
});
export type WalletListItem = z.infer<typeof WalletListItem>;
export type WalletDetail = z.infer<typeof WalletDetail>;
export type AccountListItem = z.infer<typeof AccountListItem>;
export type AccountDetail = z.infer<typeof AccountDetail>;

export const WalletLimitRange = z.looseObject({
  // Further limit types are "not shown" in the spec: accept any string, know the three.
  type: z.union([LimitType, z.string()]),
  amountMin: MoneyString,
  amountMax: MoneyString,
});
export const WalletLimits = z.looseObject({
  limits: z.array(WalletLimitRange),
  binList: z.array(BinEntry),
  cardBalance: z.boolean(),
});
export type WalletLimitRange = z.infer<typeof WalletLimitRange>;
export type WalletLimits = z.infer<typeof WalletLimits>;

export const AccountBalance = z.looseObject({
  balance: MoneyString,
  heldBalance: MoneyString,
  availableBalance: MoneyString,
  cards: z.number().int(),
  currency: z.string(),
});
export type AccountBalance = z.infer<typeof AccountBalance>;

/** Provider-dependent shape: the known example fields are typed, the rest passes through. */
export const Restrictions = z.looseObject({
  maxCards: z.number().int().optional(),
  currentCards: z.number().int().optional(),
  allowedCardTypes: z.array(z.string()).optional(),
  restrictions: z.array(z.unknown()).optional(),
});
export type Restrictions = z.infer<typeof Restrictions>;

export const TransferDestination = z.looseObject({ id: z.string(), name: z.string(), currency: z.string() });
export type TransferDestination = z.infer<typeof TransferDestination>;

// ---- Wallet lifecycle: payloads are "not shown" in the spec; these are our decision. ----

/** Our decision: GET /wallets/providers → { data: [Provider] }. */
export const Provider = z.looseObject({
  id: z.string(),
  name: z.string(),
  currencies: z.array(z.string()),
  cardTypes: z.array(CardType),
});
export type Provider = z.infer<typeof Provider>;

/** Our decision: POST /wallets body. The wallet is created inactive and activated asynchronously. */
export const CreateWalletBody = z.object({
  name: z.string().min(1).max(100),
  providerId: z.string().min(1),
  currency: Currency.default('USD'),
  allowedCardTypes: z.array(CardType).min(1).optional(),
  isTransferAllowed: z.boolean().default(true),
});
export type CreateWalletBody = z.input<typeof CreateWalletBody>;

/** Our decision: PATCH /wallets/{id} body; every field optional, at least one given. */
export const UpdateWalletBody = z.object({
  name: z.string().min(1).max(100).optional(),
  fees: z
    .object({
      cardTransactionsPercent: PercentInput.optional(),
      cardIssuingAmount: NonNegativeAmountInput.optional(),
    })
    .optional(),
  binIds: z.array(Uuid).optional(),
  isTransferAllowed: z.boolean().optional(),
});
export type UpdateWalletBody = z.input<typeof UpdateWalletBody>;
