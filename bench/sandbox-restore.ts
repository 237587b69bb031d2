// How fast a snapshot puts a merchant back, over real HTTP against the built sandbox:
// - sandbox_restore_ms_demo: the demo seed's first merchant, saved, then 10 deposits, then restored; the
//   median of 7 rounds (ms).
// - sandbox_restore_s_1m: the scale seed's merchant of 1,000,000 cards (a database file), saved once (its
//   time is reported as sandbox_snapshot_save_s_1m), then 20 deposits and 5 purchases, then restored; the
//   median of 3 rounds (s).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, startSandboxProcess } from './lib.js';

/** One request with no client timeout: saving a million cards' state takes minutes. */
async function send(
  url: string,
  headers: Record<string, string>,
  method: string,
  body?: unknown,
): Promise<unknown> {
  const { request } = await import('node:http');
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { ...headers, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          (res.statusCode ?? 500) >= 300
            ? reject(new Error(`${method} ${url}: ${res.statusCode} ${text}`))
            : resolve(text ? (JSON.parse(text) as unknown) : undefined),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface Measured {
  saveMs: number;
  restoreMs: number[];
}

async function measure(
  extra: string[],
  rounds: number,
  changes: number,
  purchases: number,
): Promise<Measured> {
  const sandbox = await startSandboxProcess(['--provisioning-delay-ms', '0', ...extra]);
  try {
    const m = sandbox.merchants[0]!;
    const headers = { 'x-api-token': m.apiToken };
    const base = sandbox.baseUrl;
    const accounts = (await send(`${base}/api/v2/accounts`, headers, 'GET')) as { items: { id: string }[] };
    const wallet = accounts.items[0]!.id;
    const cards = (await send(
      `${base}/api/v2/organizations/${m.orgId}/wallets/${wallet}/instruments?statuses[]=active&quantity=${purchases + 1}`,
      { authorization: `Bearer ${m.apiKey}` },
      'GET',
    )) as { data: { cardId: string }[] };
    let began = performance.now();
    await send(`${base}/api/v2/sandbox/snapshots`, headers, 'POST', { name: 'bench' });
    const saveMs = performance.now() - began;
    const restoreMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < changes; i++)
        await send(`${base}/api/v2/sandbox/accounts/${wallet}/payin`, headers, 'POST', { amount: '1.00' });
      for (const card of cards.data.slice(0, purchases))
        await send(`${base}/api/v2/sandbox/cards/${card.cardId}/purchase`, headers, 'POST', {
          amount: '0.01',
        });
      began = performance.now();
      await send(`${base}/api/v2/sandbox/snapshots/bench/restore`, headers, 'POST');
      restoreMs.push(performance.now() - began);
    }
    return { saveMs, restoreMs };
  } finally {
    await sandbox.stop();
  }
}

export async function benchSandboxRestore(cards = 1_000_000): Promise<Record<string, number>> {
  const demo = await measure([], 7, 10, 0);
  const dir = mkdtempSync(join(tmpdir(), 'bench-restore-'));
  try {
    const scale = await measure(
      ['--db', join(dir, 'scale.db'), '--seed', 'scale', '--cards', String(cards), '--wallets', '10'],
      3,
      20,
      5,
    );
    return {
      sandbox_restore_ms_demo: Math.round(median(demo.restoreMs)),
      sandbox_restore_s_1m: Number((median(scale.restoreMs) / 1000).toFixed(2)),
      sandbox_snapshot_save_s_1m: Number((scale.saveMs / 1000).toFixed(1)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
