// Turns a status, headers and body text into either the route's parsed output or a typed error.
// A response that does not match the contract is an error naming the field, never a crash.
import type { z } from 'zod';
import { ErrorBody, ValidationErrorBody } from '../contract/index.js';
import type { RouteDef, RouteId } from '../contract/index.js';
import {
  AuthError,
  BusinessError,
  InconsistentPageError,
  NotFoundError,
  PermissionError,
  RateLimitedError,
  ServerError,
  UnexpectedResponseError,
  ValidationError,
} from './errors.js';
import type { ApiError, ErrorSite, FieldError } from './errors.js';
import { pageProblem } from './page-check.js';
import { parseRetryAfter } from './retry.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export type Interpreted =
  { ok: true; value: unknown } | { ok: false; error: ApiError; retryAfterMs?: number };

export interface InterpretContext {
  route: RouteDef;
  routeId: RouteId;
  /** What was asked: a list page is checked against it (no more rows than its quantity or limit). */
  query?: Readonly<Record<string, unknown>>;
  site: ErrorSite;
  /** Scrubs configured secrets from any server-provided text. */
  scrub: (text: string) => string;
  nowMs: number;
  /** The client's base origin, to resolve relative redirect locations. */
  origin: string;
}

/** `data[3].cardStatus` from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

export function describeZodError(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'does not match the contract';
  const more = error.issues.length > 1 ? ` (+${error.issues.length - 1} more)` : '';
  return `${formatIssuePath(first.path)}: ${first.message}${more}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function interpretSuccess(ctx: InterpretContext, res: RawResponse): Interpreted {
  if (res.status === 204 || !ctx.route.response) return { ok: true, value: undefined };
  const json = parseJson(res.text);
  if (!json.ok) {
    const type = String(res.headers['content-type'] ?? 'no content type');
    return {
      ok: false,
      error: new UnexpectedResponseError(ctx.site, `body is not JSON (${ctx.scrub(type)})`),
    };
  }
  const parsed = ctx.route.response.safeParse(json.value);
  if (!parsed.success) {
    return {
      ok: false,
      error: new UnexpectedResponseError(ctx.site, ctx.scrub(describeZodError(parsed.error))),
    };
  }
  const problem = pageProblem(ctx.routeId, ctx.query, parsed.data);
  if (problem !== undefined)
    return { ok: false, error: new InconsistentPageError(ctx.site, ctx.scrub(problem)) };
  return { ok: true, value: parsed.data };
}

function redirectError(ctx: InterpretContext, res: RawResponse): ApiError {
  const location = res.headers.location;
  const target = Array.isArray(location) ? location[0] : location;
  let where = 'without a location';
  if (target) {
    try {
      // Only the origin: the rest of the location may carry tokens or identifiers.
      where = `to ${new URL(target, ctx.origin).origin}`;
    } catch {
      where = 'to an unparseable location';
    }
  }
  return new UnexpectedResponseError({ ...ctx.site, status: res.status }, `redirect ${where} not followed`);
}

function toFieldErrors(body: unknown): FieldError[] {
  const parsed = ValidationErrorBody.safeParse(body);
  if (!parsed.success) return [];
  return parsed.data.detail.map((d) => ({
    field: String(d.loc[d.loc.length - 1] ?? ''),
    loc: d.loc,
    msg: d.msg,
    type: d.type,
  }));
}

function interpretFailure(ctx: InterpretContext, res: RawResponse): Interpreted {
  const { site, scrub } = ctx;
  const json = parseJson(res.text);
  const body = json.ok ? json.value : undefined;
  const known = ErrorBody.safeParse(body);
  const message = known.success ? scrub(known.data.message) : undefined;
  const code = known.success ? known.data.code : undefined;
  switch (res.status) {
    case 401:
      return { ok: false, error: new AuthError(site, message) };
    case 403:
      return { ok: false, error: new PermissionError(site, message) };
    case 404:
      return { ok: false, error: new NotFoundError(site, message) };
    case 422: {
      // A business rule the server answers with 422 carries a code instead of field details.
      const hasDetail =
        typeof body === 'object' && body !== null && Array.isArray((body as { detail?: unknown }).detail);
      if (!hasDetail && known.success)
        return { ok: false, error: new BusinessError(site, known.data.code, message ?? 'rejected (422)') };
      const fields = toFieldErrors(body).map((f) => ({ ...f, msg: scrub(f.msg) }));
      return { ok: false, error: new ValidationError(site, fields) };
    }
    case 429: {
      const retryAfterMs = parseRetryAfter(res.headers['retry-after'], ctx.nowMs);
      return {
        ok: false,
        error: new RateLimitedError(site, retryAfterMs),
        ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
      };
    }
  }
  if (res.status >= 500) {
    // 503 may carry Retry-After too; the retry policy honours it the same way.
    const retryAfterMs = parseRetryAfter(res.headers['retry-after'], ctx.nowMs);
    return {
      ok: false,
      error: new ServerError(site, code, message),
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    };
  }
  if (res.status >= 400) {
    return {
      ok: false,
      error: new BusinessError(site, code ?? `http_${res.status}`, message ?? `HTTP ${res.status}`),
    };
  }
  return { ok: false, error: new UnexpectedResponseError(site, `status ${res.status}`) };
}

export function interpretResponse(ctx: InterpretContext, res: RawResponse): Interpreted {
  if (res.status >= 200 && res.status < 300) return interpretSuccess(ctx, res);
  if (res.status >= 300 && res.status < 400) return { ok: false, error: redirectError(ctx, res) };
  return interpretFailure(ctx, res);
}
