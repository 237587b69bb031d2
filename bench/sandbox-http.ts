// Sandbox throughput: a card list page (GET) and a top-up (POST), each loaded by a second process
// over loopback. Figures: requests/s and p99 latency.
import { getJson, runLoad, startSandboxProcess } from './lib.js';

export interface SandboxHttpFigures {
  card_list_rps: number;
  card_list_p99_ms: number;
  topup_rps: number;
  topup_p99_ms: number;
  load_errors: number;
}

export async function benchSandboxHttp(durationMs = 5000): Promise<SandboxHttpFigures> {
  const sandbox = await startSandboxProcess(['--provisioning-delay-ms', '0', '--seed', 'demo']);
  try {
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

    const list = await runLoad({ url: cardsUrl, method: 'GET', headers: org, durationMs, connections: 8 });
    const topup = await runLoad({
      url: `${sandbox.baseUrl}/api/v2/accounts/${wallet.id}/cards/${card.cardId}/topup`,
      method: 'POST',
      headers: { ...acct, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: '0.01', currency: 'USD' }),
      durationMs,
      connections: 8,
    });
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
