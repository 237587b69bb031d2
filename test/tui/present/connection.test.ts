// The header's connection text for the troubles the screen must not hide: a page the server
// contradicted itself in, and requests that hang (a countdown sitting at 0 s says nothing true).
import { describe, expect, it } from 'vitest';
import type { SyncError } from '../../../src/store/index.js';
import { connectionLabel } from '../../../src/tui/present/connection.js';

const error = (kind: SyncError['kind'], message: string): SyncError => ({
  kind,
  message,
  resource: 'cards|w',
  at: 9_000,
});

describe('connection label', () => {
  it('an inconsistent page: degraded, the server sent an inconsistent page', () => {
    const lastError = error(
      'inconsistent_page',
      'the server sent an inconsistent page: 5,000 rows for a page of 100',
    );
    expect(connectionLabel({ status: 'degraded', lastError, retryAt: 14_000 }, 10_000)).toBe(
      'degraded: the server sent an inconsistent page, retrying in 4 s',
    );
    expect(connectionLabel({ status: 'degraded', lastError }, 10_000)).toBe(
      'degraded: the server sent an inconsistent page',
    );
  });

  it('requests that hang: stalled, counting from the first request left without an answer', () => {
    const lastError = error('timeout', 'timed out (total)');
    // The retry was due at 9 s and has been waiting since: no "retrying in 0 s".
    expect(connectionLabel({ status: 'offline', lastError, retryAt: 9_000, stalledSince: 0 }, 12_000)).toBe(
      'stalled: no answer for 12 s',
    );
    expect(connectionLabel({ status: 'stale', staleSince: 1_000, stalledSince: 5_000 }, 45_000)).toBe(
      'stalled: no answer for 40 s',
    );
  });

  it('a retry that is due says "retrying now", not a countdown at 0 s', () => {
    expect(connectionLabel({ status: 'offline', retryAt: 10_000 }, 10_400)).toBe('offline, retrying now');
    expect(connectionLabel({ status: 'offline', retryAt: 10_600 }, 10_000)).toBe('offline, retrying in 1 s');
  });
});
