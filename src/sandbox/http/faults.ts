// Faults for testing clients, decided in an onRequest hook, i.e. before the body is read and long before any
// state can change: a per-credential rate limit (429 + Retry-After) and a fraction of requests answered
// 500/502/503 or held past the client's timeout. The rate limit counts in memory, or, where several processes
// serve one database (PostgreSQL), in the database through the core's shared counter, so they limit together.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxCore } from '../core-types.js';
import { credentialOf } from './auth.js';
import { errorBody } from './errors.js';

export interface FaultOptions {
  /** Requests per second per credential; 0 or absent: no limit. */
  rateLimit?: number;
  /** Fraction (0..1) of requests that fail on purpose; 0 or absent: none. */
  faults?: number;
  /** How long a held request waits before it is answered 503 (unless the client gave up first). */
  hangMs?: number;
  random?: () => number;
  now?: () => number;
}

const API_PREFIX = '/api/v2/';
const DEFAULT_HANG_MS = 20_000;

export type SharedRateCount = NonNullable<SandboxCore['sharedRateCount']>;

/** Fixed one-second windows per credential: simple, and the answer's Retry-After is exact. */
export class RateLimiter {
  private windowStart = 0;
  private counts = new Map<string, number>();

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = Date.now,
    private readonly shared?: SharedRateCount,
  ) {}

  /** Seconds to wait when over the limit, or 0 when the request may proceed. */
  take(key: string): number {
    const now = this.now();
    const window = Math.floor(now / 1000) * 1000;
    const count = this.shared ? this.countShared(key, window) : this.countHere(key, window);
    if (count <= this.perSecond) return 0;
    return Math.max(1, Math.ceil((window + 1000 - now) / 1000));
  }

  private countHere(key: string, window: number): number {
    if (window !== this.windowStart) {
      this.windowStart = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return count;
  }

  /** The credential rests in the database as a hash only. While the database does not answer, nothing is refused. */
  private countShared(key: string, window: number): number {
    try {
      return this.shared!(createHash('sha256').update(key).digest('hex'), window);
    } catch {
      return 0;
    }
  }
}

export type FaultKind = 500 | 502 | 503 | 'hang';
const FAULT_KINDS: readonly FaultKind[] = [500, 502, 503, 'hang'];

/** Which fault, if any, this request gets. */
export function pickFault(fraction: number, random: () => number): FaultKind | null {
  if (fraction <= 0 || random() >= fraction) return null;
  return FAULT_KINDS[Math.min(FAULT_KINDS.length - 1, Math.floor(random() * FAULT_KINDS.length))] ?? 500;
}

export function installFaults(app: FastifyInstance, options: FaultOptions, shared?: SharedRateCount): void {
  const random = options.random ?? Math.random;
  const limiter =
    options.rateLimit && options.rateLimit > 0
      ? new RateLimiter(options.rateLimit, options.now, shared)
      : null;
  const fraction = options.faults ?? 0;
  const holds = new Set<() => void>();
  app.addHook('preClose', (done) => {
    for (const release of holds) release();
    done();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    if (limiter) {
      const retryAfter = limiter.take(credentialOf(request.headers) ?? `ip:${request.ip}`);
      if (retryAfter > 0) {
        return reply
          .code(429)
          .header('Retry-After', String(retryAfter))
          .send(errorBody('rate_limited', `rate limit exceeded; retry after ${retryAfter} s`));
      }
    }
    const fault = pickFault(fraction, random);
    if (fault === 'hang') return hold(request, reply, options.hangMs ?? DEFAULT_HANG_MS, holds);
    if (fault !== null) return reply.code(fault).send(faultBody(fault));
  });
}

function faultBody(status: 500 | 502 | 503) {
  if (status === 502) return errorBody('upstream_error', 'injected fault: upstream provider failure');
  if (status === 503) return errorBody('service_unavailable', 'injected fault: service unavailable');
  return errorBody('internal_error', 'injected fault: internal error');
}

// Held until the client disconnects, the hold time passes, or the server closes; then answered 503.
async function hold(
  request: FastifyRequest,
  reply: FastifyReply,
  ms: number,
  holds: Set<() => void>,
): Promise<FastifyReply> {
  await new Promise<void>((resolve) => {
    const release = (): void => {
      clearTimeout(timer);
      reply.raw.off('close', release);
      holds.delete(release);
      resolve();
    };
    const timer = setTimeout(release, ms);
    reply.raw.on('close', release);
    holds.add(release);
  });
  request.log.debug('released a held request');
  return reply.code(503).send(faultBody(503));
}
