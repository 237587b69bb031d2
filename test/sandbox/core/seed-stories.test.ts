// The demo's story cards, read back through the HTTP interface as the console reads them: each one
// found by its last 4 digits alone, with 30 to 60 days of history, its decline with the expected reason (and the
// facts that explain it), and its state changes in the delivery history at their real times. Then the same
// stories seeded on other days of the month, where the month and expiry arithmetic could go wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCtx } from '../../../src/sandbox/core/context.js';
import { externalAccount } from '../../../src/sandbox/core/ledger.js';
import { openDatabase } from '../../../src/sandbox/core/schema.js';
import { seedDemo } from '../../../src/sandbox/core/seed.js';
import { STORY_CARDS } from '../../../src/sandbox/core/seed-stories.js';
import { call } from '../../support/http-call.js';
import { keyOf, startRealSandbox, tokenOf, type RealSandbox } from '../../support/real-sandbox.js';

const DAY_MS = 86_400_000;
let sandbox: RealSandbox;
let seededAt: number;

interface Card {
  cardId: string;
  name: string;
  maskedNumber: string;
  cardStatus: string;
  wallet: string;
}
interface Operation {
  id: string;
  type: string;
  status: string;
  amount: string;
  declineReason?: string | null;
  createdAt: string;
}
interface Delivery {
  status: string;
  createdAt: string;
  payload: { previousStatus?: string | null; data: { id: string; status: string } };
}

let cards: Card[];
let walletStatus: Map<string, string>;

beforeAll(async () => {
  seededAt = Date.now();
  sandbox = await startRealSandbox();
  const accounts = (await call(sandbox.base, 'GET', '/api/v2/accounts', { headers: tokenOf(sandbox.one) }))
    .json?.items as Array<{ id: string; name: string; status: string }>;
  walletStatus = new Map(accounts.map((a) => [a.name, a.status]));
  cards = [];
  for (const account of accounts) {
    const page = await call(
      sandbox.base,
      'GET',
      `/api/v2/organizations/${sandbox.one.orgId}/wallets/${account.id}/instruments?quantity=500`,
      { headers: keyOf(sandbox.one) },
    );
    for (const card of page.json?.data as Card[]) cards.push({ ...card, wallet: account.name });
  }
});
afterAll(async () => {
  await sandbox.close();
});

const daysAgo = (iso: string): number => (seededAt - Date.parse(iso)) / DAY_MS;
async function operationsOf(cardId: string): Promise<Operation[]> {
  const res = await call(
    sandbox.base,
    'GET',
    `/api/v2/organizations/${sandbox.one.orgId}/instruments/operations?cardIds[]=${cardId}&quantity=500&sortType=asc`,
    { headers: keyOf(sandbox.one) },
  );
  return res.json?.data as Operation[];
}
async function stateChanges(cardId: string): Promise<Delivery[]> {
  const res = await call(
    sandbox.base,
    'GET',
    `/api/v2/webhooks/events?cardId=${cardId}&eventType=card_state`,
    {
      headers: tokenOf(sandbox.one),
    },
  );
  return res.json?.items as Delivery[];
}
const cents = (amount: string): number => Math.round(Number(amount) * 100);
const utcDay = (iso: string): string => iso.slice(0, 10);
const utcMonth = (iso: string): string => iso.slice(0, 7);
const cardEnding = (last4: string): Card => {
  const found = cards.filter((c) => c.maskedNumber.endsWith(last4));
  expect(found, `cards ending ${last4}`).toHaveLength(1);
  return found[0] as Card;
};

describe('the demo story cards, through the HTTP interface', () => {
  it.each(STORY_CARDS.map((s) => [s.last4, s.name, s.declined, s] as const))(
    'the card ending %s (%s) has 30 to 60 days of history and a decline for %s',
    async (last4, name, reason, story) => {
      const card = cardEnding(last4);
      expect(card).toMatchObject({ name, cardStatus: story.status, wallet: story.wallet });
      const ops = await operationsOf(card.cardId);
      const first = ops[0];
      expect(first && daysAgo(first.createdAt)).toBeGreaterThanOrEqual(30);
      expect(first && daysAgo(first.createdAt)).toBeLessThanOrEqual(60);
      const declines = ops.filter((o) => o.status === 'declined');
      expect(declines.map((o) => o.declineReason)).toEqual([reason]);
      const decline = declines[0] as Operation;
      expect(daysAgo(decline.createdAt)).toBeGreaterThan(1);
      expect(daysAgo(decline.createdAt)).toBeLessThan(60);
      const events = await stateChanges(card.cardId);
      const issued = events.at(-1);
      expect(issued?.payload).toMatchObject({
        previousStatus: null,
        data: { id: card.cardId, status: 'creating' },
      });
      expect(daysAgo(issued?.createdAt ?? '')).toBeGreaterThanOrEqual(30);
      expect(daysAgo(issued?.createdAt ?? '')).toBeLessThanOrEqual(60);
      expect(new Set(events.map((e) => e.status))).toEqual(new Set(['undelivered']));
      expect(events[0]?.payload.data.status).toBe(story.status);
    },
  );

  it('7292: the daily limit decline is explained by the same UTC day', async () => {
    const ops = await operationsOf(cardEnding('7292').cardId);
    const decline = ops.find((o) => o.status === 'declined') as Operation;
    const sameDayBefore = ops.filter(
      (o) =>
        o.type === 'purchase' &&
        o.status === 'completed' &&
        utcDay(o.createdAt) === utcDay(decline.createdAt) &&
        o.createdAt < decline.createdAt,
    );
    expect(sameDayBefore.map((o) => o.amount)).toEqual(['30.00']);
    expect(decline.amount).toBe('25.00');
    const card = await call(
      sandbox.base,
      'GET',
      `/api/v2/accounts/${(await accountOf('Travel USD')).id}/cards/${cardEnding('7292').cardId}`,
      { headers: tokenOf(sandbox.one) },
    );
    expect((card.json?.limits as Record<string, string>).daily_limit).toBe('50.000000000');
  });

  it('3108: the monthly limit decline is explained by the same UTC month, not the month before', async () => {
    const ops = await operationsOf(cardEnding('3108').cardId);
    const decline = ops.find((o) => o.status === 'declined') as Operation;
    const purchases = ops.filter((o) => o.type === 'purchase' && o.status === 'completed');
    const sameMonth = purchases.filter(
      (o) => utcMonth(o.createdAt) === utcMonth(decline.createdAt) && o.createdAt < decline.createdAt,
    );
    const spent = sameMonth.reduce((sum, o) => sum + cents(o.amount), 0);
    expect(spent).toBe(56_500);
    expect(spent + cents(decline.amount)).toBeGreaterThan(60_000);
    expect(purchases.some((o) => utcMonth(o.createdAt) < utcMonth(decline.createdAt))).toBe(true);
  });

  it('5513 was frozen a day before its declined purchase; 9147 declined in a wallet made inactive', async () => {
    const frozen = (await stateChanges(cardEnding('5513').cardId))[0];
    expect(frozen?.payload).toMatchObject({ previousStatus: 'active', data: { status: 'frozen' } });
    expect(frozen?.createdAt.slice(11, 16)).toBe('14:02');
    const decline = (await operationsOf(cardEnding('5513').cardId)).find((o) => o.status === 'declined');
    expect(Date.parse(decline?.createdAt ?? '') - Date.parse(frozen?.createdAt ?? '')).toBeGreaterThan(0);
    expect(walletStatus.get('Events USD')).toBe('inactive');
    expect(cardEnding('9147').cardStatus).toBe('active');
  });

  it('8834 expired at the start of a month, its expiry the month before, and its balance went back', async () => {
    const card = cardEnding('8834');
    const expiredAt = (await stateChanges(card.cardId))[0];
    expect(expiredAt?.payload).toMatchObject({ previousStatus: 'active', data: { status: 'expired' } });
    const at = new Date(expiredAt?.createdAt ?? '');
    expect([at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()]).toEqual([1, 0, 5]);
    const before = new Date(at.getTime() - DAY_MS);
    const expiry = `${String(before.getUTCMonth() + 1).padStart(2, '0')}.${before.getUTCFullYear()}`;
    expect(cards.find((c) => c.cardId === card.cardId)).toMatchObject({ expiredAt: expiry });
    const ops = await operationsOf(card.cardId);
    expect(ops.some((o) => o.type === 'withdrawal' && Date.parse(o.createdAt) === at.getTime())).toBe(true);
  });
});

async function accountOf(name: string): Promise<{ id: string }> {
  const accounts = (await call(sandbox.base, 'GET', '/api/v2/accounts', { headers: tokenOf(sandbox.one) }))
    .json?.items as Array<{ id: string; name: string }>;
  return accounts.find((a) => a.name === name) as { id: string };
}

describe('the stories on other days', () => {
  // The 1st and the 31st, a leap day, the days around the expiry's "at least a week ago": each seed fails if a
  // story's purchase would end otherwise than its story says.
  it.each([
    '2026-03-01T00:00:00.000Z',
    '2026-03-02T23:59:00.000Z',
    '2026-03-07T12:00:00.000Z',
    '2026-03-08T12:00:00.000Z',
    '2026-03-31T18:00:00.000Z',
    '2028-02-29T09:00:00.000Z',
    '2026-12-15T06:00:00.000Z',
  ])('seeds every story as of %s, 30 to 60 days back', (now) => {
    const db = openDatabase(':memory:');
    const ctx = createCtx(db, {
      now: () => new Date(now),
      provisioningDelayMs: 0,
      maxCardsPerWallet: 500,
      signalEnqueued: () => undefined,
    });
    try {
      db.transaction(() => {
        externalAccount(ctx);
        seedDemo(ctx, 42);
      }).immediate();
      const declines = db.prepare(
        `SELECT o.decline_reason AS reason, o.created_at AS at FROM card_ops o JOIN cards k ON k.id = o.card_id
        WHERE k.name = ? AND o.status = 'declined'`,
      );
      for (const story of STORY_CARDS) {
        const rows = declines.all(story.name) as Array<{ reason: string; at: string }>;
        expect(rows.map((r) => r.reason)).toEqual([story.declined]);
        const ago = (Date.parse(now) - Date.parse(rows[0]?.at ?? '')) / DAY_MS;
        expect(ago).toBeGreaterThan(1);
        expect(ago).toBeLessThan(60);
      }
      const oldest = db.prepare('SELECT MIN(created_at) AS at FROM webhook_deliveries').get() as {
        at: string;
      };
      expect((Date.parse(now) - Date.parse(oldest.at)) / DAY_MS).toBeLessThanOrEqual(60);
    } finally {
      db.close();
    }
  });
});
