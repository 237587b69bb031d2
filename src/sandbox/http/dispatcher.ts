// Webhook delivery: sends due events to the merchant's receiver, signed, with bounded concurrency, and records
// each attempt with the core; a failure is retried later with exponential backoff and jitter.
import { createHmac } from 'node:crypto';
import { request } from 'undici';
import { SIGNATURE_HEADER } from '../../contract/index.js';
import type { DeliveryAttemptResult, DueDelivery, SandboxCore } from '../core-types.js';

export interface DispatcherOptions {
  /** Deliveries in flight at once (default 4). */
  concurrency?: number;
  /** A receiver must answer within this time (default 10 s, as the spec says). */
  timeoutMs?: number;
  /** First retry delay before jitter (default 1 s); doubles per attempt up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Attempts before a delivery is marked failed (default 8). */
  maxAttempts?: number;
  /** How often to look for retries that became due (default 500 ms); new events wake the loop at once. */
  pollIntervalMs?: number;
  random?: () => number;
  now?: () => Date;
}

export interface Dispatcher {
  /** Stops sending; in-flight attempts are aborted and not recorded, so they are retried after a restart. */
  stop(): Promise<void>;
}

/** Lowercase hex HMAC-SHA256 of the raw body: what X-Webhook-Signature carries. */
export function signBody(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** When the next attempt is due after `attempts` failed ones, or null when the delivery has failed for good. */
export function nextAttemptAt(
  attempts: number,
  now: Date,
  options: Required<Pick<DispatcherOptions, 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts' | 'random'>>,
): Date | null {
  if (attempts >= options.maxAttempts) return null;
  const delay = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
  // Equal jitter: at least half the delay, so receivers that failed together do not all retry together.
  const jittered = delay / 2 + options.random() * (delay / 2);
  return new Date(now.getTime() + Math.round(jittered));
}

export function startDispatcher(
  webhooks: SandboxCore['webhooks'],
  options: DispatcherOptions = {},
): Dispatcher {
  const settings = {
    concurrency: options.concurrency ?? 4,
    timeoutMs: options.timeoutMs ?? 10_000,
    baseDelayMs: options.baseDelayMs ?? 1_000,
    maxDelayMs: options.maxDelayMs ?? 60_000,
    maxAttempts: options.maxAttempts ?? 8,
    random: options.random ?? Math.random,
  };
  const now = options.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let wakeScheduled = false;

  const pump = (): void => {
    wakeScheduled = false;
    if (stopping.signal.aborted) return;
    const room = settings.concurrency - inFlight.size;
    if (room <= 0) return;
    // due() leases what it hands out (in flight is never handed out again): ask only for what is sent now,
    // or the rest would sit leased and unsent until the lease runs out.
    let due: DueDelivery[];
    try {
      due = webhooks.due(now(), room);
    } catch {
      // The database cannot be read (PostgreSQL unreachable): the process stays up and the poll asks again.
      return;
    }
    for (const delivery of due) {
      const attempt = deliver(delivery).finally(() => {
        inFlight.delete(delivery.id);
        wake();
      });
      inFlight.set(delivery.id, attempt);
    }
  };
  const wake = (): void => {
    if (wakeScheduled || stopping.signal.aborted) return;
    wakeScheduled = true;
    setImmediate(pump);
  };

  const deliver = async (delivery: DueDelivery): Promise<void> => {
    const sent = await send(delivery, settings.timeoutMs, stopping.signal, now());
    if (stopping.signal.aborted) return;
    // The fault policy's timeout: the receiver had the event, its answer counts as never having come.
    const result: DeliveryAttemptResult = delivery.ignoreAnswer
      ? { ok: false, responseCode: null, error: 'no answer (a timeout injected by the fault policy)' }
      : sent;
    const next = result.ok ? null : nextAttemptAt(delivery.attempts + 1, now(), settings);
    try {
      webhooks.recordAttempt(delivery.id, result, next);
    } catch {
      // Not recorded (the database went away): the delivery stays leased and is handed out again when its
      // lease runs out, so the receiver may see it twice (at least once, as the document says).
    }
  };

  const unsubscribe = webhooks.onEnqueued(wake);
  const poll = setInterval(wake, options.pollIntervalMs ?? 500);
  poll.unref();
  wake();

  return {
    async stop() {
      unsubscribe();
      clearInterval(poll);
      stopping.abort();
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}

async function send(
  delivery: DueDelivery,
  timeoutMs: number,
  stop: AbortSignal,
  at: Date,
): Promise<DeliveryAttemptResult> {
  const rawBody = JSON.stringify(delivery.event);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'card-console-sandbox-webhooks',
    'x-webhook-id': delivery.event.id,
    'x-webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  };
  if (delivery.secret !== null) headers[SIGNATURE_HEADER] = signBody(rawBody, delivery.secret);
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await request(delivery.url, {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.any([stop, timeout]),
    });
    await response.body.dump();
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return {
      ok,
      responseCode: response.statusCode,
      error: ok ? null : `receiver answered ${response.statusCode}`,
    };
  } catch (error) {
    return {
      ok: false,
      responseCode: null,
      error: timeout.aborted ? `no answer within ${timeoutMs / 1000} s` : describeFailure(error),
    };
  }
}

// Only a code or class name: an error message may quote the URL, whose query could hold a secret.
function describeFailure(error: unknown): string {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  if (typeof code === 'string') return `delivery failed: ${code}`;
  return `delivery failed: ${error instanceof Error ? error.name : 'unknown error'}`;
}
