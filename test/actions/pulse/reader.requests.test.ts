// What one refresh of the pulse asks of the service: counted by route on two merchants that differ only in
// their number of cards (and, on the larger, declines made in the window), with the same wallets. The count
// must not grow with the cards or the operations, the reads run a few at a time, and every figure still
// agrees with the API's own lists when the declines do not fit on one page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPulse } from '../../../src/actions/pulse/index.js';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { utcZone } from '../../../src/domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS, type PulseFigures } from '../../../src/domain/pulse/index.js';
import { faulty } from '../../support/action-helpers.js';
import { startRealSandbox, type RealSandbox } from '../../support/real-sandbox.js';

const WALLETS = 4;
const WIDTH = 4;
const ask = {
  profile: 'scale',
  window: '1h',
  zone: utcZone(),
  thresholds: DEFAULT_PULSE_THRESHOLDS,
  others: ['15m', '24h'],
  width: WIDTH,
} as const;

interface Merchant {
  sandbox: RealSandbox;
  client: ApiClient;
}
let small: Merchant;
let large: Merchant;

async function merchant(cards: number): Promise<Merchant> {
  const sandbox = await startRealSandbox({ seed: 'scale', scale: { cards, wallets: WALLETS, seedValue: 1 } });
  const m = sandbox.one;
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
  return { sandbox, client };
}

/** Purchases on cards that are not active (each declined with the card's reason), a few per wallet. */
async function declineSome(client: ApiClient, perWallet: number): Promise<number> {
  const wallets = (await client.call('listAccounts', {})).items;
  let made = 0;
  for (const w of wallets) {
    const page = await client.call('listCards', {
      params: { wallet_id: w.id },
      query: { quantity: perWallet, 'statuses[]': ['frozen', 'closed'] },
    });
    for (const card of page.data) {
      await client.call('sandboxPurchase', { params: { card_uuid: card.cardId }, body: { amount: '1.00' } });
      made += 1;
    }
  }
  return made;
}

/** The requests of one refresh by route, and the most that were in flight at once. */
async function refresh(
  m: Merchant,
  extra: { page?: number; now?: () => number } = {},
): Promise<{ byRoute: Record<string, number>; inFlight: number; figures: PulseFigures }> {
  const counting = faulty(m.client, () => undefined);
  const figures = await readPulse(counting, { ...ask, ...extra });
  const byRoute: Record<string, number> = {};
  for (const [key, n] of counting.forwarded) {
    const route = key.split(':')[0]!;
    byRoute[route] = (byRoute[route] ?? 0) + n;
  }
  return { byRoute, inFlight: counting.maxInFlight(), figures };
}

beforeAll(async () => {
  [small, large] = await Promise.all([merchant(200), merchant(2_000)]);
  expect(await declineSome(large.client, 6)).toBeGreaterThan(12);
}, 120_000);
afterAll(async () => {
  for (const m of [small, large]) {
    await m.client.close();
    await m.sandbox.close();
  }
});

const total = (byRoute: Record<string, number>): number => Object.values(byRoute).reduce((a, b) => a + b, 0);

describe('the requests of one pulse refresh', () => {
  it('are the same, route by route, with ten times the cards and declines in the window', async () => {
    const [few, many] = await Promise.all([refresh(small), refresh(large)]);
    expect(many.figures.declines.count).toBeGreaterThan(12);
    expect(few.figures.declines.count).toBe(0);
    expect(many.byRoute).toEqual(few.byRoute);
  });

  it('grow only with the wallets: the card statuses of each wallet, and a few reads for the rest', async () => {
    const { byRoute } = await refresh(large);
    // Per wallet: one read per card status (the newest `creating` and `creating_failed` tell what is recent).
    expect(byRoute.listCards).toBe(WALLETS * 6);
    expect(total(byRoute) - WALLETS * 6).toBeLessThanOrEqual(16);
  });

  it('count the stuck `creating` and the `creating_failed` in the window as the service does', async () => {
    const m = large.client;
    const wallets = (await m.call('listAccounts', {})).items;
    const cards = (walletId: string, query: Record<string, unknown>) =>
      m.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 1, ...query } });
    const firsts = await Promise.all(
      wallets.map((w) => cards(w.id, { sortBy: 'createdAt', sortType: 'asc' })),
    );
    const earliest = Math.min(...firsts.map((p) => Date.parse(p.data[0]!.createdAt!)));
    const service = async (status: string, from: number | undefined, to: number): Promise<number> => {
      const range = { ...(from === undefined ? {} : { createdAtFrom: new Date(from).toISOString() }) };
      const pages = await Promise.all(
        wallets.map((w) =>
          cards(w.id, { 'statuses[]': [status], ...range, createdAtTo: new Date(to - 1).toISOString() }),
        ),
      );
      return pages.reduce((sum, p) => sum + p.pagination.totalQuantity, 0);
    };
    // Now, and instants early in the seeded year (most cards created after them: more than a page is recent).
    for (const at of [Date.now(), earliest + 3 * 86_400_000, earliest + 30 * 86_400_000]) {
      const { figures } = await refresh(large, { now: () => at });
      expect(figures.cards.stuckCreating).toBe(await service('creating', undefined, at - 10 * 60_000));
      expect(figures.cards.creatingFailed).toBe(await service('creating_failed', at - 3_600_000, at));
    }
    const week = await readPulse(large.client, {
      ...ask,
      window: '24h',
      now: () => earliest + 7 * 86_400_000,
    });
    const at = earliest + 7 * 86_400_000;
    expect(week.cards.creatingFailed).toBe(await service('creating_failed', at - 86_400_000, at));
  });

  it('run at most the width at once', async () => {
    expect((await refresh(large)).inFlight).toBeLessThanOrEqual(WIDTH);
  });

  it('count the same declines, reasons and hours when they do not fit on one page', async () => {
    const at = Date.now();
    const { figures: paged, byRoute } = await refresh(large, { page: 5, now: () => at });
    const { figures: whole } = await refresh(large, { now: () => at });
    // More requests (a count per reason and per hour), the same figures.
    expect(total(byRoute)).toBeGreaterThan(WALLETS * 6 + 16);
    const declines = (f: PulseFigures) => ({
      count: f.declines.count,
      purchases: f.declines.purchases,
      reasons: f.declines.reasons,
      hourly: f.declines.hourly.map((h) => h.count),
      baseline: f.declines.baseline?.count,
      others: Object.fromEntries(
        Object.entries(f.declines.others).map(([w, d]) => [w, [d?.count, d?.purchases]]),
      ),
    });
    expect(declines(paged)).toEqual(declines(whole));
    expect(paged.wallets.map((w) => [w.id, w.outflow24h])).toEqual(
      whole.wallets.map((w) => [w.id, w.outflow24h]),
    );
  });
});
