// `card-console sandbox --database-url` as child processes on one throwaway PostgreSQL server.
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startSandboxChild } from '../../support/sandbox-child.js';
import { usePostgresServer } from '../../support/postgres-file.js';
import { TEST_PASSWORD } from '../../support/postgres-server.js';

const server = usePostgresServer();

async function balanceOf(base: string, token: string, wallet: string): Promise<string> {
  const res = await request(`${base}/api/v2/accounts/${wallet}/balance`, {
    headers: { 'x-api-token': token },
  });
  return ((await res.body.json()) as { balance: string }).balance;
}

describe('sandbox --database-url (child processes)', () => {
  it("serves on PostgreSQL; a second process on the same database does not seed again and sees the first one's writes; the password never shows", async () => {
    const url = server.database();
    const first = startSandboxChild([
      '--json',
      '--port',
      '0',
      '--database-url',
      url,
      '--provisioning-delay-ms',
      '0',
    ]);
    let second: ReturnType<typeof startSandboxChild> | undefined;
    try {
      const one = await first.announced;
      second = startSandboxChild([
        '--port',
        '0',
        '--provisioning-delay-ms',
        '0',
        '--json',
        '--database-url',
        url,
      ]);
      const two = await second.announced;
      // The same merchants: the second process found data and did not seed.
      expect(two.merchants.map((m) => m.apiToken)).toEqual(one.merchants.map((m) => m.apiToken));
      const token = one.merchants[0]!.apiToken;
      const accounts = await request(`${one.baseUrl}/api/v2/accounts`, { headers: { 'x-api-token': token } });
      const wallet = ((await accounts.body.json()) as { items: Array<{ id: string }> }).items[0]!.id;
      const before = await balanceOf(two.baseUrl, token, wallet);
      const payin = await request(`${one.baseUrl}/api/v2/sandbox/accounts/${wallet}/payin`, {
        method: 'POST',
        headers: { 'x-api-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: '12.34' }),
      });
      expect(payin.statusCode, await payin.body.text()).toBeLessThan(300);
      // Written through the first process, read through the second on its next read.
      const after = await balanceOf(two.baseUrl, token, wallet);
      // Balances in the account family's 9 fraction digits, compared as integers (never floats).
      const units = (amount: string): bigint => BigInt(amount.replace('.', ''));
      expect(units(after) - units(before)).toBe(12_340_000_000n);
      const ready = await request(`${two.baseUrl}/readyz`);
      expect(await ready.body.json()).toEqual({ status: 'ready', engine: 'postgres' });
    } finally {
      first.process.kill('SIGTERM');
      second?.process.kill('SIGTERM');
    }
    expect(await first.exited).toBe(0);
    expect(await second!.exited).toBe(0);
    for (const child of [first, second!]) {
      expect(child.stderr()).toMatch(/--database-url on the command line is visible to other users/);
      expect(child.stdout() + child.stderr()).not.toContain(TEST_PASSWORD);
    }
  }, 120_000);

  it('says why it cannot start, without the password, when the database refuses it', async () => {
    const url = new URL(server.url());
    url.pathname = '/no_such_database';
    const child = startSandboxChild(['--port', '0', '--database-url', url.toString()]);
    expect(await child.exited).toBe(1);
    expect(child.stderr()).toMatch(/could not start: database "no_such_database" does not exist/);
    expect(child.stdout() + child.stderr()).not.toContain(TEST_PASSWORD);
  }, 60_000);
});
