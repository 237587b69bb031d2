// A seam for the test suite's conformance harness: when a response observer is installed on `globalThis` (only
// test/conformance/setup.ts does that), every answer under /api/v2/ is shown to it before it is sent. In
// production nothing is installed and this adds no hook at all.
import type { FastifyInstance } from 'fastify';

export interface ObservedResponse {
  method: string;
  /** The request path without its query string. */
  path: string;
  /** The matched route in the document's `{param}` form, or null when no route matched (404, 405, 400, 414). */
  route: string | null;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The serialized body ('' when none). */
  body: string;
  /** The document this sandbox serves. */
  document: unknown;
}

export type ResponseObserver = (response: ObservedResponse) => void | Promise<void>;

export const RESPONSE_OBSERVER = Symbol.for('card-console.sandbox.responseObserver');

function installedObserver(): ResponseObserver | null {
  const candidate = (globalThis as Record<symbol, unknown>)[RESPONSE_OBSERVER];
  return typeof candidate === 'function' ? (candidate as ResponseObserver) : null;
}

export function installResponseObserver(app: FastifyInstance, document: () => unknown): void {
  const observer = installedObserver();
  if (!observer) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/v2/')) return payload;
    const matched = request.routeOptions.url;
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    await observer({
      method: request.method,
      path,
      route: matched ? matched.replace(/:(\w+)/g, '{$1}') : null,
      status: reply.statusCode,
      headers: reply.getHeaders(),
      body,
      document: document(),
    });
    return payload;
  });
}
