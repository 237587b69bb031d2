// The crash test: a burst of transfers against a file database, SIGKILL in the middle of it, a restart
// on the same file, and a ledger in which every transfer is whole or absent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { startSandboxChild, type Announced } from '../../support/sandbox-child.js';

const dir = mkdtempSync(join(tmpdir(), 'card-console-sigkill-'));
const dbFile = join(dir, 'sandbox.db');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SCALE = 9; // the account family prints 9 fraction digits
function units(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const [whole = '0', frac = ''] = decimal.replace('-', '').split('.');
  const value = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(frac.padEnd(SCALE, '0').slice(0, SCALE) || '0');
  return negative ? -value : value;
}

interface Account {
  id: string;
  status: string;
  currency: string;
  isTransferAllowed: boolean;
  balance: string;
}

async function getJson<T>(base: string, path: string, headers: Record<string, string>): Promise<T> {
  const res = await request(`${base}${path}`, { headers });
  expect(res.statusCode).toBe(200);
  return (await res.body.json()) as T;
}

async function balance(base: string, token: string, account: string): Promise<bigint> {
  const body = await getJson<{ balance: string }>(base, `/api/v2/accounts/${account}/balance`, {
    'x-api-token': token,
  });
  return units(body.balance);
}

async function opCount(
  base: string,
  apiKey: string,
  orgId: string,
  account: string,
  type: string,
): Promise<number> {
  const path = `/api/v2/organizations/${orgId}/wallets/operations?accountIds[]=${account}&types[]=${type}&quantity=1`;
  const body = await getJson<{ pagination: { totalQuantity: number } }>(base, path, {
    authorization: `Bearer ${apiKey}`,
  });
  return body.pagination.totalQuantity;
}

interface Snapshot {
  a: bigint;
  b: bigint;
  withdrawals: number;
  payins: number;
  fees: number;
}

async function snapshot(sandbox: Announced, a: string, b: string): Promise<Snapshot> {
  const m = sandbox.merchants[0];
  if (!m) throw new Error('no merchant');
  return {
    a: await balance(sandbox.baseUrl, m.apiToken, a),
    b: await balance(sandbox.baseUrl, m.apiToken, b),
    withdrawals: await opCount(sandbox.baseUrl, m.apiKey, m.orgId, a, 'withdrawal'),
    payins: await opCount(sandbox.baseUrl, m.apiKey, m.orgId, b, 'payin'),
    fees: await opCount(sandbox.baseUrl, m.apiKey, m.orgId, a, 'transfer_fee'),
  };
}

const ARGS = ['--json', '--port', '0', '--db', dbFile, '--seed', 'demo', '--provisioning-delay-ms', '0'];
const AMOUNT = '1.00';
const WORKERS = 8;
const KILL_AFTER_ACKS = 40;
const MAX_SENT = 300;

describe('SIGKILL during a burst of transfers', () => {
  it(
    'restarts on the same file with every transfer applied whole or not at all',
    { timeout: 120_000 },
    async () => {
      const first = startSandboxChild(ARGS);
      const sandbox = await first.announced;
      const merchant = sandbox.merchants[0];
      if (!merchant) throw new Error('no merchant');
      const token = { 'x-api-token': merchant.apiToken, 'content-type': 'application/json' };
      const { items } = await getJson<{ items: Account[] }>(sandbox.baseUrl, '/api/v2/accounts', token);
      const usable = items.filter(
        (acc) => acc.status === 'active' && acc.isTransferAllowed && acc.currency === 'USD',
      );
      const [a, b] = usable;
      if (!a || !b) throw new Error('the demo seed needs two active USD accounts that allow transfers');

      // One transfer first, to learn the fee a transfer of AMOUNT costs the source.
      const warmUp = await request(`${sandbox.baseUrl}/api/v2/accounts/${a.id}/transfer`, {
        method: 'POST',
        headers: token,
        body: JSON.stringify({ destinationAccountUuid: b.id, amount: AMOUNT }),
      });
      expect(warmUp.statusCode).toBe(200);
      const fee = units(((await warmUp.body.json()) as { feeAmount?: string }).feeAmount ?? '0');
      const before = await snapshot(sandbox, a.id, b.id);

      let sent = 0;
      let acked = 0;
      const agent = new Agent({ connections: WORKERS });
      const killed = new Promise<void>((resolve) => {
        const worker = async (): Promise<void> => {
          while (sent < MAX_SENT && first.process.exitCode === null && first.process.signalCode === null) {
            sent += 1;
            try {
              const res = await request(`${sandbox.baseUrl}/api/v2/accounts/${a.id}/transfer`, {
                method: 'POST',
                headers: token,
                body: JSON.stringify({ destinationAccountUuid: b.id, amount: AMOUNT }),
                dispatcher: agent,
              });
              await res.body.dump();
              if (res.statusCode === 200) acked += 1;
              if (acked >= KILL_AFTER_ACKS && first.process.signalCode === null) {
                first.process.kill('SIGKILL');
                resolve();
              }
            } catch {
              return; // the server died under this request: its outcome is what the restart shows
            }
          }
          resolve();
        };
        for (let i = 0; i < WORKERS; i += 1) void worker();
      });
      await killed;
      expect(await first.exited).toBe('SIGKILL');
      await agent.close().catch(() => undefined);

      const second = startSandboxChild(ARGS);
      try {
        const restarted = await second.announced;
        expect(restarted.merchants).toEqual(sandbox.merchants);
        const after = await snapshot(restarted, a.id, b.id);
        const applied = after.b - before.b;
        expect(applied % units(AMOUNT)).toBe(0n);
        const k = applied / units(AMOUNT);
        expect(k).toBeGreaterThanOrEqual(BigInt(acked));
        expect(k).toBeLessThanOrEqual(BigInt(sent));
        // The source paid exactly k transfers and their fees: nothing half-applied.
        expect(before.a - after.a).toBe(k * (units(AMOUNT) + fee));
        expect(after.withdrawals - before.withdrawals).toBe(Number(k));
        expect(after.payins - before.payins).toBe(Number(k));
        expect(after.fees - before.fees).toBe(fee > 0n ? Number(k) : 0);
      } finally {
        second.process.kill('SIGTERM');
      }
      expect(await second.exited).toBe(0);

      const db = new Database(dbFile, { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        const unbalanced = db
          .prepare('SELECT txn FROM ledger_entries GROUP BY txn HAVING SUM(amount) != 0')
          .all();
        expect(unbalanced).toEqual([]);
      } finally {
        db.close();
      }
    },
  );
});
