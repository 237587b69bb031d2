import { describe, expect, it } from 'vitest';
import { createSandboxCore } from '../../../src/sandbox/core/index.js';

describe('core lifecycle', () => {
  it('start and close may be called twice; close stops the workers and closes the database', () => {
    const core = createSandboxCore({
      db: ':memory:',
      seed: 'none',
      provisioningDelayMs: 0,
      trafficPerMinute: 600,
    });
    core.start();
    core.start();
    expect(core.database.open).toBe(true);
    core.close();
    core.close();
    expect(core.database.open).toBe(false);
  });

  it('onEnqueued returns an unsubscribe function', async () => {
    const core = createSandboxCore({
      db: ':memory:',
      seed: 'demo',
      provisioningDelayMs: 0,
      trafficPerMinute: 0,
    });
    try {
      const [a] = core.credentials();
      const who = core.authenticate('apiToken', a?.apiToken ?? '');
      if (!who) throw new Error('token refused');
      let calls = 0;
      const stop = core.webhooks.onEnqueued(() => {
        calls += 1;
      });
      const configure = core.handlers.putWebhookConfig;
      configure(who, {
        params: undefined,
        query: undefined,
        body: { url: 'https://hooks.example.com/x', eventTypes: 'all', enabled: true },
      });
      const [account] = core.handlers.listAccounts(who, {
        params: undefined,
        query: undefined,
        body: undefined,
      }).items;
      const payin = () =>
        core.handlers.sandboxPayin(who, {
          params: { account_uuid: account?.id ?? '' },
          query: undefined,
          body: { amount: '1' },
        });
      payin();
      payin();
      await Promise.resolve();
      expect(calls).toBe(1); // two events in one tick wake the dispatcher once
      stop();
      payin();
      await Promise.resolve();
      expect(calls).toBe(1);
    } finally {
      core.close();
    }
  });
});
