// `card-console audit export --fixture FILE`: an operator's session (a fund, a freeze, a day on the clock, through
// the CLI) exported from the audit trail and applied with `sandbox apply` to a fresh merchant built from the same
// starting fixture gives the same cards and balances; what cannot be exported is said; usage errors exit 2.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuditCommand } from '../../../src/cli/audit/command.js';
import { runCardsCommand } from '../../../src/cli/cards/command.js';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import type { MerchantCredentials } from '../../../src/sandbox/core-types.js';
import { call } from '../../support/http-call.js';
import { keyOf, tokenOf } from '../../support/real-sandbox.js';
import { startScriptSandbox, type ScriptSandbox } from '../../support/script-sandbox.js';

let env: ScriptSandbox;
beforeAll(async () => {
  env = await startScriptSandbox('audit-export');
}, 60_000);
afterAll(() => env.close());

const OWNER = 'rehearsal.holder';
/** The starting state both merchants are built from: a funded wallet of their own and one card. */
const START = {
  name: 'rehearsal-start',
  steps: [
    {
      name: 'wallet',
      request: 'POST /api/v2/organizations/${org}/wallets',
      body: { name: 'Rehearsal', providerId: 'sandbox-visa-us' },
    },
    {
      expect: {
        request: 'GET /api/v2/organizations/${org}/wallets/${wallet.data.id}',
        body: { data: { status: 'active' } },
        waitSeconds: 20,
      },
    },
    { request: 'POST /api/v2/sandbox/accounts/${wallet.data.id}/payin', body: { amount: '100.00' } },
    {
      name: 'holder',
      request: 'POST /api/v2/accounts/${wallet.data.id}/cardholders',
      body: {
        cardOwnerId: OWNER,
        firstName: 'Rae',
        lastName: 'Hearsal',
        email: 'rae@example.com',
        phone: '+15550100300',
      },
    },
    {
      name: 'card',
      request: 'POST /api/v2/accounts/${wallet.data.id}/cards',
      body: { cardOwnerId: OWNER, cardType: 'virtual', name: 'Rehearsal card' },
    },
    {
      expect: {
        request: 'GET /api/v2/accounts/${wallet.data.id}/cards/${card.id}',
        body: { status: 'active' },
        waitSeconds: 20,
      },
    },
  ],
};

const both = (m: MerchantCredentials) => ({ ...keyOf(m), ...tokenOf(m) });
const apiAs = (m: MerchantCredentials, method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(env.sandbox.base, method, path, { headers: both(m), ...(body === undefined ? {} : { body }) });

const asFlags = (m: MerchantCredentials) => ({
  CARD_CONSOLE_BASE_URL: env.sandbox.base,
  CARD_CONSOLE_ORG_ID: m.orgId,
  CARD_CONSOLE_API_KEY: m.apiKey,
  CARD_CONSOLE_API_TOKEN: m.apiToken,
});

async function built(m: MerchantCredentials): Promise<{ wallet: string; card: string }> {
  const applied = await apiAs(m, 'POST', '/api/v2/sandbox/fixtures', { fixture: START });
  expect(applied.status, JSON.stringify(applied.json)).toBe(200);
  const cards = (await apiAs(m, 'GET', `/api/v2/cardholders/${OWNER}/cards`)).json?.items as Array<{
    cardId: string;
    accountUuid: string;
  }>;
  expect(cards).toHaveLength(1);
  return { wallet: cards[0]!.accountUuid, card: cards[0]!.cardId };
}

/** What the round trip must give back alike: the card's status and balances, the wallet's balances. */
async function state(m: MerchantCredentials, ids: { wallet: string; card: string }) {
  const card = (await apiAs(m, 'GET', `/api/v2/accounts/${ids.wallet}/cards/${ids.card}`)).json;
  const wallet = (await apiAs(m, 'GET', `/api/v2/accounts/${ids.wallet}/balance`)).json;
  return { status: card?.status, available: card?.availableBalance, held: card?.holdedBalance, wallet };
}

const clockOffset = async (m: MerchantCredentials) =>
  Number((await apiAs(m, 'GET', '/api/v2/sandbox/clock')).json?.offsetMs);

describe('card-console audit export --fixture', { timeout: 120_000 }, () => {
  it('a session exported and applied to a fresh merchant gives the same cards and balances', async () => {
    const one = env.sandbox.one;
    const ours = await built(one);
    const idsFile = join(env.home.dir, 'ids.txt');
    writeFileSync(idsFile, `${ours.card}\n`);
    const cards = (argv: string[]) =>
      env.home.run(runCardsCommand, [...argv, '--ids', idsFile, '--yes', '--json'], asFlags(one));
    const funded = await cards(['fund', '--amount', '12.34']);
    expect(funded.code, funded.err).toBe(0);
    const frozen = await cards(['freeze']);
    expect(frozen.code, frozen.err).toBe(0);
    const day = await env.home.run(runSandboxCommand, ['clock', 'advance', '1d'], asFlags(one));
    expect(day.code, day.err).toBe(0);
    const expected = await state(one, ours);
    expect(expected.status).toBe('frozen');

    const file = join(env.home.dir, 'session.json');
    const exported = await env.home.run(runAuditCommand, ['export', '--fixture', file]);
    expect(exported.code, exported.err).toBe(0);
    expect(exported.out).toMatch(/^fixture audit-\S+: 3 step\(s\) written to /);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const fixture = JSON.parse(readFileSync(file, 'utf8')) as {
      parameters: Record<string, string>;
      steps: unknown[];
    };
    expect(fixture.parameters).toEqual({ wallet_1: ours.wallet, card_1: ours.card });
    const text = readFileSync(file, 'utf8');
    for (const secret of [one.apiKey, one.apiToken]) expect(text).not.toContain(secret);

    // A fresh merchant, built from the same start, then the session replayed onto its ids.
    const made = await apiAs(one, 'POST', '/api/v2/sandbox/merchants', { name: 'rehearsal' });
    expect(made.status).toBe(201);
    const fresh: MerchantCredentials = {
      orgId: String(made.json?.organizationId),
      apiKey: String(made.json?.apiKey),
      apiToken: String(made.json?.apiToken),
    } as MerchantCredentials;
    const theirs = await built(fresh);
    expect(await state(fresh, theirs)).not.toEqual(expected);
    const params = ['--param', `wallet_1=${theirs.wallet}`, '--param', `card_1=${theirs.card}`];
    const applied = await env.home.run(runSandboxCommand, ['apply', file, ...params], asFlags(fresh));
    expect(applied.code, applied.err).toBe(0);
    expect(await state(fresh, theirs)).toEqual(expected);
    expect(Math.abs((await clockOffset(fresh)) - 86_400_000)).toBeLessThan(60_000);
    // Applied again: read back, nothing changes.
    const again = await env.home.run(runSandboxCommand, ['apply', file, ...params], asFlags(fresh));
    expect(again.code, again.err).toBe(0);
    expect(await state(fresh, theirs)).toEqual(expected);
    // The merchant the session ran on did not move.
    expect(await state(one, ours)).toEqual(expected);
  });

  it('says what it left out; nothing to export is exit 1; a missing --fixture or a bad --since exit 2', async () => {
    const home = env.home;
    const trail = join(home.dir, 'other.jsonl');
    writeFileSync(
      trail,
      [
        {
          time: '2026-01-01T00:00:00.000Z',
          profile: 'p',
          host: 'h',
          action: 'card.issue',
          targets: {},
          outcome: 'done',
        },
        {
          time: '2026-01-01T00:00:01.000Z',
          profile: 'p',
          host: 'h',
          action: 'card.suspend',
          targets: { cardId: 'c', accountId: 'w' },
          outcome: 'failed',
        },
      ]
        .map((e) => JSON.stringify(e))
        .join('\n'),
    );
    const out = join(home.dir, 'none.json');
    const none = await home.run(runAuditCommand, ['export', '--fixture', out, '--file', trail]);
    expect(none.code).toBe(1);
    expect(none.err).toContain('left out 1 card.issue, 1 card.suspend');
    expect(none.err).toContain('no change to export');
    expect((await home.run(runAuditCommand, ['export'])).code).toBe(2);
    const since = await home.run(runAuditCommand, ['export', '--fixture', out, '--since', 'yesterday']);
    expect(since.code).toBe(2);
    expect(since.err).toMatch(/--since needs an ISO 8601 instant/);
  });
});
