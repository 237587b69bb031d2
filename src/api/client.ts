// createClient: one transport, auth per family, timeouts, the retry loop, typed errors, response
// validation and paginators, over the contract's route table.
import { randomUUID } from 'node:crypto';
import { fillPath, isIdempotent, routes } from '../contract/index.js';
import { definedOnly, extended } from '../domain/index.js';
import type { RouteDef, RouteId, RouteOutput } from '../contract/index.js';
import { attemptRecord, requestIdOf, retryReasonOf } from './attempt-log.js';
import { authFor, describeCredentials, needsOrgId, permission, secretScrubber } from './auth.js';
import type { CredentialName, Credentials } from './auth.js';
import {
  AbortedError,
  MissingCredentialError,
  NetworkError,
  OutcomeUnknownError,
  TimeoutError,
  UnexpectedResponseError,
} from './errors.js';
import type { ApiError, ErrorSite } from './errors.js';
import { paginate } from './paginate.js';
import { interpretResponse } from './response.js';
import { decideRetry, defaultRetryPolicy } from './retry.js';
import type { AttemptFailure, RetryPolicy } from './retry.js';
import { createUndiciTransport } from './undici-transport.js';
import {
  buildQuery,
  classifyTransportError,
  DEFAULT_MAX_RESPONSE_BYTES,
  defaultTimeouts,
  dispatcherTransport,
  readCapped,
  ResponseTooLarge,
} from './transport.js';
import type { Timeouts } from './transport.js';
import type { ApiClient, CallInput, CallOptions, ClientOptions } from './types.js';

/** A fresh Idempotency-Key (UUID v4): one per operator action, reused on its retries. */
export const newIdempotencyKey = (): string => randomUUID();

interface LooseInput {
  params?: Record<string, string | undefined>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Everything one call needs, resolved before the first attempt. */
interface Prepared {
  id: RouteId;
  route: RouteDef;
  site: ErrorSite;
  url: string;
  params: Readonly<Record<string, string | undefined>>;
  credential?: CredentialName;
  query?: Readonly<Record<string, unknown>>;
  headers: Record<string, string>;
  body?: string;
  idempotencyKey?: string;
  callerSignal?: AbortSignal;
  onSent?: () => void;
  deadline: AbortSignal;
  signal: AbortSignal;
}

type Attempt = { ok: true; value: unknown } | { ok: false; error: ApiError; failure?: AttemptFailure };
/** An attempt's result with what the server said about it (status, request id) when it answered. */
type Answered = Attempt & { status?: number; requestId?: string };

/** When an attempt started: the clock shown to the operator, and the monotonic one its duration is measured on. */
interface Timing {
  wall: number;
  mono: number;
}

export function createClient(opts: ClientOptions): ApiClient {
  const timeouts: Timeouts = { ...defaultTimeouts, ...definedOnly(opts.timeouts) };
  const policy: RetryPolicy = { ...defaultRetryPolicy, ...definedOnly(opts.retry) };
  const maxBytes = opts.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const creds: Credentials = Object.freeze({ ...opts.credentials });
  const scrub = secretScrubber(creds);
  const base = new URL(opts.baseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const ownsDispatcher = opts.dispatcher === undefined;
  const transport = opts.dispatcher ? dispatcherTransport(opts.dispatcher) : createUndiciTransport(timeouts);
  const userAgent = opts.userAgent ?? 'card-console';
  const logSecrets = [creds.apiKey, creds.apiToken, creds.jwt, ...(opts.secrets ?? [])].filter(
    (s): s is string => s !== undefined && s !== '',
  );

  function prepare(id: RouteId, input: LooseInput, callOpts: CallOptions): Prepared {
    const route: RouteDef = routes[id];
    const site: ErrorSite = { method: route.method, path: route.path };
    const auth = authFor(route.family, creds);
    if (!auth.ok) throw new MissingCredentialError(site, route.family, auth.needs);
    const params = { ...input.params };
    if (needsOrgId(route) && !params.org_id) {
      if (!creds.orgId) throw new MissingCredentialError(site, route.family, 'an organization id (orgId)');
      params.org_id = creds.orgId;
    }
    const url = basePath + fillPath(route.path, params as Record<string, string>) + buildQuery(input.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': userAgent,
      ...auth.headers,
    };
    const body = input.body === undefined ? undefined : JSON.stringify(input.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (callOpts.idempotencyKey) headers['idempotency-key'] = callOpts.idempotencyKey;
    const deadline = AbortSignal.timeout(timeouts.totalMs);
    const signal = callOpts.signal ? AbortSignal.any([callOpts.signal, deadline]) : deadline;
    return {
      id,
      route,
      site,
      url,
      params,
      ...(auth.credential ? { credential: auth.credential } : {}),
      headers,
      deadline,
      signal,
      ...(input.query !== undefined ? { query: input.query } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(callOpts.idempotencyKey ? { idempotencyKey: callOpts.idempotencyKey } : {}),
      ...(callOpts.signal !== undefined ? { callerSignal: callOpts.signal } : {}),
      ...(callOpts.onSent !== undefined ? { onSent: callOpts.onSent } : {}),
    };
  }

  /** The error for a failure while the request was (possibly) on the wire. */
  function transportError(p: Prepared, err: unknown, gotHeaders: boolean): Attempt {
    const outcomeMatters = isIdempotent(p.route);
    if (p.callerSignal?.aborted) {
      return {
        ok: false,
        error: outcomeMatters
          ? new OutcomeUnknownError(p.site, 'aborted', p.idempotencyKey)
          : new AbortedError(p.site),
      };
    }
    if (p.deadline.aborted) {
      return {
        ok: false,
        error: outcomeMatters
          ? new OutcomeUnknownError(p.site, 'timeout', p.idempotencyKey)
          : new TimeoutError(p.site, 'total'),
      };
    }
    const c = classifyTransportError(err);
    const sent = c.sent || gotHeaders;
    const failure: AttemptFailure = { type: 'transport', sent };
    if (sent && outcomeMatters) {
      return { ok: false, error: new OutcomeUnknownError(p.site, c.kind, p.idempotencyKey), failure };
    }
    const error =
      c.kind === 'timeout' ? new TimeoutError(p.site, c.phase) : new NetworkError(p.site, scrub(c.code));
    return { ok: false, error, failure };
  }

  async function attemptOnce(p: Prepared): Promise<Answered> {
    let response;
    try {
      response = await transport.request({
        origin: base.origin,
        path: p.url,
        method: p.route.method,
        headers: p.headers,
        body: p.body ?? null,
        signal: p.signal,
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
        ...(p.onSent !== undefined ? { onSent: p.onSent } : {}),
      });
    } catch (err) {
      return transportError(p, err, false);
    }
    const requestId = requestIdOf(response.headers);
    const answered = { status: response.statusCode, ...(requestId !== undefined ? { requestId } : {}) };
    const site: ErrorSite = extended(p.site, { status: response.statusCode });
    let text: string;
    try {
      text = await readCapped(response, maxBytes);
    } catch (err) {
      if (!(err instanceof ResponseTooLarge)) return { ...transportError(p, err, true), ...answered };
      return {
        ok: false,
        error: new UnexpectedResponseError(site, `body larger than ${maxBytes} bytes`),
        ...answered,
      };
    }
    const ctx = {
      route: p.route,
      routeId: p.id,
      ...(p.query !== undefined ? { query: p.query } : {}),
      site,
      scrub,
      nowMs: Date.now(),
      origin: base.origin,
    };
    const result = interpretResponse(ctx, { status: response.statusCode, headers: response.headers, text });
    if (result.ok) return { ...result, ...answered };
    const failure: AttemptFailure = {
      type: 'status',
      status: response.statusCode,
      ...(result.retryAfterMs !== undefined ? { retryAfterMs: result.retryAfterMs } : {}),
    };
    return { ok: false, error: result.error, failure, ...answered };
  }

  function report(
    p: Prepared,
    attempt: number,
    result: Answered,
    timing: Timing,
    retryReason?: string,
  ): void {
    if (!opts.onRequest) return;
    try {
      opts.onRequest(
        attemptRecord({
          ...p,
          attempt,
          startedAt: timing.wall,
          durationMs: performance.now() - timing.mono,
          secrets: logSecrets,
          ...(result.status !== undefined ? { status: result.status } : {}),
          ...(result.requestId !== undefined ? { requestId: result.requestId } : {}),
          ...(result.ok ? {} : { errorKind: result.error.kind }),
          ...(retryReason !== undefined ? { retryReason } : {}),
        }),
      );
    } catch {
      // A broken logger must not break the call it observes.
    }
  }

  /** Waits before a retry; an abort or the deadline during the wait ends the call. */
  async function waitOrStop(p: Prepared, delayMs: number): Promise<ApiError | undefined> {
    try {
      await policy.sleep(delayMs, p.signal);
      return undefined;
    } catch {
      return p.callerSignal?.aborted ? new AbortedError(p.site) : new TimeoutError(p.site, 'total');
    }
  }

  async function run(p: Prepared): Promise<unknown> {
    if (p.signal.aborted)
      throw p.callerSignal?.aborted ? new AbortedError(p.site) : new TimeoutError(p.site, 'total');
    let retryReason: string | undefined;
    for (let retriesSoFar = 0; ; retriesSoFar++) {
      const timing: Timing = { wall: Date.now(), mono: performance.now() };
      const result = await attemptOnce(p);
      report(p, retriesSoFar + 1, result, timing, retryReason);
      if (result.ok) return result.value;
      if (!result.failure) throw result.error;
      retryReason = retryReasonOf(result.failure, result.error);
      const decision = decideRetry(policy, {
        method: p.route.method,
        hasIdempotencyKey: p.idempotencyKey !== undefined,
        retriesSoFar,
        failure: result.failure,
      });
      if (!decision.retry) throw result.error;
      const stopped = await waitOrStop(p, decision.delayMs);
      if (stopped) throw stopped;
    }
  }

  async function call<K extends RouteId>(
    id: K,
    input: CallInput<K>,
    callOpts: CallOptions = {},
  ): Promise<RouteOutput<K>> {
    return (await run(prepare(id, input as LooseInput, callOpts))) as RouteOutput<K>;
  }
  const callLoose = async (id: RouteId, input: LooseInput, callOpts: CallOptions): Promise<unknown> =>
    run(prepare(id, input, callOpts));

  const describe = (): Record<string, unknown> => ({
    baseUrl: opts.baseUrl,
    credentials: describeCredentials(creds),
  });
  const client: ApiClient & { toJSON(): unknown } = {
    baseUrl: opts.baseUrl,
    call,
    can: (id) => permission(routes[id], creds),
    paginate: (id, input, pageOpts) => paginate(callLoose, id, input, pageOpts),
    close: async () => {
      if (ownsDispatcher) await transport.close();
    },
    toJSON: describe,
  };
  Object.defineProperty(client, Symbol.for('nodejs.util.inspect.custom'), {
    value: () => `ApiClient ${JSON.stringify(describe())}`,
  });
  return client;
}
