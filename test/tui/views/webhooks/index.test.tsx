// The Webhooks view against a real sandbox: configuration (never the secret), delivery history with
// filters, a payload, pause/resume, removal after confirmation, read-only refusal, and the config
// form's validation.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionContext, type ActionContext } from '../../../../src/actions/index.js';
import { createClient, type ApiClient } from '../../../../src/api/index.js';
import { startSandbox, type RunningSandbox } from '../../../../src/sandbox/index.js';
import { createAppStore } from '../../../../src/store/index.js';
import { configInput, valuesFromWords } from '../../../../src/tui/views/webhooks/config-input.js';
import { KEYS } from '../../../support/harness.js';
import { mountApp } from '../../../support/mount-app.js';

let sandbox: RunningSandbox;
let client: ApiClient;
let accountId: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', provisioningDelayMs: 0 });
  const m = sandbox.merchants[0]!;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
  accountId = (await client.call('listAccounts', {})).items[0]!.id;
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

const ops = (readOnly = false): ActionContext =>
  createActionContext({
    client,
    profile: 'sandbox',
    baseUrl: sandbox.baseUrl,
    skipProductionQuestion: true,
    readOnly,
    auditPath: null,
  });

describe('the Webhooks view', { timeout: 30_000 }, () => {
  it('shows the configuration without the secret, the history with filters, and a payload', async () => {
    await client.call('putWebhookConfig', {
      body: {
        url: 'http://127.0.0.1:9/hook',
        secret: 'very-secret-value',
        eventTypes: 'all',
        enabled: false,
      },
    });
    await client.call('sandboxPayin', { params: { account_uuid: accountId }, body: { amount: '1.00' } });
    // The history also holds the seed's card state changes (recorded undelivered): count them as the API does.
    const { total } = await client.call('listWebhookEvents', { query: {} });
    const shown = Math.min(total, 200); // the view reads the newest 200
    const store = createAppStore();
    const m = await mountApp(store, { ops: ops() });
    await m.press('W');
    await vi.waitFor(() => expect(m.frame()).toContain(`history: ${shown} of ${total}`), { timeout: 10_000 });
    const frame = m.frame();
    expect(frame).toContain('url      http://127.0.0.1:9/hook');
    expect(frame).toContain('delivery PAUSED');
    expect(frame).toContain('secret set (not shown)');
    expect(frame).not.toContain('very-secret-value');
    expect(frame).toMatch(/account_topup +paused/);
    // Status filter: all -> pending shows none of the paused deliveries.
    await m.press('S');
    await vi.waitFor(() => expect(m.frame()).toContain('status pending'));
    await vi.waitFor(() => expect(m.frame()).toContain('no deliveries'));
    await m.press('S', 'S', 'S', 'S');
    await vi.waitFor(() =>
      expect(m.frame()).toMatch(/status paused .*history: 1 of 1|history: 1 of 1 \| status paused/),
    );
    await m.press(KEYS.enter);
    expect(m.frame()).toContain('delivery payload (sanitised)');
    expect(m.frame()).toContain('"type": "account_topup"');
    await m.press(KEYS.esc, KEYS.esc);
    expect(m.frame()).not.toContain('Webhooks |');
    m.unmount();
  });

  it('pauses and resumes delivery, and removes the configuration only after y', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/x', eventTypes: ['card_state'], enabled: true },
    });
    const context = ops();
    const m = await mountApp(createAppStore(), { ops: context });
    await m.press('W');
    await vi.waitFor(() => expect(m.frame()).toContain('delivery enabled'));
    await m.press('P');
    await vi.waitFor(() => expect(m.frame()).toContain('delivery PAUSED'));
    expect((await client.call('getWebhookConfig', {})).enabled).toBe(false);
    // Resuming turns delivery back on and keeps the rest of the configuration as it was.
    await m.press('P');
    await vi.waitFor(() => expect(m.frame()).toContain('delivery enabled'));
    expect(m.frame()).not.toContain('delivery PAUSED');
    const resumed = await client.call('getWebhookConfig', {});
    expect(resumed).toMatchObject({
      url: 'https://hooks.example.com/x',
      eventTypes: ['card_state'],
      enabled: true,
    });
    await m.press('D');
    expect(m.frame()).toContain('Remove the webhook configuration?');
    await m.press('n');
    expect((await client.call('getWebhookConfig', {})).url).toBe('https://hooks.example.com/x');
    await m.press('W', 'D');
    await vi.waitFor(() => expect(m.frame()).toContain('Remove the webhook configuration?'));
    await m.press('y');
    await vi.waitFor(() => expect(m.frame()).toContain('configuration: none'));
    expect(context.audit.entries().map((e) => [e.action, e.outcome])).toEqual([
      ['webhook.pause', 'done'],
      ['webhook.resume', 'done'],
      ['webhook.remove', 'done'],
    ]);
    m.unmount();
  });

  it('refuses changes in read-only mode', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/ro', eventTypes: 'all', enabled: true },
    });
    const m = await mountApp(createAppStore(), { ops: ops(true) });
    await m.press('W');
    await vi.waitFor(() => expect(m.frame()).toContain('delivery enabled'));
    await m.press('P');
    expect(m.frame()).toContain('read-only');
    await m.press('D');
    expect(m.frame()).not.toContain('Remove the webhook configuration?');
    expect((await client.call('getWebhookConfig', {})).enabled).toBe(true);
    m.unmount();
  });
});

describe('the configuration form rules', () => {
  const values = (over: Partial<ReturnType<typeof valuesFromWords>> = {}) => ({
    url: 'https://hooks.example.com/a',
    events: 'all',
    secret: 'generate',
    delivery: 'enabled',
    ...over,
  });

  it('accepts https anywhere and http to loopback only', () => {
    expect(configInput(values(), false).issues).toEqual([]);
    expect(configInput(values({ url: 'http://127.0.0.1:3000/hook' }), false).issues).toEqual([]);
    expect(configInput(values({ url: 'http://hooks.example.com/a' }), false).issues[0]?.field).toBe('url');
    expect(configInput(values({ url: 'not a url' }), false).issues[0]?.field).toBe('url');
  });

  it('takes all or a selection of known event types', () => {
    expect(configInput(values({ events: 'card_state,account_topup' }), false).input?.eventTypes).toEqual([
      'card_state',
      'account_topup',
    ]);
    expect(configInput(values({ events: 'card_state,bogus' }), false).issues.map((i) => i.field)).toEqual([
      'events',
    ]);
  });

  it('checks a typed secret, and keeping one only when one is set', () => {
    expect(
      configInput(values({ secret: 'type', secretValue: 'short' }), false).issues.map((i) => i.field),
    ).toEqual(['secret']);
    expect(configInput(values({ secret: 'type', secretValue: 'long-enough-secret' }), false).issues).toEqual(
      [],
    );
    expect(configInput(values({ secret: 'keep' }), false).issues.map((i) => i.field)).toEqual(['secret']);
    expect(configInput(values({ secret: 'keep' }), true).issues).toEqual([]);
  });

  it('reads :webhook-set words', () => {
    expect(valuesFromWords('https://h.example.com/x card_state secret=abcdefgh12 paused', null)).toEqual({
      url: 'https://h.example.com/x',
      events: 'card_state',
      secret: 'type',
      secretValue: 'abcdefgh12',
      delivery: 'paused',
    });
    expect(valuesFromWords('https://h.example.com/x', { hasSecret: true }).secret).toBe('keep');
  });
});
