// Shared steps of the bulk UI tests: put the cards pane on a wallet by keys, issue many cards
// through the API, and wait for a job in the registry to end.
import { expect } from 'vitest';
import type { BulkJob, BulkProgress } from '../../src/actions/index.js';
import type { ApiClient } from '../../src/api/index.js';
import { selectPaneRows } from '../../src/store/index.js';
import { activeWallets } from './action-helpers.js';

export { issueMany } from './action-helpers.js';
import type { SandboxHarness } from './sandbox-harness.js';

/** The cards pane of `walletId`, chosen by moving the accounts cursor with keys. */
export async function showCardsOf(h: SandboxHarness, walletId: string): Promise<void> {
  await h.press('1');
  const rows = selectPaneRows(h.store.getState(), 'accounts');
  const index = rows.indexOf(walletId);
  expect(index).toBeGreaterThanOrEqual(0);
  await h.press('g');
  for (let i = 0; i < index; i += 1) await h.press('j');
  expect(h.store.getState().view.selectedAccountId).toBe(walletId);
  await h.press('2');
  await h.until(() => selectPaneRows(h.store.getState(), 'cards').length > 0, 'the cards of the wallet');
}

export async function firstWallet(client: ApiClient): Promise<string> {
  const wallet = (await activeWallets(client))[0];
  if (!wallet) throw new Error('the sandbox has no active wallet');
  return wallet.id;
}

/** Waits (bounded by rounds of real I/O, not a clock) for every card of `ids` to be active. */
export async function allActive(client: ApiClient, wallet: string, ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  for (let round = 0; round < 500; round += 1) {
    let active = 0;
    for await (const c of client.paginate(
      'listCards',
      { params: { wallet_id: wallet } },
      { pageSize: 500 },
    )) {
      if (wanted.has(c.cardId) && c.cardStatus === 'active') active += 1;
    }
    if (active === wanted.size) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the issued cards never became active');
}

/** Each card of `wallet` by id: its status and its balance (a decimal string, as the API sends it). */
export async function balancesOf(
  client: ApiClient,
  wallet: string,
): Promise<Map<string, { status: string; balance: string }>> {
  const out = new Map<string, { status: string; balance: string }>();
  for await (const c of client.paginate('listCards', { params: { wallet_id: wallet } }, { pageSize: 500 }))
    out.set(c.cardId, { status: c.cardStatus, balance: c.availableBalance });
  return out;
}

export async function statusesOf(client: ApiClient, wallet: string): Promise<Map<string, string>> {
  return new Map([...(await balancesOf(client, wallet))].map(([id, card]) => [id, card.status]));
}

export async function walletBalanceOf(client: ApiClient, wallet: string): Promise<string> {
  return (await client.call('getAccountBalance', { params: { account_uuid: wallet } })).availableBalance;
}

export function onlyJob(h: SandboxHarness): BulkJob {
  const jobs = h.jobs.list();
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

export async function finished(job: BulkJob): Promise<BulkProgress> {
  return job.done();
}

/** By keys: every card of the first wallet marked (a), a bulk suspend (s) confirmed (y); the job it started. */
export async function suspendAllOfFirstWallet(h: SandboxHarness): Promise<BulkJob> {
  await showCardsOf(h, await firstWallet(h.env.client));
  await h.press('a');
  await h.until(() => h.store.getState().marks.size > 0, 'the marks');
  await h.press('s');
  await h.until((f) => f.includes('Bulk suspend'), 'the summary');
  await h.press('y');
  return onlyJob(h);
}
