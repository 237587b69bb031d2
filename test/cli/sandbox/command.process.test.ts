// `card-console sandbox --json` as a child process: one JSON line on stdout, clean exit on SIGTERM.
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { startSandboxChild } from '../../support/sandbox-child.js';

const CREDENTIAL_KEYS = [
  'name',
  'orgId',
  'apiToken',
  'apiKey',
  'readOnlyApiToken',
  'readOnlyApiKey',
  'email',
  'password',
];

describe('sandbox --json (child process)', () => {
  it('prints exactly one JSON line, serves, and exits 0 on SIGTERM', async () => {
    const child = startSandboxChild(['--json', '--port', '0', '--db', ':memory:', '--seed', 'demo']);
    try {
      const announced = await child.announced;
      expect(announced.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(announced.merchants.length).toBeGreaterThanOrEqual(2);
      for (const m of announced.merchants) expect(Object.keys(m).sort()).toEqual([...CREDENTIAL_KEYS].sort());
      const token = announced.merchants[0]?.apiToken ?? '';
      const res = await request(`${announced.baseUrl}/api/v2/accounts`, {
        headers: { 'x-api-token': token },
      });
      expect(res.statusCode).toBe(200);
      expect(((await res.body.json()) as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(2);
    } finally {
      child.process.kill('SIGTERM');
    }
    expect(await child.exited).toBe(0);
    const lines = child.stdout().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('');
  });

  it('exits 2 naming the flag and its rule on a bad flag, without starting', async () => {
    const child = startSandboxChild(['--json', '--port', 'eighty']);
    expect(await child.exited).toBe(2);
    expect(child.stderr()).toContain('--port must be an integer from 0 to 65535');
    expect(child.stdout()).toBe('');
  });
});
