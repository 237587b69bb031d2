// A fake API client for sync and tui tests: per-route handlers, a call log, and `can` that
// answers from which handlers exist (so a test picks the credential family by its handlers). Like
// the client, it refuses a list page that contradicts itself (a handler can play a faulty server).
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, InconsistentPageError, RateLimitedError, type ApiErrorKind } from '../../src/api/index.js';
import { pageProblem } from '../../src/api/page-check.js';
import { type CallInput, type CallOptions } from '../../src/api/types.js';
import { routes, type RouteId, type RouteOutput } from '../../src/contract/index.js';
import type { Fetcher } from '../../src/sync/index.js';

export type Handler<K extends RouteId> = (
  input: CallInput<K>,
  signal: AbortSignal | undefined,
) => RouteOutput<K> | Promise<RouteOutput<K>>;
export type Handlers = { [K in RouteId]?: Handler<K> };

export interface LoggedCall {
  readonly id: RouteId;
  readonly input: unknown;
  readonly signal: AbortSignal | undefined;
}

export class FakeFetcher implements Fetcher {
  readonly calls: LoggedCall[] = [];
  constructor(public handlers: Handlers) {}

  can(id: RouteId): { ok: true } | { ok: false; reason: string } {
    return this.handlers[id] ? { ok: true } : { ok: false, reason: 'needs organization credentials' };
  }

  async call<K extends RouteId>(id: K, input: CallInput<K>, opts?: CallOptions): Promise<RouteOutput<K>> {
    this.calls.push({ id, input, signal: opts?.signal });
    // "On its connection" as soon as it is called, as a real client says once it writes the request.
    opts?.onSent?.();
    const handler = this.handlers[id] as Handler<K> | undefined;
    if (!handler) throw apiError('missing_credential', `no handler for ${id}`);
    const output = await handler(input, opts?.signal);
    const problem = pageProblem(id, (input as { query?: Record<string, unknown> }).query, output);
    if (problem !== undefined) {
      const { method, path } = routes[id];
      throw new InconsistentPageError({ method, path, status: 200 }, problem);
    }
    return output;
  }

  count(id: RouteId): number {
    return this.calls.filter((c) => c.id === id).length;
  }
}

/** An error of the client's own classes (sync tells kinds apart by class, not by shape). */
class FakeApiError extends ApiError {
  readonly kind: ApiErrorKind;
  constructor(kind: ApiErrorKind, message: string) {
    super({ method: 'GET', path: '/fake' }, message);
    this.kind = kind;
  }
}

export function apiError(kind: ApiErrorKind, message = `${kind} failure`): ApiError {
  if (kind === 'rate_limited') return new RateLimitedError({ method: 'GET', path: '/fake', status: 429 });
  return new FakeApiError(kind, message);
}

/** A promise the test settles by hand, to hold a request in flight. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (v: T) => void;
  reject: (e: unknown) => void;
} {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Each test of the calling suite runs on fake timers from a fixed time, with a fresh abort signal
 * for the sync under test (aborted, and real timers back, after each test).
 */
export function fakeClockPerTest(): { readonly signal: AbortSignal } {
  let controller = new AbortController();
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
  });
  return {
    get signal() {
      return controller.signal;
    },
  };
}
