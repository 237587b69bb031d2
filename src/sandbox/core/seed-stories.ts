// The demo's story cards: a few cards of the first merchant with 30 to 60 days of history that ends
// in a decline with a reason worth explaining: each limit, frozen, short of funds, expired, an inactive wallet.
// Their last 4 digits, names and amounts are fixed so the README can name a card ("the card ending 7292"); the
// times are fixed offsets from the day the database is seeded, in UTC. Everything goes through the same services
// as live calls, at the story's own clock, so operations, balances and card_state events carry their real times.
import type { DeclineReason } from '../../contract/index.js';
import { expireCard, setCardStatus } from './card-lifecycle.js';
import { createCardholder } from './cardholders.js';
import type { Ctx } from './context.js';
import { later, Story, StoryClock, type Shop } from './seed-story-kit.js';
import { loadWallet, setWalletStatus, type WalletRow } from './wallets.js';

export interface StoryCard {
  last4: string;
  name: string;
  wallet: 'Travel USD' | 'Events USD';
  /** Why its story's purchase is declined. */
  declined: DeclineReason;
  /** What the card's status is at the end of the story. */
  status: 'active' | 'frozen' | 'expired';
}

/** The story cards, in the order they are seeded. */
export const STORY_CARDS: readonly StoryCard[] = [
  {
    last4: '7292',
    name: 'Sales travel',
    wallet: 'Travel USD',
    declined: 'daily_limit_exceeded',
    status: 'active',
  },
  {
    last4: '3108',
    name: 'Ad spend',
    wallet: 'Travel USD',
    declined: 'monthly_limit_exceeded',
    status: 'active',
  },
  {
    last4: '4406',
    name: 'Flights',
    wallet: 'Travel USD',
    declined: 'transaction_limit_exceeded',
    status: 'active',
  },
  { last4: '5513', name: 'Client dinners', wallet: 'Travel USD', declined: 'card_frozen', status: 'frozen' },
  {
    last4: '6620',
    name: 'Office snacks',
    wallet: 'Travel USD',
    declined: 'insufficient_balance',
    status: 'active',
  },
  {
    last4: '8834',
    name: 'Conference 2025',
    wallet: 'Travel USD',
    declined: 'card_expired',
    status: 'expired',
  },
  {
    last4: '9147',
    name: 'Event tickets',
    wallet: 'Events USD',
    declined: 'wallet_inactive',
    status: 'active',
  },
];
/** No other demo card ends in these digits, so `:card 7292` finds one card. */
export const STORY_LAST4: ReadonlySet<string> = new Set(STORY_CARDS.map((s) => s.last4));

const HOLDERS = [
  ['travel.barbara', 'Barbara', 'Liskov'],
  ['travel.margaret', 'Margaret', 'Hamilton'],
  ['travel.katherine', 'Katherine', 'Johnson'],
] as const;

const TAXI: Shop = ['Metro Taxi', '4121'];
const HOTEL: Shop = ['Grand Hotel', '7011'];
const AIRLINE: Shop = ['Skyline Airways', '4511'];
const ADS: Shop = ['Ad Network Ltd', '7311'];
const DINNER: Shop = ['Trattoria Roma', '5812'];
const SNACKS: Shop = ['Corner Deli', '5411'];
const TICKETS: Shop = ['Ticket Hub', '7922'];

function dailyLimit(s: Story, c: StoryClock, wallet: WalletRow): void {
  const story = STORY_CARDS[0] as StoryCard;
  const card = s.card(story, wallet, 'travel.barbara', c.day(52, '09:00'), '400.00', {
    daily_limit: '50.00',
    monthly_limit: '1000.00',
  });
  const trips: Array<[number, string]> = [
    [48, '18.20'],
    [44, '32.50'],
    [40, '27.80'],
    [35, '41.00'],
    [30, '22.60'],
    [25, '15.75'],
    [20, '36.40'],
    [16, '28.90'],
    [12, '19.99'],
  ];
  for (const [daysAgo, amount] of trips) s.buy(card, c.day(daysAgo, '08:35'), amount, TAXI);
  s.buy(card, c.day(9, '10:12'), '30.00', HOTEL);
  s.buy(card, c.day(9, '14:40'), '25.00', AIRLINE, story.declined);
  s.buy(card, c.day(6, '11:00'), '20.00', TAXI);
}

function monthlyLimit(s: Story, c: StoryClock, wallet: WalletRow): void {
  const story = STORY_CARDS[1] as StoryCard;
  // The month of the decline starts 20 to 51 days ago, whatever the day of the month the seed runs on: its first
  // ten days are in the past, and the days before it (the previous month) after the card's issuance.
  const month = c.monthOf(20);
  const card = s.card(story, wallet, 'travel.margaret', c.day(56, '09:00'), '1500.00', {
    daily_limit: '300.00',
    monthly_limit: '600.00',
  });
  s.buy(card, later(month, -3, '10:00'), '120.00', ADS); // the month before: not counted
  const campaigns: Array<[number, string]> = [
    [1, '180.00'],
    [3, '150.00'],
    [5, '140.00'],
    [8, '95.00'],
  ];
  for (const [day, amount] of campaigns) s.buy(card, later(month, day, '10:00'), amount, ADS);
  s.buy(card, later(month, 10, '15:00'), '60.00', ADS, story.declined);
}

function transactionLimit(s: Story, c: StoryClock, wallet: WalletRow): void {
  const story = STORY_CARDS[2] as StoryCard;
  const card = s.card(story, wallet, 'travel.katherine', c.day(50, '09:00'), '3000.00');
  s.buy(card, c.day(46, '13:20'), '420.00', AIRLINE);
  s.buy(card, c.day(38, '16:05'), '385.50', AIRLINE);
  s.buy(card, c.day(27, '09:45'), '612.00', AIRLINE);
  // Above the wallet's transaction_limit range (10,000.00 for this provider).
  s.buy(card, c.day(18, '11:30'), '12500.00', AIRLINE, story.declined);
  s.buy(card, c.day(17, '10:10'), '980.00', AIRLINE);
}

function frozen(s: Story, c: StoryClock, wallet: WalletRow): void {
  const story = STORY_CARDS[3] as StoryCard;
  const card = s.card(story, wallet, 'travel.barbara', c.day(47, '09:00'), '600.00');
  s.buy(card, c.day(43, '20:30'), '86.40', DINNER);
  s.buy(card, c.day(37, '21:05'), '124.00', DINNER);
  s.buy(card, c.day(29, '20:50'), '97.30', DINNER);
  c.at(c.day(15, '14:02'));
  setCardStatus(s.ctx, s.reload(card), 'frozen');
  s.buy(card, c.day(14, '20:15'), '64.00', DINNER, story.declined);
}

function shortOfFunds(s: Story, c: StoryClock, wallet: WalletRow): void {
  const story = STORY_CARDS[4] as StoryCard;
  const card = s.card(story, wallet, 'travel.margaret', c.day(45, '09:00'), '150.00');
  const snacks: Array<[number, string]> = [
    [41, '38.50'],
    [34, '42.75'],
    [26, '31.20'],
    [19, '22.95'],
  ];
  for (const [daysAgo, amount] of snacks) s.buy(card, c.day(daysAgo, '15:30'), amount, SNACKS);
  s.buy(card, c.day(7, '11:30'), '25.00', SNACKS, story.declined);
}

function expired(s: Story, c: StoryClock, wallet: WalletRow): void {
  const story = STORY_CARDS[5] as StoryCard;
  const card = s.card(story, wallet, 'travel.katherine', c.day(55, '09:00'), '800.00');
  s.buy(card, c.day(50, '12:00'), '250.00', HOTEL);
  s.buy(card, c.day(44, '07:40'), '310.00', AIRLINE);
  // It expires at the start of a month at least a week ago; its expiry (MM.YYYY) is the month before.
  const end = c.monthOf(7);
  const lastMonth = later(end, -1);
  const expiry = `${String(lastMonth.getUTCMonth() + 1).padStart(2, '0')}.${lastMonth.getUTCFullYear()}`;
  s.ctx.stmt('UPDATE cards SET expiry = ? WHERE id = ?').run(expiry, card.id);
  c.at(later(end, 0, '00:05'));
  expireCard(s.ctx, s.reload(card));
  s.buy(card, later(end, 3, '09:30'), '45.00', HOTEL, story.declined);
}

function inactiveWallet(s: Story, c: StoryClock, merchantId: string): void {
  const story = STORY_CARDS[6] as StoryCard;
  const wallet = s.wallet('Events USD', 'sandbox-mastercard-eu', c.day(57, '08:00'), '3000.00');
  const card = s.card(story, wallet, 'travel.barbara', c.day(54, '09:00'), '500.00');
  s.buy(card, c.day(49, '18:00'), '120.00', TICKETS);
  s.buy(card, c.day(39, '18:30'), '85.00', TICKETS);
  s.buy(card, c.day(28, '19:10'), '140.00', TICKETS);
  c.at(c.day(12, '16:45'));
  setWalletStatus(s.ctx, loadWallet(s.ctx, merchantId, wallet.id), 'inactive');
  s.buy(card, c.day(11, '10:05'), '60.00', TICKETS, story.declined);
}

/** Seeds the stories into `merchantId`, as of `now` (the seed's real time); `ctx.clock` is left as found. */
export function seedStories(ctx: Ctx, merchantId: string, domain: string, now: Date): void {
  const saved = ctx.clock;
  const clock = new StoryClock(ctx, now);
  const story = new Story(ctx, clock, merchantId);
  try {
    const travel = story.wallet('Travel USD', 'sandbox-visa-us', clock.day(58, '08:00'), '20000.00');
    clock.at(clock.day(58, '08:30'));
    HOLDERS.forEach(([cardOwnerId, firstName, lastName], i) =>
      createCardholder(ctx, merchantId, travel.id, {
        cardOwnerId,
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@${domain}`,
        phone: `+1555020${String(i).padStart(4, '0')}`,
        address: null,
      }),
    );
    for (const tell of [dailyLimit, monthlyLimit, transactionLimit, frozen, shortOfFunds, expired])
      tell(story, clock, travel);
    inactiveWallet(story, clock, merchantId);
  } finally {
    ctx.clock = saved;
  }
}
