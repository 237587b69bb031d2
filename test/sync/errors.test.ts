// One list of error kinds (in api); sync classifies by the client's error classes, not by shape.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  API_ERROR_KINDS,
  NetworkError,
  RateLimitedError,
  type ErrorKind as ApiLayerErrorKind,
} from '../../src/api/index.js';
import type { ErrorKind as StoreErrorKind } from '../../src/store/index.js';
import { errorKind } from '../../src/sync/errors.js';
import { retryAfterMs } from '../../src/sync/errors.js';

const site = { method: 'GET', path: '/api/v2/accounts' };

describe('error kinds', () => {
  it("the store's kinds are the api's list plus unknown", () => {
    expectTypeOf<StoreErrorKind>().toEqualTypeOf<ApiLayerErrorKind>();
    expect(new Set(API_ERROR_KINDS).size).toBe(API_ERROR_KINDS.length);
    expect(API_ERROR_KINDS).not.toContain('unknown');
  });

  it('an ApiError gives its kind; something merely shaped like one is unknown', () => {
    expect(errorKind(new NetworkError(site, 'ECONNREFUSED'))).toBe('network');
    expect(errorKind(Object.assign(new Error('looks like one'), { kind: 'network' }))).toBe('unknown');
    expect(errorKind({ kind: 'server' })).toBe('unknown');
    expect(errorKind(Object.assign(new Error('stopped'), { name: 'AbortError' }))).toBe('aborted');
  });

  it('Retry-After is read from a rate-limit error only', () => {
    expect(retryAfterMs(new RateLimitedError({ ...site, status: 429 }, 3_000))).toBe(3_000);
    expect(retryAfterMs({ retryAfterMs: 3_000 })).toBeUndefined();
  });
});
