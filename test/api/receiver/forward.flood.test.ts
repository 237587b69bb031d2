import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Pool } from 'undici';
import {
  eventBody,
  post,
  signedHeaders,
  startReceiver,
  type Harness,
} from '../../support/receiver-harness.js';

interface Captured {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local target that records what it receives and answers with `status`. */
async function startTarget(status = 204): Promise<{ server: Server; url: string; seen: Captured[] }> {
  const seen: Captured[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook?x=1`, seen };
}

/** Resolves once `check` is true; the receiver reports forwards asynchronously. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

// Not a timing assertion: a generous ceiling so a loaded machine does not hit vitest's 5 s default.
const FLOOD_TIMEOUT_MS = 120_000;

let h: Harness | undefined;
const servers: Server[] = [];
afterEach(async () => {
  await h?.receiver.close();
  h = undefined;
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('createReceiver: forwarding', () => {
  it('forwards accepted events with the raw body and the webhook headers intact', async () => {
    const target = await startTarget();
    servers.push(target.server);
    h = await startReceiver({ forwardTo: target.url });
    const body = `{"id":"fwd-1",  "type":"card_state","createdAt":"${new Date('2026-03-04T05:06:07.000Z').toISOString()}","data":{}}`;
    const headers = signedHeaders(body, undefined, { 'x-webhook-id': 'fwd-1', 'user-agent': 'sender/1' });
    expect((await post(h.receiver.url, body, headers)).status).toBe(200);
    await until(() => h?.forwards.length === 1);
    expect(h.forwards[0]).toEqual({ id: 'fwd-1', ok: true, statusCode: 204 });
    expect(target.seen).toHaveLength(1);
    const got = target.seen[0];
    expect(got?.body).toBe(body);
    for (const name of [
      'x-webhook-signature',
      'x-webhook-id',
      'x-webhook-timestamp',
      'content-type',
      'user-agent',
    ]) {
      expect(got?.headers[name], name).toBe(headers[name]);
    }
    expect(h.receiver.stats()).toMatchObject({ forwarded: 1, forwardErrors: 0 });
  });

  it('does not forward rejected, duplicate or filtered events', async () => {
    const target = await startTarget();
    servers.push(target.server);
    h = await startReceiver({ forwardTo: target.url, eventTypes: ['card_state'] });
    const good = eventBody();
    await post(h.receiver.url, good, signedHeaders(good));
    await post(h.receiver.url, good, signedHeaders(good));
    await post(h.receiver.url, good, signedHeaders(good, 'wrong'));
    const other = eventBody({ type: 'account_topup' });
    await post(h.receiver.url, other, signedHeaders(other));
    await until(() => h?.forwards.length === 1);
    await h.receiver.close();
    expect(target.seen).toHaveLength(1);
    expect(h.receiver.stats()).toMatchObject({ received: 4, forwarded: 1 });
  });

  it('counts a target that is down or answers 500 as a forward error and keeps receiving', async () => {
    const failing = await startTarget(500);
    servers.push(failing.server);
    const down = await startTarget();
    await new Promise((resolve) => down.server.close(resolve));

    for (const target of [failing.url, down.url]) {
      h = await startReceiver({ forwardTo: target });
      const body = eventBody();
      expect((await post(h.receiver.url, body, signedHeaders(body))).status).toBe(200);
      await until(() => h?.forwards.length === 1);
      const result = h.forwards[0];
      expect(result?.ok).toBe(false);
      expect(result?.error).toMatch(/^(target answered 500|ECONNREFUSED)$/);
      expect(result?.error).not.toContain('127.0.0.1');
      expect(h.receiver.stats()).toMatchObject({ accepted: 1, forwarded: 0, forwardErrors: 1 });
      await h.receiver.close();
    }
  });
});

describe('createReceiver: flood', () => {
  it(
    'loses none of 1,000 concurrent events: count in = count reported',
    async () => {
      h = await startReceiver();
      const pool = new Pool(new URL(h.receiver.url).origin, { connections: 32 });
      const bodies = Array.from({ length: 1000 }, (_, i) => eventBody({ id: `flood-${i}` }));
      try {
        const answers = await Promise.all(
          bodies.map((b) => post(h!.receiver.url, b, signedHeaders(b), pool)),
        );
        expect(answers.every((a) => a.status === 200)).toBe(true);
      } finally {
        await pool.close();
      }
      expect(h.reports).toHaveLength(1000);
      expect(new Set(h.reports.map((r) => r.id)).size).toBe(1000);
      expect(h.reports.every((r) => r.status === 'accepted')).toBe(true);
      expect(h.receiver.stats()).toMatchObject({
        received: 1000,
        accepted: 1000,
        rejected: 0,
        duplicates: 0,
      });
    },
    FLOOD_TIMEOUT_MS,
  );

  it(
    'forwards every one of 1,000 accepted events: count forwarded = count accepted = count the target saw',
    async () => {
      const target = await startTarget();
      servers.push(target.server);
      h = await startReceiver({ forwardTo: target.url });
      const pool = new Pool(new URL(h.receiver.url).origin, { connections: 32 });
      const bodies = Array.from({ length: 1000 }, (_, i) => eventBody({ id: `flood-fwd-${i}` }));
      try {
        await Promise.all(bodies.map((b) => post(h!.receiver.url, b, signedHeaders(b), pool)));
      } finally {
        await pool.close();
      }
      await until(() => h?.forwards.length === 1000);
      expect(h.receiver.stats()).toMatchObject({
        received: 1000,
        accepted: 1000,
        forwarded: 1000,
        forwardErrors: 0,
      });
      expect(new Set(target.seen.map((c) => JSON.parse(c.body).id)).size).toBe(1000);
    },
    FLOOD_TIMEOUT_MS,
  );
});
