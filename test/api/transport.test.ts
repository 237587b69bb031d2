import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from '../../src/api/index.js';
import type { ApiClient } from '../../src/api/index.js';
import type { CallInput } from '../../src/api/types.js';
import { buildQuery, classifyTransportError } from '../../src/api/transport.js';
import { ACCOUNT, SECRETS } from '../support/api-harness.js';

describe('buildQuery', () => {
  it('serialises arrays as repeated key[] entries, skips undefined and encodes values', () => {
    expect(
      buildQuery({ 'statuses[]': ['active', 'frozen'], page: 2, q: 'a&b c', skip: undefined, none: null }),
    ).toBe('?statuses[]=active&statuses[]=frozen&page=2&q=a%26b%20c');
  });
  it('adds [] to an array key that lacks it, and returns empty for nothing', () => {
    expect(buildQuery({ ids: ['x'] })).toBe('?ids[]=x');
    expect(buildQuery({})).toBe('');
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ 'a[]': [] })).toBe('');
  });
});

describe('classifyTransportError', () => {
  it('knows which failures happen before sending', () => {
    expect(classifyTransportError({ code: 'ECONNREFUSED' })).toEqual({
      kind: 'network',
      code: 'ECONNREFUSED',
      sent: false,
    });
    expect(classifyTransportError({ code: 'ENOTFOUND' }).sent).toBe(false);
    expect(classifyTransportError({ code: 'UND_ERR_CONNECT_TIMEOUT' })).toEqual({
      kind: 'timeout',
      phase: 'connect',
      sent: false,
    });
  });
  it('treats everything else as possibly sent', () => {
    expect(classifyTransportError({ code: 'ECONNRESET' }).sent).toBe(true);
    expect(classifyTransportError({ code: 'UND_ERR_SOCKET' }).sent).toBe(true);
    expect(classifyTransportError(new Error('weird'))).toEqual({
      kind: 'network',
      code: 'Error',
      sent: true,
    });
    expect(classifyTransportError('string')).toEqual({ kind: 'network', code: 'UNKNOWN', sent: true });
  });
});

describe('CallInput typing', () => {
  it('makes org_id optional and keeps other params required', () => {
    expectTypeOf<{ params: { wallet_id: string } }>().toMatchTypeOf<CallInput<'getWallet'>>();
    expectTypeOf<{ params: { org_id: string; wallet_id: string } }>().toMatchTypeOf<CallInput<'getWallet'>>();
    expectTypeOf<{ params: { org_id: string } }>().not.toMatchTypeOf<CallInput<'getWallet'>>();
    expectTypeOf<Record<string, never>>().toMatchTypeOf<CallInput<'listWallets'>>();
    expectTypeOf<Record<string, never>>().not.toMatchTypeOf<CallInput<'getAccount'>>();
  });
});

// The real transport (our own undici Agent) against a throwaway local server.
describe('the default Agent against a local server', () => {
  let server: Server | undefined;
  let client: ApiClient | undefined;
  afterEach(async () => {
    await client?.close();
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
    client = undefined;
  });

  async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
    server = createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('sends the token and parses the response', async () => {
    const seen: (string | undefined)[] = [];
    const base = await serve((req, res) => {
      seen.push(req.headers['x-api-token'] as string | undefined);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ items: [] }));
    });
    client = createClient({ baseUrl: base, credentials: { apiToken: SECRETS.apiToken } });
    await client.call('listAccounts', {});
    await client.call('listAccounts', {});
    expect(seen).toEqual([SECRETS.apiToken, SECRETS.apiToken]);
  });

  it('a base URL with a path prefix is kept', async () => {
    const paths: (string | undefined)[] = [];
    const base = await serve((req, res) => {
      paths.push(req.url);
      res.end(JSON.stringify({ items: [] }));
    });
    client = createClient({ baseUrl: `${base}/prefix/`, credentials: { apiToken: SECRETS.apiToken } });
    await client.call('listAccounts', {});
    expect(paths).toEqual(['/prefix/api/v2/accounts']);
  });

  it('does not follow a redirect, so credentials never travel to another origin', async () => {
    let hits = 0;
    const base = await serve((_req, res) => {
      hits++;
      res.writeHead(307, { location: 'http://127.0.0.2:1/elsewhere' });
      res.end();
    });
    client = createClient({ baseUrl: base, credentials: { apiToken: SECRETS.apiToken } });
    await expect(client.call('listAccounts', {})).rejects.toMatchObject({
      kind: 'unexpected_response',
      status: 307,
    });
    expect(hits).toBe(1);
  });

  it('a server that never answers hits the headers timeout; a money POST becomes outcome_unknown', async () => {
    let received = 0;
    const base = await serve(() => {
      received++; // never answers
    });
    client = createClient({
      baseUrl: base,
      credentials: { apiToken: SECRETS.apiToken },
      timeouts: { headersMs: 50 },
      retry: { maxRetries: 0 },
    });
    await expect(client.call('getAccount', { params: { account_uuid: ACCOUNT } })).rejects.toMatchObject({
      kind: 'timeout',
      phase: 'headers',
    });
    const err = await client
      .call('transfer', {
        params: { account_uuid: ACCOUNT },
        body: { destinationAccountUuid: ACCOUNT, amount: '1' },
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'outcome_unknown', reason: 'timeout' });
    expect(received).toBe(2);
  });

  it('says when each attempt of a call is on its connection (onSent), before the answer, on a reused connection too', async () => {
    const held: ServerResponse[] = [];
    const base = await serve((_req, res) => {
      held.push(res);
      if (held.length === 1) res.end(JSON.stringify({ items: [] }));
    });
    client = createClient({
      baseUrl: base,
      credentials: { apiToken: SECRETS.apiToken },
      retry: { baseDelayMs: 1, maxDelayMs: 1 },
    });
    await client.call('listAccounts', {});
    let sent = 0;
    const answer = client.call('listAccounts', {}, { onSent: () => (sent += 1) });
    const arrived = async (n: number) => {
      while (held.length < n) await new Promise((r) => setTimeout(r, 1));
    };
    await arrived(2);
    expect(sent).toBe(1);
    held[1]!.writeHead(503).end('{}');
    await arrived(3);
    expect(sent).toBe(2);
    held[2]!.end(JSON.stringify({ items: [] }));
    await expect(answer).resolves.toMatchObject({ items: [] });
    expect(sent).toBe(2);
  });

  it('a refused connection is a network error', async () => {
    const base = await serve(() => undefined);
    const port = (server?.address() as AddressInfo).port;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    client = createClient({
      baseUrl: base,
      credentials: { apiToken: SECRETS.apiToken },
      retry: { maxRetries: 0 },
    });
    await expect(client.call('listAccounts', {})).rejects.toMatchObject({
      kind: 'network',
      code: 'ECONNREFUSED',
    });
    expect(port).toBeGreaterThan(0);
  });
});
