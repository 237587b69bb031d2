// End to end (tmux, the built bundle): a bulk suspend of the wallet's 20 cards from the console, then
// `z`: the console reads the cards back and asks (an undo, 20 cards), `y` runs it as a job of its
// own, and the API shows all 20 active again; the audit trail says which job the resumes undo.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { cardsOf, issueMany } from '../support/action-helpers.js';
import { inProcessSandbox, isolatedHomes, openConsole, type E2eSandbox } from './harness.js';

describe('undo of a bulk suspend (tmux)', { timeout: 240_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let walletId = '';
  let twenty: string[] = [];
  const homes = isolatedHomes();

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    client = sandbox.client();
    walletId = (await client.call('listAccounts', {})).items[0]!.id;
    // The wallet the console opens on holds exactly 20 cards it can suspend: the seed's are closed first.
    for (const card of await cardsOf(client, walletId))
      if (card.status === 'active' || card.status === 'frozen')
        await client.call('terminateCard', { params: { wallet_id: walletId, instrument_id: card.id } });
    twenty = await issueMany(client, walletId, 20);
  }, 120_000);

  const statuses = async (): Promise<string[]> => {
    const now = new Map((await cardsOf(client, walletId)).map((c) => [c.id, c.status]));
    return twenty.map((id) => now.get(id) ?? 'missing');
  };

  it('bulk-suspends 20 cards, z asks and resumes all 20 as a job of its own', async () => {
    expect(await statuses()).toEqual(twenty.map(() => 'active'));
    const term = openConsole({
      args: [...sandbox.flags(), '--no-listen', '--no-index'],
      homes,
      env: { CI: 'true' },
      cols: 160,
      rows: 45,
    });
    await term.waitFor('> 1 Wallets', 30_000);
    term.keys('2');
    await term.waitFor('> 2 Cards');
    term.keys('a');
    await term.waitFor((s) => /\d+ marked/.test(s), 30_000);
    term.keys('s');
    await term.waitFor('Bulk suspend of 20 cards', 30_000);
    term.keys('y');
    const suspended = await term.waitFor((s) => /job-\S+ +suspend .*finished/.test(s), 60_000);
    const suspendJob = /(job-\S+) +suspend/.exec(suspended)![1]!;
    expect(await statuses()).toEqual(twenty.map(() => 'frozen'));

    // Escape and z sent together read as one key (alt+z): z goes once the job list has closed.
    term.keys('Escape');
    await term.waitFor((s) => !s.includes('in this session'), 30_000);
    term.keys('z');
    await term.waitFor(
      (s) => s.includes(`Undo of bulk suspend ${suspendJob}`) && s.includes('Bulk resume of 20 cards'),
      30_000,
    );
    expect(term.screen()).toContain('20 cards will be changed; 0 skipped.');
    term.keys('y');
    await term.waitFor((s) => /job-\S+ +resume .*finished/.test(s), 60_000);
    expect(await statuses()).toEqual(twenty.map(() => 'active'));

    const audit = readFileSync(join(homes.state, 'card-console', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { action: string; outcome: string; undoes?: string });
    const resumes = audit.filter((e) => e.action === 'bulk.resume' && e.outcome === 'done');
    expect(resumes).toHaveLength(20);
    expect(resumes.every((e) => e.undoes === suspendJob)).toBe(true);
  });
});
