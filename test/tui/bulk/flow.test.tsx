// Bulk work driven by keys against a real sandbox: marks (space, a, A) with the count always in
// view, a bulk suspend with its skipped cards listed, a bulk fund refused above a wallet's balance,
// a terminate confirmed by the typed count, cancel, and retry of the failures.
import { afterEach, describe, expect, it } from 'vitest';
import { ServerError } from '../../../src/api/index.js';
import { selectPaneRows } from '../../../src/store/index.js';
import { KEYS } from '../../support/harness.js';
import {
  firstWallet,
  onlyJob,
  showCardsOf,
  statusesOf,
  suspendAllOfFirstWallet,
} from '../../support/bulk-helpers.js';
import { gateRoute, mountSandbox, onRoute, type SandboxHarness } from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const marks = (harness: SandboxHarness) => harness.store.getState().marks;
const overlay = (harness: SandboxHarness) => harness.store.getState().view.overlay;

describe('marks', () => {
  it('space toggles the cursor row, a marks every matching card with the count, A clears; the count always shows', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const rows = selectPaneRows(h.store.getState(), 'cards');
    await h.press(' ');
    expect([...marks(h)]).toEqual([rows[0]]);
    await h.until((f) => f.includes('[1 marked]'), 'the marked count');
    expect(h.frame()).toContain('>+');
    await h.press('j', ' ');
    expect([...marks(h)].sort()).toEqual([rows[0], rows[1]].sort());
    await h.press('k', ' ');
    expect([...marks(h)]).toEqual([rows[1]]);
    await h.press('A');
    expect(marks(h).size).toBe(0);
    await h.until((f) => !f.includes('marked]'), 'the count gone');

    const total = (await statusesOf(h.env.client, wallet)).size;
    await h.press('a');
    await h.until((f) => f.includes(`marked ${total} cards`), 'the mark-all notification');
    expect(marks(h).size).toBe(total);
    expect(h.frame()).toContain(`[${total} marked]`);
  });

  it('a follows the status filter of the cards pane', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const frozen = [...(await statusesOf(h.env.client, wallet))]
      .filter(([, s]) => s === 'frozen')
      .map(([id]) => id);
    expect(frozen.length).toBeGreaterThan(0);
    await h.type(':status frozen');
    await h.press(KEYS.enter);
    await h.press('a');
    await h.until(
      (f) => f.includes(`marked ${frozen.length} cards matching status frozen`),
      'the filtered count',
    );
    expect([...marks(h)].sort()).toEqual(frozen.sort());
  });
});

describe('bulk suspend', () => {
  it('confirms with the count and each skipped card with its reason, runs, clears the marks and opens the jobs view', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const before = await statusesOf(h.env.client, wallet);
    const active = [...before].filter(([, s]) => s === 'active').map(([id]) => id);
    await h.press('a');
    await h.until(() => marks(h!).size === before.size, 'every card marked');
    await h.press('s');
    await h.until((f) => f.includes('Skipped:'), 'the confirmation');
    const frame = h.frame();
    expect(frame).toContain(`Bulk suspend of ${active.length} cards`);
    expect(frame).toContain(
      `${active.length} cards will be changed; ${before.size - active.length} skipped.`,
    );
    expect(frame).toMatch(/closed/);
    expect(frame).toMatch(/frozen/);
    expect(h.jobs.list()).toHaveLength(0);

    await h.press('y');
    const job = onlyJob(h);
    expect(marks(h).size).toBe(0);
    expect(overlay(h)).toMatchObject({ kind: 'jobs' });
    const end = await job.done();
    expect(end).toMatchObject({
      state: 'finished',
      done: active.length,
      failed: 0,
      skipped: before.size - active.length,
    });
    await h.until((f) => f.includes('finished'), 'the job finished in the view');
    const after = await statusesOf(h.env.client, wallet);
    for (const [id, status] of before) expect(after.get(id)).toBe(status === 'active' ? 'frozen' : status);
  });

  it('esc on the confirmation starts nothing', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    await h.press(' ', 'j', ' ');
    await h.press('s');
    await h.until((f) => f.includes('Bulk suspend'), 'the confirmation');
    await h.press(KEYS.esc);
    expect(overlay(h)).toBeNull();
    expect(h.jobs.list()).toHaveLength(0);
    expect(marks(h).size).toBe(2);
  });
});

describe('bulk fund', () => {
  it('is refused on the amount field when the total exceeds the wallet balance, and nothing runs', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    await h.press('a');
    await h.until((f) => /marked \d+ cards/.test(f), 'the marks');
    const topUps = async () =>
      (await h!.env.client.call('listCardOperations', { query: { 'types[]': ['top_up'], quantity: 500 } }))
        .data.length;
    const before = await topUps();
    await h.press('f');
    await h.until((f) => f.includes('Bulk fund'), 'the bulk fund form');
    await h.type('999999');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('exceeds the available balance'), 'the refusal');
    expect(overlay(h)).toMatchObject({ kind: 'form' });
    expect(h.jobs.list()).toHaveLength(0);
    expect(await topUps()).toBe(before);
    expect(h.ops.audit.entries()).toHaveLength(0);
  });

  it('funds every active marked card with the same amount after the summary shows the total', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    await h.press(' ', 'j', ' ');
    await h.press('f');
    await h.until((f) => f.includes('Bulk fund'), 'the bulk fund form');
    await h.type('1.50');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Amount each'), 'the summary');
    const plannable = h.frame().match(/(\d+) cards will be changed/)?.[1];
    expect(h.frame()).toMatch(/total: \d+\.\d\d/);
    await h.press('y');
    const end = await onlyJob(h).done();
    expect(end.done).toBe(Number(plannable));
  });
});

describe('bulk terminate', () => {
  it('asks for the typed count and refuses a wrong one', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const before = await statusesOf(h.env.client, wallet);
    const rows = selectPaneRows(h.store.getState(), 'cards');
    const activeRows = rows.filter((id) => before.get(id) === 'active').slice(0, 3);
    for (const id of rows) {
      if (activeRows.includes(id)) await h.press(' ');
      await h.press('j');
    }
    expect(marks(h).size).toBe(3);
    await h.press('x');
    await h.until((f) => f.includes('cannot be undone'), 'the summary');
    await h.press('y');
    await h.until((f) => f.includes('Type the number of cards (3)'), 'the count form');
    await h.type('2');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('does not match the number of cards (3)'), 'the refusal');
    expect(h.jobs.list()).toHaveLength(0);
    await h.press(KEYS.backspace);
    await h.type('3');
    await h.press(KEYS.enter);
    await onlyJob(h).done();
    const after = await statusesOf(h.env.client, wallet);
    for (const id of activeRows) expect(after.get(id)).toBe('closed');
  });
});

describe('jobs view: cancel and retry', () => {
  it('c cancels: the cards in flight finish, nothing new starts; the footer counts running jobs', async () => {
    const gate = gateRoute('suspendCard');
    h = await mountSandbox({ wrap: gate.wrap });
    const job = await suspendAllOfFirstWallet(h);
    await h.until((f) => f.includes('1 job running'), 'the running count');
    await h.until(() => job.progress().running > 0, 'requests in flight');
    await h.press('c');
    expect(job.progress().state).toBe('cancelling');
    gate.open();
    const end = await job.done();
    expect(end.state).toBe('cancelled');
    expect(end.done).toBeLessThanOrEqual(4);
    expect(end.cancelled).toBe(job.plan.items.length - end.done - end.failed);
    await h.until((f) => f.includes('cancelled') && !f.includes('job running'), 'the cancelled job');
  });

  it('R retries the failed cards with their keys and Enter lists each card with its outcome', async () => {
    let failing = true;
    const wrap = onRoute('suspendCard', (input) => {
      if (failing && (input.params?.instrument_id ?? '').localeCompare('m') < 0) {
        throw new ServerError(
          { method: 'POST', path: '/suspend', status: 503 },
          'service_unavailable',
          'injected outage',
        );
      }
    });
    h = await mountSandbox({ wrap });
    const job = await suspendAllOfFirstWallet(h);
    const first = await job.done();
    expect(first.failed).toBeGreaterThan(0);
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('injected outage') && f.includes('retryable'), 'the failures listed');
    failing = false;
    await h.press('R');
    const second = await job.done();
    expect(second).toMatchObject({ failed: 0, done: first.done + first.failed });
    await h.until((f) => /2 attempts/.test(f), 'the retried cards');
  });
});
