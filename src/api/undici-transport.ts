// The default transport: undici's Agent (keep-alive, connect/headers/body timeouts), loaded by its
// own module path rather than undici's index. The index also builds fetch, caches, mocks and
// websockets — a few hundred milliseconds of the console's start-up for nothing. Without the index
// the Agent has no request() (the index attaches it), so requests go through the low-level
// dispatch() with a small handler that exposes the body as a stream.
import { Readable } from 'node:stream';
import Agent from 'undici/lib/dispatcher/agent.js';
import type { Dispatcher } from 'undici';
import type { Timeouts, Transport, TransportRequest, TransportResponse } from './transport.js';

function abortReason(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error
    ? reason
    : Object.assign(new Error('This operation was aborted'), { name: 'AbortError', code: 'ABORT_ERR' });
}

export function createUndiciTransport(timeouts: Timeouts): Transport {
  const agent = new Agent({
    connectTimeout: timeouts.connectMs,
    headersTimeout: timeouts.headersMs,
    bodyTimeout: timeouts.bodyMs,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
  });

  function request(r: TransportRequest): Promise<TransportResponse> {
    if (r.signal.aborted) return Promise.reject(abortReason(r.signal));
    return new Promise<TransportResponse>((resolve, reject) => {
      let controller: Dispatcher.DispatchController | undefined;
      let started = false;
      let ended = false;
      const body = new Readable({
        read: () => controller?.resume(),
        destroy: (error, done) => {
          if (!ended) controller?.abort(error ?? new Error('response body discarded'));
          r.signal.removeEventListener('abort', onAbort);
          done(error);
        },
      });
      const onAbort = () => {
        const reason = abortReason(r.signal);
        controller?.abort(reason);
        if (started) body.destroy(reason);
        else reject(reason);
      };
      r.signal.addEventListener('abort', onAbort, { once: true });
      const handler: Dispatcher.DispatchHandler = {
        onRequestStart: (c) => {
          controller = c;
          if (r.signal.aborted) c.abort(abortReason(r.signal));
          // Called just before undici writes the request out (in the same tick): a waiter resumes after the write.
          else r.onSent?.();
        },
        onResponseStart: (_c, statusCode, headers) => {
          if (statusCode < 200) return; // 1xx informational: the real answer follows
          started = true;
          resolve({ statusCode, headers, body });
        },
        onResponseData: (c, chunk) => {
          if (!body.push(chunk)) c.pause();
        },
        onResponseEnd: () => {
          ended = true;
          r.signal.removeEventListener('abort', onAbort);
          body.push(null);
        },
        onResponseError: (_c, error) => {
          ended = true;
          r.signal.removeEventListener('abort', onAbort);
          if (started) body.destroy(error);
          else reject(error);
        },
      };
      agent.dispatch(
        {
          origin: r.origin,
          path: r.path,
          method: r.method,
          headers: r.headers,
          body: r.body,
          headersTimeout: r.headersTimeout,
          bodyTimeout: r.bodyTimeout,
        },
        handler,
      );
    });
  }

  return { request, close: () => agent.close() };
}
