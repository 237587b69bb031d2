// End to end (tmux, the built bundle, the embedded sandbox at 80x24): a bulk freeze made by one run of
// the console, which is then killed; the next run (its sandbox on another port, the same database) lists
// the freeze in `:undo` as a change of the last 24 hours that can be undone, and Enter then `y` undoes
// it as a job of its own. The audit trail says the resumes undo the freeze's job, card for card.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedHomes, openConsole, type Terminal } from './harness.js';

interface Entry {
  action: string;
  outcome: string;
  host: string;
  undoes?: string;
  message?: string;
  targets: { cardId?: string; jobId?: string };
}

describe(
  'undo of a bulk freeze after the console was killed and started again (tmux)',
  { timeout: 240_000 },
  () => {
    const homes = isolatedHomes();
    let term: Terminal | undefined;
    afterEach(async () => {
      await term?.closeAndWait();
      term = undefined;
    });

    const open = (): Terminal =>
      openConsole({ args: ['--no-listen', '--no-index'], homes, env: { CI: 'true' }, cols: 80, rows: 24 });
    const audit = (): Entry[] =>
      readFileSync(join(homes.state, 'card-console', 'audit.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Entry);

    it('lists the earlier run’s freeze and undoes it', async () => {
      const first = open();
      term = first;
      await first.waitFor('> 1 Wallets', 60_000);
      first.keys('2');
      await first.waitFor('> 2 Cards');
      first.keys(':');
      first.type('status active');
      first.keys('Enter');
      first.keys('a');
      await first.waitFor((s) => /\d+ marked/.test(s), 30_000);
      first.keys('s');
      await first.waitFor('Bulk suspend of', 30_000);
      first.keys('y');
      await first.waitFor((s) => /job-\S+ .*finished/.test(s), 90_000);
      const frozen = audit().filter((e) => e.action === 'bulk.suspend' && e.outcome === 'done');
      expect(frozen.length).toBeGreaterThan(0);
      const job = frozen[0]!.targets.jobId!;
      first.signal('SIGKILL');
      await first.closeAndWait();

      const second = open();
      term = second;
      await second.waitFor('> 1 Wallets', 60_000);
      second.keys(':');
      second.type('undo');
      second.keys('Enter');
      await second.waitFor('Undo | 1 change in the last 24 hours, 1 can be undone', 30_000);
      expect(second.screen()).not.toContain('this session');
      // Enter on it (the only row): the same undo `z` would take.
      second.keys('Enter');
      await second.waitFor(
        (s) => s.includes(`Undo of bulk suspend ${job}`) && s.includes('Bulk resume'),
        60_000,
      );
      second.keys('y');
      await second.waitFor((s) => /job-\S+ .*finished/.test(s), 90_000);

      const resumes = audit().filter((e) => e.action === 'bulk.resume' && e.undoes === job);
      const changed = frozen
        .filter((e) => !(e.message ?? '').startsWith('already '))
        .map((e) => e.targets.cardId);
      // Each card the freeze changed is resumed, unless the sandbox's own traffic changed it since (then skipped).
      expect(resumes.filter((e) => e.outcome === 'done').length).toBeGreaterThan(0);
      for (const e of resumes) expect(changed).toContain(e.targets.cardId);
      // Both runs name the target alike: the embedded sandbox by its database, not its port of the run.
      expect(new Set(audit().map((e) => e.host)).size).toBe(1);
    });
  },
);
