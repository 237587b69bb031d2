// Two processes on one PostgreSQL database may both look up an Idempotency-Key, find nothing, and queue for the
// writer's lock. The one that writes second must give the first answer, not run the change again nor fail on the
// record. Here the first look is made to miss, as it does when another process answers between the look and the
// transaction; the record is then there, written as that process would have.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyStore, type IdempotencyScope } from '../../../src/sandbox/http/idempotency.js';
import { call } from '../../support/http-call.js';
import {
  balanceOf,
  startRealSandbox,
  tokenOf,
  twoAccounts,
  type RealSandbox,
} from '../../support/real-sandbox.js';

let sandbox: RealSandbox | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await sandbox?.close();
  sandbox = undefined;
});

/** A balance's nine decimals as one integer. */
const units = (amount: string) => BigInt(amount.replace('.', ''));

/** The next first look at `key` finds nothing, while another process records `answer` under it. */
function answeredMeanwhile(key: string, answer: (scope: IdempotencyScope, store: IdempotencyStore) => void) {
  const find = IdempotencyStore.prototype.find;
  let missed = false;
  vi.spyOn(IdempotencyStore.prototype, 'find').mockImplementation(function (this: IdempotencyStore, scope) {
    if (!missed && scope.key === key) {
      missed = true;
      answer(scope, this);
      return null;
    }
    return find.call(this, scope);
  });
}

describe('a key answered by another process between the look and the transaction', () => {
  it('gives that answer, marked replayed, and moves the money once', async () => {
    sandbox = await startRealSandbox();
    const { base, one } = sandbox;
    const [a, b] = await twoAccounts(base, one);
    const before = await balanceOf(base, one, b);
    const body = { destinationAccountUuid: b, amount: '10.00' };
    const path = `/api/v2/accounts/${a}/transfer`;
    const first = await call(base, 'POST', path, {
      headers: { ...tokenOf(one), 'idempotency-key': 'race-1' },
      body,
    });
    expect(first.status).toBe(200);
    // The other process answered the same request under race-2 with race-1's answer (same request, same hash).
    answeredMeanwhile('race-2', (scope, store) => {
      const theirs = IdempotencyStore.prototype.find.call(store, { ...scope, key: 'race-1' });
      if (theirs === null) throw new Error('race-1 has no record');
      store.save(scope, theirs);
    });
    const second = await call(base, 'POST', path, {
      headers: { ...tokenOf(one), 'idempotency-key': 'race-2' },
      body,
    });
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json).toEqual(first.json);
    expect(units(await balanceOf(base, one, b)) - units(before)).toBe(10_000_000_000n); // 10.00, once
  });

  it('keeps the answer given first when this one is a refusal', async () => {
    sandbox = await startRealSandbox();
    const { base, one } = sandbox;
    const [a, b] = await twoAccounts(base, one);
    const path = `/api/v2/accounts/${a}/transfer`;
    const big = { destinationAccountUuid: b, amount: '90000.00' };
    // The other process answers the same request after this one was refused and rolled back, before its record.
    const saveFirst = IdempotencyStore.prototype.saveFirst;
    vi.spyOn(IdempotencyStore.prototype, 'saveFirst').mockImplementation(function (
      this: IdempotencyStore,
      scope,
      response,
    ) {
      const body = { ...(response.body as object), message: 'answered by the other process' };
      this.save(scope, { ...response, body });
      saveFirst.call(this, scope, response);
    });
    const refused = await call(base, 'POST', path, {
      headers: { ...tokenOf(one), 'idempotency-key': 'race-3' },
      body: big,
    });
    expect(refused.json).toMatchObject({ code: 'insufficient_balance' });
    expect(refused.json).not.toMatchObject({ message: 'answered by the other process' });
    vi.restoreAllMocks();
    const again = await call(base, 'POST', path, {
      headers: { ...tokenOf(one), 'idempotency-key': 'race-3' },
      body: big,
    });
    expect(again.status).toBe(refused.status);
    expect(again.json).toMatchObject({
      code: 'insufficient_balance',
      message: 'answered by the other process',
    });
    expect(again.headers['idempotent-replayed']).toBe('true');
  });
});
