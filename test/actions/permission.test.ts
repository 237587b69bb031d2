// Permission in one place: read-only mode refuses in one sentence, and what the credentials allow is
// judged from the one route table for every operator action, card and account alike.
import { afterEach, describe, expect, it } from 'vitest';
import { credentialRefusals, readOnlyRefusal } from '../../src/actions/index.js';
import { credentialRefusal } from '../../src/actions/permission.js';
import { OPERATOR_ACTIONS } from '../../src/actions/family.js';
import { createClient, type ApiClient, type Credentials } from '../../src/api/index.js';

const clients: ApiClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

// Nothing is sent: what the credentials allow is known from the route table alone.
function clientWith(credentials: Credentials): ApiClient {
  const client = createClient({ baseUrl: 'http://127.0.0.1:9', credentials });
  clients.push(client);
  return client;
}

describe('readOnlyRefusal', () => {
  it('says read-only and why, or the same words when no reason was given; nothing when changes are on', () => {
    expect(readOnlyRefusal({ readOnly: true, reason: 'the server refused a change (403)' })).toBe(
      'read-only: the server refused a change (403)',
    );
    expect(readOnlyRefusal({ readOnly: true })).toBe('read-only: changes are disabled');
    expect(readOnlyRefusal({ readOnly: false, reason: 'ignored' })).toBeUndefined();
  });
});

describe('credentialRefusal', () => {
  it('lets organization credentials do every organization-family action, and no account-only one', () => {
    const refused = credentialRefusals(clientWith({ orgId: 'org-1', apiKey: 'key-1' }));
    expect(Object.keys(refused).sort()).toEqual(['cardholder', 'transfer']);
  });

  it('lets an account token do the account-family actions only', () => {
    const refused = credentialRefusals(clientWith({ apiToken: 'token-1' }));
    expect(Object.keys(refused).sort()).toEqual(
      [
        'edit',
        'resume',
        'suspend',
        'terminate',
        'wallet.activate',
        'wallet.create',
        'wallet.deactivate',
        'wallet.rename',
      ].sort(),
    );
  });

  it('refuses every action without credentials, each with a reason', () => {
    const client = clientWith({});
    for (const action of OPERATOR_ACTIONS) expect(credentialRefusal(client, action), action).toMatch(/\w/);
  });
});
