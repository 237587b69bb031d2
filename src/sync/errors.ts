// Classifying failures for the status line and the backoff: by the client's error classes, never
// by the shape of whatever was thrown.
import { isApiError, RateLimitedError, type ErrorKind } from '../api/index.js';

export function errorKind(error: unknown): ErrorKind {
  if (isApiError(error)) return error.kind;
  if (error instanceof Error && error.name === 'AbortError') return 'aborted';
  return 'unknown';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : 'unexpected failure';
}

export function retryAfterMs(error: unknown): number | undefined {
  return error instanceof RateLimitedError ? error.retryAfterMs : undefined;
}
