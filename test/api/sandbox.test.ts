// The client against the real sandbox on port 0: the client and the server agree only through the
// contract, so this is where a mismatch between the two would show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, newIdempotencyKey } from '../../src/api/index.js';
import type { ApiClient, ApiError } from '../../src/api/index.js';
import { startSandbox } from '../../src/sandbox/index.js';
import type { MerchantCredentials, RunningSandbox } from '../../src/sandbox/index.js';

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

  async function transferSetup() {
    const [from, to] = (await client.call('listAccounts', {})).items.filter((a) => a.isTransferAllowed);
    expect(from && to).toBeTruthy();
    const params = { account_uuid: from?.id ?? '' };
    const body = { destinationAccountUuid: to?.id ?? '', amount: '1.25', currency: from?.currency ?? 'USD' };
    return { params, body, key: newIdempotencyKey() };
  }
  // Balances in the account family carry 9 fraction digits; compare them exactly as integers.
  const units = (s: string): bigint => BigInt(s.replace('.', ''));

  it('a keyed transfer moves money once, and its key cannot be reused for another body', async () => {
    const { params, body, key } = await transferSetup();
    const before = await client.call('getAccountBalance', { params });
    await client.call('transfer', { params, body }, { idempotencyKey: key });
    const after = await client.call('getAccountBalance', { params });
    expect(units(before.balance) - units(after.balance)).toBeGreaterThanOrEqual(1_250_000_000n);
    const reused = await failure(
      client.call('transfer', { params, body: { ...body, amount: '2.00' } }, { idempotencyKey: key }),
    );
    expect(reused).toMatchObject({ kind: 'business', status: 409, code: 'idempotency_key_reused' });
  });

  it('a keyed transfer sent twice is answered twice with the same result', async () => {
    const { params, body, key } = await transferSetup();
    const before = await client.call('getAccountBalance', { params });
    const a = await client.call('transfer', { params, body }, { idempotencyKey: key });
    const b = await client.call('transfer', { params, body }, { idempotencyKey: key });
    expect(b).toEqual(a);
    const after = await client.call('getAccountBalance', { params });
    const moved = units(before.balance) - units(after.balance);
    expect(moved).toBeGreaterThanOrEqual(1_250_000_000n);
    expect(moved).toBeLessThan(2_500_000_000n);
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
