// The demo's incident (seed-incident.ts) as the repository's fixture builds it through the interface
// (fixtures/pulse-incident.json): applied to a fresh merchant created on demand, the merchant's pulse, read as the
// console reads it, finds the declines spike with its dominating reason, the wallet running low at the seed's
// figure and the failed webhook deliveries; what the interface cannot build (the hour a day earlier, a card stuck
// in creating) is absent, as the fixture's description says.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPulse } from '../../../src/actions/pulse/index.js';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { Fixture } from '../../../src/contract/fixtures.js';
import { displayAmount, utcZone } from '../../../src/domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS } from '../../../src/domain/pulse/index.js';
import { INCIDENT } from '../../../src/sandbox/core/seed-incident.js';
import { call } from '../../support/http-call.js';
import {
  applyFixture,
  merchantOnDemand,
  startRealSandbox,
  type RealSandbox,
} from '../../support/real-sandbox.js';

const FILE = fileURLToPath(new URL('../../../fixtures/pulse-incident.json', import.meta.url));
const fixture = Fixture.parse(JSON.parse(readFileSync(FILE, 'utf8')));

let sandbox: RealSandbox;
let client: ApiClient | undefined;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(async () => {
  await client?.close();
  await sandbox.close();
});

const expectOf = (name: string) => {
  const step = fixture.steps.find((s) => s.name === name);
  if (!step || !('expect' in step)) throw new Error(`no expect step "${name}"`);
  return step.expect;
};

describe('the pulse incident fixture', () => {
  it("asserts the seed's figures: what the wallet keeps, the reason that dominates", () => {
    expect(expectOf('low').body).toEqual({ availableBalance: `${INCIDENT.walletLeft}0000000` });
    expect(expectOf('short').request).toContain(`declineReasons[]=${INCIDENT.reason}&`);
    expect(fixture.description).toMatch(/cannot: the same hour a day earlier .* the card stuck in creating/s);
  });

  it('applied to a fresh merchant, the pulse finds the spike, the low wallet and the failed deliveries', async () => {
    const m = await merchantOnDemand(sandbox, 'Incident rehearsal');
    const applied = await applyFixture(sandbox, m, fixture);
    expect(applied.status, applied.text).toBe(200);

    client = createClient({
      baseUrl: sandbox.base,
      credentials: { orgId: m.organizationId, apiKey: m.apiKey, apiToken: m.apiToken },
    });
    const figures = await readPulse(client, {
      profile: 'rehearsal',
      window: '1h',
      zone: utcZone(),
      thresholds: DEFAULT_PULSE_THRESHOLDS,
    });
    expect(figures.declines).toMatchObject({ count: 11, purchases: 16 });
    expect(figures.declines.reasons).toMatchObject({
      [INCIDENT.reason]: 9,
      card_frozen: 1,
      daily_limit_exceeded: 1,
    });
    const wallet = figures.wallets.find((w) => w.name === fixture.parameters?.wallet);
    expect(wallet && displayAmount(wallet.available)).toBe(INCIDENT.walletLeft);
    expect(wallet?.low).toBe(true);
    // Every delivery of the incident's changes lost its first attempt (nothing was sent, as its note says) and failed once the endpoint
    // was removed; none is left waiting, and the merchant keeps no endpoint and no fault policy.
    const failed = await call(sandbox.base, 'GET', '/api/v2/webhooks/events?status=failed&limit=1000', {
      headers: { 'x-api-token': m.apiToken },
    });
    const items = failed.json?.items as Array<{
      url: string;
      attempts: number;
      notes?: Array<{ kind: string }>;
    }>;
    expect(items.length).toBeGreaterThan(5);
    expect(items.filter((d) => !d.notes?.some((n) => n.kind === 'drop'))).toEqual([]);
    const token = { 'x-api-token': m.apiToken };
    expect((await call(sandbox.base, 'GET', '/api/v2/webhooks/config', { headers: token })).status).toBe(404);
    const faults = await call(sandbox.base, 'GET', '/api/v2/sandbox/webhooks/faults', { headers: token });
    expect(faults.json?.updatedAt).toBeNull();
    expect(new Set(items.map((d) => d.url))).toEqual(new Set([fixture.parameters?.endpoint]));
    expect(figures.webhooks).toMatchObject({ failed: items.length, oldestPendingAt: undefined });
    expect(figures.breaches.map((b) => b.name)).toEqual(
      expect.arrayContaining(['declines.rate', 'wallets.low', 'webhooks.failed']),
    );
    // Not built through the interface: nothing a day earlier to compare with, no card stuck in creating.
    expect(figures.declines.baseline?.purchases ?? 0).toBe(0);
    expect(figures.cards.stuckCreating).toBe(0);
  }, 60_000);
});
