import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, MissingCredentialError } from '../../src/api/index.js';
import type { ApiError } from '../../src/api/index.js';
import { ACCOUNT, BASE, fullCreds, harness, json, SECRETS } from '../support/api-harness.js';
import type { Harness } from '../support/api-harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.agent.close();
  h = undefined;
});

const secretValues = Object.values(SECRETS);
function expectNoSecrets(text: string): void {
  for (const secret of secretValues) expect(text).not.toContain(secret);
}

const everyRendering = (err: ApiError): string =>
  [
    err.message,
    String(err),
    err.stack ?? '',
    JSON.stringify(err),
    inspect(err, { depth: 5, showHidden: true }),
  ].join('\n');

describe('secrets never leak', () => {
  it('a server echoing the token in an error message is scrubbed from message, JSON and inspect', async () => {
    const t = (h = harness({ retry: { maxRetries: 0 } }));
    const echo = `invalid token ${SECRETS.apiToken} (Bearer ${SECRETS.jwt})`;
    t.pool
      .intercept({ path: `/api/v2/accounts/${ACCOUNT}`, method: 'GET' })
      .reply(401, { code: 'unauthorized', message: echo }, json);
    const err = (await t.client
      .call('getAccount', { params: { account_uuid: ACCOUNT } })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('auth');
    expect(err.message).toContain('[redacted]');
    expectNoSecrets(everyRendering(err));
  });

  it('a 422 whose msg echoes a secret is scrubbed, and the input is not kept', async () => {
    const t = (h = harness());
    const detail = [
      { loc: ['body', 'secret'], msg: `bad ${SECRETS.apiKey}`, type: 'value_error', input: SECRETS.apiKey },
    ];
    t.pool.intercept({ path: '/api/v2/webhooks/config', method: 'PUT' }).reply(422, { detail }, json);
    const err = (await t.client
      .call('putWebhookConfig', { body: { url: 'https://hook.example/x' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('validation');
    expectNoSecrets(everyRendering(err));
  });

  it('the debug hook sees redacted auth headers only', async () => {
    const t = (h = harness());
    t.pool.intercept({ path: '/api/v2/accounts', method: 'GET' }).reply(200, { items: [] }, json);
    t.pool
      .intercept({ path: /\/organizations\/.*\/wallets$/, method: 'GET' })
      .reply(
        200,
        { data: [], pagination: { quantity: 25, totalQuantity: 0, currentPage: 1, pages: 0 } },
        json,
      );
    await t.client.call('listAccounts', {});
    await t.client.call('listWallets', {});
    expect(t.logs).toHaveLength(2);
    expect(t.logs[0]?.headers['x-api-token']).toBe('[redacted]');
    expect(t.logs[1]?.headers.authorization).toBe('Bearer [redacted]');
    expect(t.logs[0]).toMatchObject({
      routeId: 'listAccounts',
      method: 'GET',
      path: '/api/v2/accounts',
      attempt: 1,
      status: 200,
    });
    expectNoSecrets(JSON.stringify(t.logs));
  });

  it('a throwing debug hook does not break the call', async () => {
    const t = (h = harness({
      onRequest: () => {
        throw new Error('logger down');
      },
    }));
    t.pool.intercept({ path: '/api/v2/accounts', method: 'GET' }).reply(200, { items: [] }, json);
    await expect(t.client.call('listAccounts', {})).resolves.toEqual({ items: [] });
  });

  it('inspect, JSON and String of the client hide credentials', async () => {
    const client = createClient({ baseUrl: BASE, credentials: fullCreds });
    const shown = [
      inspect(client, { depth: 10, showHidden: true }),
      JSON.stringify(client),
      String(inspect({ nested: client })),
    ].join('\n');
    expectNoSecrets(shown);
    expect(shown).toContain(BASE);
    expect(shown).toContain('[redacted]');
    await client.close();
  });

  it('a missing-credential error names what to configure, not any value', async () => {
    const t = (h = harness({ credentials: { apiKey: SECRETS.apiKey } }));
    const err = (await t.client.call('listAccounts', {}).catch((e: unknown) => e)) as MissingCredentialError;
    expect(err).toBeInstanceOf(MissingCredentialError);
    expect(err.needs).toBe('an API token (X-API-Token) or a portal JWT');
    expect(JSON.parse(JSON.stringify(err))).toMatchObject({
      kind: 'missing_credential',
      family: 'account',
      method: 'GET',
      path: '/api/v2/accounts',
    });
    expectNoSecrets(everyRendering(err));
  });
});
