// A bulk suspend over 200+ cards driven by keys, with the sandbox's answers disturbed: cards
// closed before the marks (skipped) and after the confirmation (failed for good), a burst of 429s,
// responses lost after the server applied them, and 503s that the retry (R) finishes. Every card is
// accounted for and no card is suspended twice.
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import { faultPlan, faulty, type FaultyClient } from '../../../support/action-helpers.js';
import {
  allActive,
  firstWallet,
  issueMany,
  onlyJob,
  showCardsOf,
  statusesOf,
} from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('bulk suspend of 200+ cards with injected failures', () => {
  it('accounts for every card, retries the retryable ones with R, and changes no card twice', async () => {
    const lose = new Set<string>();
    const unavailable = new Set<string>();
    // The sets fill in once the cards exist; the plan reads them at each call.
    const faults = faultPlan('suspendCard', { rateBurst: 30, lose, unavailable });
    let client: FaultyClient | undefined;
    const wrap = (inner: ApiClient): ApiClient => {
      client = faulty(inner, faults.decide);
      return client;
    };
    h = await mountSandbox({ wrap });
    const wallet = await firstWallet(h.env.client);
    const issued = await issueMany(h.env.client, wallet, 210);
    await allActive(h.env.client, wallet, issued);
    const closedBefore = issued.slice(0, 10);
    const closedAfterPlan = issued.slice(10, 15);
    for (const id of issued.slice(20, 40)) lose.add(id);
    for (const id of issued.slice(40, 50)) unavailable.add(id);
    const terminate = (id: string) =>
      h!.env.client.call('terminateCard', { params: { wallet_id: wallet, instrument_id: id } });
    for (const id of closedBefore) await terminate(id);
    const before = await statusesOf(h.env.client, wallet);
    const willRun = [...before].filter(([, s]) => s === 'active').map(([id]) => id);
    expect(willRun.length).toBeGreaterThanOrEqual(200);

    await showCardsOf(h, wallet);
    await h.press('a');
    await h.until((f) => f.includes(`marked ${before.size} cards`), 'every card of the wallet marked');
    await h.press('s');
    await h.until(
      (f) => f.includes(`${willRun.length} cards will be changed; ${before.size - willRun.length} skipped.`),
      'the summary',
    );
    for (const id of closedAfterPlan) await terminate(id);
    await h.press('y');

    const job = onlyJob(h);
    const first = await job.done();
    expect(first).toMatchObject({
      state: 'finished',
      total: before.size,
      skipped: before.size - willRun.length,
      remaining: 0,
      running: 0,
    });
    expect(first.failed).toBe(closedAfterPlan.length + unavailable.size);
    expect(client!.maxInFlight()).toBeLessThanOrEqual(4);

    const items = new Map(job.items().map((i) => [i.card.id, i]));
    expect(items.size).toBe(before.size);
    for (const id of before.keys()) expect(items.has(id)).toBe(true);
    for (const id of closedBefore) expect(items.get(id)).toMatchObject({ state: 'skipped' });
    for (const id of closedAfterPlan)
      expect(items.get(id)).toMatchObject({ state: 'failed', error: { retryable: false } });
    for (const id of unavailable)
      expect(items.get(id)).toMatchObject({ state: 'failed', error: { retryable: true } });
    for (const id of lose) expect(items.get(id)).toMatchObject({ state: 'done' });

    await h.press(KEYS.enter);
    await h.until(
      (f) => f.includes('service_unavailable') && f.includes('retryable'),
      'the failures in the results',
    );
    faults.heal();
    await h.press('R');
    const second = await job.done();
    expect(second).toMatchObject({
      state: 'finished',
      failed: closedAfterPlan.length,
      done: willRun.length - closedAfterPlan.length,
    });
    for (const id of unavailable)
      expect(job.items().find((i) => i.card.id === id)).toMatchObject({ state: 'done', attempts: 2 });

    const after = await statusesOf(h.env.client, wallet);
    for (const [id, status] of before) {
      const expected = closedAfterPlan.includes(id) ? 'closed' : status === 'active' ? 'frozen' : status;
      expect(after.get(id)).toBe(expected);
    }
    for (const id of before.keys())
      expect(client!.forwarded.get(`suspendCard:${id}`) ?? 0).toBeLessThanOrEqual(1);
    const audited = h.ops.audit.entries().filter((e) => e.action === 'bulk.suspend');
    expect(new Set(audited.map((e) => e.targets.cardId)).size).toBe(willRun.length);
  }, 120_000);
});
