// The seam between the sandbox's state (core/: SQLite, ledger, services, workers) and its HTTP
// layer (http/: Fastify routes built from the contract's route table, auth, idempotency, faults,
// OpenAPI, webhook dispatch). Handlers are synchronous because better-sqlite3 is.
import type {
  RouteId,
  RouteOutput,
  Routes,
  WebhookEvent,
  ValidationIssue,
  ErrorCode,
  Readiness,
} from '../contract/index.js';
import type { z } from 'zod';
import type { Database } from 'better-sqlite3';

/** Who is calling: resolved from X-API-Token, Authorization: Bearer <API key>, or a portal JWT. */
export interface Principal {
  merchantId: string;
  orgId: string;
  /** Which credential authenticated the call; a JWT is accepted on both families. */
  kind: 'apiToken' | 'apiKey' | 'jwt';
  readOnly: boolean;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
/** Input of a handler: the already-validated params, query and body of its route. */
export interface HandlerInput<K extends RouteId> {
  params: Parsed<Routes[K] extends { params: infer P } ? P : undefined>;
  query: Parsed<Routes[K] extends { query: infer Q } ? Q : undefined>;
  body: Parsed<Routes[K] extends { body: infer B } ? B : undefined>;
}
export type Handler<K extends RouteId> = (who: Principal, input: HandlerInput<K>) => RouteOutput<K>;
/** Routes the HTTP layer answers itself: logging in, and a fixture (it sends requests to the HTTP layer). */
export type HttpOnlyRoute = 'login' | 'sandboxApplyFixture' | 'healthz' | 'readyz';
export type Handlers = { [K in Exclude<RouteId, HttpOnlyRoute>]: Handler<K> };

/** A business-rule or lookup failure: answered with `status` and `{ code, message, details? }`; nothing changed. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

/** A validation failure found after schema parsing (e.g. an amount): answered 422 `{ detail }`. */
export class SandboxValidationError extends Error {
  constructor(readonly detail: ValidationIssue[]) {
    super(detail.map((d) => `${d.loc.join('.')}: ${d.msg}`).join('; '));
    this.name = 'SandboxValidationError';
  }
}

export interface MerchantCredentials {
  name: string;
  orgId: string;
  apiToken: string;
  apiKey: string;
  readOnlyApiToken: string;
  readOnlyApiKey: string;
  email: string;
  password: string;
}

/** One webhook delivery attempt that is due, with what the dispatcher needs to send it. */
export interface DueDelivery {
  id: string;
  merchantId: string;
  url: string;
  /** The signing secret, or null when none is configured (then no signature header is sent). */
  secret: string | null;
  attempts: number;
  event: WebhookEvent;
  /** The fault policy's timeout: send it, then treat the answer as never having come. */
  ignoreAnswer?: boolean;
}

export interface DeliveryAttemptResult {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
}

export interface SandboxCoreOptions {
  /** SQLite file path or ':memory:'. */
  db: string;
  seed: 'demo' | 'none';
  provisioningDelayMs: number;
  /**
   * Simulated card purchases/refunds/declines per minute of the whole sandbox (0: nothing changes by itself): set in
   * the database when the core starts, where every process on it reads it (the latest start sets it). Absent: this
   * process leaves the rate as it is and takes no part in the traffic (a short-lived sandbox for one script).
   */
  trafficPerMinute?: number | undefined;
  /** Injectable clock for tests. */
  now?: () => Date;
}

/** The simulated traffic of the whole sandbox, as a process's start set it. */
export interface TrafficRate {
  /** Transactions a minute, shared by every process on the database. */
  perMinute: number;
  /** The rate another start had set, when this start changed it. */
  replaced?: number;
}

export interface SandboxCore {
  handlers: Handlers;
  authenticate(kind: Principal['kind'], value: string): Principal | null;
  /** Portal login: a JWT for the merchant, or null for a wrong email/password. */
  login(email: string, password: string): { accessToken: string; expiresIn: number } | null;
  credentials(): MerchantCredentials[];
  /** The database handle, for the HTTP layer's own tables (idempotency records). */
  readonly database: Database;
  webhooks: {
    due(now: Date, limit: number): DueDelivery[];
    recordAttempt(id: string, result: DeliveryAttemptResult, nextAttemptAt: Date | null): void;
    /** Called whenever events are enqueued, so the dispatcher can wake up at once. */
    onEnqueued(listener: () => void): () => void;
  };
  /**
   * Where several processes serve one state (PostgreSQL): counts a request of a credential (a hash of it) in the
   * one-second window starting at `windowStartMs`, in the database, and answers the window's count so far. Absent
   * on SQLite, whose one process counts in memory.
   */
  readonly sharedRateCount?: (credential: string, windowStartMs: number) => number;
  /** Whether the database answers now (the schema was migrated before the core was made), for /readyz. */
  readiness(): Readiness;
  /** Starts the provisioning worker and the traffic simulator; sets the sandbox's traffic rate to this core's. */
  start(): TrafficRate;
  /** Stops workers and closes the database cleanly (WAL checkpoint). */
  close(): void;
}
