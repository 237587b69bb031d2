import { describe, expect, it } from 'vitest';
import { ServerError } from '../../src/api/index.js';
import type { ReadBackResult } from '../../src/actions/outcome.js';
import { attempt } from '../../src/actions/run.js';

const site = (status: number) => ({
  method: 'POST',
  path: '/api/v2/accounts/{account_uuid}/cards/{card_id}/freeze',
  status,
});

/** A send that fails with `status` and a read back that answers `found`, counting the reads. */
function failingWith(status: number, found: ReadBackResult<string>) {
  let reads = 0;
  return {
    send: () => Promise.reject(new ServerError(site(status))),
    readBack: () => {
      reads += 1;
      return Promise.resolve(found);
    },
    reads: () => reads,
  };
}

describe('attempt: a gateway that lost the answer', () => {
  // Three sandbox processes behind a load balancer, one killed mid-request: the balancer answers 502 (or 504 when
  // the backend did not answer in time), and says nothing of whether the backend committed the change first.
  it.each([502, 504])(
    'reads the change back after a %i and reports it applied when it was',
    async (status) => {
      const change = failingWith(status, { readBack: 'applied', value: 'frozen' });
      const result = await attempt(change.send, change.readBack, 'key-1');
      expect(change.reads()).toBe(1);
      expect(result).toEqual({ ok: true, value: 'frozen', readBack: 'applied' });
    },
  );

  it('after a 502 that did not apply, says so and leaves it retryable under the same key', async () => {
    const change = failingWith(502, { readBack: 'not_applied' });
    const result = await attempt(change.send, change.readBack, 'key-2');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({
      kind: 'outcome_unknown',
      retryable: true,
      readBack: 'not_applied',
      idempotencyKey: 'key-2',
    });
  });

  it.each([500, 503])(
    'does not read back after a %i: the server itself answered that it failed',
    async (status) => {
      const change = failingWith(status, { readBack: 'applied', value: 'frozen' });
      const result = await attempt(change.send, change.readBack, 'key-3');
      expect(change.reads()).toBe(0);
      expect(!result.ok && result.error.kind).toBe('unavailable');
    },
  );
});
