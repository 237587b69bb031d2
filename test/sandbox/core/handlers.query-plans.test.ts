// Every list the sandbox serves is answered from an index: the SQL the handlers actually issue (recorded
// through the statement cache) is run through EXPLAIN QUERY PLAN on a scale-seeded database, and no
// step may read a big table (or a whole index of one) from end to end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteId } from '../../../src/contract/index.js';
import type { HttpOnlyRoute, Principal } from '../../../src/sandbox/core-types.js';
import { createCtx } from '../../../src/sandbox/core/context.js';
import { buildHandlers } from '../../../src/sandbox/core/handlers.js';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';
import { MARK_STEP } from '../../../src/sandbox/core/page-marks.js';

type Database = ReturnType<typeof createSandboxCore>['database'];
interface Issued {
  sql: string;
  args: unknown[];
}

const BIG = [
  'cards',
  'card_ops',
  'wallet_ops',
  'cardholders',
  'ledger_entries',
  'ledger_accounts',
  'webhook_deliveries',
  'webhook_events',
];
const core = createSandboxCore({
  db: ':memory:',
  seed: 'scale',
  scale: { cards: 3_000, wallets: 3, seedValue: 3 },
  provisioningDelayMs: 0,
  trafficPerMinute: 0,
});
const issued: Issued[] = [];
const ctx = createCtx(core.database, {
  provisioningDelayMs: 0,
  maxCardsPerWallet: 10,
  signalEnqueued: () => undefined,
});
const prepare = ctx.stmt.bind(ctx);
// Records each statement with the arguments it runs with, so the plan is the plan of that very call.
ctx.stmt = (sql) => {
  const statement = prepare(sql);
  return new Proxy(statement, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !['all', 'get', 'iterate'].includes(String(key))) return value;
      return (...args: unknown[]) => {
        issued.push({ sql, args });
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
};
const handlers = buildHandlers(ctx);

function call(
  id: Exclude<RouteId, HttpOnlyRoute>,
  who: Principal,
  raw: { params?: object; query?: object } = {},
): void {
  const def: RouteDef = routes[id];
  const input = {
    params: def.params?.parse(raw.params),
    query: def.query?.parse(raw.query ?? {}),
    body: undefined,
  };
  (handlers[id] as unknown as (w: Principal, i: unknown) => unknown)(who, input);
}

/** Plan lines that read a big table or a whole index of one: "SCAN c", "SCAN o USING INDEX …". */
function fullReads(db: Database, { sql, args }: Issued): string[] {
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[];
  if (process.env.SHOW_PLANS)
    console.log(sql.replace(/\s+/g, ' ').slice(0, 160), '\n   ', plan.map((p) => p.detail).join('\n    '));
  const aliases = new Map<string, string>();
  for (const m of sql.matchAll(
    /\b(?:FROM|JOIN)\s+(\w+)(?:\s+(?!ON\b|WHERE\b|JOIN\b|ORDER\b|LIMIT\b)(\w+))?/gi,
  )) {
    if (m[1]) aliases.set(m[2] ?? m[1], m[1]);
  }
  return plan
    .map((p) => p.detail)
    .filter((detail) => {
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1];
      return scanned !== undefined && BIG.includes(aliases.get(scanned) ?? scanned);
    });
}

describe('query plans of every list at scale', () => {
  let org: Principal;
  let acc: Principal;
  let walletId: string;
  let cardId: string;
  let ownerId: string;

  beforeAll(() => {
    const [scale] = core.credentials();
    const orgWho = core.authenticate('apiKey', scale?.apiKey ?? '');
    const accWho = core.authenticate('apiToken', scale?.apiToken ?? '');
    if (!orgWho || !accWho) throw new Error('credentials of the seed not accepted');
    [org, acc] = [orgWho, accWho];
    const card = core.database
      .prepare(
        `SELECT c.id, c.wallet_id, h.owner_id FROM cards c JOIN cardholders h ON h.seq = c.cardholder_seq
      WHERE c.merchant_id = ? ORDER BY c.seq DESC LIMIT 1`,
      )
      .get(org.merchantId) as { id: string; wallet_id: string; owner_id: string };
    [walletId, cardId, ownerId] = [card.wallet_id, card.id, card.owner_id];
  });
  afterAll(() => core.close());

  const cardQueries: [string, object][] = [
    ['default order', {}],
    ['statuses + createdAt', { 'statuses[]': ['active', 'frozen'], sortBy: 'createdAt', sortType: 'desc' }],
    ['statuses + name', { 'statuses[]': ['active'], sortBy: 'name', sortType: 'asc' }],
    ['statuses + status', { 'statuses[]': ['active', 'closed'], sortBy: 'status', sortType: 'desc' }],
    ['one status, deep page', { 'statuses[]': ['active'], page: 40, quantity: 25 }],
    ['name order, deep page', { sortBy: 'name', page: 30, quantity: 25 }],
    ['created range', { createdAtFrom: '2020-01-01T00:00:00Z', createdAtTo: '2100-01-01T00:00:00Z' }],
    [
      'statuses + name, deep page',
      { 'statuses[]': ['active', 'frozen'], sortBy: 'name', sortType: 'asc', page: 13, quantity: 25 },
    ],
    [
      'statuses + createdAt, deep page',
      { 'statuses[]': ['active', 'frozen'], sortBy: 'createdAt', sortType: 'desc', page: 15, quantity: 25 },
    ],
    [
      'statuses + status, deep page',
      { 'statuses[]': ['active', 'closed'], sortBy: 'status', page: 12, quantity: 25 },
    ],
  ];

  it.each(cardQueries)('cards of a wallet: %s', (_name, query) => {
    issued.length = 0;
    call('listCards', org, { params: { org_id: org.orgId, wallet_id: walletId }, query });
    expect(issued.length).toBeGreaterThan(0);
    expect(issued.flatMap((q) => fullReads(core.database, q))).toEqual([]);
  });

  const deepPages = cardQueries.filter(
    ([name]) => name.startsWith('statuses + ') && name.endsWith('deep page'),
  );

  it.each(deepPages)(
    'cards of a wallet: %s seeks from a bookmark on the index instead of skipping from its start',
    (_name, query) => {
      issued.length = 0;
      call('listCards', org, { params: { org_id: org.orgId, wallet_id: walletId }, query });
      const page = issued.filter((q) =>
        /JOIN \(SELECT c\.seq FROM cards c .* LIMIT \? OFFSET \?\)/.test(q.sql),
      );
      expect(page).toHaveLength(1);
      const plan = (
        core.database.prepare(`EXPLAIN QUERY PLAN ${page[0]!.sql}`).all(...page[0]!.args) as {
          detail: string;
        }[]
      ).map((p) => p.detail);
      // The range starts at the bookmark: "(wallet_id=? AND name>?)", "(wallet_id=? AND (status,created_at)>(?,?))".
      expect(
        plan.some((line) =>
          /SEARCH c USING COVERING INDEX cards_wallet_\w+ \(wallet_id=\? AND \(?[\w,]+\)?[<>]\(?\?/.test(
            line,
          ),
        ),
      ).toBe(true);
      // And it skips fewer than a bookmark's step of entries.
      expect(Number(page[0]!.args.at(-1))).toBeLessThan(MARK_STEP);
    },
  );

  /** [name, call, index the plan must use, whether a COUNT over the rows is allowed (else the counters answer)]. */
  const lists: [string, () => void, string | null, boolean][] = [
    [
      'org card operations',
      () => call('listCardOperations', org, { params: { org_id: org.orgId } }),
      'card_ops_merchant',
      false,
    ],
    [
      'org card operations of a card',
      () =>
        call('listCardOperations', org, { params: { org_id: org.orgId }, query: { 'cardIds[]': [cardId] } }),
      'card_ops_card',
      true,
    ],
    [
      'org card operations of a wallet by status',
      () =>
        call('listCardOperations', org, {
          params: { org_id: org.orgId },
          query: { 'accountIds[]': [walletId], sortBy: 'status' },
        }),
      'card_ops_wallet',
      false,
    ],
    [
      'org wallet operations of a wallet',
      () =>
        call('listWalletOperations', org, {
          params: { org_id: org.orgId },
          query: { 'accountIds[]': [walletId] },
        }),
      'wallet_ops_wallet',
      false,
    ],
    [
      'account card transactions of a card',
      () => call('listCardTransactions', acc, { query: { cardId } }),
      'card_ops_card',
      true,
    ],
    [
      'account card transactions of an account',
      () => call('listCardTransactions', acc, { query: { accountId: walletId } }),
      'card_ops_wallet',
      false,
    ],
    [
      'account transactions',
      () => call('listAccountTransactions', acc, { params: { account_uuid: walletId } }),
      'wallet_ops_wallet',
      false,
    ],
    ['cardholders', () => call('listCardholders', acc, { query: { offset: 200 } }), null, true],
    [
      'cardholders of an account',
      () =>
        call('listAccountCardholders', acc, { params: { account_uuid: walletId }, query: { offset: 100 } }),
      null,
      true,
    ],
    [
      'cards of a cardholder',
      () => call('listCardholderCards', acc, { params: { card_owner_id: ownerId } }),
      'cards_cardholder',
      true,
    ],
    ['wallets', () => call('listWallets', org, { params: { org_id: org.orgId } }), null, true],
    ['webhook history', () => call('listWebhookEvents', acc, {}), 'webhook_deliveries_time', true],
    [
      'webhook history of a card',
      () => call('listWebhookEvents', acc, { query: { cardId } }),
      'webhook_deliveries_card',
      true,
    ],
    [
      'webhook history of a card, one type',
      () => call('listWebhookEvents', acc, { query: { cardId, eventType: 'card_state' } }),
      'webhook_deliveries_card',
      true,
    ],
  ];

  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const window = { createdAtFrom: hourAgo, createdAtTo: new Date().toISOString() };
  const orgOps = (query: object) => () =>
    call('listCardOperations', org, { params: { org_id: org.orgId }, query });
  // The reads of the merchant's pulse: counts and sums of a window (and the cards by status) from an index.
  lists.push(
    [
      'pulse: creating cards of a wallet older than a threshold',
      () =>
        call('listCards', org, {
          params: { org_id: org.orgId, wallet_id: walletId },
          query: { 'statuses[]': ['creating'], createdAtTo: hourAgo, sortType: 'asc', quantity: 1 },
        }),
      'cards_wallet_status',
      true,
    ],
    [
      'pulse: cards of a wallet by status, counted',
      () =>
        call('listCards', org, {
          params: { org_id: org.orgId, wallet_id: walletId },
          query: { 'statuses[]': ['active'], quantity: 1 },
        }),
      null,
      false,
    ],
    [
      'pulse: declined purchases of a window',
      orgOps({ 'types[]': ['purchase'], 'statuses[]': ['declined'], ...window, quantity: 1 }),
      'card_ops_kind_window',
      true,
    ],
    [
      'pulse: purchases of a window',
      orgOps({ 'types[]': ['purchase'], ...window, quantity: 1 }),
      'card_ops_type_window',
      true,
    ],
    [
      'pulse: declines of a window by reason',
      orgOps({ 'declineReasons[]': ['insufficient_balance', 'card_frozen'], ...window, quantity: 1 }),
      'card_ops_reason_window',
      true,
    ],
    [
      'pulse: declined purchases of a window by reason',
      orgOps({
        'types[]': ['purchase'],
        'statuses[]': ['declined'],
        'declineReasons[]': ['insufficient_balance'],
        ...window,
        quantity: 1,
      }),
      'card_ops_kind_window',
      true,
    ],
    [
      'pulse: declined purchases ever, with their sum',
      orgOps({ 'types[]': ['purchase'], 'statuses[]': ['declined'] }),
      null,
      false,
    ],
    [
      'pulse: operations authorized before a window',
      orgOps({ 'statuses[]': ['authorized'], createdAtTo: hourAgo, quantity: 1 }),
      'card_ops_status_window',
      true,
    ],
    [
      'pulse: a wallet outflow of a window',
      () =>
        call('listWalletOperations', org, {
          params: { org_id: org.orgId },
          query: { 'types[]': ['withdrawal'], 'statuses[]': ['completed'], ...window, quantity: 1 },
        }),
      'wallet_ops_kind_window',
      true,
    ],
    [
      'pulse: a page of the declined purchases of a window',
      orgOps({ 'types[]': ['purchase'], 'statuses[]': ['declined'], ...window, quantity: 500 }),
      'card_ops_kind_window',
      true,
    ],
    [
      "pulse: a page of every wallet's money in and out over a window",
      () =>
        call('listWalletOperations', org, {
          params: { org_id: org.orgId },
          query: {
            'types[]': ['withdrawal', 'card_issuing', 'transfer_fee', 'payin'],
            'statuses[]': ['authorized', 'pending', 'completed'],
            ...window,
            quantity: 100,
          },
        }),
      'wallet_ops_kind_window',
      true,
    ],
    [
      'pulse: the newest creating cards of a wallet',
      () =>
        call('listCards', org, {
          params: { org_id: org.orgId, wallet_id: walletId },
          query: { 'statuses[]': ['creating'], sortBy: 'createdAt', sortType: 'desc', quantity: 20 },
        }),
      'cards_wallet_created_status',
      true,
    ],
    [
      'pulse: webhook deliveries failed in a window',
      () => call('listWebhookEvents', acc, { query: { status: 'failed', ...window, limit: 1 } }),
      'webhook_deliveries_status',
      true,
    ],
    [
      'pulse: the oldest pending webhook delivery',
      () => call('listWebhookEvents', acc, { query: { status: 'pending', sortType: 'asc', limit: 1 } }),
      'webhook_deliveries_status',
      true,
    ],
  );

  /** The statement that counts and sums a list's matching operations. */
  const TOTALS = /SUM\(o\.amount\)/;

  it.each(
    lists.filter(
      ([name]) => name.startsWith('pulse: ') && name.includes('window') && !name.includes('webhook'),
    ),
  )('%s: counts and sums from the entries of a covering index, never the rows', (_name, run, index) => {
    issued.length = 0;
    run();
    const totals = issued.filter((q) => TOTALS.test(q.sql));
    expect(totals).toHaveLength(1);
    const plan = (
      core.database.prepare(`EXPLAIN QUERY PLAN ${totals[0]!.sql}`).all(...totals[0]!.args) as {
        detail: string;
      }[]
    ).map((p) => p.detail);
    expect(plan.join('\n')).toMatch(new RegExp(`SEARCH o USING COVERING INDEX ${index ?? ''}`));
    expect(plan.join('\n')).toMatch(/created_at[<>]\?/);
  });

  it.each(lists)('%s', (_name, run, index, counts) => {
    issued.length = 0;
    run();
    expect(issued.length).toBeGreaterThan(0);
    const plans = issued.map((q) =>
      (core.database.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.args) as { detail: string }[])
        .map((p) => p.detail)
        .join('\n'),
    );
    if (index !== null) expect(plans.join('\n')).toContain(`INDEX ${index} `);
    if (!counts) expect(issued.filter((q) => /COUNT\(\*\)/.test(q.sql)).map((q) => q.sql)).toEqual([]);
    expect(
      issued.flatMap((q) =>
        fullReads(core.database, q).map((line) => `${line}  <-  ${q.sql.replace(/\s+/g, ' ')}`),
      ),
    ).toEqual([]);
  });
});
