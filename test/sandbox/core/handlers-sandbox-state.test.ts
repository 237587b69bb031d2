// The snapshot and merchant routes over real HTTP, as any client sees them: bad input answered with bodies
// naming what is wrong, and merchants on demand isolated from each other on every route of the interface.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, routes, type RouteDef, type RouteId } from '../../../src/contract/index.js';
import type { MerchantCredentials } from '../../../src/sandbox/core-types.js';
import { call } from '../../support/http-call.js';
import {
  activeCard,
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
}, 60_000);
afterAll(() => sandbox.close());

const post = (path: string, headers: Record<string, string>, body?: unknown) =>
  call(sandbox.base, 'POST', path, { headers, ...(body === undefined ? {} : { body }) });

type Created = MerchantCredentials & { organizationId: string; createdBy: string };
async function newMerchant(by: Record<string, string>, body: unknown = {}): Promise<Created> {
  const res = await post('/api/v2/sandbox/merchants', by, body);
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Created;
}

describe('snapshot routes', () => {
  it('save, list, restore and delete over HTTP; the balance comes back as saved', async () => {
    const m = await newMerchant(tokenOf(sandbox.one));
    const created = await post('/api/v2/organizations/' + m.organizationId + '/wallets', keyOf(m), {
      name: 'Main',
      providerId: 'sandbox-visa-us',
      currency: 'USD',
    });
    const wallet = String((created.json?.data as { id: string }).id);
    await post(`/api/v2/sandbox/accounts/${wallet}/payin`, tokenOf(m), { amount: '10.00' });
    const saved = await post('/api/v2/sandbox/snapshots', keyOf(m), { name: 'start' });
    expect(saved.status, saved.text).toBe(201);
    await post(`/api/v2/sandbox/accounts/${wallet}/payin`, tokenOf(m), { amount: '5.00' });
    const balance = async () =>
      (await call(sandbox.base, 'GET', `/api/v2/accounts/${wallet}/balance`, { headers: tokenOf(m) })).json;
    expect(await balance()).toMatchObject({ balance: '15.000000000' });
    const restored = await post('/api/v2/sandbox/snapshots/start/restore', tokenOf(m));
    expect(restored.status, restored.text).toBe(200);
    expect(restored.json).toMatchObject({ name: 'start', rows: expect.objectContaining({ wallets: 1 }) });
    expect(await balance()).toMatchObject({ balance: '10.000000000' });
    const list = await call(sandbox.base, 'GET', '/api/v2/sandbox/snapshots', { headers: tokenOf(m) });
    expect((list.json?.items as { name: string }[]).map((s) => s.name)).toEqual(['start']);
    const removed = await call(sandbox.base, 'DELETE', '/api/v2/sandbox/snapshots/start', {
      headers: tokenOf(m),
    });
    expect(removed.status).toBe(204);
  });

  it('an unknown snapshot is 404 naming it, a taken name 409, a bad name 422 naming the field', async () => {
    const m = await newMerchant(tokenOf(sandbox.one));
    const unknown = await post('/api/v2/sandbox/snapshots/nightly/restore', tokenOf(m));
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'not_found', message: 'snapshot "nightly" not found' });
    expect((await post('/api/v2/sandbox/snapshots', tokenOf(m), { name: 'twice' })).status).toBe(201);
    const taken = await post('/api/v2/sandbox/snapshots', tokenOf(m), { name: 'twice' });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'conflict', details: { name: 'twice' } });
    for (const body of [{ name: '' }, { name: '../etc' }, { name: 'x'.repeat(65) }, {}, { name: 7 }]) {
      const bad = await post('/api/v2/sandbox/snapshots', tokenOf(m), body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
      expect((bad.json?.detail as { loc: string[] }[])[0]?.loc).toEqual(['body', 'name']);
    }
    const badPath = await post('/api/v2/sandbox/snapshots/bad%20name/restore', tokenOf(m));
    expect(badPath.status).toBe(422);
    expect((badPath.json?.detail as { loc: string[] }[])[0]?.loc).toEqual(['path', 'name']);
    const list = await call(sandbox.base, 'GET', '/api/v2/sandbox/snapshots', { headers: tokenOf(m) });
    expect((list.json?.items as { name: string }[]).map((s) => s.name)).toEqual(['twice']);
  });
});

describe('merchant routes', () => {
  it('creates with or without a body, refuses a bad name (422) and no credential (401)', async () => {
    const bare = await newMerchant(keyOf(sandbox.two));
    expect(bare.createdBy).toBe(sandbox.two.orgId);
    const named = await newMerchant(tokenOf(sandbox.one), { name: 'CI run' });
    expect(named.name).toBe('CI run');
    const bad = await post('/api/v2/sandbox/merchants', tokenOf(sandbox.one), { name: '' });
    expect(bad.status).toBe(422);
    expect((bad.json?.detail as { loc: string[] }[])[0]?.loc).toEqual(['body', 'name']);
    // Only spaces is blank too, and the document's pattern says so (a client that follows it is not refused).
    const blank = await post('/api/v2/sandbox/merchants', tokenOf(sandbox.one), { name: '  ' });
    expect(blank.status).toBe(422);
    const spaced = await newMerchant(tokenOf(sandbox.one), { name: ' CI run 2 ' });
    expect(spaced.name).toBe('CI run 2');
    type Doc = {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    };
    const doc = (await call(sandbox.base, 'GET', '/api/openapi.json', {})).json as Doc;
    const schema = doc.paths['/api/v2/sandbox/merchants']!.post.requestBody.content['application/json']!
      .schema as { properties: { name: { pattern: string } } };
    const pattern = new RegExp(schema.properties.name.pattern);
    expect([pattern.test('  '), pattern.test(' a')]).toEqual([false, true]);
    expect((await post('/api/v2/sandbox/merchants', {}, {})).status).toBe(401);
    const gone = await call(sandbox.base, 'DELETE', `/api/v2/sandbox/merchants/${bare.organizationId}`, {
      headers: tokenOf(sandbox.two),
    });
    expect(gone.status).toBe(204);
    expect((await call(sandbox.base, 'GET', '/api/v2/accounts', { headers: tokenOf(bare) })).status).toBe(
      401,
    );
  });

  it('a merchant on demand gets 404 for every resource of another merchant, on every route of the table', async () => {
    const one = sandbox.one;
    const [wallet, other] = await twoAccounts(sandbox.base, one);
    const bodyless = await post('/api/v2/sandbox/merchants', tokenOf(one));
    expect(bodyless.status).toBe(422);
    const { cardId: card } = await activeCard(sandbox.base, one);
    const ops = async (path: string) =>
      String(
        ((await call(sandbox.base, 'GET', path, { headers: keyOf(one) })).json?.data as { id: string }[])[0]!
          .id,
      );
    const walletOp = await ops(`/api/v2/organizations/${one.orgId}/wallets/operations`);
    const cardOp = await ops(`/api/v2/organizations/${one.orgId}/instruments/operations`);
    expect((await post('/api/v2/sandbox/snapshots', tokenOf(one), { name: 'one-only' })).status).toBe(201);
    const events = (
      await call(sandbox.base, 'GET', '/api/v2/webhooks/events?limit=1', { headers: tokenOf(one) })
    ).json?.items as Array<{ eventId: string }> | undefined;
    const event = events?.[0]?.eventId;
    expect(event, 'an event of the first merchant').toBeDefined();
    const values: Record<string, string> = {
      org_id: one.orgId,
      wallet_id: wallet,
      account_uuid: wallet,
      instrument_id: card,
      card_uuid: card,
      card_owner_id: 'ada.lovelace',
      name: 'one-only',
      event_id: event!,
    };
    const operationOf: Partial<Record<RouteId, string>> = {
      getWalletOperation: walletOp,
      getCardOperation: cardOp,
    };
    const amount = { amount: '1.00' };
    const bodies: Partial<Record<RouteId, unknown>> = {
      updateCard: { name: 'taken over' },
      createWallet: { name: 'Intruder', providerId: 'sandbox-visa-us', currency: 'USD' },
      updateWallet: { name: 'taken over' },
      issueCard: { cardOwnerId: 'ada.lovelace', cardType: 'virtual' },
      fundCard: amount,
      defundCard: amount,
      topUpCard: { ...amount, currency: 'USD', description: 'x' },
      withdrawCard: amount,
      transfer: { destinationAccountUuid: other, ...amount, currency: 'USD' },
      createCardholder: {
        cardOwnerId: 'x.y',
        firstName: 'X',
        lastName: 'Y',
        email: 'x@example.com',
        phone: '+15550100000',
      },
      issueAccountCard: { cardOwnerId: 'ada.lovelace', cardType: 'virtual' },
      sandboxPurchase: amount,
      sandboxRefund: amount,
      sandboxPayin: amount,
    };
    const intruder = await newMerchant(tokenOf(sandbox.two));
    let checked = 0;
    for (const [id, def] of Object.entries(routes) as Array<[RouteId, RouteDef]>) {
      const names = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      if (names.length === 0 || def.family === 'none') continue;
      const params = Object.fromEntries(
        names.map((n) => [n, n === 'operation_id' ? operationOf[id] : values[n]]),
      );
      for (const [n, v] of Object.entries(params))
        expect(v, `${id}: a value of ${n} for the test`).toBeDefined();
      if (def.body) expect(Object.hasOwn(bodies, id), `${id}: a valid body for the test`).toBe(true);
      const headers = def.family === 'org' ? keyOf(intruder) : tokenOf(intruder);
      const res = await call(sandbox.base, def.method, fillPath(def.path, params as Record<string, string>), {
        headers,
        ...(def.body ? { body: bodies[id] } : {}),
      });
      expect(res.status, `${id} ${res.text}`).toBe(404);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(35);
    // And the lists of the intruder hold none of the other merchant's ids.
    for (const path of [
      '/api/v2/accounts',
      '/api/v2/cardholders',
      '/api/v2/transactions/cards',
      '/api/v2/sandbox/snapshots',
    ]) {
      const res = await call(sandbox.base, 'GET', path, { headers: tokenOf(intruder) });
      expect(res.status).toBe(200);
      for (const id of [wallet, card, 'ada.lovelace', 'one-only']) expect(res.text, path).not.toContain(id);
    }
  }, 60_000);
});
