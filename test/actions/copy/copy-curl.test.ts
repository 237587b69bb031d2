// Copy as curl: the credential as an environment reference (never its value), the Idempotency-Key
// kept, every word quoted, plain printable text; and, run by the real curl against a sandbox, it is
// the same request (a re-run of a keyed fund is recognised, not applied twice).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyAsCurl } from '../../../src/actions/index.js';
import { asciiJson } from '../../../src/actions/copy/copy-curl.js';
import { createClient, createSentLog, newIdempotencyKey, type ApiClient } from '../../../src/api/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../../src/sandbox/index.js';
import { money } from '../../support/money.js';

const SECRET = 'tok_SECRET_0123456789';
// Asynchronously: the sandbox answering curl runs in this process's event loop.
const sh = async (script: string, env: Record<string, string>): Promise<string> =>
  (
    await promisify(execFile)('sh', ['-c', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    })
  ).stdout;

describe('copy as curl: the line', () => {
  it('names the credential by its environment variable, keeps the key, quotes the body', () => {
    const line = copyAsCurl(
      {
        method: 'PATCH',
        url: '/api/v2/organizations/o/wallets/w/instruments/c/fund?x=1&y=2',
        credential: 'apiKey',
        idempotencyKey: 'k-1',
        body: JSON.stringify({ amount: '5.00', description: "Bob's café" }),
      },
      'https://api.example/base',
    );
    expect(line).toBe(
      "curl -sS -X PATCH 'https://api.example/api/v2/organizations/o/wallets/w/instruments/c/fund?x=1&y=2'" +
        ' -H \'Accept: application/json\' -H "Authorization: Bearer $CARD_CONSOLE_API_KEY"' +
        " -H 'Idempotency-Key: k-1' -H 'Content-Type: application/json'" +
        ` --data-raw '{"amount":"5.00","description":"Bob'\\''s caf\\u00e9"}'`,
    );
  });

  it('the token family and the JWT name their own variables; a read has no body', () => {
    const token = copyAsCurl({ method: 'GET', url: '/api/v2/accounts', credential: 'apiToken' }, 'http://h');
    expect(token).toContain('-H "X-API-Token: $CARD_CONSOLE_API_TOKEN"');
    expect(token).not.toContain('--data-raw');
    const jwt = copyAsCurl({ method: 'GET', url: '/api/v2/accounts', credential: 'jwt' }, 'http://h');
    expect(jwt).toContain('-H "Authorization: Bearer $CARD_CONSOLE_JWT"');
  });

  it('is printable ASCII: controls and bidi characters in a body are JSON escapes', () => {
    const line = copyAsCurl(
      { method: 'POST', url: '/x', body: JSON.stringify({ name: 'a\u202eb\u001bc' }) },
      'http://h',
    );
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(asciiJson(JSON.stringify({ name: 'a\u202eb' })))).toEqual({ name: 'a\u202eb' });
  });
});

// curl is part of every machine this runs on: missing, this fails rather than skipping.
describe('copy as curl: run by curl', () => {
  it('has curl to run', () => expect(existsSync('/usr/bin/curl') || existsSync('/bin/curl')).toBe(true));

  let sandbox: RunningSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let walletId: string;
  let card: string;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    merchant = sandbox.merchants[0] as MerchantCredentials;
    client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
    });
    walletId = (await client.call('listWallets', {})).data.find((w) => w.status === 'active')?.id ?? '';
    const listed = (
      await client.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 100 } })
    ).data;
    card = listed.find((c) => c.cardStatus === 'active')?.cardId ?? '';
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  const available = async () =>
    money(
      (await client.call('getCard', { params: { wallet_id: walletId, instrument_id: card } })).data.card
        .availableBalance,
    );

  it('the copied fund, run again, is the same request: answered from the key, not moved twice', async () => {
    const log = createSentLog('sandbox');
    const logged = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
      onRequest: (e) => log.record(e),
    });
    await logged.call(
      'fundCard',
      { params: { wallet_id: walletId, instrument_id: card }, body: { amount: '2.00', description: "it's" } },
      { idempotencyKey: newIdempotencyKey() },
    );
    await logged.close();
    const sent = log.newest(0);
    if (!sent) throw new Error('nothing logged');
    const before = await available();
    const line = copyAsCurl(sent, sandbox.baseUrl);
    expect(line).not.toContain(merchant.apiKey);
    expect(line).not.toContain(merchant.apiToken);
    const out = await sh(`${line} -i`, { CARD_CONSOLE_API_KEY: merchant.apiKey });
    expect(out).toMatch(/^HTTP\/1\.1 200/);
    expect(out.toLowerCase()).toContain('idempotent-replayed: true');
    expect(await available()).toBe(before);
  });

  it('without the variable set the request is refused: the line holds no credential of its own', async () => {
    const line = copyAsCurl(
      { method: 'GET', url: `/api/v2/organizations/${merchant.orgId}/wallets`, credential: 'apiKey' },
      sandbox.baseUrl,
    );
    const out = await sh(`${line} -o /dev/null -w '%{http_code}'`, { SECRET });
    expect(out).toBe('401');
  });
});
