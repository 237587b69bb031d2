// Property: whatever the kill point (the journal cut after k lines, possibly mid-line, with some items
// never sent) and whatever the faults (answers lost after the server applied them, 503s, 429s, in the
// killed run and in the resume; a target that does or does not promise to honour keys), resuming ends
// with every card funded exactly once and the journal done.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readJob, resumeJob, type BulkProgress, type CardRef } from '../../../src/actions/index.js';
import type { RouteId } from '../../../src/contract/index.js';
import {
  activeWallets,
  cardsOf,
  contextFor,
  faulty,
  issueMany,
  startEnv,
  stopEnv,
  type Env,
  type Injection,
} from '../../support/action-helpers.js';
import { interruptedFund } from '../../support/journal-interrupt.js';

const CARDS = 5;
const RUNS = 20;

let env: Env;
let pool: CardRef[];

beforeAll(async () => {
  env = await startEnv();
  const walletId = (await activeWallets(env.client))[0]?.id ?? '';
  const ids = await issueMany(env.client, walletId, CARDS * RUNS);
  await vi.waitFor(
    async () => {
      pool = (await cardsOf(env.client, walletId)).filter((c) => ids.includes(c.id) && c.status === 'active');
      if (pool.length !== CARDS * RUNS) throw new Error(`${pool.length} cards active`);
    },
    { timeout: 30_000, interval: 100 },
  );
}, 120_000);
afterAll(() => stopEnv(env));

type Fault = 'none' | 'lose' | 'fail503' | 'rate';

/** Per card: a lost answer once, 503s until healed, or a 429 once. */
function decider(
  faults: readonly Fault[],
  cards: readonly CardRef[],
): { decide: (id: RouteId, card: string | undefined) => Injection; heal: () => void } {
  const byCard = new Map(cards.map((c, i) => [c.id, faults[i] ?? 'none']));
  const once = new Set<string>();
  let healed = false;
  return {
    decide: (id, card) => {
      const fault = id === 'fundCard' && card ? byCard.get(card) : undefined;
      if (!card || fault === undefined || fault === 'none') return undefined;
      if (fault === 'fail503') return healed ? undefined : 'fail503';
      if (once.has(card)) return undefined;
      once.add(card);
      return fault;
    },
    heal: () => {
      healed = true;
    },
  };
}

const topUps = async (cardId: string): Promise<number> =>
  (
    await env.client.call('listCardOperations', {
      query: { 'cardIds[]': [cardId], 'types[]': ['top_up'], quantity: 100 },
    })
  ).data.length;

/** Cards a retry runs again: failed ones, and those whose outcome is unknown. */
const retryable = (p: BulkProgress): number => p.failed + p.unknown;

const fault = fc.constantFrom<Fault>('none', 'lose', 'fail503', 'rate');

describe('resume, for any kill point and fault plan', () => {
  it('settles every item exactly once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          sent: fc.integer({ min: 0, max: CARDS }),
          keepLines: fc.integer({ min: 1, max: CARDS + 2 }),
          torn: fc.boolean(),
          first: fc.array(fault, { minLength: CARDS, maxLength: CARDS }),
          again: fc.array(fault, { minLength: CARDS, maxLength: CARDS }),
          honours: fc.boolean(),
        }),
        async (p) => {
          const cards = pool.slice(run * CARDS, (run + 1) * CARDS);
          run += 1;
          const cut = await interruptedFund(env, cards, '0.01', {
            sent: p.sent,
            keepLines: p.keepLines,
            torn: p.torn,
            decide: decider(p.first, cards).decide,
          });
          const faults = decider(p.again, cards);
          const ctx = contextFor(env, {
            client: faulty(env.client, faults.decide),
            honoursIdempotencyKeys: p.honours,
          });
          const resumed = resumeJob(ctx, cut.stateDir, cut.jobId, cut.target);
          if (!resumed.ok) {
            // Only a journal that reached its end line is done; then every card settled in the first run.
            expect(resumed.code).toBe('done');
          } else {
            await resumed.job.done();
            faults.heal();
            for (let round = 0; round < 3 && retryable(resumed.job.progress()) > 0; round += 1)
              await resumed.job.retryFailed();
            resumed.recording.finish();
            expect(readJob(cut.stateDir, cut.jobId)?.ended).toBe(true);
          }
          const record = readJob(cut.stateDir, cut.jobId);
          expect([...(record?.outcomes.values() ?? [])].every((o) => o.outcome === 'done')).toBe(true);
          for (const card of cards) expect(await topUps(card.id)).toBe(1);
        },
        // Each run takes fresh cards from the pool, so a failure is reported as found, not shrunk.
      ),
      { numRuns: RUNS, endOnFailure: true },
    );
  }, 120_000);
});
