// The Webhooks view on a console started in Los Angeles, against a real sandbox: the delivery's
// time is the Los Angeles wall clock of the instant the sandbox wrote (checked against Intl, not
// against our own formatter), and the header names the zone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActionContext } from '../../../../src/actions/index.js';
import { createClient, type ApiClient } from '../../../../src/api/index.js';
import { displayZone } from '../../../../src/domain/index.js';
import { startSandbox, type RunningSandbox } from '../../../../src/sandbox/index.js';
import { createAppStore } from '../../../../src/store/index.js';
import { KEYS } from '../../../support/harness.js';
import { mountApp } from '../../../support/mount-app.js';

let sandbox: RunningSandbox;
let client: ApiClient;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', provisioningDelayMs: 0 });
  const m = sandbox.merchants[0]!;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

const inLosAngeles = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

describe('the Webhooks view in the display zone', { timeout: 30_000 }, () => {
  it('shows a delivery at its Los Angeles time, and the zone in the header and the opened delivery', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'http://127.0.0.1:9/hook', eventTypes: 'all', enabled: false },
    });
    const accountId = (await client.call('listAccounts', {})).items[0]!.id;
    await client.call('sandboxPayin', { params: { account_uuid: accountId }, body: { amount: '1.00' } });
    // Newest first: the payin's delivery; the seed's card state changes (undelivered) follow it.
    const history = await client.call('listWebhookEvents', { query: {} });
    const delivery = history.items[0]!;
    const shown = Math.min(history.total, 200); // the view reads the newest 200
    const local = inLosAngeles.format(Date.parse(delivery.createdAt));
    const zone = displayZone('America/Los_Angeles').label(Date.now());
    const context = createActionContext({
      client,
      profile: 'sandbox',
      baseUrl: sandbox.baseUrl,
      skipProductionQuestion: true,
      readOnly: false,
      auditPath: null,
    });
    const m = await mountApp(createAppStore({ zone: displayZone('America/Los_Angeles') }), { ops: context });
    await m.press('W');
    await vi.waitFor(() => expect(m.frame()).toContain(`history: ${shown} of ${history.total}`), {
      timeout: 10_000,
    });
    expect(m.frame()).toMatch(new RegExp(`${local} +account_topup`));
    expect(m.frame().split('\n')[0]).toContain(`| ${zone}`);
    await m.press(KEYS.enter);
    expect(m.frame()).toMatch(new RegExp(`created ${local} P[SD]T`));
    m.unmount();
  });
});
