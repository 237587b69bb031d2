// The demo's incident, for the merchant's pulse to find: in the hour before the seed, a decline spike on one wallet
// (Field Ops USD) where one reason dominates (insufficient_balance: two couriers' cards run dry and retry), against
// a normal hour a day earlier; a card stuck in `creating` since 35 minutes before the seed (never provisioned); a
// webhook endpoint that delivered yesterday and fails every delivery of the last hour; and the wallet itself close to
// empty (its budgets handed out to the cards 20 hours before the seed). Times count back from the seed's clock;
// amounts are fixed, card numbers come from the seed's PRNG. Everything goes through the same services as live
// calls. The endpoint's configuration is removed at the end: its failed deliveries stay in the history, and no
// pending delivery is left to follow a configuration set later (the console's listener sets its own).
import type { DeclineReason } from '../../contract/index.js';
import { finishProvisioning, issueCard, setCardStatus } from './card-lifecycle.js';
import { loadCard, type CardRow } from './card-views.js';
import type { Ctx } from './context.js';
import { fundCard } from './money-moves.js';
import { generatePanAvoiding } from './pan.js';
import { STORY_LAST4 } from './seed-stories.js';
import { cents, Story, StoryClock, type Shop } from './seed-story-kit.js';
import { putConfig } from './webhooks.js';
import { loadWallet, type WalletRow } from './wallets.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** What the incident is made of, for the README and the tests. */
export const INCIDENT = {
  wallet: 'Field Ops USD',
  /** What is left in the wallet once the cards have their budgets. */
  walletLeft: '42.00',
  /** The reason that dominates the spike. */
  reason: 'insufficient_balance' as DeclineReason,
  stuckCard: 'Field crew 5',
  /** Stuck in `creating` since this long before the seed. */
  stuckForMinutes: 35,
  endpoint: 'https://hooks.acme-travel.example/card-events',
  /** Deliveries of changes from this long before the seed on failed. */
  failingForMinutes: 70,
};

const FUEL: Shop = ['Fuel Stop', '5541'];
const PARTS: Shop = ['Parts Depot', '5533'];
const CAFE: Shop = ['Roadside Cafe', '5814'];

interface Crew {
  name: string;
  holder: string;
  funds: string;
  limits?: { daily_limit: string };
}
const CREW: Crew[] = [
  { name: 'Field crew 1', holder: 'travel.katherine', funds: '300.00', limits: { daily_limit: '200.00' } },
  { name: 'Field crew 2', holder: 'travel.margaret', funds: '250.00' },
  { name: 'Field crew 3', holder: 'travel.barbara', funds: '40.00' },
  { name: 'Field crew 4', holder: 'travel.katherine', funds: '35.00' },
  { name: 'Field van', holder: 'travel.margaret', funds: '120.00' },
];

/** [minutes before the seed, card (index in CREW), amount, shop, how it ends]. */
type Purchase = [number, number, string, Shop, DeclineReason | null];

/** The same hour a day earlier: eight purchases, one declined. */
const BASELINE: Purchase[] = [
  [24 * 60 + 58, 0, '18.40', CAFE, null],
  [24 * 60 + 51, 1, '42.00', FUEL, null],
  [24 * 60 + 44, 2, '12.40', CAFE, null],
  [24 * 60 + 37, 3, '9.80', CAFE, null],
  [24 * 60 + 30, 4, '36.00', PARTS, null],
  [24 * 60 + 22, 0, '55.10', FUEL, null],
  [24 * 60 + 15, 3, '60.00', FUEL, 'insufficient_balance'],
  [24 * 60 + 6, 1, '14.25', CAFE, null],
];

/** The last hour: sixteen purchases, eleven declined, nine of them for insufficient balance. */
const SPIKE: Purchase[] = [
  [58, 0, '22.50', CAFE, null],
  [54, 2, '48.00', FUEL, 'insufficient_balance'],
  [51, 3, '52.00', FUEL, 'insufficient_balance'],
  [47, 2, '45.00', FUEL, 'insufficient_balance'],
  [44, 1, '31.75', PARTS, null],
  [41, 3, '39.90', FUEL, 'insufficient_balance'],
  [37, 4, '64.00', PARTS, 'card_frozen'],
  [33, 2, '40.00', FUEL, 'insufficient_balance'],
  [29, 0, '250.00', PARTS, 'daily_limit_exceeded'],
  [26, 3, '35.00', FUEL, 'insufficient_balance'],
  [22, 1, '16.20', CAFE, null],
  [18, 2, '38.00', FUEL, 'insufficient_balance'],
  [14, 3, '30.00', FUEL, 'insufficient_balance'],
  [10, 0, '19.60', CAFE, null],
  [7, 2, '33.00', FUEL, 'insufficient_balance'],
  [3, 1, '12.90', CAFE, null],
];

/**
 * Seeds the incident into `merchantId` as of `now` (the seed's clock); `ctx.clock` is left as found. `never` is the
 * provisioning time of a card that stays in `creating` (the demo's own, seed.ts).
 */
export function seedIncident(ctx: Ctx, merchantId: string, now: Date, never: string): void {
  const saved = ctx.clock;
  const clock = new StoryClock(ctx, now);
  const story = new Story(ctx, clock, merchantId);
  const ago = (ms: number): Date => new Date(now.getTime() - ms);
  try {
    clock.at(ago(3 * 24 * HOUR_MS));
    putConfig(ctx, merchantId, { url: INCIDENT.endpoint, eventTypes: 'all', enabled: true });
    const wallet = story.wallet(INCIDENT.wallet, 'sandbox-visa-us', ago(6 * 24 * HOUR_MS), '1500.00');
    const cards = CREW.map((crew, i) => {
      clock.at(ago(6 * 24 * HOUR_MS - (i + 1) * 10 * MINUTE_MS));
      const card = issue(ctx, wallet, crew);
      clock.at(ago(6 * 24 * HOUR_MS - (i + 1) * 10 * MINUTE_MS - 2 * MINUTE_MS));
      const live = finishProvisioning(ctx, card, false);
      fundCard(ctx, live, cents(crew.funds), 'Card budget');
      return live;
    });
    for (const [minutes, card, amount, shop, declined] of BASELINE)
      story.buy(cards[card] as CardRow, ago(minutes * MINUTE_MS), amount, shop, declined);
    // Issued (its fee paid) before the budgets are counted out, though it happens later.
    clock.at(ago(INCIDENT.stuckForMinutes * MINUTE_MS));
    const stuck = issue(ctx, wallet, { name: INCIDENT.stuckCard, holder: 'travel.barbara' });
    ctx.stmt('UPDATE cards SET provision_at = ? WHERE id = ?').run(never, stuck.id);
    clock.at(ago(20 * HOUR_MS));
    handOutBudgets(ctx, merchantId, wallet, [cards[0], cards[1]] as CardRow[]);
    clock.at(ago(90 * MINUTE_MS));
    setCardStatus(ctx, story.reload(cards[4] as CardRow), 'frozen');
    for (const [minutes, card, amount, shop, declined] of SPIKE)
      story.buy(cards[card] as CardRow, ago(minutes * MINUTE_MS), amount, shop, declined);
    settleDeliveries(ctx, merchantId, now);
  } finally {
    ctx.clock = saved;
  }
}

function issue(ctx: Ctx, wallet: WalletRow, crew: Omit<Crew, 'funds'>): CardRow {
  const card = issueCard(
    ctx,
    loadWallet(ctx, wallet.merchant_id, wallet.id),
    {
      cardOwnerId: crew.holder,
      cardType: 'virtual',
      name: crew.name,
      ...(crew.limits ? { limits: crew.limits } : {}),
    },
    { pan: (bin) => generatePanAvoiding(ctx.rng, bin, STORY_LAST4) },
  );
  return loadCard(ctx, wallet.merchant_id, card.id);
}

/** The wallet's money goes to two cards' budgets, all but INCIDENT.walletLeft: the 24 hours' outflow. */
function handOutBudgets(ctx: Ctx, merchantId: string, wallet: WalletRow, cards: CardRow[]): void {
  const current = loadWallet(ctx, merchantId, wallet.id);
  const spare = current.balance - current.held - cents(INCIDENT.walletLeft);
  const first = spare / 2n;
  const [a, b] = cards.map((c) => loadCard(ctx, merchantId, c.id));
  if (!a || !b || spare <= 0n) throw new Error('demo incident: the wallet has no budget to hand out');
  fundCard(ctx, a, first, 'Weekly budget');
  fundCard(ctx, b, spare - first, 'Weekly budget');
}

/**
 * The endpoint took every delivery until INCIDENT.failingForMinutes before the seed and refused every one since
 * (given up after five attempts); then its configuration goes, leaving nothing pending.
 */
function settleDeliveries(ctx: Ctx, merchantId: string, now: Date): void {
  const since = new Date(now.getTime() - INCIDENT.failingForMinutes * MINUTE_MS).toISOString();
  ctx
    .stmt(
      `UPDATE webhook_deliveries SET status = 'delivered', attempts = 1, response_code = 200, next_attempt_at = NULL
      WHERE merchant_id = ? AND status = 'pending' AND created_at < ?`,
    )
    .run(merchantId, since);
  const failed = ctx
    .stmt(
      `SELECT id, created_at FROM webhook_deliveries WHERE merchant_id = ? AND status = 'pending' AND created_at >= ?`,
    )
    .all(merchantId, since) as { id: string; created_at: string }[];
  const give = ctx.stmt(
    `UPDATE webhook_deliveries SET status = 'failed', attempts = 5, response_code = 503,
    last_error = 'HTTP 503 Service Unavailable', next_attempt_at = NULL, updated_at = ? WHERE id = ?`,
  );
  for (const d of failed) {
    // The fifth attempt, some minutes later, but never after the seed.
    const last = Math.min(new Date(d.created_at).getTime() + 15 * MINUTE_MS, now.getTime());
    give.run(new Date(last).toISOString(), d.id);
  }
  ctx.stmt('DELETE FROM webhook_configs WHERE merchant_id = ?').run(merchantId);
}
