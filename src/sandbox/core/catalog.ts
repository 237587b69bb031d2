// The sandbox's fixed provider catalogue: card programs with their BINs, default fees and the
// ranges a card limit may take. Fixed ids, so clients may keep them between runs.
import type { CardType } from '../../contract/index.js';

export interface Bin {
  cardProviderBinId: string;
  bin: string;
  /** Lower-case network as account details print it; paymentSystem capitalises it. */
  cardNetwork: 'visa' | 'mastercard';
  issuerCountry: string;
  cardTokenizations: string[];
  categoryIds: string[];
}

export interface LimitRange {
  type: 'daily_limit' | 'monthly_limit' | 'transaction_limit';
  minCents: bigint;
  maxCents: bigint;
}

export interface ProviderDef {
  id: string;
  name: string;
  currencies: string[];
  cardTypes: CardType[];
  bins: Bin[];
  /** Defaults a wallet inherits until it sets its own ("inherited": true). */
  defaultFees: { cardTransactionsPercent: string; cardIssuingCents: bigint; transfersPercent: string };
  limits: LimitRange[];
}

const CATEGORY_TRAVEL = '6f1c1f6e-3b0a-4c7e-9d51-0c3f5a1e7a01';
const CATEGORY_ADS = '6f1c1f6e-3b0a-4c7e-9d51-0c3f5a1e7a02';
const CATEGORY_GENERAL = '6f1c1f6e-3b0a-4c7e-9d51-0c3f5a1e7a03';

const LIMITS: LimitRange[] = [
  { type: 'daily_limit', minCents: 100n, maxCents: 5_000_000n },
  { type: 'monthly_limit', minCents: 100n, maxCents: 25_000_000n },
  { type: 'transaction_limit', minCents: 100n, maxCents: 1_000_000n },
];

export const PROVIDERS: readonly ProviderDef[] = [
  {
    id: 'sandbox-visa-us',
    name: 'Sandbox Visa (US)',
    currencies: ['USD'],
    cardTypes: ['virtual', 'physical'],
    bins: [
      {
        cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e01',
        bin: '424242',
        cardNetwork: 'visa',
        issuerCountry: 'US',
        cardTokenizations: ['apple_pay', 'google_pay'],
        categoryIds: [CATEGORY_GENERAL],
      },
      {
        cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e02',
        bin: '453201',
        cardNetwork: 'visa',
        issuerCountry: 'US',
        cardTokenizations: ['apple_pay'],
        categoryIds: [CATEGORY_TRAVEL],
      },
      {
        cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e03',
        bin: '476173',
        cardNetwork: 'visa',
        issuerCountry: 'US',
        cardTokenizations: [],
        categoryIds: [CATEGORY_ADS],
      },
    ],
    defaultFees: { cardTransactionsPercent: '1.5', cardIssuingCents: 200n, transfersPercent: '0.5' },
    limits: LIMITS,
  },
  {
    id: 'sandbox-mastercard-eu',
    name: 'Sandbox Mastercard (EU)',
    currencies: ['USD'],
    cardTypes: ['virtual', 'physical'],
    bins: [
      {
        cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e11',
        bin: '555544',
        cardNetwork: 'mastercard',
        issuerCountry: 'LT',
        cardTokenizations: ['apple_pay', 'google_pay'],
        categoryIds: [CATEGORY_ADS],
      },
      {
        cardProviderBinId: '0b9c8a10-5d2e-4f3a-8b61-1a2b3c4d5e12',
        bin: '522233',
        cardNetwork: 'mastercard',
        issuerCountry: 'LT',
        cardTokenizations: ['google_pay'],
        categoryIds: [CATEGORY_GENERAL],
      },
    ],
    defaultFees: { cardTransactionsPercent: '2', cardIssuingCents: 100n, transfersPercent: '0' },
    limits: LIMITS,
  },
];

export function providerById(id: string): ProviderDef | undefined {
  return PROVIDERS.find((p) => p.id === id);
}

export const paymentSystemOf = (bin: Bin): string => (bin.cardNetwork === 'visa' ? 'Visa' : 'Mastercard');
