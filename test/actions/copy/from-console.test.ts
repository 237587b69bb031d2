// Where a curl of a change goes: the credential is the one this profile's requests were sent with,
// never another profile's (the command log is one for every profile of the console).
import { afterAll, describe, expect, it } from 'vitest';
import { curlTargetOf } from '../../../src/actions/index.js';
import { createClient, createSentLog } from '../../../src/api/index.js';
import { type RequestLog } from '../../../src/api/types.js';

const client = createClient({
  baseUrl: 'http://127.0.0.1:9',
  credentials: { orgId: 'org-a', apiKey: 'key-a', apiToken: 'tok-a' },
});
afterAll(() => client.close());

const suspend = (credential: RequestLog['credential']): RequestLog => ({
  routeId: 'suspendCard',
  method: 'POST',
  path: '/api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}/suspend',
  url: '/api/v2/organizations/org-a/wallets/w/instruments/c/suspend',
  params: { org_id: 'org-a', wallet_id: 'w', instrument_id: 'c' },
  attempt: 1,
  startedAt: 1_700_000_000_000,
  headers: {},
  status: 200,
  durationMs: 1,
  change: true,
  ...(credential ? { credential } : {}),
});

describe('curlTargetOf', () => {
  it("names the credential this profile sent the family with, not another profile's", () => {
    const log = createSentLog('alpha');
    const ctx = { client, session: { profile: 'alpha', baseUrl: 'http://127.0.0.1:9' }, orgId: 'org-a' };
    log.forProfile('beta').record(suspend('jwt'));
    expect(curlTargetOf(ctx as Parameters<typeof curlTargetOf>[0], 'suspend', log)).toMatchObject({
      family: 'org',
      credential: 'apiKey',
    });
    log.record(suspend('jwt'));
    log.forProfile('beta').record(suspend('apiKey'));
    expect(curlTargetOf(ctx as Parameters<typeof curlTargetOf>[0], 'suspend', log)).toMatchObject({
      credential: 'jwt',
    });
  });
});
