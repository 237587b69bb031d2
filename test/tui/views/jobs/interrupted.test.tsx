// A job an earlier console left unfinished (it died: the journal has no end and no live owner):
// the next console on the same target says so at start, and the jobs view lists it.
import { afterEach, describe, expect, it } from 'vitest';
import { JournalWriter, type JournalTarget } from '../../../../src/actions/index.js';
import { activeWallets, cardsOf, type Env } from '../../../actions/helpers.js';
import { mountSandbox, type SandboxHarness } from '../../sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

/** Cards the dead console meant to suspend: the first was done, the others never settled. */
let planned: string[] = [];

async function leaveInterruptedSuspend(env: Env, target: JournalTarget, id: string): Promise<void> {
  const wallet = (await activeWallets(env.client))[0]!;
  const cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active').slice(0, 3);
  planned = cards.map((c) => c.id);
  const writer = JournalWriter.create(env.dir, {
    id, createdAt: new Date().toISOString(), target, action: 'suspend',
    items: cards.map((c) => ({ cardId: c.id, accountId: c.accountId, idempotencyKey: `key-${c.id}` })),
  });
  await env.client.call('suspendCard', { params: { wallet_id: wallet.id, instrument_id: planned[0]! } });
  writer.outcome({ cardId: planned[0]!, outcome: 'done' });
  writer.close(); // no end line: interrupted
}

describe('interrupted jobs', () => {
  it('are announced at start and listed in the jobs view for the same target only', async () => {
    h = await mountSandbox({
      journal: {
        before: async (env, target) => {
          await leaveInterruptedSuspend(env, target, 'job-earlier-1');
          // Another target's job must not show here.
          JournalWriter.create(env.dir, { id: 'job-elsewhere', createdAt: new Date().toISOString(), target: { ...target, profile: 'prod' }, action: 'fund', items: [] }).close();
        },
      },
    });
    await h.until((f) => f.includes('1 interrupted job: suspend, 1 of 3 done | J to resume (R) or discard (X)'), 'the start-up notice');
    expect(h.jobs.interrupted().map((j) => j.id)).toEqual(['job-earlier-1']);
    await h.press('J');
    await h.until((f) => f.includes('1 interrupted') && f.includes('job-earlier-1') && f.includes('interrupted: 1 of 3 done'), 'the interrupted job listed');
    expect(h.frame()).not.toContain('job-elsewhere');
  });
});
