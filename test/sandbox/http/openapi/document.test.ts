// The served document tells the whole truth, checked against the running sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { call, waitFor } from '../../../support/http-call.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../../../support/webhook-endpoint.js';
import {
  activeCard,
  keyOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../../support/real-sandbox.js';
import { validatorFor } from '../../../support/spec-checker.js';

type Json = Record<string, unknown>;
let sandbox: RealSandbox;
let receiver: WebhookEndpoint;
let doc: Json;
let schemas: Record<string, Json>;
const op = (path: string, method: string): Json => ((doc.paths as Json)[path] as Json)[method] as Json;

beforeAll(async () => {
  receiver = await startWebhookEndpoint([200]);
  sandbox = await startRealSandbox({ dispatcher: { baseDelayMs: 5, maxDelayMs: 20, pollIntervalMs: 10 } });
  doc = (await (await request(`${sandbox.base}/api/openapi.json`)).body.json()) as Json;
  schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

describe('amounts carry the server rules', () => {
  const cases: Array<[unknown, boolean]> = [
    ['10.00', true],
    ['1.5', true],
    ['1.500000000', true],
    [25, true],
    [0.5, true],
    ['', false],
    ['0', false],
    ['0.00', false],
    ['-1.00', false],
    ['1.001', false],
    ['1e3', false],
    [0, false],
    [-5, false],
    [1.001, false],
  ];
  it.each(cases)('the document and the server agree on %j (valid: %s)', async (amount, valid) => {
    expect(validatorFor(doc).validate(['components', 'schemas', 'Amount'], amount) === null).toBe(valid);
    const [account] = await twoAccounts(sandbox.base, sandbox.one);
    const res = await call(sandbox.base, 'POST', `/api/v2/sandbox/accounts/${account}/payin`, {
      headers: tokenOf(sandbox.one),
      body: { amount },
    });
    expect(res.status).toBe(valid ? 200 : 422);
  });
});

describe('a description is counted in code points by the document and the server alike', () => {
  const emoji = '\u{1F600}';
  const at = [
    'paths',
    '/api/v2/accounts/{account_uuid}/transfer',
    'post',
    'requestBody',
    'content',
    'application/json',
    'schema',
    'properties',
    'description',
  ];
  it.each([
    [500, true],
    [501, false],
  ])('%i emoji: valid %s for both', async (count, valid) => {
    const schema = at.reduce<unknown>((at, key) => (at as Json)[key], doc) as Json;
    expect(schema).toMatchObject({ maxLength: 500, description: expect.stringContaining('code points') });
    // JSON Schema's maxLength counts code points (ajv too): the document says what the server does.
    expect(validatorFor(doc).validate(at, emoji.repeat(count)) === null).toBe(valid);
    const [from, to] = await twoAccounts(sandbox.base, sandbox.one);
    const res = await call(sandbox.base, 'POST', `/api/v2/accounts/${from}/transfer`, {
      headers: tokenOf(sandbox.one),
      body: { destinationAccountUuid: to, amount: '0.01', description: emoji.repeat(count) },
    });
    expect(res.status < 300).toBe(valid);
  });
});

describe('servers, license, path precedence', () => {
  it('has servers (this origin) and a license', () => {
    expect(doc.servers).toEqual([{ url: sandbox.base, description: expect.any(String) }]);
    expect((doc.info as Json).license).toMatchObject({ name: expect.any(String) });
  });
  it('documents the precedence on each overlapping operation', () => {
    const description = String(
      op('/api/v2/organizations/{org_id}/wallets/operations/{operation_id}', 'get').description,
    );
    expect(description).toContain('Path precedence');
    expect(description).toContain('/api/v2/organizations/{org_id}/wallets/{wallet_id}/limits');
  });
});

describe('items 9-11: named, complete, closed, narrowing schemas', () => {
  it('names Card, Account and the error bodies, and refers to them', () => {
    for (const name of [
      'Card',
      'Account',
      'Wallet',
      'Cardholder',
      'ValidationError',
      'ConflictError',
      'NotFoundError',
    ])
      expect(schemas).toHaveProperty(name);
    expect(JSON.stringify(schemas.CardRead)).toContain('#/components/schemas/Card"');
  });
  it('declares every field the server sends', () => {
    const props = (name: string) => Object.keys((schemas[name]?.properties ?? {}) as Json);
    expect(props('Card')).toEqual(expect.arrayContaining(['balance', 'holdedBalance', 'updatedAt']));
    expect(props('CardListItem')).toContain('createdAt');
    expect(props('Cardholder')).toContain('createdAt');
    expect(props('Account')).toContain('providerId');
    expect(props('TransferCompleted')).toContain('feeTransactionId');
  });
  it('closes response objects except where providers add keys', () => {
    expect(schemas.Card?.additionalProperties).toBe(false);
    expect(schemas.Account?.additionalProperties).toBe(false);
    expect(schemas.AccountListItem?.additionalProperties).not.toBe(false);
  });
  it('lets the two transfer forms and the error bodies narrow', () => {
    expect((schemas.TransferAccepted?.properties as Json).status).toMatchObject({ const: 'accepted' });
    expect((schemas.TransferCompleted?.properties as Json).status).toMatchObject({ const: 'completed' });
    expect((schemas.RateLimitedError?.properties as Json).code).toMatchObject({ const: 'rate_limited' });
    const topUp = op('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/topup', 'post');
    expect(JSON.stringify((topUp.responses as Json)['422'])).toContain(
      '#/components/schemas/ValidationError',
    );
  });
});

describe('what clients branch on', () => {
  it('enumerates error codes and movement statuses', () => {
    const conflict = (schemas.ConflictError?.properties as Json).code as { enum: string[] };
    expect(conflict.enum).toEqual(
      expect.arrayContaining(['insufficient_balance', 'card_state_conflict', 'limit_out_of_range']),
    );
    expect(((schemas.NotFoundError?.properties as Json).code as { enum: string[] }).enum).toEqual([
      'not_found',
      'webhook_not_configured',
    ]);
    expect(schemas.MovementStatus).toMatchObject({ enum: ['completed', 'pending', 'failed'] });
  });
  it('declares Idempotency-Key, Idempotent-Replayed, Retry-After and the 502 of account details', () => {
    const topUp = op('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/topup', 'post');
    expect(topUp.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
    const responses = topUp.responses as Record<string, Json>;
    expect(responses['200']?.headers).toHaveProperty('Idempotent-Replayed');
    expect(responses['429']?.headers).toHaveProperty('Retry-After');
    expect(op('/api/v2/accounts/{account_uuid}', 'get').responses).toHaveProperty('502');
  });
  it('has a webhooks section whose payloads and signature header match a real delivery', async () => {
    const webhooks = doc.webhooks as Json;
    expect(Object.keys(webhooks).sort()).toEqual([
      'account_topup',
      'account_transaction',
      'card_state',
      'card_transaction',
    ]);
    expect(JSON.stringify(webhooks.card_state)).toContain('X-Webhook-Signature');
    await call(sandbox.base, 'PUT', '/api/v2/webhooks/config', {
      headers: tokenOf(sandbox.one),
      body: { url: receiver.url, secret: 'whsec-doc-0123456789', eventTypes: ['card_state'] },
    });
    const { walletId, cardId } = await activeCard(sandbox.base, sandbox.one);
    await call(
      sandbox.base,
      'POST',
      `/api/v2/organizations/${sandbox.one.orgId}/wallets/${walletId}/instruments/${cardId}/suspend`,
      { headers: keyOf(sandbox.one) },
    );
    const [event] = await waitFor(() => receiver.received.length > 0 && receiver.received);
    if (!event) throw new Error('no delivery');
    const problem = validatorFor(doc).validate(
      ['webhooks', 'card_state', 'post', 'requestBody', 'content', 'application/json', 'schema'],
      JSON.parse(event.rawBody),
    );
    expect(problem).toBeNull();
    expect(event.headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('examples', () => {
  it('gives request examples that validate against their own schemas', () => {
    const withExamples = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(
      ([path, ops]) =>
        Object.entries(ops).flatMap(([method, o]) => {
          const media = ((o.requestBody as Json | undefined)?.content as Record<string, Json> | undefined)?.[
            'application/json'
          ];
          return media?.example === undefined ? [] : [[path, method, media.example] as const];
        }),
    );
    expect(withExamples.length).toBeGreaterThanOrEqual(10);
    for (const [path, method, example] of withExamples) {
      expect(
        validatorFor(doc).validate(
          ['paths', path, method, 'requestBody', 'content', 'application/json', 'schema'],
          example,
        ),
        `${method} ${path}`,
      ).toBeNull();
    }
  });
});

describe('security as the server enforces it, and the organization id after login', () => {
  it('lists 403 exactly where a read-only credential is refused', async () => {
    const readOnly = { 'x-api-token': sandbox.one.readOnlyApiToken };
    const { walletId, cardId } = await activeCard(sandbox.base, sandbox.one);
    const sensitivePath = '/api/v2/accounts/{account_uuid}/cards/{card_uuid}/sensitive';
    expect(op(sensitivePath, 'get').responses).not.toHaveProperty('403');
    expect(
      (
        await call(sandbox.base, 'GET', `/api/v2/accounts/${walletId}/cards/${cardId}/sensitive`, {
          headers: readOnly,
        })
      ).status,
    ).toBe(200);
    expect(op('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/topup', 'post').responses).toHaveProperty(
      '403',
    );
    const topUp = await call(sandbox.base, 'POST', `/api/v2/accounts/${walletId}/cards/${cardId}/topup`, {
      headers: readOnly,
      body: { amount: '1.00' },
    });
    expect(topUp.status).toBe(403);
  });

  it('does not promise the organization API key on the account family, which refuses it', async () => {
    expect(op('/api/v2/accounts', 'get').security).toEqual([{ ApiToken: [] }, { PortalJwt: [] }]);
    const res = await call(sandbox.base, 'GET', '/api/v2/accounts', { headers: keyOf(sandbox.one) });
    expect(res.status).toBe(401);
  });
  it('answers the organization id at login, and it opens the organization family', async () => {
    const login = await call(sandbox.base, 'POST', '/api/v2/auth/login', {
      body: { email: sandbox.one.email, password: sandbox.one.password },
    });
    expect(login.status).toBe(200);
    expect(login.json?.organizationId).toBe(sandbox.one.orgId);
    const jwt = { authorization: `Bearer ${String(login.json?.accessToken)}` };
    const wallets = await call(
      sandbox.base,
      'GET',
      `/api/v2/organizations/${String(login.json?.organizationId)}/wallets`,
      { headers: jwt },
    );
    expect(wallets.status).toBe(200);
  });
});
