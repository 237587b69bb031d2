// Classifying failures for the status line and the backoff, without trusting their shape.
import type { ErrorKind } from '../store/index.js';

const KINDS: ReadonlySet<string> = new Set<ErrorKind>([
  'auth', 'permission', 'not_found', 'validation', 'business', 'rate_limited', 'server', 'network', 'timeout',
  'outcome_unknown', 'unexpected_response', 'missing_credential', 'aborted', 'unknown',
]);

export function errorKind(error: unknown): ErrorKind {
  if (typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string' && KINDS.has(error.kind)) {
    return error.kind as ErrorKind;
  }
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  return 'unknown';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'unexpected failure';
}

export function retryAfterMs(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'retryAfterMs' in error && typeof error.retryAfterMs === 'number') return error.retryAfterMs;
  return undefined;
}

/** Failures that mean the service cannot be reached or is not answering: the console is offline. */
export function isConnectivity(kind: ErrorKind): boolean {
  return kind === 'network' || kind === 'timeout' || kind === 'server' || kind === 'rate_limited';
}

export interface BackoffPolicy {
  readonly baseMs: number;
  readonly maxMs: number;
}

/** Exponential backoff with "equal jitter": half fixed, half random, so clients do not stampede. */
export function backoffDelay(policy: BackoffPolicy, failures: number, random: () => number): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exp / 2 + random() * (exp / 2));
}
