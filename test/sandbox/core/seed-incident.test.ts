// The demo's incident, read as the pulse reads it: through the routes, with windows counted back from the clock the
// sandbox was seeded at.
import { afterEach, describe, expect, it } from 'vitest';
import { INCIDENT } from '../../../src/sandbox/core/seed-incident.js';
import { SandboxError } from '../../../src/sandbox/core-types.js';
import { setup, type Env } from '../../support/sandbox-core.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let env: Env;
const opened: Env[] = [];
afterEach(() => {
  for (const e of opened.splice(0)) e.core.close();
});
const open = (opts: Parameters<typeof setup>[0] = {}): Env => {
  const e = setup(opts);
  opened.push(e);
  return e;
};

const iso = (ms: number): string => new Date(ms).toISOString();

function reads(e: Env) {
  const now = e.now().getTime();
  const ops = (query: Record<string, unknown>) =>
    e.call('listCardOperations', e.orgA, {
      params: { org_id: e.orgA.orgId },
      query: { quantity: 500, ...query },
    });
  const wallets = e.call('listAccounts', e.accA).items;
  const field = wallets.find((w) => w.name === INCIDENT.wallet);
  if (!field) throw new Error('the incident wallet is missing');
  return { now, ops, wallets, field };
}

describe('the demo incident', () => {
  it('spikes declines on one wallet in the last hour, one reason dominating, against a normal hour a day earlier', () => {
    env = open();
    const { now, ops, field } = reads(env);
    const lastHour = { createdAtFrom: iso(now - HOUR), createdAtTo: iso(now) };
    const dayEarlier = { createdAtFrom: iso(now - 25 * HOUR), createdAtTo: iso(now - 24 * HOUR) };
    const purchases = ops({ 'types[]': ['purchase'], ...lastHour });
    const declined = ops({ 'types[]': ['purchase'], 'statuses[]': ['declined'], ...lastHour });
    expect(purchases.pagination.totalQuantity).toBe(16);
    expect(declined.pagination.totalQuantity).toBe(11);
    // All of them on the incident's wallet (nothing else of the demo happens in the last hour).
    expect(
      declined.data.every((o) => ops({ 'ids[]': [o.id], 'accountIds[]': [field.id] }).data.length === 1),
    ).toBe(true);
    const byReason = new Map<string, number>();
    for (const o of declined.data)
      byReason.set(o.declineReason ?? '', (byReason.get(o.declineReason ?? '') ?? 0) + 1);
    expect(Object.fromEntries(byReason)).toEqual({
      insufficient_balance: 9,
      daily_limit_exceeded: 1,
      card_frozen: 1,
    });
    expect(ops({ 'declineReasons[]': [INCIDENT.reason], ...lastHour }).pagination.totalQuantity).toBe(9);
    // The baseline: eight purchases, one declined.
    expect(ops({ 'types[]': ['purchase'], ...dayEarlier }).pagination.totalQuantity).toBe(8);
    expect(
      ops({ 'types[]': ['purchase'], 'statuses[]': ['declined'], ...dayEarlier }).pagination.totalQuantity,
    ).toBe(1);
  });

  it('leaves a card in creating for 35 minutes that the provisioning worker never finishes', () => {
    env = open();
    const { now, field } = reads(env);
    const creating = () =>
      env.call('listCards', env.orgA, {
        params: { org_id: env.orgA.orgId, wallet_id: field.id },
        query: { 'statuses[]': ['creating'], createdAtTo: iso(now - 10 * MINUTE) },
      });
    expect(creating().data.map((c) => [c.name, c.createdAt])).toEqual([
      [INCIDENT.stuckCard, iso(now - INCIDENT.stuckForMinutes * MINUTE)],
    ]);
    env.advance(HOUR);
    env.core.runWorkersOnce();
    expect(creating().data.map((c) => [c.name, c.cardStatus])).toEqual([[INCIDENT.stuckCard, 'creating']]);
  });

  it('has webhook deliveries failing in the last hour, delivered before, none pending, and no configuration left', () => {
    env = open();
    const { now } = reads(env);
    const history = (query: Record<string, unknown>) => env.call('listWebhookEvents', env.accA, { query });
    const failing = iso(now - INCIDENT.failingForMinutes * MINUTE);
    const failed = history({ status: 'failed', createdAtFrom: iso(now - HOUR), limit: 1000 });
    expect(failed.total).toBeGreaterThanOrEqual(11);
    expect(failed.items).toHaveLength(failed.total);
    for (const d of failed.items) {
      expect(d).toMatchObject({ url: INCIDENT.endpoint, attempts: 5, responseCode: 503 });
      expect(d.updatedAt <= iso(now)).toBe(true);
    }
    expect(
      history({ status: 'failed', createdAtTo: iso(now - INCIDENT.failingForMinutes * MINUTE - 1) }).total,
    ).toBe(0);
    const delivered = history({ status: 'delivered', createdAtTo: failing, limit: 1000 });
    expect(delivered.total).toBeGreaterThan(0);
    expect(history({ status: 'delivered', createdAtFrom: failing }).total).toBe(0);
    for (const status of ['pending', 'retrying', 'paused']) expect(history({ status }).total).toBe(0);
    let refused: unknown;
    try {
      env.call('getWebhookConfig', env.accA);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(SandboxError);
    expect((refused as SandboxError).code).toBe('webhook_not_configured');
  });

  it('leaves the wallet close to empty after a day of outflow, the other wallets untouched', () => {
    env = open();
    const { now, field, wallets } = reads(env);
    expect(field).toMatchObject({ status: 'active', balance: `${INCIDENT.walletLeft}0000000` });
    const outflow = env.call('listWalletOperations', env.orgA, {
      params: { org_id: env.orgA.orgId },
      query: { 'accountIds[]': [field.id], 'types[]': ['withdrawal'], createdAtFrom: iso(now - 24 * HOUR) },
    });
    expect(outflow.pagination.totalQuantity).toBe(2);
    expect(Number(outflow.pagination.totalAmount)).toBeGreaterThan(10 * Number(INCIDENT.walletLeft));
    expect(wallets.map((w) => w.name)).toEqual([
      'Main USD',
      'Marketing USD',
      'Legacy USD',
      'Travel USD',
      'Events USD',
      INCIDENT.wallet,
    ]);
  });

  it('counts its times back from the clock of the seed, and is the same for the same clock', () => {
    const at = (now: string) => {
      const { ops } = reads(open({ now: () => new Date(now) }));
      const last = ops({ 'types[]': ['purchase'], createdAtFrom: iso(Date.parse(now) - HOUR) });
      return last.data.map((o) => [o.createdAt, o.amount, o.status, o.declineReason, o.card.name]);
    };
    const early = at('2026-07-01T00:20:00.000Z');
    expect(early).toHaveLength(16);
    expect(early.every(([createdAt]) => String(createdAt) > '2026-06-30T23:20:00.000Z')).toBe(true);
    expect(at('2026-07-01T00:20:00.000Z')).toEqual(early);
  });
});
