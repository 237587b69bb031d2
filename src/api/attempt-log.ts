// What the client tells its request hook about one attempt: the route, the filled path (ids and
// query kept), the status, the server's request id, why the attempt was a retry, and, for our own
// change requests only, the body. Credentials never: headers are redacted, and the path and body
// go through the secret redaction (a card number or a token typed into a field is masked there too).
import type { Effect, RouteDef, RouteId } from '../contract/index.js';
import { redactSecrets, sanitizeText } from '../domain/index.js';
import type { CredentialName } from './auth.js';
import { redactHeaders } from './auth.js';
import type { ApiError } from './errors.js';
import type { AttemptFailure } from './retry.js';
import type { RequestLog } from './types.js';

/** The header the sandbox sends its request id in (our decision; most services use the same name). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Routes whose body is ours to show: changes the operator made. A login (its password) is not one. */
const CHANGE_EFFECTS: ReadonlySet<Effect> = new Set(['write', 'create', 'money']);

/** A stored body or path longer than this is cut: the log's memory stays bounded per entry. */
export const MAX_LOGGED_TEXT = 4_096;
const MAX_REQUEST_ID = 128;

const capped = (text: string): string =>
  text.length <= MAX_LOGGED_TEXT ? text : `${text.slice(0, MAX_LOGGED_TEXT)}…[cut]`;

/** Why an attempt is sent again: the status that asked for it (429, 503...), or what the transport saw. */
export function retryReasonOf(failure: AttemptFailure, error: ApiError): string {
  if (failure.type === 'status') return String(failure.status);
  if (error.kind === 'timeout') return 'timeout';
  return error.kind === 'outcome_unknown' && 'reason' in error ? String(error.reason) : 'network';
}

/** The server's request id, made safe for a terminal and bounded; absent when it sent none. */
export function requestIdOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers[REQUEST_ID_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === '') return undefined;
  return sanitizeText(value.slice(0, MAX_REQUEST_ID));
}

export interface AttemptFacts {
  id: RouteId;
  route: RouteDef;
  url: string;
  params: Readonly<Record<string, string | undefined>>;
  headers: Record<string, string>;
  body?: string;
  idempotencyKey?: string;
  credential?: CredentialName;
  attempt: number;
  startedAt: number;
  durationMs: number;
  status?: number;
  errorKind?: ApiError['kind'];
  requestId?: string;
  retryReason?: string;
  /** The profile's secrets: replaced wherever they could appear. */
  secrets: readonly string[];
}

function idsOf(
  params: Readonly<Record<string, string | undefined>>,
  redact: (text: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) out[name] = redact(value);
  return out;
}

/** The record of one attempt, redacted: what the hook receives. */
export function attemptRecord(f: AttemptFacts): RequestLog {
  const change = CHANGE_EFFECTS.has(f.route.effect);
  const redact = (text: string) => redactSecrets(text, f.secrets);
  return {
    routeId: f.id,
    method: f.route.method,
    path: f.route.path,
    url: capped(redact(f.url)),
    params: idsOf(f.params, redact),
    attempt: f.attempt,
    startedAt: f.startedAt,
    headers: redactHeaders(f.headers),
    durationMs: f.durationMs,
    change,
    ...(f.credential ? { credential: f.credential } : {}),
    ...(f.status !== undefined ? { status: f.status } : {}),
    ...(f.errorKind !== undefined ? { errorKind: f.errorKind } : {}),
    ...(f.requestId !== undefined ? { requestId: f.requestId } : {}),
    ...(f.retryReason !== undefined ? { retryReason: f.retryReason } : {}),
    ...(f.idempotencyKey !== undefined ? { idempotencyKey: f.idempotencyKey } : {}),
    ...(change && f.body !== undefined ? { body: capped(redact(f.body)) } : {}),
  };
}
