// SIGTERM to a `card-console sandbox --database-url` process with a request in flight: the process stops accepting
// connections, finishes the request it had (its money moves, its answer is sent) and exits 0. The request is held
// in flight by its body: sent with `Expect: 100-continue`, the body follows only once the server has the request.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { call, waitFor } from '../../support/http-call.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { startSandboxChild } from '../../support/sandbox-child.js';

const server = usePostgresServer();

const args = (url: string): string[] => [
  ...['--json', '--port', '0', '--database-url', url, '--seed', 'none'],
  ...['--provisioning-delay-ms', '0'],
];

describe('sandbox --database-url on SIGTERM', () => {
  it('stops accepting, finishes the request in flight, and exits 0', async () => {
    const url = server.database();
    const child = startSandboxChild(args(url));
    const { baseUrl, merchants } = await child.announced;
    const { orgId, apiKey } = merchants[0]!;
    const headers = { authorization: `Bearer ${apiKey}` };
    const created = await call(baseUrl, 'POST', `/api/v2/organizations/${orgId}/wallets`, {
      headers,
      body: { name: 'Stop', providerId: 'sandbox-visa-us' },
    });
    expect(created.status, created.text).toBe(201);
    const wallet = (created.json?.data as { id: string }).id;

    // The payin's headers reach the server; its body waits.
    const body = JSON.stringify({ amount: '42.17' });
    const { port } = new URL(baseUrl);
    const inFlight = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/v2/sandbox/accounts/${wallet}/payin`,
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': 'stop-payin',
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('response', (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      inFlight.on('error', reject);
    });
    await new Promise<void>((resolve) => inFlight.once('continue', resolve));

    child.process.kill('SIGTERM');
    // It stops accepting: a new connection is refused while the request is still in flight.
    await waitFor(async () => {
      try {
        await call(baseUrl, 'GET', '/healthz', { headers: { connection: 'close' } });
        return false;
      } catch (error) {
        return (error as { code?: string }).code === 'ECONNREFUSED';
      }
    });
    expect(child.process.exitCode).toBeNull();

    inFlight.end(body);
    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'completed', amount: '42.17' });
    expect(await child.exited).toBe(0);

    // The money moved: another process on the database sees it.
    const next = startSandboxChild(args(url));
    try {
      const again = await next.announced;
      const balance = await call(again.baseUrl, 'GET', `/api/v2/organizations/${orgId}/wallets/${wallet}`, {
        headers,
      });
      expect((balance.json?.data as { balance: string }).balance).toBe('42.17');
    } finally {
      next.process.kill('SIGTERM');
    }
    expect(await next.exited).toBe(0);
  }, 120_000);
});
