// Bulk work driven by keys against a real sandbox: marks (space, a, A) with the count always in
// view, a bulk suspend with its skipped cards listed, a bulk fund refused above a wallet's balance,
// a terminate confirmed by the typed count, cancel, and retry of the failures.
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/domain/money.js';
import { selectPaneRows } from '../../../src/store/index.js';
import { KEYS } from '../../support/harness.js';
import { nano } from '../../support/action-helpers.js';
import {
  balancesOf,
  firstWallet,
  onlyJob,
  showCardsOf,
  statusesOf,
  suspendAllOfFirstWallet,
  walletBalanceOf,
} from '../../support/bulk-helpers.js';
import { gateRoute, mountSandbox, type SandboxHarness } from '../../support/sandbox-harness.js';
import {
  recordingClient,
  type CannedReply,
  type RecordingClient,
  type SentRequest,
} from '../../support/wire.js';
import { nanos } from '../../support/money.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const marks = (harness: SandboxHarness) => harness.store.getState().marks;
const overlay = (harness: SandboxHarness) => harness.store.getState().view.overlay;

/** The card a request funds, or undefined for any other request. */
const fundedCard = (r: SentRequest): string | undefined => /\/instruments\/([^/?]+)\/fund$/.exec(r.path)?.[1];

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
    const client = h.env.client;
    const wallet = await firstWallet(client);
    await showCardsOf(h, wallet);
    const marked = selectPaneRows(h.store.getState(), 'cards').slice(0, 2);
    await h.press(' ', 'j', ' ');
    expect([...marks(h)].sort()).toEqual([...marked].sort());
    const cardsBefore = await balancesOf(client, wallet);
    const walletBefore = await walletBalanceOf(client, wallet);
    const funded = marked.filter((id) => cardsBefore.get(id)?.status === 'active');
    expect(funded.length).toBeGreaterThan(0);
    const total = nano('1.50') * BigInt(funded.length);
    await h.press('f');
    await h.until((f) => f.includes('Bulk fund'), 'the bulk fund form');
    await h.type('1.50');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Amount each'), 'the summary');
    expect(h.frame()).toContain(`${funded.length} cards will be changed`);
    expect(h.frame()).toContain(`Amount each: 1.50 USD   total: ${formatAmount(nanos(total), 2)} USD`);
    await h.press('y');
    const end = await onlyJob(h).done();
    expect(end).toMatchObject({ done: funded.length, failed: 0 });
    // Exactly 1.50 onto each funded card, nothing onto the others, and exactly the total off the wallet.
    const cardsAfter = await balancesOf(client, wallet);
    for (const id of marked) {
      const added = funded.includes(id) ? nano('1.50') : 0n;
      expect(nano(cardsAfter.get(id)!.balance)).toBe(nano(cardsBefore.get(id)!.balance) + added);
    }
    expect(nano(await walletBalanceOf(client, wallet))).toBe(nano(walletBefore) - total);
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
    // An outage in front of the sandbox: the first fund of every card whose id sorts before 'm' is
    // answered 503 without reaching it. Every attempt is recorded as it goes on the wire.
    let failing = true;
    let wire: RecordingClient | undefined;
    const outage = (r: SentRequest): CannedReply | undefined =>
      failing && (fundedCard(r) ?? 'z').localeCompare('m') < 0
        ? { status: 503, body: { code: 'service_unavailable', message: 'injected outage' } }
        : undefined;
    h = await mountSandbox({
      wrap: (_client, env) => {
        wire = recordingClient(
          { baseUrl: env.sandbox.baseUrl, credentials: env.merchant, retry: { maxRetries: 0 } },
          outage,
        );
        env.clients.push(wire.client);
        return wire.client;
      },
    });
    const client = h.env.client;
    const wallet = await firstWallet(client);
    await showCardsOf(h, wallet);
    await h.press('a');
    await h.until((f) => /marked \d+ cards/.test(f), 'the marks');
    const cardsBefore = await balancesOf(client, wallet);
    const walletBefore = await walletBalanceOf(client, wallet);
    await h.press('f');
    await h.until((f) => f.includes('Bulk fund'), 'the bulk fund form');
    await h.type('0.25');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Amount each'), 'the summary');
    await h.press('y');
    const job = onlyJob(h);
    const first = await job.done();
    const firstAttempts = wire!.sent.filter((r) => fundedCard(r) !== undefined);
    const failedIds = firstAttempts.map(fundedCard).filter((id) => id!.localeCompare('m') < 0);
    expect(first.failed).toBe(failedIds.length);
    expect(first.failed).toBeGreaterThan(0);
    expect(first.done).toBe(firstAttempts.length - failedIds.length);
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('injected outage') && f.includes('retryable'), 'the failures listed');
    failing = false;
    await h.press('R');
    const second = await job.done();
    expect(second).toMatchObject({ failed: 0, done: first.done + first.failed });
    // Enter's list shows each funded card done; the job counts two attempts for the retried ones.
    const funded = firstAttempts.map(fundedCard) as string[];
    await h.until(
      (f) =>
        funded.every((id) => f.split('\n').some((l) => l.startsWith('done') && l.includes(id.slice(0, 13)))),
      'every funded card listed as done',
    );
    for (const item of job.items()) {
      if (funded.includes(item.card.id)) expect(item.attempts).toBe(failedIds.includes(item.card.id) ? 2 : 1);
    }
    // The retry sent exactly the failed cards again, each with the key of its first attempt.
    const retried = wire!.sent.filter((r) => fundedCard(r) !== undefined).slice(firstAttempts.length);
    expect(retried.map(fundedCard).sort()).toEqual([...failedIds].sort());
    const firstKey = new Map(firstAttempts.map((r) => [fundedCard(r), r.key]));
    for (const r of retried) {
      expect(r.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.key).toBe(firstKey.get(fundedCard(r)));
    }
    // Each funded card got 0.25 once, and the wallet lost exactly that much per card.
    const cardsAfter = await balancesOf(client, wallet);
    for (const id of funded)
      expect(nano(cardsAfter.get(id)!.balance)).toBe(nano(cardsBefore.get(id)!.balance) + nano('0.25'));
    expect(nano(await walletBalanceOf(client, wallet))).toBe(
      nano(walletBefore) - nano('0.25') * BigInt(funded.length),
    );
  });
});
