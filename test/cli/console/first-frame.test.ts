// Start-up ordering: until the first frame is drawn, only the reads behind the accounts pane go out.
import { createServer, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { createUndiciTransport } from '../../../src/api/undici-transport.js';
import { holdUntilFirstFrame, onTheWire } from '../../../src/cli/console/first-frame.js';

function recordingClient(): { client: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const client = {
    can: () => ({ ok: true }),
    call: (id: string) => {
      calls.push(id);
      return Promise.resolve({ id });
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('console start-up: reads before the first frame', () => {
  it('sends the accounts reads at once and holds the others until release', async () => {
    const { client, calls } = recordingClient();
    const gate = holdUntilFirstFrame(client);
    const accounts = gate.fetcher.call('listAccounts', {});
    const wallets = gate.fetcher.call('listWallets', { params: { org_id: 'o' } });
    const cards = gate.fetcher.call('listCards', { params: { org_id: 'o', wallet_id: 'w' } });
    await tick();
    expect(calls).toEqual(['listAccounts', 'listWallets']);
    gate.release();
    await expect(cards).resolves.toEqual({ id: 'listCards' });
    expect(calls).toEqual(['listAccounts', 'listWallets', 'listCards']);
    await Promise.all([accounts, wallets]);
  });

  it('lets everything through once released', async () => {
    const { client, calls } = recordingClient();
    const gate = holdUntilFirstFrame(client);
    gate.release();
    await gate.fetcher.call('listCardOperations', { params: { org_id: 'o' } });
    expect(calls).toEqual(['listCardOperations']);
    expect(gate.fetcher.can('listCards')).toEqual({ ok: true });
  });
});

describe('console start-up: the first reads leave before the UI loads', () => {
  it('a request begun on a new connection is written once the loop has turned', async () => {
    const sockets: Socket[] = [];
    const server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const transport = createUndiciTransport({
      connectMs: 5_000,
      headersMs: 5_000,
      bodyMs: 5_000,
      totalMs: 5_000,
    });
    const abort = new AbortController();
    let sent = false;
    const pending = transport
      .request({
        origin: `http://127.0.0.1:${port}`,
        path: '/api/v2/accounts',
        method: 'GET',
        headers: {},
        body: null,
        signal: abort.signal,
        headersTimeout: 5_000,
        bodyTimeout: 5_000,
        onSent: () => (sent = true),
      })
      .catch(() => undefined);
    // Without turning the loop, synchronous work here (loading Ink) would hold the request back.
    expect(sent).toBe(false);
    await onTheWire();
    expect(sent).toBe(true);
    abort.abort();
    await pending;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
});
