// `o` in the jobs view: a bulk suspend copied as a command (the ids in a 0600 file when there are many),
// shown over the jobs view and given back on esc; the copy, turned into its unfreeze and run through the
// shell's quoting and the CLI against the same sandbox, brings every card of the job back.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { IDS_ON_LINE_MAX } from '../../../../src/actions/index.js';
import type { CopiedSlot } from '../../../../src/tui/views/copied/index.js';
import { allActive, statusesOf, suspendAllOfFirstWallet } from '../../../support/bulk-helpers.js';
import { runCards } from '../../../support/cards-run.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';
import { shellCommand } from '../../../support/shell-run.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('copy a bulk job as a command', () => {
  it('a bulk suspend copies as cards freeze; its unfreeze, run, makes every card of the job active again', async () => {
    h = await mountSandbox({ journalChanges: true });
    const job = await suspendAllOfFirstWallet(h);
    const end = await job.done();
    expect(end.done).toBeGreaterThan(2);
    await h.until((f) => f.includes('finished'), 'the job finished in the view');
    await h.press('o');
    await h.until((f) => f.includes(`Copied | ${job.id} as a command`), 'the copy shown');
    const slot = h.store.getState().view.overlay as CopiedSlot;
    const ids = job.plan.items.map((i) => i.card.id);
    const wallet = job.plan.items[0]?.card.accountId ?? '';
    expect(slot.text).toContain(`card-console cards freeze --ids `);
    expect(slot.text).toContain(
      `--wallet ${wallet} --base-url ${h.env.sandbox.baseUrl} --org ${h.env.merchant.orgId} --yes`,
    );
    if (ids.length > IDS_ON_LINE_MAX) {
      const file = /--ids (\S+)/.exec(slot.text)?.[1] ?? '';
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } else {
      expect(slot.text).toMatch(/^printf /);
    }
    expect(h.frame()).toContain('card-console cards freeze');

    const { argv, stdin } = shellCommand(slot.text.replace(' cards freeze ', ' cards unfreeze '));
    const run = await runCards(h.env.dir, argv.slice(1), {
      ...(stdin === undefined ? {} : { stdin }),
      env: { CARD_CONSOLE_API_KEY: h.env.merchant.apiKey },
    });
    expect(run.code).toBe(0);
    await allActive(h.env.client, wallet, ids);

    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay?.kind).toBe('jobs');
  });
});

describe('copy a bulk job as curl', () => {
  it('a bulk suspend copies as a curl loop with no secret; run after an unfreeze, it freezes every card again', async () => {
    h = await mountSandbox({ journalChanges: true });
    const job = await suspendAllOfFirstWallet(h);
    expect((await job.done()).done).toBeGreaterThan(2);
    await h.until((f) => f.includes('finished'), 'the job finished in the view');
    await h.press('O');
    await h.until((f) => f.includes(`Copied | ${job.id} as curl`), 'the copy shown');
    const text = (h.store.getState().view.overlay as CopiedSlot).text;
    const ids = job.plan.items.map((i) => i.card.id);
    const wallet = job.plan.items[0]?.card.accountId ?? '';
    expect(text).toContain('while read -r wallet card; do curl -sS -X POST ');
    expect(text).toContain('/wallets/$wallet/instruments/$card/suspend"');
    expect(text).toContain('-H "Authorization: Bearer $CARD_CONSOLE_API_KEY"');
    if (ids.length > IDS_ON_LINE_MAX) {
      const file = /done < (\S+)$/.exec(text)?.[1] ?? '';
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } else {
      expect(text).toMatch(/^printf '%s %s\\n' /);
    }
    for (const secret of [h.env.merchant.apiKey, h.env.merchant.apiToken]) {
      expect(text).not.toContain(secret);
      expect(h.output()).not.toContain(secret);
    }

    // Every card unfrozen through the CLI, then the copied loop, run by a shell with curl, freezes them all.
    const unfreeze = await runCards(
      h.env.dir,
      [
        'unfreeze',
        '--ids',
        '-',
        '--wallet',
        wallet,
        '--base-url',
        h.env.sandbox.baseUrl,
        '--org',
        h.env.merchant.orgId,
        '--yes',
      ],
      {
        stdin: `${ids.join('\n')}\n`,
        env: { CARD_CONSOLE_API_KEY: h.env.merchant.apiKey },
      },
    );
    expect(unfreeze.code).toBe(0);
    await allActive(h.env.client, wallet, ids);
    // Asynchronously: the sandbox answering curl runs in this process.
    await promisify(execFile)('sh', ['-c', text], {
      encoding: 'utf8',
      env: { ...process.env, CARD_CONSOLE_API_KEY: h.env.merchant.apiKey },
    });
    const statuses = await statusesOf(h.env.client, wallet);
    expect(ids.filter((id) => statuses.get(id) !== 'frozen')).toEqual([]);
  });
});
