// serveSandbox: listener + workers + dispatcher around a core, and one orderly close.
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { baseUrlFor, serveSandbox } from '../../../src/sandbox/http/server.js';
import { createFakeCore, TOKEN, ACCOUNT_A } from '../../support/fake-sandbox-core.js';
import { waitFor } from '../../support/http-call.js';
import { startWebhookEndpoint } from '../../support/webhook-endpoint.js';

describe('serveSandbox', () => {
  it('serves the core, starts its workers and delivers webhooks, then closes everything once', async () => {
    const core = createFakeCore();
    let started = 0;
    let closed = 0;
    core.start = () => {
      started += 1;
      return { perMinute: 0 };
    };
    const closeDb = core.close.bind(core);
    core.close = () => {
      closed += 1;
      closeDb();
    };
    const receiver = await startWebhookEndpoint([200]);
    const sandbox = await serveSandbox(core, { port: 0 });
    try {
      expect(sandbox.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(started).toBe(1);
      const res = await request(`${sandbox.baseUrl}/api/v2/accounts/${ACCOUNT_A}/balance`, {
        headers: { 'x-api-token': TOKEN },
      });
      expect(res.statusCode).toBe(200);
      await res.body.dump();
      core.enqueue({
        id: 'd1',
        merchantId: 'm1',
        url: receiver.url,
        secret: null,
        attempts: 0,
        event: { id: 'e1', type: 'card_state', createdAt: '2026-01-01T00:00:00.000Z', data: {} },
      });
      await waitFor(() => receiver.received.length === 1);
    } finally {
      await Promise.all([sandbox.close(), sandbox.close()]);
      await receiver.close();
    }
    expect(closed).toBe(1);
    expect(core.database.open).toBe(false);
    await expect(request(`${sandbox.baseUrl}/api/openapi.json`)).rejects.toThrow();
  });

  it('closes the core when the port cannot be bound', async () => {
    const first = await serveSandbox(createFakeCore(), { port: 0 });
    const port = Number(new URL(first.baseUrl).port);
    const core = createFakeCore();
    await expect(serveSandbox(core, { port })).rejects.toThrow(/EADDRINUSE|address already in use/i);
    expect(core.database.open).toBe(false);
    await first.close();
  });

  it('gives a reachable base URL for wildcard and IPv6 hosts', () => {
    expect(baseUrlFor('0.0.0.0', 80)).toBe('http://127.0.0.1:80');
    expect(baseUrlFor('::', 81)).toBe('http://[::1]:81');
    expect(baseUrlFor('::1', 82)).toBe('http://[::1]:82');
    expect(baseUrlFor('localhost', 83)).toBe('http://localhost:83');
  });
});
