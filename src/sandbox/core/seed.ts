// The `demo` seed: two merchants with accounts, cardholders, cards in every status and a month of
// history, built through the same services as live calls (so the ledger and operations agree); the first
// merchant also gets the story cards (seed-stories.ts), whose history goes back up to 58 days, and an incident in the
// hour before the seed (seed-incident.ts) for the merchant's pulse to find.
// Deterministic for a given database: ids, card numbers and amounts come from a PRNG whose seed is
// stored; credentials are crypto-random per database (they are secrets).
import type { CardStatus, CardType } from '../../contract/index.js';
import { createMerchant } from './auth.js';
import { expireCard, finishProvisioning, issueCard, setCardStatus, terminateCard } from './card-lifecycle.js';
import { loadCard, type CardRow } from './card-views.js';
import { createCardholder } from './cardholders.js';
import { seededRng, type Ctx } from './context.js';
import { defundCard, fundCard, payin, transfer } from './money-moves.js';
import { generatePanAvoiding } from './pan.js';
import { purchase, refund, refundablePurchases } from './purchases.js';
import { seedIncident } from './seed-incident.js';
import { seedStories, STORY_LAST4 } from './seed-stories.js';
import { createWallet, loadWallet, setWalletStatus, type WalletRow } from './wallets.js';

interface MerchantPlan {
  name: string;
  email: string;
  domain: string;
  /** The story cards (seed-stories.ts): the console opens on this merchant. */
  stories?: boolean;
}

const MERCHANTS: MerchantPlan[] = [
  { name: 'Acme Travel Ltd', email: 'ops@acme-travel.example', domain: 'acme-travel.example', stories: true },
  { name: 'Globex Media GmbH', email: 'ops@globex-media.example', domain: 'globex-media.example' },
];
const PEOPLE = [
  ['Ada', 'Lovelace'],
  ['Alan', 'Turing'],
  ['Grace', 'Hopper'],
  ['Edsger', 'Dijkstra'],
  ['Barbara', 'Liskov'],
] as const;
/** The people each demo merchant has as cardholders (fixtures/demo-merchant.json builds the same ones). */
export const HOLDERS = PEOPLE.slice(0, 4);
/** Each demo merchant's wallets: two it spends from, and one made inactive after its deposit. */
export const WALLET_NAMES = { main: 'Main USD', marketing: 'Marketing USD', legacy: 'Legacy USD' } as const;
export const SHOPS = [
  ['Skyline Airways', '4511'],
  ['Grand Hotel', '7011'],
  ['Ad Network Ltd', '7311'],
  ['Cloud Hosting Co', '4816'],
] as const;
/**
 * Ten cards per wallet: twenty per merchant, every status at least once. The stuck `creating` card
 * is not in the first wallet, which the console opens on: its fast polling would be the default.
 */
export const PLAN: CardStatus[][] = [
  ['active', 'active', 'frozen', 'closed', 'active', 'expired', 'active', 'frozen', 'active', 'active'],
  [
    'active',
    'expired',
    'creating_failed',
    'active',
    'frozen',
    'creating',
    'active',
    'closed',
    'active',
    'active',
  ],
];
/** Our decision: the seeded `creating` card stays there (a stuck provisioning to investigate). */
export const STUCK = '9999-12-31T00:00:00.000Z';
const DAY_MS = 86_400_000;
/** Room for the demo's own cards while seeding; afterwards the wallets take the configured cap (--max-cards). */
const DEMO_SEEDING_MAX_CARDS = 500;

export function seedDemo(ctx: Ctx, seed: number, merchants: readonly MerchantPlan[] = MERCHANTS): void {
  const { rng: savedRng, clock: savedClock } = ctx;
  const rng = seededRng(seed);
  let time = savedClock().getTime() - 30 * DAY_MS;
  ctx.rng = rng;
  ctx.clock = () => new Date(time);
  const step = (): void => {
    time += (10 + rng.int(240)) * 60_000;
  };
  try {
    for (const plan of merchants) seedMerchant(ctx, plan, step, savedClock());
  } finally {
    ctx.rng = savedRng;
    ctx.clock = savedClock;
  }
}

/** Only the demo's second merchant: the scale seed keeps it, so isolation between merchants can be checked. */
export function seedSecondDemoMerchant(ctx: Ctx, seed: number): void {
  seedDemo(ctx, seed, MERCHANTS.slice(1));
}

/** Seeding without demo data: one merchant and nothing else, so the credentials still work. */
export function seedBare(ctx: Ctx): void {
  createMerchant(ctx, 'Sandbox Merchant', 'ops@sandbox.example');
}

function seedMerchant(ctx: Ctx, plan: MerchantPlan, step: () => void, now: Date): void {
  const { merchantId } = createMerchant(ctx, plan.name, plan.email);
  const base = {
    currency: 'USD',
    allowedCardTypes: ['virtual', 'physical'] as CardType[],
    isTransferAllowed: true,
  };
  const wallets = [
    createWallet(
      ctx,
      merchantId,
      { ...base, name: WALLET_NAMES.main, providerId: 'sandbox-visa-us' },
      { active: true, maxCards: DEMO_SEEDING_MAX_CARDS },
    ),
    createWallet(
      ctx,
      merchantId,
      { ...base, name: WALLET_NAMES.marketing, providerId: 'sandbox-mastercard-eu' },
      { active: true, maxCards: DEMO_SEEDING_MAX_CARDS },
    ),
  ];
  const legacy = createWallet(
    ctx,
    merchantId,
    { ...base, name: WALLET_NAMES.legacy, providerId: 'sandbox-visa-us' },
    { active: true, maxCards: DEMO_SEEDING_MAX_CARDS },
  );
  step();
  for (const wallet of wallets)
    payin(ctx, wallet, BigInt(2_500_000 + ctx.rng.int(1_000_000)), 'Initial deposit');
  payin(ctx, legacy, 50_000n, 'Initial deposit');
  setWalletStatus(ctx, legacy, 'inactive');
  HOLDERS.forEach(([first, last], i) => {
    step();
    createCardholder(ctx, merchantId, wallets[i % 2]?.id ?? legacy.id, {
      cardOwnerId: `${first.toLowerCase()}.${last.toLowerCase()}`,
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}@${plan.domain}`,
      phone: `+1555010${String(i).padStart(4, '0')}`,
      address:
        i === 0 ? { line1: '1 Market St', city: 'San Francisco', postalCode: '94105', country: 'US' } : null,
    });
  });
  wallets.forEach((wallet, w) => {
    (PLAN[w] ?? []).forEach((status, i) =>
      seedCard(ctx, loadWallet(ctx, merchantId, wallet.id), status, i, step),
    );
  });
  step();
  const [main, marketing] = wallets.map((w) => loadWallet(ctx, merchantId, w.id));
  if (main && marketing) {
    transfer(ctx, main, marketing.id, 150_000n, 'USD', 'Monthly marketing budget');
    step();
    transfer(
      ctx,
      loadWallet(ctx, merchantId, marketing.id),
      main.id,
      20_000n,
      'USD',
      'Unused budget returned',
    );
  }
  if (plan.stories) {
    seedStories(ctx, merchantId, plan.domain, now);
    seedIncident(ctx, merchantId, now, STUCK);
  }
  // A cap below the seeded cards is a valid state: nothing more can be issued until cards close.
  ctx.stmt('UPDATE wallets SET max_cards = ? WHERE merchant_id = ?').run(ctx.maxCardsPerWallet, merchantId);
}

function seedCard(ctx: Ctx, wallet: WalletRow, status: CardStatus, index: number, step: () => void): void {
  step();
  const holder = HOLDERS[index % HOLDERS.length] ?? PEOPLE[0];
  const card = issueCard(
    ctx,
    wallet,
    {
      cardOwnerId: `${holder[0].toLowerCase()}.${holder[1].toLowerCase()}`,
      cardType: index % 3 === 2 ? 'physical' : 'virtual',
      name: `${wallet.name.split(' ')[0]} ${holder[0]} #${index + 1}`,
      ...(index % 2 === 0 ? { limits: { daily_limit: '2500.00', monthly_limit: '20000.00' } } : {}),
    },
    { pan: (bin) => generatePanAvoiding(ctx.rng, bin, STORY_LAST4) },
  );
  if (status === 'creating') {
    ctx.stmt('UPDATE cards SET provision_at = ? WHERE id = ?').run(STUCK, card.id);
    return;
  }
  step();
  const live = finishProvisioning(ctx, card, status === 'creating_failed');
  if (status === 'creating_failed') return;
  seedActivity(ctx, live, step);
  const current = loadCard(ctx, live.merchant_id, live.id);
  if (status === 'frozen') setCardStatus(ctx, current, 'frozen');
  if (status === 'expired') expireCard(ctx, current);
  if (status === 'closed') terminateCard(ctx, current);
}

function seedActivity(ctx: Ctx, card: CardRow, step: () => void): void {
  step();
  fundCard(ctx, card, BigInt(20_000 + ctx.rng.int(130_000)), 'Card budget');
  const purchases = 1 + ctx.rng.int(4);
  for (let i = 0; i < purchases; i++) {
    step();
    const [shop, mcc] = SHOPS[ctx.rng.int(SHOPS.length)] ?? SHOPS[0];
    const current = loadCard(ctx, card.merchant_id, card.id);
    // At most a quarter of what is left, so every purchase (with its fee) goes through.
    const cents = BigInt(100 + ctx.rng.int(Number((current.balance - current.held) / 4n)));
    purchase(ctx, current, cents, { merchantName: shop, merchantCategory: mcc });
  }
  step();
  const [shop, mcc] = SHOPS[0];
  // Now and then a refund of the latest purchase (15.00, or all of it when it was less).
  const latest = ctx.rng.int(3) === 0 ? refundablePurchases(ctx, card.id, 1)[0] : undefined;
  if (latest)
    refund(
      ctx,
      loadCard(ctx, card.merchant_id, card.id),
      latest.left < 1_500n ? latest.left : 1_500n,
      { merchantName: shop, merchantCategory: mcc },
      latest,
    );
  // One purchase too large for the card, so declines show up in the history too.
  purchase(ctx, loadCard(ctx, card.merchant_id, card.id), 99_999_900n, {
    merchantName: shop,
    merchantCategory: mcc,
  });
  const left = loadCard(ctx, card.merchant_id, card.id);
  if (ctx.rng.int(2) === 0 && left.balance - left.held >= 1_000n) {
    step();
    defundCard(ctx, left, 1_000n, 'Budget trim');
  }
}
