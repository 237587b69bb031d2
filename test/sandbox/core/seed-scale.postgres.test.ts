// The scale seed on PostgreSQL (its bulk path, COPY) gives what it gives on SQLite: the same rows, and the same
// answers through the handlers (counts, sums and list pages, money as strings), for one seed value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../src/sandbox/core-types.js';
import { createSandboxCore, type SandboxCoreWithHooks } from '../../../src/sandbox/core/index.js';
import { cardsInWallet } from '../../../src/sandbox/core/seed-scale.js';
import { createDatabase, startPostgres, type PostgresServer } from '../../support/postgres-server.js';
import { invoke } from '../../support/sandbox-core.js';

const now = () => new Date('2026-05-01T00:00:00.000Z');
const PLAN = { cards: 2_000, wallets: 4, seedValue: 11 };

let server: PostgresServer;
let sqlite: SandboxCoreWithHooks;
let postgres: SandboxCoreWithHooks;

const scaleCore = (db: string): SandboxCoreWithHooks =>
  createSandboxCore({ db, seed: 'scale', scale: PLAN, provisioningDelayMs: 0, trafficPerMinute: 0, now });

beforeAll(async () => {
  server = await startPostgres();
  sqlite = scaleCore(':memory:');
  postgres = scaleCore(createDatabase(server.url()));
}, 300_000);

afterAll(async () => {
  sqlite?.close();
  postgres?.close();
  await server?.stop();
});

const json = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/** The rows the seed wrote, in their order, as one text. */
function rowsOf(core: SandboxCoreWithHooks): string {
  const all = (sql: string): unknown[] => core.database.prepare(sql).all();
  return json({
    cards: all(
      `SELECT c.id, c.pan, c.cvv, c.status, c.name, c.card_type, c.wallet_id, c.expiry, c.daily_limit, h.owner_id,
      la.balance FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account
      JOIN cardholders h ON h.seq = c.cardholder_seq ORDER BY c.seq`,
    ),
    ops: all(
      'SELECT id, card_id, type, status, amount, fee, settlement, related_id, created_at FROM card_ops ORDER BY seq',
    ),
    entries: all('SELECT txn, account_id, amount, created_at FROM ledger_entries ORDER BY id'),
    counts: all('SELECT wallet_id, status, n FROM card_counts ORDER BY wallet_id, status'),
    opCounts: all(
      'SELECT source, merchant_id, wallet_id, type, status, n FROM op_counts ORDER BY 1, 2, 3, 4, 5',
    ),
    opSums: all(
      'SELECT source, merchant_id, wallet_id, type, status, currency, n, cents FROM op_sums ORDER BY 1, 2, 3, 4, 5, 6',
    ),
  });
}

function orgOf(core: SandboxCoreWithHooks): Principal {
  const who = core.authenticate('apiKey', core.credentials()[0]?.apiKey ?? '');
  if (!who) throw new Error('the scale merchant is not accepted');
  return who;
}

/** What a client sees of the scale merchant through the handlers. */
function answersOf(core: SandboxCoreWithHooks): string {
  const org = orgOf(core);
  const acc = core.authenticate('apiToken', core.credentials()[0]?.apiToken ?? '');
  if (!acc) throw new Error('the scale merchant is not accepted');
  const params = { org_id: org.orgId };
  const wallets = invoke(core, 'listAccounts', acc);
  const perWallet = wallets.items.map((w) => {
    const at = { params: { ...params, wallet_id: w.id } };
    return {
      firstPage: invoke(core, 'listCards', org, {
        ...at,
        query: { 'statuses[]': ['active', 'frozen'], sortBy: 'name', sortType: 'asc', quantity: 25 },
      }),
      deepPage: invoke(core, 'listCards', org, {
        ...at,
        query: { sortBy: 'createdAt', sortType: 'desc', page: 12, quantity: 25 },
      }),
      restrictions: invoke(core, 'getAccountRestrictions', acc, { params: { account_uuid: w.id } }),
      balance: invoke(core, 'getAccountBalance', acc, { params: { account_uuid: w.id } }),
    };
  });
  const purchases = invoke(core, 'listCardOperations', org, {
    params,
    query: { 'types[]': ['purchase'], quantity: 10 },
  });
  const topUps = invoke(core, 'listCardOperations', org, {
    params,
    query: { 'types[]': ['top_up'], 'statuses[]': ['completed'], quantity: 10, page: 3 },
  });
  const walletOps = invoke(core, 'listWalletOperations', org, { params, query: { quantity: 50 } });
  return json({ wallets, perWallet, purchases, topUps, walletOps });
}

describe('the scale seed on PostgreSQL', () => {
  it('writes the rows SQLite writes, counters and sums included', () => {
    const rows = rowsOf(postgres);
    expect(rows).toBe(rowsOf(sqlite));
    const { n } = postgres.database.prepare('SELECT COUNT(*) AS n FROM cards').get() as { n: bigint };
    // The demo's second merchant comes on top of the scale merchant's cards.
    expect(Number(n)).toBeGreaterThan(PLAN.cards);
  });

  it('answers lists, counts and sums as SQLite does, money as strings', () => {
    const answers = answersOf(postgres);
    expect(answers).toBe(answersOf(sqlite));
    const org = orgOf(postgres);
    const acc = postgres.authenticate('apiToken', postgres.credentials()[0]?.apiToken ?? '');
    if (!acc) throw new Error('the scale merchant is not accepted');
    const wallets = invoke(postgres, 'listAccounts', acc).items;
    const cards = wallets.map(
      (w) =>
        invoke(postgres, 'listCards', org, {
          params: { org_id: org.orgId, wallet_id: w.id },
          query: { quantity: 1 },
        }).pagination.totalQuantity,
    );
    expect(cards).toEqual([0, 1, 2, 3].map((w) => cardsInWallet(PLAN, w)));
    expect(wallets.map((w) => w.availableBalance)).toEqual(
      wallets.map(() => expect.stringMatching(/^[1-9]\d*\.\d+$/)),
    );
    const purchases = invoke(postgres, 'listCardOperations', org, {
      params: { org_id: org.orgId },
      query: { 'types[]': ['purchase'], quantity: 1 },
    });
    expect(purchases.pagination.totalQuantity).toBeGreaterThan(0);
    expect(purchases.pagination.totalAmount).toMatch(/^[1-9]\d*\.\d+$/);
  });

  it('puts back every index, trigger and foreign key it lifted, and the live path numbers rows after the loaded ones', () => {
    const names = (sql: string): string[] =>
      (postgres.database.prepare(sql).all() as { name: string }[]).map((r) => r.name);
    const fresh = createSandboxCore({
      db: createDatabase(server.url()),
      seed: 'none',
      provisioningDelayMs: 0,
      trafficPerMinute: 0,
      now,
    });
    const schema = [
      `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
      `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1`,
      `SELECT conname AS name FROM pg_constraint WHERE contype = 'f' ORDER BY 1`,
    ];
    try {
      for (const sql of schema) {
        const expected = (fresh.database.prepare(sql).all() as { name: string }[]).map((r) => r.name);
        expect(names(sql)).toEqual(expected);
      }
      expect(names(schema[2]!).length).toBeGreaterThan(0);
    } finally {
      fresh.close();
    }
    const acc = postgres.authenticate('apiToken', postgres.credentials()[0]?.apiToken ?? '');
    if (!acc) throw new Error('the scale merchant is not accepted');
    const wallet = invoke(postgres, 'listAccounts', acc).items[0]!;
    const holder = invoke(postgres, 'listAccountCardholders', acc, { params: { account_uuid: wallet.id } })
      .items[0];
    const before = invoke(postgres, 'getAccountRestrictions', acc, { params: { account_uuid: wallet.id } });
    invoke(postgres, 'createCardholder', acc, {
      params: { account_uuid: wallet.id },
      body: {
        cardOwnerId: 'after-the-seed',
        firstName: 'Ada',
        lastName: 'Byron',
        email: 'ada@example.com',
        phone: '+15551234567',
      },
    });
    invoke(postgres, 'issueAccountCard', acc, {
      params: { account_uuid: wallet.id },
      body: { cardOwnerId: holder?.cardOwnerId, cardType: 'virtual' },
    });
    const after = invoke(postgres, 'getAccountRestrictions', acc, { params: { account_uuid: wallet.id } });
    expect(after.currentCards).toBe((before.currentCards ?? 0) + 1);
  });
});
