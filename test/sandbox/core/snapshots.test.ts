import { describe, expect, it } from 'vitest';
import type { SandboxCoreWithHooks } from '../../../src/sandbox/core/index.js';
import { userTables } from '../../../src/sandbox/core/table-catalog.js';
import { TEST_PASSWORD } from '../../support/postgres-server.js';
import {
  expectRefused,
  freshCard,
  freshWallet,
  setup,
  walletOf,
  type Env,
} from '../../support/sandbox-core.js';

/** Bookkeeping of the snapshots themselves and a per-wallet version that a restore advances on purpose. */
const NOT_COMPARED = /^(snapshot_rows_|sandbox_snapshot|card_orders$)/;

/** Every row of one table, each as JSON text, sorted. */
const everythingIn = (core: SandboxCoreWithHooks, name: string): string[] =>
  core.database
    .prepare(`SELECT * FROM "${name}"`)
    .all()
    .map((row) => JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .sort();

/** Every row of every table (snapshot bookkeeping aside), sorted: the whole state of the sandbox. */
function everything(core: SandboxCoreWithHooks): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { name } of userTables(core.database))
    if (!NOT_COMPARED.test(name)) out[name] = everythingIn(core, name);
  return out;
}

function ledgerHolds(core: SandboxCoreWithHooks): void {
  const db = core.database;
  expect(
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM (SELECT txn FROM ledger_entries GROUP BY txn HAVING SUM(amount) <> 0) AS unbalanced',
      )
      .get(),
  ).toEqual({ n: 0n });
  expect(
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM ledger_accounts la
         WHERE la.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = la.id)`,
      )
      .get(),
  ).toEqual({ n: 0n });
}

const save = (env: Env, name: string, who = env.accA) =>
  env.call('sandboxSaveSnapshot', who, { body: { name } });
const restore = (env: Env, name: string, who = env.accA) =>
  env.call('sandboxRestoreSnapshot', who, { params: { name } });

/** Changes of every kind for merchant A: money, cards, cardholders, webhooks and their deliveries. */
function changeEverything(env: Env, wallet: string, card: string): void {
  env.call('sandboxPayin', env.accA, { params: { account_uuid: wallet }, body: { amount: '125.40' } });
  env.call('sandboxPurchase', env.accA, { params: { card_uuid: card }, body: { amount: '3.10' } });
  env.call('putWebhookConfig', env.accA, { body: { url: 'https://hooks.example.com/changed' } });
  freshCard(env, wallet, '7.00');
  env.call('suspendCard', env.orgA, {
    params: { org_id: env.orgA.orgId, wallet_id: wallet, instrument_id: card },
  });
  env.advance(60_000);
  env.core.runWorkersOnce();
  for (const due of env.core.webhooks.due(new Date(env.now().getTime() + 3_600_000), 100))
    env.core.webhooks.recordAttempt(due.id, { ok: true, responseCode: 200, error: null }, null);
}

describe('snapshots', () => {
  it('a restore puts back every row of the merchant exactly, pending deliveries pending again, and no other merchant is touched', () => {
    const env = setup();
    const wallet = freshWallet(env, '500.00');
    const card = freshCard(env, wallet, '40.00');
    env.call('putWebhookConfig', env.accA, { body: { url: 'https://hooks.example.com/a' } });
    env.call('sandboxPurchase', env.accA, { params: { card_uuid: card }, body: { amount: '1.25' } });
    const pending = env.core.webhooks.due(new Date(env.now().getTime() + 3_600_000), 100);
    expect(pending.length).toBeGreaterThan(0);
    const saved = save(env, 'base');
    expect(saved.rows.cards).toBeGreaterThan(20);
    const balance = walletOf(env, wallet).balance;
    const before = everything(env.core);

    changeEverything(env, wallet, card);
    const bWallet = freshWallet(env, '9.00', {}, env.orgB);
    const bAfter = everything(env.core).wallets!.filter((w) => w.includes(bWallet));
    expect(everything(env.core)).not.toEqual(before);

    const restored = restore(env, 'base');
    expect(restored).toMatchObject({ name: 'base', createdAt: saved.createdAt });
    const after = everything(env.core);
    // B's new wallet stays (and its ledger rows); everything of A is as saved.
    expect(after.wallets!.filter((w) => w.includes(bWallet))).toEqual(bAfter);
    const withoutB = (state: Record<string, string[]>) => {
      const bRows = new Set(bAfter);
      return { ...state, wallets: state.wallets!.filter((w) => !bRows.has(w)) };
    };
    expect(withoutB(after).wallets).toEqual(before.wallets);
    for (const table of [
      'cards',
      'cardholders',
      'card_ops',
      'webhook_configs',
      'webhook_deliveries',
      'card_counts',
    ])
      expect(after[table], table).toEqual(before[table]);
    expect(walletOf(env, wallet).balance).toBe(balance);
    expect(balance).toBe('458.00');
    expect(env.core.webhooks.due(new Date(env.now().getTime() + 3_600_000), 100).map((d) => d.id)).toEqual(
      pending.map((d) => d.id),
    );
    ledgerHolds(env.core);
    env.core.close();
  });

  it('restored twice, and after a later snapshot, the state is each time the one saved', () => {
    const env = setup();
    const wallet = freshWallet(env, '500.00');
    const card = freshCard(env, wallet, '40.00');
    save(env, 'one');
    const one = everything(env.core);
    changeEverything(env, wallet, card);
    save(env, 'two');
    const two = everything(env.core);
    restore(env, 'one');
    expect(everything(env.core)).toEqual(one);
    changeEverything(env, wallet, card);
    restore(env, 'one');
    expect(everything(env.core)).toEqual(one);
    restore(env, 'two');
    expect(everything(env.core)).toEqual(two);
    ledgerHolds(env.core);
    expect(env.call('sandboxListSnapshots', env.accA).items.map((s) => s.name)).toEqual(['one', 'two']);
    env.core.close();
  });

  it('after a restore new objects are made as before: no new id collides with a row put back', () => {
    const env = setup();
    freshWallet(env, '100.00');
    save(env, 'early');
    const later = freshWallet(env, '20.00');
    const card = freshCard(env, later, '5.00');
    const laterBalance = walletOf(env, later).balance;
    save(env, 'late');
    restore(env, 'early');
    const between = freshWallet(env, '30.00');
    freshCard(env, between, '3.00');
    // The rows of `late` come back at their ids, past which the ids of `between` were already given.
    restore(env, 'late');
    const after = freshWallet(env, '7.00');
    const afterCard = freshCard(env, after, '1.00');
    const ids = env.call('listAccounts', env.accA, { query: {} }).items.map((w) => w.id);
    expect(ids).toEqual(expect.arrayContaining([later, after]));
    expect(ids).not.toContain(between);
    expect(walletOf(env, later).balance).toBe(laterBalance);
    expect(afterCard).not.toBe(card);
    ledgerHolds(env.core);
    env.core.close();
  });

  it("no secret reaches a snapshot: no merchant's credentials, nor the database's address or password", () => {
    const env = setup();
    const wallet = freshWallet(env, '10.00');
    freshCard(env, wallet, '1.00');
    save(env, 'base');
    const saved = userTables(env.core.database)
      .filter((t) => t.name.startsWith('snapshot_rows_') || t.name === 'sandbox_snapshots')
      .flatMap(({ name }) => everythingIn(env.core, name))
      .join('\n');
    expect(saved).toContain(wallet);
    const secrets = env.core
      .credentials()
      .flatMap((c) => [c.apiToken, c.apiKey, c.readOnlyApiToken, c.readOnlyApiKey, c.password]);
    for (const secret of [...secrets, TEST_PASSWORD, 'postgres://']) expect(saved).not.toContain(secret);
    env.core.close();
  });

  it('snapshots are per merchant: another merchant neither lists nor restores nor removes them', () => {
    const env = setup();
    save(env, 'base');
    expect(env.call('sandboxListSnapshots', env.accB).items).toEqual([]);
    const refused = expectRefused(env, () => restore(env, 'base', env.accB), 404, 'not_found');
    expect(refused.message).toContain('"base"');
    expectRefused(
      env,
      () => env.call('sandboxDeleteSnapshot', env.orgB, { params: { name: 'base' } }),
      404,
      'not_found',
    );
    save(env, 'base', env.accB);
    expect(env.call('sandboxListSnapshots', env.accA).items).toHaveLength(1);
    env.core.close();
  });

  it('a name taken answers 409 and keeps the first; after a delete the name can be saved again', () => {
    const env = setup();
    const wallet = freshWallet(env, '10.00');
    save(env, 'base');
    env.call('sandboxPayin', env.accA, { params: { account_uuid: wallet }, body: { amount: '5.00' } });
    const refused = expectRefused(env, () => save(env, 'base'), 409, 'conflict');
    expect(refused.details).toEqual({ name: 'base' });
    restore(env, 'base');
    expect(walletOf(env, wallet).balance).toBe('10.00');
    env.call('sandboxDeleteSnapshot', env.accA, { params: { name: 'base' } });
    expect(env.call('sandboxListSnapshots', env.accA).items).toEqual([]);
    expectRefused(env, () => restore(env, 'base'), 404, 'not_found');
    save(env, 'base');
    env.core.close();
  });

  it('a read-only credential can list but not save or restore', () => {
    const env = setup();
    save(env, 'base');
    expect(env.call('sandboxListSnapshots', env.roAccA).items).toHaveLength(1);
    expectRefused(env, () => save(env, 'other', env.roAccA), 403, 'forbidden');
    expectRefused(env, () => restore(env, 'base', env.roAccA), 403, 'forbidden');
    env.core.close();
  });
});
