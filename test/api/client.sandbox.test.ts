// The client against the real sandbox on port 0: the client and the server agree only through the
// contract, so this is where a mismatch between the two would show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newIdempotencyKey } from '../../src/api/index.js';
import { formatAmount, percentOf } from '../../src/domain/money.js';
import type { ApiClient, ApiError } from '../../src/api/index.js';
import { startSandbox } from '../../src/sandbox/index.js';
import type { MerchantCredentials, RunningSandbox } from '../../src/sandbox/index.js';
import { money, nanos } from '../support/money.js';

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let client: ApiClient;
const extraClients: ApiClient[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ db: ':memory:', port: 0, seed: 'demo' });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
  });
});

afterAll(async () => {
  await Promise.all([client, ...extraClients].map((c) => c.close()));
  await sandbox.close();
});

const clientWith = (credentials: Parameters<typeof createClient>[0]['credentials']): ApiClient => {
  const c = createClient({ baseUrl: sandbox.baseUrl, credentials, retry: { maxRetries: 0 } });
  extraClients.push(c);
  return c;
};
const failure = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as ApiError,
  );

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of it) out.push(item);
  return out;
}

describe('client ↔ sandbox', () => {
  it('both families see the same wallets, in their own precision', async () => {
    const accounts = await client.call('listAccounts', {});
    const wallets = await client.call('listWallets', { query: { quantity: 100 } });
    expect(wallets.data.map((w) => w.id).sort()).toEqual(accounts.items.map((a) => a.id).sort());
    expect(wallets.data[0]?.balance).toMatch(/\.\d{2}$/);
    expect(accounts.items[0]?.balance).toMatch(/\.\d{9}$/);
  });

  it('paginates the organization family page by page', async () => {
    const first = await client.call('listWallets', { query: { quantity: 1 } });
    const all = await collect(client.paginate('listWallets', {}, { pageSize: 1 }));
    expect(first.pagination.totalQuantity).toBeGreaterThan(1);
    expect(all).toHaveLength(first.pagination.totalQuantity);
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length);
  });

  it('paginates the account family by offset', async () => {
    const first = await client.call('listCardholders', { query: { limit: 1 } });
    const all = await collect(client.paginate('listCardholders', {}, { pageSize: 1 }));
    expect(first.total).toBeGreaterThan(1);
    expect(all.map((c) => c.cardOwnerId)).toHaveLength(first.total);
  });

  it('array filters reach the server as statuses[]', async () => {
    const wallets = await client.call('listAccounts', {});
    const withCards = wallets.items.find((w) => w.cards > 0);
    expect(withCards).toBeDefined();
    const cards = await collect(
      client.paginate('listCards', {
        params: { wallet_id: withCards?.id ?? '' },
        query: { 'statuses[]': ['active', 'frozen'] },
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((c) => c.cardStatus === 'active' || c.cardStatus === 'frozen')).toBe(true);
  });

  // Balances in the account family carry 9 fraction digits; compare them exactly as integers of nano-units.
  const units = (s: string): bigint => BigInt(s.replace('.', ''));
  const AMOUNT = '1.25';
  let transfers = 0;

  /** Two transfer-enabled accounts, a body with a description no other operation has, and the exact fee expected. */
  async function transferSetup() {
    const [from, to] = (await client.call('listAccounts', {})).items.filter((a) => a.isTransferAllowed);
    if (!from || !to) throw new Error('the demo seed has two accounts that allow transfers');
    const params = { account_uuid: from.id };
    transfers += 1;
    const description = `api test transfer ${process.pid}-${transfers}`;
    const body = { destinationAccountUuid: to.id, amount: AMOUNT, currency: from.currency, description };
    const percent = (await client.call('getAccount', { params })).fees.transfers?.percent ?? '0';
    const fee = units(formatAmount(percentOf(money(AMOUNT), percent, 2), 9));
    return { params, body, key: newIdempotencyKey(), from: from.id, to: to.id, description, fee };
  }
  type Setup = Awaited<ReturnType<typeof transferSetup>>;

  /** What a transfer changes: both balances, the operations carrying its description, the source's fee operations. */
  async function snapshot(t: Setup) {
    const balance = async (account: string) =>
      units((await client.call('getAccountBalance', { params: { account_uuid: account } })).balance);
    const operations = async (account: string) => {
      const page = await client.call('listAccountTransactions', {
        params: { account_uuid: account },
        query: { limit: 1000 },
      });
      expect(page.total).toBeLessThanOrEqual(1000);
      return page.items;
    };
    const [fromOps, toOps] = [await operations(t.from), await operations(t.to)];
    const ours = [...fromOps.map((o) => ({ ...o, at: 'from' })), ...toOps.map((o) => ({ ...o, at: 'to' }))]
      .filter((o) => o.description === t.description)
      .map((o) => `${o.at} ${o.type} ${o.amount}`)
      .sort();
    return {
      from: await balance(t.from),
      to: await balance(t.to),
      ours,
      fees: fromOps.filter((o) => o.type === 'transfer_fee').map((o) => ({ id: o.id, amount: o.amount })),
    };
  }

  /** Exactly one transfer of AMOUNT: the source debited AMOUNT + fee, the destination credited AMOUNT, one of each operation. */
  function expectMovedOnce(t: Setup, before: Awaited<ReturnType<typeof snapshot>>, after: typeof before) {
    expect(before.from - after.from).toBe(units('1.250000000') + t.fee);
    expect(after.to - before.to).toBe(units('1.250000000'));
    expect(before.ours).toEqual([]);
    expect(after.ours).toEqual(['from withdrawal 1.250000000', 'to payin 1.250000000']);
    const known = new Set(before.fees.map((f) => f.id));
    const newFees = after.fees.filter((f) => !known.has(f.id)).map((f) => units(f.amount));
    expect(newFees).toEqual(t.fee > 0n ? [t.fee] : []);
  }

  it('a keyed transfer moves money exactly once, and its key cannot be reused for another body', async () => {
    const t = await transferSetup();
    const before = await snapshot(t);
    const answer = await client.call(
      'transfer',
      { params: t.params, body: t.body },
      { idempotencyKey: t.key },
    );
    const after = await snapshot(t);
    expectMovedOnce(t, before, after);
    expect('feeAmount' in answer ? answer.feeAmount : undefined).toBe(formatAmount(nanos(t.fee), 9));
    const reused = await failure(
      client.call(
        'transfer',
        { params: t.params, body: { ...t.body, amount: '2.00' } },
        { idempotencyKey: t.key },
      ),
    );
    expect(reused).toMatchObject({ kind: 'business', status: 409, code: 'idempotency_key_reused' });
    expect(await snapshot(t)).toEqual(after);
  });

  it('a keyed transfer sent twice is answered twice with the same result, and moves money exactly once', async () => {
    const t = await transferSetup();
    const before = await snapshot(t);
    const a = await client.call('transfer', { params: t.params, body: t.body }, { idempotencyKey: t.key });
    const b = await client.call('transfer', { params: t.params, body: t.body }, { idempotencyKey: t.key });
    expect(b).toEqual(a);
    expectMovedOnce(t, before, await snapshot(t));
  });

  it('maps the sandbox errors to typed errors', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expect(
      failure(client.call('getAccount', { params: { account_uuid: unknown } })),
    ).resolves.toMatchObject({ kind: 'not_found', status: 404 });
    const bad = clientWith({ apiToken: 'not-a-real-token' });
    await expect(failure(bad.call('listAccounts', {}))).resolves.toMatchObject({ kind: 'auth', status: 401 });
    const [from] = (await client.call('listAccounts', {})).items;
    const invalid = await failure(
      client.call('transfer', {
        params: { account_uuid: from?.id ?? '' },
        body: { destinationAccountUuid: 'nope', amount: '1' },
      }),
    );
    expect(invalid).toMatchObject({ kind: 'validation', status: 422 });
    expect((invalid as unknown as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(
      'destinationAccountUuid',
    );
  });

  it('a read-only token may read but not move money', async () => {
    const ro = clientWith({ apiToken: merchant.readOnlyApiToken });
    const [from, to] = (await ro.call('listAccounts', {})).items;
    const err = await failure(
      ro.call('transfer', {
        params: { account_uuid: from?.id ?? '' },
        body: { destinationAccountUuid: to?.id ?? '', amount: '1' },
      }),
    );
    expect(err).toMatchObject({ kind: 'permission', status: 403 });
  });

  it('a portal JWT works as Bearer on both families', async () => {
    const login = await clientWith({}).call('login', {
      body: { email: merchant.email, password: merchant.password },
    });
    const jwtClient = clientWith({ orgId: merchant.orgId, jwt: login.accessToken });
    await expect(jwtClient.call('listAccounts', {})).resolves.toHaveProperty('items');
    await expect(jwtClient.call('listWallets', {})).resolves.toHaveProperty('pagination');
  });
});
