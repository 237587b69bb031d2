// `--log-file`: JSON lines of what was sent, 0600, and never a secret: a real client against a real
// sandbox writes it, and the file is searched for the credentials and a card number.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createSentLog, writeSentLogTo } from '../../src/api/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../src/sandbox/index.js';

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let dir: string;
const PAN = '4111111111111111';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  dir = mkdtempSync(join(tmpdir(), 'sent-log-'));
});
afterAll(() => sandbox.close());

async function session(path: string): Promise<void> {
  const log = createSentLog('sandbox');
  const file = writeSentLogTo(path, log, { secrets: [merchant.apiKey, merchant.apiToken] });
  const client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    onRequest: (e) => log.record(e),
  });
  await client.call('listWallets', {});
  await client.call('listAccounts', {});
  // A change whose body carries a card number and the token (an operator's paste): masked in the file.
  await client
    .call('putWebhookConfig', { body: { url: `https://hook.example/${PAN}?t=${merchant.apiToken}` } })
    .catch(() => undefined);
  file.close();
  await client.close();
}

describe('--log-file', () => {
  it('writes one JSON line per request, 0600, with no credential or card number in it', async () => {
    const path = join(dir, 'session.jsonl');
    await session(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = readFileSync(path, 'utf8');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.method, l.routeId])).toEqual([
      ['GET', 'listWallets'],
      ['GET', 'listAccounts'],
      ['PUT', 'putWebhookConfig'],
    ]);
    expect(lines[0]).toMatchObject({ seq: 1, profile: 'sandbox', status: 200, attempt: 1 });
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(String(lines[0]?.requestId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines[2]?.body).toContain('https://hook.example/');
    for (const secret of [merchant.apiKey, merchant.apiToken, PAN]) expect(text).not.toContain(secret);
  });

  it('appends to an existing file and takes it back to 0600', async () => {
    const path = join(dir, 'existing.jsonl');
    writeFileSync(path, '{"earlier":true}\n', { mode: 0o644 });
    await session(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = readFileSync(path, 'utf8');
    expect(text.startsWith('{"earlier":true}\n')).toBe(true);
    expect(text.trimEnd().split('\n')).toHaveLength(4);
  });

  it('a file that cannot be opened is an error at once, not a silent session', () => {
    expect(() => writeSentLogTo(join(dir, 'no-such-dir', 'x.jsonl'), createSentLog('p'))).toThrow(/ENOENT/);
  });
});
