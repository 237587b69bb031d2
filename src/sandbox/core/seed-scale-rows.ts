// The rows of the scale seed: a fast seeded generator and one card (with its budget and purchase)
// at a time. Everything here is a pure function of the generator's state, so a seed value gives the
// same ids, numbers and amounts on every run.
import type { CardStatus, CardType } from '../../contract/index.js';
import { luhnCheckDigit } from '../../domain/mask.js';
import { mulberry32, type Rng } from './context.js';
import { expiryAfter } from './pan.js';
import { SHOPS } from './seed.js';

/** The demo's generator (mulberry32) with a uuid built from four draws instead of thirty-two. */
export function fastRng(seed: number): Rng {
  const u32 = mulberry32(seed);
  const hex8 = (n: number): string => n.toString(16).padStart(8, '0');
  return {
    int: (maxExclusive) => (maxExclusive <= 1 ? 0 : Math.floor((u32() / 4294967296) * maxExclusive)),
    uuid: () => {
      const a = hex8(u32());
      const b = hex8(u32());
      const c = u32();
      const cHex = hex8(c);
      return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[c >>> 30] ?? '8'}${cHex.slice(1, 4)}-${cHex.slice(4)}${hex8(u32())}`;
    },
  };
}

/** Per mille of each status; `creating` cards stay stuck (as in the demo), never in the first wallet. */
const STATUS_SHARES: [CardStatus, number][] = [
  ['active', 700],
  ['frozen', 100],
  ['closed', 80],
  ['expired', 50],
  ['creating_failed', 40],
  ['creating', 30],
];
const PURPOSES = [
  'Travel',
  'Ads',
  'Software',
  'Fuel',
  'Office',
  'Hotels',
  'Events',
  'Hardware',
  'Meals',
  'Training',
];
/** 3^18: coprime to 10^9, so index → index·K mod 10^9 is a bijection and card numbers never collide. */
const PAN_SPREAD = 387_420_489;
const PAN_SPACE = 1_000_000_000;
const MAX_BUDGET_CENTS = 150_000;

export interface ScaleWalletInfo {
  id: string;
  merchantId: string;
  currency: string;
  /** Card BINs of the wallet: [cardProviderBinId, bin, paymentSystem]. */
  bins: readonly (readonly [string, string, string])[];
  holderSeqs: readonly bigint[];
  ledgerAccount: bigint;
  feesAccount: bigint;
  txPercent: string;
}

export interface ScaleCard {
  id: string;
  wallet: ScaleWalletInfo;
  holderSeq: bigint;
  name: string;
  status: CardStatus;
  cardType: CardType;
  binId: string;
  paymentSystem: string;
  pan: string;
  cvv: string;
  expiry: string;
  limits: boolean;
  createdAt: string;
  /** createdAt in ms since the epoch (the times of its operations count from it). */
  createdMs: number;
  /** Moved from the wallet onto the card (0: never funded). */
  budget: bigint;
  /** One completed purchase (0: none) and the merchant it went to. */
  spent: bigint;
  shop: (typeof SHOPS)[number];
}

function pickStatus(rng: Rng, firstWallet: boolean): CardStatus {
  let roll = rng.int(1000);
  for (const [status, share] of STATUS_SHARES) {
    if (roll < share) return status === 'creating' && firstWallet ? 'active' : status;
    roll -= share;
  }
  return 'active';
}

/** A card number: BIN, nine digits spread from the card's global index, the Luhn digit. */
export function scalePan(bin: string, index: number, offset: number): string {
  const middle = (index * PAN_SPREAD + offset) % PAN_SPACE;
  const payload = bin + String(middle).padStart(9, '0');
  return payload + String(luhnCheckDigit(payload));
}

/** The card at global position `index`: the index-th card of its wallet, `nth` within the wallet. */
export function scaleCard(
  rng: Rng,
  wallet: ScaleWalletInfo,
  walletIndex: number,
  nth: number,
  index: number,
  panOffset: number,
  at: Date,
): ScaleCard {
  const status = pickStatus(rng, walletIndex === 0);
  const [binId, bin, paymentSystem] = wallet.bins[nth % wallet.bins.length] ?? ['', '', ''];
  const holderSeq = wallet.holderSeqs[nth % wallet.holderSeqs.length] ?? 0n;
  const funded = status === 'active' || status === 'frozen';
  const budget = funded ? BigInt(2_000 + rng.int(MAX_BUDGET_CENTS - 2_000)) : 0n;
  // At most a quarter of the budget, so the purchase and its fee always fit (and stay within limits).
  const spent = funded && rng.int(2) === 0 ? BigInt(100 + rng.int(Number(budget / 4n) - 100)) : 0n;
  return {
    id: rng.uuid(),
    wallet,
    holderSeq,
    name: `${PURPOSES[rng.int(PURPOSES.length)] ?? 'Card'} ${nth + 1}`,
    status,
    cardType: rng.int(5) === 0 ? 'physical' : 'virtual',
    binId,
    paymentSystem,
    pan: scalePan(bin, index, panOffset),
    cvv: String(rng.int(1000)).padStart(3, '0'),
    // An expired card's date has passed: it expired in the month it was issued (our simplification).
    expiry: expiryAfter(at, status === 'expired' ? 0 : 3),
    limits: nth % 2 === 0,
    createdAt: at.toISOString(),
    createdMs: at.getTime(),
    budget,
    spent,
    shop: SHOPS[rng.int(SHOPS.length)] ?? SHOPS[0],
  };
}
