// The tools the demo's stories (seed-stories.ts) are told with: a clock set to each step's moment (UTC, counted
// from the seed's day), and steps that go through the same services as live calls.
import type { DeclineReason } from '../../contract/index.js';
import { finishProvisioning, issueCard } from './card-lifecycle.js';
import { loadCard, type CardRow } from './card-views.js';
import type { Ctx } from './context.js';
import { fundCard, payin } from './money-moves.js';
import { panEndingIn } from './pan.js';
import { purchase } from './purchases.js';
import { createWallet, loadWallet, type WalletRow } from './wallets.js';

const DAY_MS = 86_400_000;

/** A shop, for the operations' merchantName and merchantCategory (MCC). */
export type Shop = readonly [string, string];

/** What a story card is issued with: its fixed last 4 digits and name. */
export interface StoryCardPlan {
  last4: string;
  name: string;
}

/** Story time: `ctx.clock` is moved to each step's moment; `day(n, 'hh:mm')` is that UTC time n days before the seed's day. */
export class StoryClock {
  private readonly today: number;
  constructor(
    private readonly ctx: Ctx,
    now: Date,
  ) {
    this.today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  }
  day(daysAgo: number, hhmm: string): Date {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return new Date(this.today - daysAgo * DAY_MS + (h * 60 + m) * 60_000);
  }
  /** The start of the UTC month holding the day `daysAgo` days before the seed's day. */
  monthOf(daysAgo: number): Date {
    const d = new Date(this.today - daysAgo * DAY_MS);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  }
  at(moment: Date): void {
    const time = moment.getTime();
    this.ctx.clock = () => new Date(time);
  }
}

export const later = (moment: Date, days: number, hhmm = '00:00'): Date => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return new Date(moment.getTime() + days * DAY_MS + (h * 60 + m) * 60_000);
};
export const cents = (amount: string): bigint => BigInt(amount.replace('.', ''));

export class Story {
  constructor(
    readonly ctx: Ctx,
    private readonly clock: StoryClock,
    private readonly merchantId: string,
  ) {}

  wallet(name: string, providerId: string, at: Date, deposit: string): WalletRow {
    this.clock.at(at);
    const wallet = createWallet(
      this.ctx,
      this.merchantId,
      {
        name,
        providerId,
        currency: 'USD',
        allowedCardTypes: ['virtual', 'physical'],
        isTransferAllowed: true,
      },
      { active: true, maxCards: 500 },
    );
    payin(this.ctx, wallet, cents(deposit), 'Initial deposit');
    return wallet;
  }

  /** Issued at `at`, active two minutes later, funded ten minutes later. */
  card(
    story: StoryCardPlan,
    wallet: WalletRow,
    holder: string,
    at: Date,
    funds: string,
    limits?: { daily_limit?: string; monthly_limit?: string },
  ): CardRow {
    this.clock.at(at);
    const issued = issueCard(
      this.ctx,
      loadWallet(this.ctx, this.merchantId, wallet.id),
      { cardOwnerId: holder, cardType: 'virtual', name: story.name, ...(limits ? { limits } : {}) },
      { pan: (bin) => panEndingIn(this.ctx.rng, bin, story.last4) },
    );
    this.clock.at(later(at, 0, '00:02'));
    finishProvisioning(this.ctx, issued, false);
    this.clock.at(later(at, 0, '00:10'));
    fundCard(this.ctx, this.reload(issued), cents(funds), 'Card budget');
    return this.reload(issued);
  }

  reload(card: CardRow): CardRow {
    return loadCard(this.ctx, this.merchantId, card.id);
  }

  /** A purchase at `at`; `declined` says how it must end (the seed fails rather than tell another story). */
  buy(card: CardRow, at: Date, amount: string, shop: Shop, declined: DeclineReason | null = null): void {
    this.clock.at(at);
    const result = purchase(this.ctx, this.reload(card), cents(amount), {
      merchantName: shop[0],
      merchantCategory: shop[1],
    });
    if (result.declineReason !== declined) {
      throw new Error(
        `demo story of ${card.name}: a purchase of ${amount} was ${result.declineReason ?? 'accepted'}, not ${declined ?? 'accepted'}`,
      );
    }
  }
}
