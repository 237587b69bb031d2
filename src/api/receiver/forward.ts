// Re-posts accepted events to another local endpoint (`--forward-to`), as the sender sent them:
// the raw bytes and the webhook headers, so the target can verify the signature itself.
import type { Dispatcher, request as undiciRequest } from 'undici';
import type { Delivery } from './classify.js';
import { header } from './classify.js';
import type { ForwardResult } from './types.js';

const FORWARDED_HEADERS = [
  'content-type',
  'user-agent',
  'x-webhook-signature',
  'x-webhook-id',
  'x-webhook-timestamp',
];

export interface Forwarder {
  forward(id: string, delivery: Delivery): Promise<ForwardResult>;
  /** Aborts forwards in flight and waits for them to settle. */
  close(): Promise<void>;
}

export function forwardedHeaders(headers: Delivery['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = header(headers, name);
    if (value !== undefined) out[name] = value;
  }
  out['content-type'] ??= 'application/json';
  return out;
}

const MAX_PARALLEL_FORWARDS = 16;

export function createForwarder(target: string, timeoutMs: number): Forwarder {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError('forwardTo: the URL must be http or https');
  // undici's index (request, fetch, caches, websockets) costs ~80 ms to evaluate: the console and
  // `listen` load it on the first forward, not at start-up, and only when forwarding at all.
  let undici: Promise<{ agent: Dispatcher; request: typeof undiciRequest }> | undefined;
  const loadUndici = () =>
    (undici ??= import('undici').then(({ Agent, request }) => ({
      agent: new Agent({
        connections: MAX_PARALLEL_FORWARDS,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      }),
      request,
    })));
  const closing = new AbortController();
  const inFlight = new Set<Promise<ForwardResult>>();
  // Forwards wait their turn here, so a burst does not spend its timeout queued behind others.
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = (): Promise<void> | void => {
    if (running < MAX_PARALLEL_FORWARDS) {
      running++;
      return;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  async function send(id: string, delivery: Delivery): Promise<ForwardResult> {
    await acquire();
    try {
      return await sendNow(id, delivery);
    } finally {
      release();
    }
  }

  async function sendNow(id: string, delivery: Delivery): Promise<ForwardResult> {
    if (closing.signal.aborted) return { id, ok: false, error: 'receiver closed' };
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      const { agent, request } = await loadUndici();
      const response = await request(url, {
        method: 'POST',
        headers: forwardedHeaders(delivery.headers),
        body: delivery.body,
        dispatcher: agent,
        signal: AbortSignal.any([closing.signal, timeout]),
      });
      await response.body.dump();
      const ok = response.statusCode >= 200 && response.statusCode < 300;
      return {
        id,
        ok,
        statusCode: response.statusCode,
        ...(ok ? {} : { error: `target answered ${response.statusCode}` }),
      };
    } catch (error) {
      const why = closing.signal.aborted
        ? 'receiver closed'
        : timeout.aborted
          ? `no answer within ${timeoutMs} ms`
          : describeFailure(error);
      return { id, ok: false, error: why };
    }
  }

  return {
    forward(id, delivery) {
      const pending = send(id, delivery);
      inFlight.add(pending);
      void pending.finally(() => inFlight.delete(pending));
      return pending;
    },
    async close() {
      closing.abort();
      await Promise.allSettled([...inFlight]);
      if (undici) await (await undici).agent.close();
    },
  };
}

// Only a code or a class name: undici messages can quote the URL, whose query may hold a token.
function describeFailure(error: unknown): string {
  const withCode = error as { code?: unknown; cause?: { code?: unknown } };
  const code = withCode.code ?? withCode.cause?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown error';
}
