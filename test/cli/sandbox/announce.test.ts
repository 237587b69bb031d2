// What the sandbox command says once it serves, for a person.
import { describe, expect, it } from 'vitest';
import { humanSummary } from '../../../src/cli/sandbox/announce.js';

describe('humanSummary', () => {
  it('prints the same facts for a person', () => {
    const text = humanSummary('http://127.0.0.1:8787', ':memory:', [
      {
        name: 'Acme',
        orgId: 'org-1',
        apiToken: 'tok',
        apiKey: 'key',
        readOnlyApiToken: 'rtok',
        readOnlyApiKey: 'rkey',
        email: 'a@example.com',
        password: 'pw',
      },
    ]);
    for (const fact of [
      'http://127.0.0.1:8787',
      'Acme',
      'org-1',
      'tok',
      'key',
      'rtok',
      'rkey',
      'a@example.com',
      'pw',
      'in memory',
    ])
      expect(text).toContain(fact);
  });
});
