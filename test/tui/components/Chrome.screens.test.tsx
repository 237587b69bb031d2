// The console's chrome at 80x24 on every screen (panes, detail, jobs, help): the footer shows its
// items whole (never a `~` mid-item), a refused key's reason shows in full on its own rows, the
// header keeps the profile and the index's state, a job row keeps its counts, rate and time left,
// and a resumed job's results name its cards (its journal holds only their ids).
import { afterEach, describe, expect, it } from 'vitest';
import { type JournalOwner } from '../../../src/actions/index.js';
import { JournalWriter } from '../../../src/actions/journal/journal.js';
import { createCardIndex } from '../../../src/sync/card-index/index.js';
import { activeWallets, cardsOf, type Env } from '../../support/action-helpers.js';
import { gateRoute } from '../../support/sandbox-harness.js';
import { suspendAllOfFirstWallet } from '../../support/bulk-helpers.js';
import { tempDir } from '../../support/fake-merchant.js';
import { KEYS } from '../../support/harness.js';
import {
  mountSandbox,
  type SandboxHarness,
  type SandboxMountOptions,
} from '../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const SIZE = { columns: 80, rows: 24 } as const;

async function mountSmall(options: SandboxMountOptions = {}): Promise<SandboxHarness> {
  return mountSandbox({
    ...SIZE,
    index: async (env, store) => {
      const index = createCardIndex({
        fetcher: env.client,
        store,
        baseUrl: env.sandbox.baseUrl,
        merchant: env.merchant.orgId,
        dir: tempDir(),
        share: 1,
      });
      await index.runPass(new AbortController().signal);
      return index;
    },
    ...options,
  });
}

const rows = (frame: string): string[] => frame.split('\n');
/** The frame's last drawn row: the footer (the UI leaves the terminal's last row free). */
const footerOf = (frame: string): string =>
  rows(frame)
    .filter((l) => l.trim() !== '')
    .at(-1) ?? '';
const words = (text: string): string => text.split(/\s+/).filter(Boolean).join(' ');

function expectWholeChrome(harness: SandboxHarness, screen: string): void {
  const frame = harness.frame();
  const footer = footerOf(frame);
  expect(footer, screen).not.toContain('~');
  expect(footer.trim(), screen).not.toBe('');
  for (const line of rows(frame)) expect(line.length, `${screen}: ${line}`).toBeLessThanOrEqual(80);
  const header = rows(frame)[0] ?? '';
  expect(header, screen).toContain('profile default');
  expect(header, screen).toMatch(/index \d+s old/);
  expect(header, screen).not.toContain('~');
}

describe('the chrome at 80x24', () => {
  it('panes, detail, jobs and help: footer items whole, header with profile and index state', async () => {
    h = await mountSmall();
    const small = h;
    await small.press('2');
    await small.until((f) => /> 2 Cards/.test(f) && /ACTIVE|FROZEN/.test(f), 'the cards pane');
    await small.until((f) => /index \d+s old/.test(f), 'the index in the header');
    expectWholeChrome(small, 'panes');
    await small.press(KEYS.enter);
    await small.until((f) => f.includes('card detail'), 'the card detail');
    expectWholeChrome(small, 'detail');
    await small.press(KEYS.esc, 'J');
    await small.until((f) => f.includes('Jobs |'), 'the jobs view');
    expectWholeChrome(small, 'jobs');
    await small.press(KEYS.esc, '?');
    await small.until((f) => f.includes('Keys and commands'), 'help');
    expectWholeChrome(small, 'help');
  });

  it('a refused key says why in full, on its own rows, never cut', async () => {
    h = await mountSmall();
    const small = h;
    await small.press('2');
    await small.until((f) => f.includes('ACTIVE'), 'the cards pane');
    // The first active card: resuming (u) it is refused.
    const state = small.store.getState();
    const active = (
      state.lists[Object.keys(state.lists).find((k) => k.startsWith('cards|'))!]?.ids ?? []
    ).find((id) => state.entities.cards.get(id)?.status === 'active')!;
    small.store.getState().mutators.jumpToCard(active, state.view.selectedAccountId);
    await small.press(KEYS.enter);
    await small.until((f) => f.includes('card detail'), 'the card detail');
    await small.press('u');
    const note = small.store.getState().notifications.at(-1)!;
    expect(note.text).toMatch(/^Resume \(unfreeze\) the card: \S/);
    // The last two drawn rows (status line and footer row) carry the whole text.
    const [status, footer] = rows(small.frame())
      .filter((l) => l.trim() !== '')
      .slice(-2);
    expect(words(`${status} ${footer}`)).toContain(words(note.text));
    expect(`${status}${footer}`).not.toContain('~');
  });

  it('a running job’s row keeps its counts, rate and time left', async () => {
    const gate = gateRoute('suspendCard');
    h = await mountSmall({ wrap: gate.wrap });
    const small = h;
    const job = await suspendAllOfFirstWallet(small);
    await small.until(() => job.progress().running > 0, 'requests in flight');
    await small.press(KEYS.esc, 'J');
    // The job by its whole size: "N cards: n done", or "n/N done" where the row is crowded.
    const total = job.plan.items.length + job.plan.skipped.length;
    const row = new RegExp(
      `${job.id}( suspend)? (${total} cards: \\d+|\\d+/${total}) done \\d+ left( \\d+ \\w+)* \\|? ?\\d+\\.\\d/s, \\S+ to go \\|? ?running`,
    );
    await small.until((f) => row.test(f), 'the job row with rate and time left');
    expectWholeChrome(small, 'jobs with a running job');
    gate.open();
    await job.done();
  });
});

/** A suspend an earlier console journaled (card ids only, as a journal keeps) and never finished. */
let planned: { id: string; name: string }[] = [];
async function leaveInterruptedSuspend(env: Env, target: JournalOwner): Promise<void> {
  const wallet = (await activeWallets(env.client))[0]!;
  const cards = (await cardsOf(env.client, wallet.id)).filter((c) => c.status === 'active').slice(0, 3);
  planned = cards.map((c) => ({ id: c.id, name: c.name ?? '' }));
  JournalWriter.create(env.dir, {
    id: 'job-earlier-names',
    createdAt: new Date().toISOString(),
    target,
    action: 'suspend',
    items: cards.map((c) => ({ cardId: c.id, accountId: c.accountId, idempotencyKey: `key-${c.id}` })),
  }).close();
}

describe('a resumed job at 80x24', () => {
  it('names its cards in the results (from the store or the card index), not by their ids', async () => {
    h = await mountSmall({ journal: { before: leaveInterruptedSuspend } });
    const small = h;
    await small.press('J');
    await small.until((f) => f.includes('job-earlier-names'), 'the interrupted job');
    await small.press('R');
    await small.until((f) => /job-earlier-names +suspend/.test(f) && f.includes('finished'), 'the job done');
    await small.press(KEYS.enter);
    await small.until((f) => f.includes('job-earlier-names bulk suspend'), 'its results');
    const frame = small.frame();
    for (const card of planned) {
      expect(card.name).not.toBe('');
      expect(frame).toContain(card.name.slice(0, 16));
    }
    expect(frame).not.toMatch(/card [0-9a-f]{8}~/);
  });
});
