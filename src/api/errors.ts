// Typed errors of the client. Every error names the route by method and path *template* (never
// the filled path with query values, never a header), so messages are safe for the status line,
// logs and crash output. `kind` is the discriminant callers switch on.
import type { Family } from '../contract/index.js';

/** Every kind of failure: the one list. The store, sync and actions derive theirs from it. */
export const API_ERROR_KINDS = [
  'auth',
  'permission',
  'not_found',
  'validation',
  'business',
  'rate_limited',
  'server',
  'network',
  'timeout',
  'outcome_unknown',
  'unexpected_response',
  'inconsistent_page',
  'missing_credential',
  'aborted',
] as const;

/** A failure the client reports. */
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** What the console records and shows: the client's kinds, and `unknown` for anything that is not an ApiError. */
export type ErrorKind = ApiErrorKind | 'unknown';

/** Where an error happened: the route as written in the contract. */
export interface ErrorSite {
  method: string;
  /** The path template, e.g. `/api/v2/accounts/{account_uuid}`. */
  path: string;
  status?: number;
}

/** `message` is short, for a status line; `toString()` and `toJSON()` add the route for logs. */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  readonly method: string;
  readonly path: string;
  readonly status?: number;

  constructor(site: ErrorSite, message: string) {
    super(message);
    this.name = new.target.name;
    this.method = site.method;
    this.path = site.path;
    if (site.status !== undefined) this.status = site.status;
  }

  /** For logs: the route, then the short message. */
  override toString(): string {
    return `${this.name}: ${this.method} ${this.path}: ${this.message}`;
  }

  /** Plain data for logs and audit entries; holds nothing that was not already in the message. */
  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {
      name: this.name,
      kind: this.kind,
      method: this.method,
      path: this.path,
    };
    if (this.status !== undefined) out.status = this.status;
    out.message = this.message;
    for (const [key, value] of Object.entries(this)) {
      if (!(key in out)) out[key] = value;
    }
    return out;
  }
}

const where = (site: ErrorSite): string => `${site.method} ${site.path}`;

export class AuthError extends ApiError {
  readonly kind = 'auth';
  constructor(site: ErrorSite, serverMessage?: string) {
    super(site, `credential missing or invalid (401)${serverMessage ? `: ${serverMessage}` : ''}`);
  }
}

export class PermissionError extends ApiError {
  readonly kind = 'permission';
  constructor(site: ErrorSite, serverMessage?: string) {
    super(site, `not permitted (403)${serverMessage ? `: ${serverMessage}` : ''}`);
  }
}

export class NotFoundError extends ApiError {
  readonly kind = 'not_found';
  constructor(site: ErrorSite, serverMessage?: string) {
    super(site, `not found (404)${serverMessage ? `: ${serverMessage}` : ''}`);
  }
}

export interface FieldError {
  /** The last element of `loc`: the field's own name (or index). */
  field: string;
  loc: (string | number)[];
  msg: string;
  type: string;
}

export class ValidationError extends ApiError {
  readonly kind = 'validation';
  readonly fields: FieldError[];
  constructor(site: ErrorSite, fields: FieldError[]) {
    const first = fields[0];
    const summary = first
      ? `${first.field}: ${first.msg}${fields.length > 1 ? ` (+${fields.length - 1} more)` : ''}`
      : 'invalid request';
    super(site, `rejected (422): ${summary}`);
    this.fields = fields;
  }
}

export class BusinessError extends ApiError {
  readonly kind = 'business';
  /** The server's machine-readable code, e.g. `insufficient_balance`. */
  readonly code: string;
  readonly serverMessage: string;
  constructor(site: ErrorSite, code: string, serverMessage: string) {
    super(site, `${serverMessage} (${code})`);
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

export class RateLimitedError extends ApiError {
  readonly kind = 'rate_limited';
  /** How long the server asked us to wait, when it said. */
  readonly retryAfterMs?: number;
  constructor(site: ErrorSite, retryAfterMs?: number) {
    const wait = retryAfterMs === undefined ? '' : `, retry after ${Math.ceil(retryAfterMs / 1000)} s`;
    super(site, `rate limited (429)${wait}`);
    if (retryAfterMs !== undefined) this.retryAfterMs = retryAfterMs;
  }
}

export class ServerError extends ApiError {
  readonly kind = 'server';
  /** 502: the platform's upstream provider failed, not the platform itself. */
  readonly upstream: boolean;
  readonly code?: string;
  constructor(site: ErrorSite, code?: string, serverMessage?: string) {
    const upstream = site.status === 502;
    const what = upstream ? 'upstream provider error' : 'server error';
    super(site, `${what} (${site.status ?? '5xx'})${serverMessage ? `: ${serverMessage}` : ''}`);
    this.upstream = upstream;
    if (code !== undefined) this.code = code;
  }
}

export class NetworkError extends ApiError {
  readonly kind = 'network';
  /** A transport code such as ECONNREFUSED or UND_ERR_SOCKET; never the raw error object. */
  readonly code: string;
  constructor(site: ErrorSite, code: string) {
    super(site, `network error (${code})`);
    this.code = code;
  }
}

export type TimeoutPhase = 'connect' | 'headers' | 'body' | 'total';

export class TimeoutError extends ApiError {
  readonly kind = 'timeout';
  readonly phase: TimeoutPhase;
  constructor(site: ErrorSite, phase: TimeoutPhase) {
    super(site, `timed out (${phase})`);
    this.phase = phase;
  }
}

/**
 * A money-moving or creating request may have reached the server but we never saw the answer.
 * Sending it again could move money twice: the caller reads the resource back to learn the outcome.
 */
export class OutcomeUnknownError extends ApiError {
  readonly kind = 'outcome_unknown';
  readonly idempotencyKey?: string;
  readonly reason: 'timeout' | 'network' | 'aborted';
  constructor(site: ErrorSite, reason: 'timeout' | 'network' | 'aborted', idempotencyKey?: string) {
    super(site, `outcome unknown (${reason} after the request was sent); check the resource before retrying`);
    this.reason = reason;
    if (idempotencyKey !== undefined) this.idempotencyKey = idempotencyKey;
  }
}

export class UnexpectedResponseError extends ApiError {
  readonly kind = 'unexpected_response';
  /** What was wrong, e.g. `data[3].cardStatus: expected one of ...`. */
  readonly problem: string;
  constructor(site: ErrorSite, problem: string) {
    // Unlike the others this one is a bug report (ours or the server's): it names the route itself.
    super(
      site,
      `unexpected response from ${where(site)}${site.status === undefined ? '' : ` (${site.status})`}: ${problem}`,
    );
    this.problem = problem;
  }
}

/**
 * A list page that contradicts itself or the request (more rows than asked for, a total below its
 * own rows, one id twice): a server fault. Callers keep the data they had instead of believing it.
 */
export class InconsistentPageError extends ApiError {
  readonly kind = 'inconsistent_page';
  /** What was wrong, e.g. `5,000 rows for a page of 100`. */
  readonly problem: string;
  constructor(site: ErrorSite, problem: string) {
    super(site, `the server sent an inconsistent page: ${problem}`);
    this.problem = problem;
  }
}

export class MissingCredentialError extends ApiError {
  readonly kind = 'missing_credential';
  readonly family: Family;
  /** What the operator should configure, e.g. `an API token (X-API-Token) or a portal JWT`. */
  readonly needs: string;
  constructor(site: ErrorSite, family: Family, needs: string) {
    super(site, `needs ${needs}, which is not configured`);
    this.family = family;
    this.needs = needs;
  }
}

export class AbortedError extends ApiError {
  readonly kind = 'aborted';
  constructor(site: ErrorSite) {
    super(site, 'cancelled');
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;
