// A pulse read that fails is recorded and shown (when, and why), never thrown into the screen: the figures
// read before stay under it, and the next read that answers clears it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import type { RouteId } from '../../../../src/contract/index.js';
import { pulseSlot } from '../../../../src/tui/views/pulse/load.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness;
/** While set, every card operations list the actions ask for fails as a refused connection would. */
const outage = { on: false };

function failing(client: ApiClient): ApiClient {
  return {
    ...client,
    call: ((id: RouteId, input: unknown, opts?: unknown) => {
      if (outage.on && id === 'listCardOperations')
        return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9'));
      return (client.call as (r: RouteId, i: unknown, o?: unknown) => Promise<unknown>)(id, input, opts);
    }) as ApiClient['call'],
  };
}

beforeAll(async () => {
  h = await mountSandbox({ columns: 80, rows: 24, wrap: failing });
}, 120_000);
afterAll(async () => h.stop());

describe('the pulse when a read fails', () => {
  it('says when and why, keeps the figures read before, and clears it once a read answers', async () => {
    await h.until((f) => f.includes('1 Wallets'), 'the panes');
    await h.press('!');
    await h.until((f) => f.includes('Declined purchases'), 'the pulse');
    outage.on = true;
    await h.press('r');
    await h.until((f) => f.includes('could not read at'), 'the failure shown');
    const frame = h.frame();
    expect(frame).toContain('ECONNREFUSED');
    expect(frame).toContain('(figures below are older)');
    expect(frame).toContain('Declined purchases');
    const slot = pulseSlot(h.store.getState())!;
    expect(slot.phase).toBe('ready');
    expect(slot.error).toContain('ECONNREFUSED');
    outage.on = false;
    await h.press('r');
    await h.until(
      (f) => !f.includes('could not read at') && f.includes('Declined purchases'),
      'the failure gone',
    );
    expect(pulseSlot(h.store.getState())!.error).toBeUndefined();
  });

  it('says why when the first read fails, with nothing to show', async () => {
    await h.press('q');
    await h.until((f) => !f.includes('Pulse |'), 'the pulse closed');
    outage.on = true;
    await h.press('!');
    await h.until((f) => f.includes('could not read the pulse'), 'the first read failing');
    expect(h.frame()).toContain('ECONNREFUSED');
    outage.on = false;
  });
});
