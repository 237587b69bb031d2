// The demo's story cards (STORY_CARDS, seeded as code) and the repository's story fixtures (fixtures/story-*.json,
// built through the interface) tell the same stories: each story card has one fixture whose expect steps assert
// its decline reason and its final status, named after the card. Each fixture, applied to a fresh merchant created
// on demand, ends in that decline, checked at the API (the card's operations and status, read through the other
// family than the fixture's own assertions); a second apply changes nothing. A story whose assertion fails says
// which step, its request and the answer.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixture } from '../../../src/contract/fixtures.js';
import { STORY_CARDS } from '../../../src/sandbox/core/seed-stories.js';
import { call } from '../../support/http-call.js';
import {
  applyFixture,
  merchantOnDemand,
  startRealSandbox,
  type OnDemandMerchant,
  type RealSandbox,
} from '../../support/real-sandbox.js';

const DIR = fileURLToPath(new URL('../../../fixtures/', import.meta.url));
const CARD_READ = /^GET \/api\/v2\/accounts\/\$\{wallet\.data\.id\}\/cards\/\$\{card\.id\}$/;

interface Told {
  file: string;
  fixture: Fixture;
  /** The decline reason an expect step asserts, and the index of that step. */
  declined: string | null;
  declineStep: number;
  /** The card's status the last expect step on the card asserts, after the decline. */
  status: string | null;
}

function bodyField(body: unknown, ...path: string[]): unknown {
  let value = body;
  for (const key of path)
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

function told(file: string): Told {
  const fixture = Fixture.parse(JSON.parse(readFileSync(`${DIR}${file}`, 'utf8')));
  let declined: string | null = null;
  let declineStep = -1;
  let status: string | null = null;
  fixture.steps.forEach((step, index) => {
    if (!('expect' in step)) return;
    const reason = bodyField(step.expect.body, 'data', 'declineReason');
    if (typeof reason === 'string') [declined, declineStep] = [reason, index];
    const cardStatus = bodyField(step.expect.body, 'status');
    if (declineStep >= 0 && CARD_READ.test(step.expect.request) && typeof cardStatus === 'string')
      status = cardStatus;
  });
  return { file, fixture, declined, declineStep, status };
}

const stories = readdirSync(DIR)
  .filter((f) => /^story-.*\.json$/.test(f))
  .sort()
  .map(told);

let sandbox: RealSandbox;
beforeAll(async () => {
  sandbox = await startRealSandbox();
});
afterAll(() => sandbox.close());

type Merchant = OnDemandMerchant;
const freshMerchant = (name: string): Promise<Merchant> => merchantOnDemand(sandbox, name);
const apply = (m: Merchant, fixture: Fixture, parameters?: Record<string, string>) =>
  applyFixture(sandbox, m, fixture, parameters);

interface AppliedStep {
  index: number;
  name: string | null;
  request: string;
  replayed: boolean;
}
interface Operation {
  id: string;
  type: string;
  status: string;
  declineReason?: string | null;
  createdAt: string;
}

describe('the story cards and the story fixtures', () => {
  it('each story card has one fixture asserting its decline and final status, named after the card', () => {
    for (const story of STORY_CARDS) {
      const found = stories.filter((s) => s.declined === story.declined);
      expect(
        found.map((s) => s.file),
        `one fixture for ${story.last4}`,
      ).toHaveLength(1);
      const [one] = found;
      expect({ card: story.last4, status: one?.status }).toEqual({ card: story.last4, status: story.status });
      expect(one?.fixture.parameters?.card).toBe(story.name);
      expect(one?.fixture.description).toContain(`card ${story.last4} (${story.name}, ${story.wallet})`);
    }
    // No story fixture tells a story the demo does not have.
    expect(stories.map((s) => s.declined).sort()).toEqual(STORY_CARDS.map((s) => s.declined).sort());
  });

  for (const story of STORY_CARDS) {
    it(`${story.last4} ${story.name}: applied to a fresh merchant, the card ends in ${story.declined}`, async () => {
      const fixture = stories.find((s) => s.declined === story.declined)?.fixture;
      if (!fixture) throw new Error(`no fixture for ${story.last4}`);
      const merchant = await freshMerchant(`Story ${story.last4}`);
      const first = await apply(merchant, fixture);
      expect(first.status, first.text).toBe(200);
      const steps = first.json?.steps as AppliedStep[];
      // The card and its wallet, from the requests the fixture sent.
      const purchase = steps.find((s) => s.name === 'declined')?.request ?? '';
      const cardId = /\/sandbox\/cards\/([0-9a-f-]{36})\/purchase$/.exec(purchase)?.[1];
      const walletId = /\/sandbox\/accounts\/([0-9a-f-]{36})\/payin$/.exec(
        steps.find((s) => s.name === 'payin')?.request ?? '',
      )?.[1];
      expect(cardId && walletId, purchase).toBeTruthy();

      const org = merchant.organizationId;
      const headers = { authorization: `Bearer ${merchant.apiKey}` };
      const readOps = async (): Promise<Operation[]> => {
        const res = await call(
          sandbox.base,
          'GET',
          `/api/v2/organizations/${org}/instruments/operations?cardIds[]=${cardId}&quantity=100`,
          { headers },
        );
        expect(res.status, res.text).toBe(200);
        return res.json?.data as Operation[];
      };
      const ops = await readOps();
      const purchases = ops.filter((o) => o.type === 'purchase');
      const declines = purchases.filter((o) => o.status === 'declined');
      expect(declines.map((o) => o.declineReason)).toEqual([story.declined]);
      // It ends in that decline: no purchase after it, and the ones before it went through.
      const last = declines[0]!;
      expect(purchases.filter((o) => o.createdAt > last.createdAt)).toEqual([]);
      expect(purchases.filter((o) => o !== last).every((o) => o.status === 'completed')).toBe(true);
      expect(purchases.length).toBeGreaterThan(1);
      const card = await call(
        sandbox.base,
        'GET',
        `/api/v2/organizations/${org}/wallets/${walletId}/instruments/${cardId}`,
        { headers },
      );
      expect(card.status, card.text).toBe(200);
      expect(bodyField(card.json, 'data', 'card', 'status')).toBe(story.status);
      expect(bodyField(card.json, 'data', 'card', 'name')).toBe(story.name);

      const clock = await call(sandbox.base, 'GET', '/api/v2/sandbox/clock', { headers });
      const again = await apply(merchant, fixture);
      expect(again.status, again.text).toBe(200);
      expect((again.json?.steps as AppliedStep[]).every((s) => s.replayed)).toBe(true);
      expect(await readOps()).toEqual(ops);
      // A clock step read back does not move the clock again.
      const after = await call(sandbox.base, 'GET', '/api/v2/sandbox/clock', { headers });
      expect(bodyField(after.json, 'offsetMs')).toBe(bodyField(clock.json, 'offsetMs'));
    }, 60_000);
  }

  it('a story whose decline does not come says which step, its request and the answer; nothing after it', async () => {
    const daily = stories.find((s) => s.declined === 'daily_limit_exceeded');
    if (!daily) throw new Error('no daily-limit story');
    const merchant = await freshMerchant('Story that passes');
    // 30.00 + 20.00 is the daily limit itself, not above it: the purchase goes through.
    const res = await apply(merchant, daily.fixture, { amount: '20.00' });
    expect(res.status, res.text).toBe(409);
    const message = String(res.json?.message);
    expect(message).toMatch(
      new RegExp(
        `^step ${daily.declineStep + 1} "decline" \\(GET /api/v2/organizations/${merchant.organizationId}/instruments/operations/[0-9a-f-]{36}\\) failed: assertion failed: data\\.status: expected "declined", got "completed"; answer 200 \\{`,
      ),
    );
    expect(message).toContain('"amount":"20.00"');
    expect(res.json?.details).toMatchObject({
      step: daily.declineStep,
      name: 'decline',
      status: 200,
      body: { data: { type: 'purchase', status: 'completed', declineReason: null } },
      applied: daily.declineStep,
    });
  });
});
