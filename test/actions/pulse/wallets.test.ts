// A wallet's net outflow against a real sandbox: from one page of every wallet's money in and out when it
// holds them all, from the service's totalAmount per wallet when it does not, and the same sum paged and
// added up when a service gives none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listWallets, walletsCounts } from '../../../src/actions/pulse/wallets.js';
import type { ApiClient } from '../../../src/api/index.js';
import { displayAmount } from '../../../src/domain/index.js';
import { windowEndingAt } from '../../../src/domain/pulse/index.js';
import { activeWallets, startEnv, stopEnv, type Env } from '../../support/action-helpers.js';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
}, 60_000);
afterAll(() => stopEnv(env));

/** The client with `totalAmount` taken out of every operations list, as a service without it answers. */
function withoutTotals(client: ApiClient): ApiClient & { pages: number } {
  const wrapped = {
    ...client,
    pages: 0,
    call: (async (id: string, input: unknown, opts: unknown) => {
      const answer = await (client.call as (i: string, x: unknown, o: unknown) => Promise<unknown>)(
        id,
        input,
        opts,
      );
      if (id !== 'listWalletOperations') return answer;
      wrapped.pages += 1;
      const { pagination, ...rest } = answer as { pagination: Record<string, unknown> };
      const { totalAmount: _dropped, ...others } = pagination;
      return { ...rest, pagination: others };
    }) as ApiClient['call'],
  };
  return wrapped;
}

describe('wallet outflow', () => {
  it('money out less money in over the day; the same when the list has to be paged and added up', async () => {
    const [from] = await activeWallets(env.client);
    const cards = await env.client.call('listCards', {
      params: { wallet_id: from!.id },
      query: { 'statuses[]': ['active'], quantity: 1 },
    });
    const card = cards.data[0]!.cardId;
    const now = Date.now;
    const day = () => windowEndingAt('24h', Date.now() + 1000);
    const wallets = await listWallets(env.client);
    const wallet = wallets.find((w) => w.id === from!.id)!;
    const walletCounts = async (client: ApiClient, page = 500) =>
      (await walletsCounts(client, wallets, day(), now, page)).find((w) => w.id === wallet.id)!;
    const before = await walletCounts(env.client);
    for (const amount of ['12.34', '0.66', '7.00'])
      await env.client.call('fundCard', {
        params: { wallet_id: from!.id, instrument_id: card },
        body: { amount },
      });
    await env.client.call('defundCard', {
      params: { wallet_id: from!.id, instrument_id: card },
      body: { amount: '5.00' },
    });
    const after = await walletCounts(env.client);
    expect(displayAmount((after.outflow24h - before.outflow24h) as never)).toBe('15.00');
    // A page too small for the day's operations: each wallet's sums, the same figure.
    const summed = await walletCounts(env.client, 1);
    expect(summed.outflow24h).toBe(after.outflow24h);
    const paging = withoutTotals(env.client);
    const paged = await walletCounts(paging, 1);
    expect(paged.outflow24h).toBe(after.outflow24h);
    expect(paging.pages).toBeGreaterThan(2);
    expect(after.available).toBe(paged.available);
  });
});
