// `listen --register` against a real sandbox on port 0: a state change in the sandbox reaches the
// listener as a verified event, and the previous configuration is back after the stop signal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { readWebhookConfig } from '../../../src/api/receiver/index.js';
import { runListenCommand } from '../../../src/cli/listen/command.js';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index.js';
import { fakeProcess, type FakeProcess } from '../../support/fake-listen-process.js';

let sandbox: RunningSandbox;
let client: ApiClient;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', provisioningDelayMs: 0 });
  const merchant = sandbox.merchants[0];
  if (!merchant) throw new Error('the demo seed has no merchant');
  token = merchant.apiToken;
  client = createClient({ baseUrl: sandbox.baseUrl, credentials: { apiToken: token } });
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

const registerArgs = (...extra: string[]) => [
  '--register',
  '--json',
  '--base-url',
  sandbox.baseUrl,
  '--api-token',
  token,
  ...extra,
];

/** Deposits into the merchant's first account: an account_topup event. */
async function payin(amount: string): Promise<void> {
  const { items } = await client.call('listAccounts', {});
  const account = items[0];
  if (!account) throw new Error('the demo seed has no account');
  await client.call('sandboxPayin', { params: { account_uuid: account.id }, body: { amount } });
}

/** Runs listen until one accepted account_topup is printed, then stops it; returns the exit code. */
async function listenForOnePayin(
  p: FakeProcess,
  argv: string[],
  amount: string,
): Promise<{ code: number; record: Record<string, unknown> }> {
  const running = runListenCommand(argv, p.io);
  await p.ready;
  await payin(amount);
  const lines = await p.waitForOut((l) => l.some((line) => line.includes('"account_topup"')));
  const record = JSON.parse(lines.find((line) => line.includes('"account_topup"')) ?? '{}') as Record<
    string,
    unknown
  >;
  p.stop('SIGTERM');
  return { code: await running, record };
}

// Generous ceilings, not timing assertions: the sandbox and the listener share a loaded machine.
describe('listen --register against the sandbox', { timeout: 60_000 }, () => {
  it('receives a signed event for a state change, then removes the configuration it created', async () => {
    await client.call('deleteWebhookConfig', {}).catch(() => undefined);
    const p = fakeProcess();
    const { code, record } = await listenForOnePayin(p, registerArgs(), '12.34');
    expect(code).toBe(0);
    // Accepted means the signature (with the generated secret) verified.
    expect(record.status).toBe('accepted');
    expect(record.type).toBe('account_topup');
    expect(p.err.join('')).toMatch(/registered as the webhook endpoint of .* \(previous: none\)/);
    expect(p.err.join('')).toMatch(/webhook configuration removed/);
    expect(await readWebhookConfig(client)).toBeNull();
    expect([...p.out, ...p.err].join('')).not.toContain(token);
  });

  it('restores a previous configuration with its secret when given --previous-secret', async () => {
    const previous = await client.call('putWebhookConfig', {
      body: {
        url: 'http://127.0.0.1:9/previous',
        secret: 'previous-secret-1',
        eventTypes: ['card_state'],
        enabled: false,
      },
    });
    const p = fakeProcess();
    const { code, record } = await listenForOnePayin(
      p,
      registerArgs('--previous-secret', 'previous-secret-1', '--events', 'account_topup'),
      '5.00',
    );
    expect(code).toBe(0);
    expect(record.status).toBe('accepted');
    const restored = await readWebhookConfig(client);
    expect(restored).toMatchObject({
      url: previous.url,
      eventTypes: ['card_state'],
      enabled: false,
      hasSecret: true,
    });
    expect([...p.out, ...p.err].join('')).not.toContain('previous-secret-1');
  });

  it('restores a previous configuration that had no secret without leaving one behind', async () => {
    await client.call('deleteWebhookConfig', {});
    await client.call('putWebhookConfig', {
      body: { url: 'http://127.0.0.1:9/open', eventTypes: 'all', enabled: true },
    });
    const p = fakeProcess();
    const { code } = await listenForOnePayin(p, registerArgs(), '1.00');
    expect(code).toBe(0);
    expect(await readWebhookConfig(client)).toMatchObject({
      url: 'http://127.0.0.1:9/open',
      eventTypes: 'all',
      enabled: true,
      hasSecret: false,
    });
  });

  it('refuses to replace a configuration with a secret it could not restore, and changes nothing', async () => {
    const before = await client.call('putWebhookConfig', {
      body: {
        url: 'http://127.0.0.1:9/guarded',
        secret: 'guarded-secret-1',
        eventTypes: 'all',
        enabled: true,
      },
    });
    const p = fakeProcess();
    expect(await runListenCommand(registerArgs(), p.io)).toBe(2);
    expect(p.err.join('')).toMatch(/--register: .*signing secret.*--previous-secret/);
    expect(await readWebhookConfig(client)).toMatchObject({
      url: before.url,
      hasSecret: true,
      updatedAt: before.updatedAt,
    });
  });

  it('leaves alone a configuration someone else set while it listened', async () => {
    await client.call('deleteWebhookConfig', {});
    const p = fakeProcess();
    const running = runListenCommand(registerArgs(), p.io);
    await p.ready;
    await client.call('putWebhookConfig', {
      body: { url: 'http://127.0.0.1:9/theirs', eventTypes: 'all', enabled: true },
    });
    p.stop();
    expect(await running).toBe(0);
    expect(p.err.join('')).toMatch(
      /changed by someone else .*now http:\/\/127\.0\.0\.1:9\/theirs.*left as it is/,
    );
    expect(await readWebhookConfig(client)).toMatchObject({ url: 'http://127.0.0.1:9/theirs' });
  });
});
