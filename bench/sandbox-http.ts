// Sandbox throughput: a card list page (GET) and a top-up (POST), each loaded by a second process
// over loopback. Figures: requests/s and p99 latency.
import { getJson, runLoad, startSandboxProcess, type LoadResult, type RunningSandbox } from './lib.js';

export interface SandboxHttpFigures {
  card_list_rps: number;
  card_list_p99_ms: number;
  topup_rps: number;
  topup_p99_ms: number;
  load_errors: number;
}

/** A demo sandbox's card list and top-up, each loaded for `durationMs`. */
export interface HttpTargets {
  list: { url: string; headers: Record<string, string> };
  topup: { url: string; headers: Record<string, string>; body: string };
}

/** The demo merchant's first active wallet's card list, and a top-up of its first active card (funded for the load). */
export async function httpTargets(sandbox: RunningSandbox): Promise<HttpTargets> {
  const m = sandbox.merchants[0]!;
  const org = { authorization: `Bearer ${m.apiKey}` };
  const acct = { 'x-api-token': m.apiToken };
  const wallets = await getJson<{ data: { id: string; status: string }[] }>(
    `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets`,
    org,
  );
  const wallet = wallets.data.find((w) => w.status === 'active')!;
  const cardsUrl = `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets/${wallet.id}/instruments?page=1&quantity=25`;
  const cards = await getJson<{ data: { cardId: string; cardStatus: string }[] }>(
    `${cardsUrl}&statuses[]=active`,
    org,
  );
  const card = cards.data[0]!;
  // Enough funds for every top-up the load can send.
  await getJson(`${sandbox.baseUrl}/api/v2/sandbox/accounts/${wallet.id}/payin`, acct, {
    method: 'POST',
    body: { amount: '100000000.00' },
  });
  return {
    list: { url: cardsUrl, headers: org },
    topup: {
      url: `${sandbox.baseUrl}/api/v2/accounts/${wallet.id}/cards/${card.cardId}/topup`,
      headers: { ...acct, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '0.01', currency: 'USD' }),
    },
  };
}

export const loadList = (t: HttpTargets, durationMs: number, connections = 8): Promise<LoadResult> =>
  runLoad({ url: t.list.url, method: 'GET', headers: t.list.headers, durationMs, connections });

export const loadTopup = (t: HttpTargets, durationMs: number, connections = 8): Promise<LoadResult> =>
  runLoad({ ...t.topup, method: 'POST', durationMs, connections });

export async function benchSandboxHttp(durationMs = 5000): Promise<SandboxHttpFigures> {
  const sandbox = await startSandboxProcess(['--provisioning-delay-ms', '0', '--seed', 'demo']);
  try {
    const targets = await httpTargets(sandbox);
    const list = await loadList(targets, durationMs);
    const topup = await loadTopup(targets, durationMs);
    return {
      card_list_rps: list.rps,
      card_list_p99_ms: list.p99_ms,
      topup_rps: topup.rps,
      topup_p99_ms: topup.p99_ms,
      load_errors: list.errors + list.status_mismatch + topup.errors + topup.status_mismatch,
    };
  } finally {
    await sandbox.stop();
  }
}
