// The demo seed (seed.ts, built as code) and fixtures/demo-merchant.json (built through the interface) describe
// the same merchant: the fixture's wallets and cardholders are the seed's, and applied to a fresh merchant created
// on demand it leaves, in each wallet, a card in every status of the seed's plan that the interface can reach
// (all but the stuck `creating`), read back by listing the wallet's cards. Each wallet's balance then adds up, in
// exact decimals: its payins, minus what went to its cards (top-ups and issuing fees, less what came back on a
// defund, a close or an expiry), plus what it received by transfer and minus what it sent (and the fee).
// Applied again with another owner, it builds a second merchant-like set beside the first without colliding.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixture } from '../../../src/contract/fixtures.js';
import { add, parseMoneyString, sub, ZERO, type Money } from '../../../src/domain/money.js';
import { HOLDERS, PLAN, WALLET_NAMES } from '../../../src/sandbox/core/seed.js';
import { call } from '../../support/http-call.js';
import {
  applyFixture,
  merchantOnDemand,
  startRealSandbox,
  type RealSandbox,
} from '../../support/real-sandbox.js';

const FILE = fileURLToPath(new URL('../../../fixtures/demo-merchant.json', import.meta.url));
const fixture = (): Fixture => Fixture.parse(JSON.parse(readFileSync(FILE, 'utf8')));

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(() => sandbox.close());

interface Applied {
  name: string | null;
  request: string;
}
interface Step {
  name?: string;
  request: string;
  body?: Record<string, unknown>;
}

const money = (text: unknown): Money => {
  const parsed = parseMoneyString(String(text));
  if (!parsed.ok) throw new Error(`not an amount: ${String(text)}`);
  return parsed.value;
};
const sum = (amounts: unknown[]): Money => amounts.map(money).reduce(add, ZERO);
const requests = (f: Fixture): Step[] =>
  f.steps.filter((s): s is Step & Fixture['steps'][number] => 'request' in s);
/** The steps whose request line matches, with the ids the pattern captures from the applied request. */
function sent(f: Fixture, applied: Applied[], pattern: RegExp): Array<{ step: Step; ids: string[] }> {
  return requests(f).flatMap((step) => {
    const got = applied.find((a) => a.name === step.name);
    const match = got ? pattern.exec(got.request) : null;
    return match ? [{ step, ids: match.slice(1) }] : [];
  });
}

describe('the demo seed and fixtures/demo-merchant.json', () => {
  it('the fixture builds the seed wallets and cardholders, in under 150 steps', () => {
    const f = fixture();
    const wallets = requests(f).filter((s) =>
      /^POST \/api\/v2\/organizations\/\$\{org\}\/wallets$/.test(s.request),
    );
    expect(wallets.map((s) => s.body?.name)).toEqual(Object.values(WALLET_NAMES));
    const holders = requests(f).filter((s) => /\/cardholders$/.test(s.request));
    expect(holders.map((s) => [s.body?.firstName, s.body?.lastName])).toEqual(HOLDERS.map((p) => [...p]));
    // Each cardholder's id depends on a parameter and on the new wallet: a second apply does not collide.
    for (const h of holders)
      expect(String(h.body?.cardOwnerId)).toMatch(/^\$\{owner\}\..+\$\{\w+\.data\.id\}$/);
    expect(f.steps.length).toBeLessThan(150);
  });

  it('applied to a fresh merchant: every status of the plan the interface reaches, and balances add up', async () => {
    const m = await merchantOnDemand(sandbox, 'Demo-like');
    const f = fixture();
    const first = await applyFixture(sandbox, m, f);
    expect(first.status, first.text).toBe(200);
    const applied = first.json?.steps as Applied[];

    const org = `/api/v2/organizations/${m.organizationId}`;
    const headers = { authorization: `Bearer ${m.apiKey}` };
    const get = async (path: string): Promise<Record<string, unknown>> => {
      const res = await call(sandbox.base, 'GET', path, { headers });
      expect(res.status, res.text).toBe(200);
      return res.json as Record<string, unknown>;
    };
    const listed = (await get(`${org}/wallets?quantity=100`)).data as Array<{ id: string; name: string }>;
    const walletId = (name: string): string => {
      const found = listed.filter((w) => w.name === name);
      expect(found, name).toHaveLength(1);
      return found[0]!.id;
    };
    // A wallet step's name to its wallet's id, to resolve the transfers' destinations.
    const byStep = new Map(
      requests(f)
        .filter((s) => /\/wallets$/.test(s.request) && s.name)
        .map((s) => [s.name!, walletId(String(s.body?.name))]),
    );
    const resolve = (text: unknown): string =>
      String(text).replace(/\$\{(\w+)\.data\.id\}/, (_, step: string) => byStep.get(step) ?? '?');

    const payins = sent(f, applied, /\/sandbox\/accounts\/([0-9a-f-]{36})\/payin$/);
    const topups = sent(f, applied, /\/accounts\/([0-9a-f-]{36})\/cards\/[0-9a-f-]{36}\/topup$/);
    const transfers = sent(f, applied, /\/accounts\/([0-9a-f-]{36})\/transfer$/);
    expect(transfers.length).toBeGreaterThan(0);

    for (const [w, name] of [WALLET_NAMES.main, WALLET_NAMES.marketing].entries()) {
      const id = walletId(name);
      const cards = (await get(`${org}/wallets/${id}/instruments?quantity=100`)).data as Array<{
        cardStatus: string;
      }>;
      const reachable = (PLAN[w] ?? []).filter((s) => s !== 'creating');
      expect(cards.map((c) => c.cardStatus).sort(), name).toEqual([...reachable].sort());
    }
    for (const name of Object.values(WALLET_NAMES)) {
      const id = walletId(name);
      const ops = (await get(`${org}/wallets/operations?accountIds[]=${id}&quantity=500`)).data as Array<{
        type: string;
        status: string;
        amount: string;
      }>;
      const done = (type: string) => ops.filter((o) => o.type === type && o.status === 'completed');
      const back = (
        await get(`${org}/instruments/operations?accountIds[]=${id}&types[]=withdrawal&quantity=500`)
      ).data as Array<{ status: string; amount: string }>;
      const toCards = sub(
        add(
          sum(topups.filter((t) => t.ids[0] === id).map((t) => t.step.body?.amount)),
          sum(done('card_issuing').map((o) => o.amount)),
        ),
        sum(back.filter((o) => o.status === 'completed').map((o) => o.amount)),
      );
      const transfersIn = sum(
        transfers
          .filter((t) => resolve(t.step.body?.destinationAccountUuid) === id)
          .map((t) => t.step.body?.amount),
      );
      const transfersOut = add(
        sum(transfers.filter((t) => t.ids[0] === id).map((t) => t.step.body?.amount)),
        sum(done('transfer_fee').map((o) => o.amount)),
      );
      const expected = sub(
        add(
          sub(sum(payins.filter((p) => p.ids[0] === id).map((p) => p.step.body?.amount)), toCards),
          transfersIn,
        ),
        transfersOut,
      );
      const wallet = (await get(`${org}/wallets/${id}`)).data as {
        availableBalance: string;
        holdedBalance: string;
      };
      expect({ name, balance: add(money(wallet.availableBalance), money(wallet.holdedBalance)) }).toEqual({
        name,
        balance: expected,
      });
    }

    const other = await call(sandbox.base, 'POST', '/api/v2/sandbox/fixtures', {
      headers: { 'x-api-token': m.apiToken },
      body: { fixture: f, parameters: { owner: 'demo.again' } },
    });
    expect(other.status, other.text).toBe(200);
    expect((other.json?.steps as Array<{ replayed: boolean }>).every((s) => !s.replayed)).toBe(true);
  }, 120_000);
});
