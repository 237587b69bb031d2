// The transport seam of the client: what one request needs and returns (the default is undici's
// Agent, see undici-transport.ts; tests inject an undici MockAgent), URL building, a size-capped
// body reader, and the classification of transport failures (did the request possibly reach the server?).
import type { Dispatcher } from 'undici';
import type { TimeoutPhase } from './errors.js';

export interface Timeouts {
  connectMs: number;
  headersMs: number;
  bodyMs: number;
  /** The whole call, retries and their waits included. */
  totalMs: number;
}

// An interactive console: a person is waiting, so seconds rather than undici's 300 s defaults.
export const defaultTimeouts: Timeouts = {
  connectMs: 5_000,
  headersMs: 15_000,
  bodyMs: 15_000,
  totalMs: 30_000,
};
export const DEFAULT_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

export interface TransportRequest {
  readonly origin: string;
  /** Path and query. */
  readonly path: string;
  readonly method: Dispatcher.HttpMethod;
  readonly headers: Record<string, string>;
  readonly body: string | null;
  readonly signal: AbortSignal;
  readonly headersTimeout: number;
  readonly bodyTimeout: number;
  /** The request is on its connection (a transport that cannot tell never calls it). */
  readonly onSent?: () => void;
}

export interface TransportResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: AsyncIterable<unknown> & { destroy(): void };
}

export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>;
  close(): Promise<void>;
}

/** An injected undici dispatcher (a MockAgent in tests) as a transport. */
export function dispatcherTransport(dispatcher: Dispatcher): Transport {
  return {
    request: ({ onSent: _unknowable, ...r }) => dispatcher.request(r),
    close: () => dispatcher.close(),
  };
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

// Keep `[]` literal: the spec writes `statuses[]=a&statuses[]=b` and some servers match keys verbatim.
const encodeKey = (key: string): string => encodeURIComponent(key).replace(/%5B%5D$/, '[]');

/** `?a=1&statuses[]=x&statuses[]=y`, or '' when nothing is set. Array keys get `[]` if they lack it. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(query) as [string, QueryValue][]) {
    if (raw === undefined || raw === null) continue;
    if (Array.isArray(raw)) {
      const name = encodeKey(key.endsWith('[]') ? key : `${key}[]`);
      for (const item of raw) parts.push(`${name}=${encodeURIComponent(String(item))}`);
    } else {
      parts.push(`${encodeKey(key)}=${encodeURIComponent(String(raw))}`);
    }
  }
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

export class ResponseTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`response larger than ${limit} bytes`);
  }
}

/** Reads the body as text, giving up (and dropping the connection) once it passes `limit` bytes. */
export async function readCapped(response: TransportResponse, limit: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    response.body.destroy();
    throw new ResponseTooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > limit) {
      response.body.destroy();
      throw new ResponseTooLarge(limit);
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export type TransportFailure =
  { kind: 'timeout'; phase: TimeoutPhase; sent: boolean } | { kind: 'network'; code: string; sent: boolean };

// Failures that happen before a single byte of the request is written: resending is safe.
const NOT_SENT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'ERR_INVALID_URL',
]);

function errorCode(err: unknown): string {
  if (typeof err === 'object' && err !== null) {
    const { code, name } = err as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && code !== '') return code;
    if (typeof name === 'string' && name !== '') return name;
  }
  return 'UNKNOWN';
}

/** Classifies an error thrown by the dispatcher; anything unrecognised counts as possibly sent. */
export function classifyTransportError(err: unknown): TransportFailure {
  const code = errorCode(err);
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return { kind: 'timeout', phase: 'connect', sent: false };
  if (code === 'UND_ERR_HEADERS_TIMEOUT') return { kind: 'timeout', phase: 'headers', sent: true };
  if (code === 'UND_ERR_BODY_TIMEOUT') return { kind: 'timeout', phase: 'body', sent: true };
  return { kind: 'network', code, sent: !NOT_SENT_CODES.has(code) };
}
