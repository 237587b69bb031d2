// The local webhook receiver's public types: what it is given, what it reports, what it counts.
import type { WebhookEvent, WebhookEventType } from '../../contract/index.js';

export type ReceivedStatus = 'accepted' | 'rejected' | 'duplicate' | 'filtered';

export type RejectReason =
  'missing signature' | 'bad signature' | 'malformed' | 'stale' | 'too large' | 'method not allowed';

/** One request's outcome. Everything but `event` of an accepted request is unverified network text. */
export interface ReceivedEvent {
  at: Date;
  status: ReceivedStatus;
  reason?: RejectReason;
  /** Why, in a few words (e.g. which field was malformed); never contains the secret. */
  detail?: string;
  /** The parsed, verified event (absent when rejected). */
  event?: WebhookEvent;
  /** The event id: from the verified body, else the unverified X-Webhook-Id header. */
  id?: string;
  type?: WebhookEventType;
}

export interface ForwardResult {
  id: string;
  ok: boolean;
  /** The forward target's answer, when it answered. */
  statusCode?: number;
  /** A short, URL-free description of the failure. */
  error?: string;
}

export interface ReceiverOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1: the receiver is for this machine. */
  host?: string;
  /** Signing secret; without it unsigned events are accepted (and signatures ignored). */
  secret?: string;
  /** How far an event's createdAt (and X-Webhook-Timestamp) may be from now (default 5 min). */
  toleranceMs?: number;
  /** Types to accept; the others are answered 200 and reported `filtered` (default 'all'). */
  eventTypes?: readonly WebhookEventType[] | 'all';
  /** Accepted events are re-posted here (raw body and webhook headers intact). */
  forwardTo?: string;
  /** Called synchronously for every request's outcome, before the answer is sent; it must not block. */
  onEvent(e: ReceivedEvent): void;
  /** Called when a forward finishes, succeeded or not. */
  onForward?(r: ForwardResult): void;
  now?: () => Date;
  /** Largest body accepted (default 1 MiB); larger is answered 413. */
  maxBodyBytes?: number;
  /** How many event ids are remembered for duplicate detection (default 10 000). */
  rememberIds?: number;
  /** Forward timeout (default 5 s). */
  forwardTimeoutMs?: number;
}

export interface ReceiverStats {
  /** Every request; equals accepted + rejected + duplicates + filtered. */
  received: number;
  accepted: number;
  rejected: number;
  duplicates: number;
  filtered: number;
  forwarded: number;
  forwardErrors: number;
  /** Times onEvent threw (the request was still answered). */
  handlerErrors: number;
}

export interface Receiver {
  /** e.g. `http://127.0.0.1:41234/` */
  url: string;
  port: number;
  /** Stops listening, drops idle connections, aborts forwards in flight. Idempotent. */
  close(): Promise<void>;
  stats(): ReceiverStats;
}

export const DEFAULT_TOLERANCE_MS = 5 * 60_000;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_REMEMBER_IDS = 10_000;
export const DEFAULT_FORWARD_TIMEOUT_MS = 5_000;
