// Pages past the middle are read from the other end of the index, deep pages seek from bookmarks
// (page-marks.ts); the pages must still be exactly the slices of the one ordered list, for every sort,
// filter and page size, also after the order changed under the bookmarks, and totals must match.
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { MARK_STEP } from '../../../src/sandbox/core/page-marks.js';
import { freshCardholder, freshWallet, invoke, setup } from '../../support/sandbox-core.js';

const core = createSandboxCore({
  db: ':memory:',
  seed: 'scale',
  scale: { cards: 1_201, wallets: 2, seedValue: 5 },
  provisioningDelayMs: 0,
  trafficPerMinute: 0,
});
afterAll(() => core.close());
const [scale] = core.credentials();
const org = core.authenticate('apiKey', scale?.apiKey ?? '');
if (!org) throw new Error('credentials of the seed not accepted');
const walletId = (
  core.database
    .prepare('SELECT id FROM wallets WHERE merchant_id = ? ORDER BY seq LIMIT 1')
    .get(org.merchantId) as { id: string }
).id;

function crawl(query: Record<string, unknown>, quantity: number): { ids: string[]; total: number } {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; page <= 2_000; page++) {
    const answer = invoke(core, 'listCards', org as NonNullable<typeof org>, {
      params: { org_id: org?.orgId, wallet_id: walletId },
      query: { ...query, page, quantity },
    });
    total = answer.pagination.totalQuantity;
    if (answer.data.length === 0) break;
    ids.push(...answer.data.map((c) => c.cardId));
  }
  return { ids, total };
}

describe('operation pages at any depth', () => {
  it("crawls a wallet's card operations, oldest first, into the ordered list", () => {
    const expected = (
      core.database
        .prepare('SELECT id FROM card_ops WHERE wallet_id = ? ORDER BY created_at ASC, seq ASC')
        .all(walletId) as { id: string }[]
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(50);
    for (const quantity of [3, 25]) {
      const ids: string[] = [];
      for (let page = 1; page <= 1_000; page++) {
        const answer = invoke(core, 'listCardOperations', org as NonNullable<typeof org>, {
          params: { org_id: org?.orgId },
          query: { 'accountIds[]': [walletId], sortType: 'asc', page, quantity },
        });
        expect(answer.pagination.totalQuantity).toBe(expected.length);
        if (answer.data.length === 0) break;
        ids.push(...answer.data.map((o) => o.id));
      }
      expect(ids).toEqual(expected);
    }
  });
});

describe('card pages at any depth', () => {
  const sorts: [string, Record<string, unknown>, string, string[] | undefined][] = [
    ['newest first', {}, 'created_at DESC, seq DESC', undefined],
    [
      'oldest first, active and frozen',
      { 'statuses[]': ['active', 'frozen'], sortType: 'asc' },
      'created_at ASC, seq ASC',
      ['active', 'frozen'],
    ],
    ['by name', { sortBy: 'name' }, 'name ASC, seq ASC', undefined],
    [
      'by status, descending, closed and active',
      { sortBy: 'status', sortType: 'desc', 'statuses[]': ['closed', 'active'] },
      'status DESC, created_at DESC, seq DESC',
      ['closed', 'active'],
    ],
  ];

  it.each(sorts)('%s: every page is its slice of the ordered list', (_name, query, order, statuses) => {
    const filter = statuses ? `AND status IN (${statuses.map((s) => `'${s}'`).join(', ')})` : '';
    const expected = (
      core.database
        .prepare(`SELECT id FROM cards WHERE wallet_id = ? ${filter} ORDER BY ${order}`)
        .all(walletId) as { id: string }[]
    ).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.length).toBeGreaterThan(3 * MARK_STEP);
    for (const quantity of [1, 7, 25, 500])
      expect(crawl(query, quantity)).toEqual({ ids: expected, total: expected.length });
  });

  it('stay the slices of the list after cards were renamed (to equal names), changed status or were issued under the bookmarks', () => {
    const byName = (dir: string, statuses: string[]) =>
      (
        core.database
          .prepare(
            `SELECT id FROM cards WHERE wallet_id = ? AND status IN (SELECT value FROM json_each(?))
      ORDER BY name ${dir}, seq ${dir}`,
          )
          .all(walletId, JSON.stringify(statuses)) as { id: string }[]
      ).map((r) => r.id);
    const statuses = ['active', 'frozen', 'closed'];
    const queries = [
      { sortBy: 'name', 'statuses[]': statuses, sortType: 'asc' },
      { sortBy: 'name', 'statuses[]': statuses, sortType: 'desc' },
    ];
    expect(crawl(queries[0]!, 1).ids).toEqual(byName('ASC', statuses));
    // Every third card gets one name: bookmarks now fall among equal names, where only seq orders the cards.
    core.database
      .prepare("UPDATE cards SET name = 'Same name' WHERE wallet_id = ? AND seq % 3 = 0")
      .run(walletId);
    core.database
      .prepare("UPDATE cards SET status = 'frozen' WHERE wallet_id = ? AND status = 'active' AND seq % 5 = 0")
      .run(walletId);
    const holder = invoke(core, 'listCardholders', core.authenticate('apiToken', scale?.apiToken ?? '')!, {})
      .items[0];
    invoke(core, 'issueCard', org, {
      params: { org_id: org.orgId, wallet_id: walletId },
      body: { cardOwnerId: holder?.cardOwnerId, cardType: 'virtual', name: 'Same name' },
    });
    core.database
      .prepare("UPDATE cards SET status = 'active' WHERE wallet_id = ? AND status = 'creating'")
      .run(walletId);
    for (const quantity of [1, 7]) {
      expect(crawl(queries[0]!, quantity).ids).toEqual(byName('ASC', statuses));
      expect(crawl(queries[1]!, quantity).ids).toEqual(byName('DESC', statuses));
    }
  });
});

describe('cardholders of an account', () => {
  it('are those created under it and those holding one of its cards, each once, paged in order', () => {
    const env = setup();
    try {
      const [a, b] = [freshWallet(env), freshWallet(env)];
      const own = freshCardholder(env, a);
      const visitor = freshCardholder(env, b);
      for (const owner of [visitor, visitor, own]) {
        env.call('issueCard', env.orgA, {
          params: { org_id: env.orgA.orgId, wallet_id: a },
          body: { cardOwnerId: owner, cardType: 'virtual' },
        });
      }
      const listed = env.call('listAccountCardholders', env.accA, { params: { account_uuid: a } });
      expect(listed).toMatchObject({ total: 2 });
      expect(listed.items.map((h) => h.cardOwnerId)).toEqual([own, visitor]);
      expect(
        env
          .call('listAccountCardholders', env.accA, {
            params: { account_uuid: a },
            query: { limit: 1, offset: 1 },
          })
          .items.map((h) => h.cardOwnerId),
      ).toEqual([visitor]);
      expect(
        env
          .call('listAccountCardholders', env.accA, { params: { account_uuid: b } })
          .items.map((h) => h.cardOwnerId),
      ).toEqual([visitor]);
    } finally {
      env.core.close();
    }
  });
});
