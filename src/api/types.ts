// The client's public types. Inputs and outputs come from the contract's route table.
import type { Dispatcher } from 'undici';
import type { RouteId, RouteInput, RouteOutput, Routes } from '../contract/index.js';
import type { CredentialName, Credentials, Permission } from './auth.js';
import type { ApiErrorKind } from './errors.js';
import type { RetryPolicy } from './retry.js';

export interface ClientOptions {
  baseUrl: string;
  credentials: Credentials;
  /** Injectable transport (a MockAgent in tests). The client does not close an injected dispatcher. */
  dispatcher?: Dispatcher;
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number; totalMs?: number };
  retry?: Partial<RetryPolicy>;
  /** Default 10 MiB; a larger response is an `unexpected_response` error. */
  maxResponseBytes?: number;
  userAgent?: string;
  /** Called once per attempt with redacted data: the command log's hook. */
  onRequest?: (e: RequestLog) => void;
  /** Values replaced wherever a logged path or body could carry them (the credentials always are). */
  secrets?: readonly string[];
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key`; reused on every retry of this call. */
  idempotencyKey?: string;
  /**
   * Called each time a request of this call is written to its connection. A caller that keeps the
   * next request in flight while it works (the index crawl) waits for this, not a guess of ticks.
   */
  onSent?: () => void;
}

/**
 * One attempt, as the request hook sees it. Headers are redacted; a body is included only for our own
 * change requests, with secrets and card numbers masked.
 */
export interface RequestLog {
  routeId: RouteId;
  method: string;
  /** The path template, e.g. `/api/v2/accounts/{account_uuid}`. */
  path: string;
  /** The filled path with query string (identifiers, never credentials). */
  url: string;
  /** The path's parameters (ids). */
  params: Record<string, string>;
  /** 1 for the first attempt. */
  attempt: number;
  /** When the attempt started (ms since the epoch). */
  startedAt: number;
  headers: Record<string, string>;
  status?: number;
  errorKind?: ApiErrorKind;
  durationMs: number;
  /** A change the operator made (write, create, money): its body is shown, and it can be copied. */
  change: boolean;
  /** Which credential authenticated it (its name; the value is never kept). */
  credential?: CredentialName;
  /** The id the server gave this request (`X-Request-Id`). */
  requestId?: string;
  /** Why this attempt was sent again (the previous one's 429, 503, timeout, network); absent on a first attempt. */
  retryReason?: string;
  idempotencyKey?: string;
  /** The JSON body as sent (masked), change requests only. */
  body?: string;
}

type ParamsOf<K extends RouteId> = RouteInput<K> extends { params: infer P } ? P : never;
type OrgOptional<P> = 'org_id' extends keyof P ? Omit<P, 'org_id'> & { org_id?: string } : P;
type ParamsField<K extends RouteId> = [ParamsOf<K>] extends [never]
  ? { params?: never }
  : keyof Omit<ParamsOf<K>, 'org_id'> extends never
    ? { params?: OrgOptional<ParamsOf<K>> }
    : { params: OrgOptional<ParamsOf<K>> };

/**
 * What `call` accepts: a `RouteInput`, except that `org_id` may be left out (it is filled from
 * `credentials.orgId`), and `params` may be left out when org_id was its only member.
 */
export type CallInput<K extends RouteId> = Omit<RouteInput<K>, 'params'> & ParamsField<K>;

type QueryKeys<K extends RouteId> = Routes[K] extends { query: { shape: infer S } } ? keyof S : never;

/** Routes that page: `page`/`quantity` (organization family) or `limit`/`offset` (account family). */
export type PaginatedRouteId = {
  [K in RouteId]: 'page' extends QueryKeys<K> ? K : 'offset' extends QueryKeys<K> ? K : never;
}[RouteId];

export type ItemOf<K extends RouteId> =
  RouteOutput<K> extends { data: (infer T)[] }
    ? T
    : RouteOutput<K> extends { items: (infer T)[] }
      ? T
      : never;

export interface ApiClient {
  call<K extends RouteId>(id: K, input: CallInput<K>, opts?: CallOptions): Promise<RouteOutput<K>>;
  /** Whether the credentials allow a route, and why not: used by the console to disable actions. */
  can(id: RouteId): Permission;
  paginate<K extends PaginatedRouteId>(
    id: K,
    input: CallInput<K>,
    opts?: CallOptions & { pageSize?: number },
  ): AsyncIterable<ItemOf<K>>;
  readonly baseUrl: string;
  close(): Promise<void>;
}
