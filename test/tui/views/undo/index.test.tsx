// Undo in the console against a real sandbox: `z` after a bulk suspend asks (the jobs view's
// confirmation, naming it an undo) and resumes the cards as a job of its own; `z` on a terminate is
// refused; `z` on a fund opens a pre-filled defund form and sends nothing; an edit is asked and
// restored; `:undo` lists the changes newest first so an older one can be chosen; read-only refuses.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  editCard,
  fundCard,
  startBulkJob,
  terminateCard,
  type CardRef,
} from '../../../../src/actions/index.js';
import { editValuesOf } from '../../../../src/actions/edit-fields.js';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { cardFromRead, selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import { cardName } from '../../../../src/tui/present/card-name.js';
import { openFormOf } from '../../../../src/tui/forms/slot.js';
import {
  firstWallet,
  showCardsOf,
  statusesOf,
  suspendAllOfFirstWallet,
} from '../../../support/bulk-helpers.js';
import { cardsOf, contextFor, type Env } from '../../../support/action-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

async function activeCards(harness: SandboxHarness): Promise<CardRef[]> {
  await showCardsOf(harness, await firstWallet(harness.env.client));
  const state = harness.store.getState();
  return selectPaneRows(state, 'cards')
    .map((id) => state.entities.cards.get(id)!)
    .filter((c) => c.status === 'active')
    .map((c) => cardRef(c)!);
}

describe('z (undo the last change)', () => {
  it('after a bulk suspend: asks, naming it an undo and the card another client changed, then resumes the rest as a job of its own', async () => {
    h = await mountSandbox();
    const suspend = await suspendAllOfFirstWallet(h);
    const suspended = await suspend.done();
    expect(suspended.done).toBeGreaterThan(2);
    const wallet = await firstWallet(h.env.client);
    const changed = suspend.items().filter((i) => i.state === 'done');
    // Another client, straight through the API, terminates one of the frozen cards.
    const other = changed[1]!.card;
    await h.env.client.call('terminateCard', { params: { wallet_id: wallet, instrument_id: other.id } });
    await h.press(KEYS.esc, 'z');
    await h.until(
      (f) => f.includes(`Undo of bulk suspend ${suspend.id}`) && f.includes('Bulk resume'),
      'the undo plan',
    );
    expect(h.frame()).toContain(`${changed.length - 1} cards will be changed; 1 skipped.`);
    expect(h.frame()).toMatch(
      new RegExp(`${cardName(other).replace(/\./g, '\\.')} .*changed since by someone else: it is closed`),
    );
    await h.press('y');
    await h.until(() => h!.jobs.list().length === 2, 'the undo job');
    const undo = h.jobs.list().find((j) => j.id !== suspend.id)!;
    expect(undo.plan.spec.undoes).toBe(suspend.id);
    expect(await undo.done()).toMatchObject({ done: changed.length - 1, skipped: 1 });
    const statuses = await statusesOf(h.env.client, wallet);
    for (const item of changed)
      expect(statuses.get(item.card.id)).toBe(item.card.id === other.id ? 'closed' : 'active');
    await h.press(KEYS.enter);
    await h.until(
      (f) => f.includes(`${undo.id} bulk resume, undoing bulk suspend ${suspend.id}`),
      'its results',
    );
    await h.press(KEYS.esc, KEYS.esc, 'L');
    await h.until((f) => /bulk\.resume .*\| undoes job-/.test(f), 'the undo in Activity');
    // z again: nothing of this session is left to undo (the suspend is undone, the undo is not undone by z).
    await h.press(KEYS.esc, 'z');
    await h.until((f) => f.includes('nothing to undo'), 'nothing left');
  });

  it('refuses a terminate: the card is closed', async () => {
    h = await mountSandbox();
    const [card] = await activeCards(h);
    expect((await terminateCard(h.ops, card!)).ok).toBe(true);
    const entries = h.ops.audit.entries().length;
    await h.press('z');
    await h.until((f) => f.includes('terminate cannot be undone: the card is closed'), 'the refusal');
    expect(h.ops.audit.entries()).toHaveLength(entries);
  });

  it('on a fund opens the defund form with its amount and reference, and sends nothing', async () => {
    h = await mountSandbox();
    const [card] = await activeCards(h);
    const funded = await fundCard(h.ops, card!, { amount: '3.50' });
    if (!funded.ok) throw new Error(funded.error.message);
    const entries = h.ops.audit.entries().length;
    await h.press('z');
    await h.until((f) => f.includes('Defund'), 'the defund form');
    const form = openFormOf(h.store.getState());
    expect(form?.spec).toBe('defund');
    expect(form?.values.amount).toBe('3.50');
    expect(form?.values.description).toMatch(/^undo of fund [a-z2-7]{12}$/);
    expect(h.ops.audit.entries()).toHaveLength(entries);
  });

  it('after an edit: says what goes back, and restores it on y', async () => {
    h = await mountSandbox();
    const [card] = await activeCards(h);
    const read = async () =>
      cardFromRead(
        (
          await h!.env.client.call('getCard', {
            params: { wallet_id: card!.accountId, instrument_id: card!.id },
          })
        ).data,
      );
    const before = (await read()).name;
    const edit = await editCard(h.ops, card!, {
      shown: editValuesOf(await read()),
      changes: { name: 'Renamed' },
    });
    expect(edit.ok).toBe(true);
    await vi.waitFor(async () => expect((await read()).name).toBe('Renamed'), { timeout: 10_000 });
    await h.press('z');
    await h.until((f) => f.includes('Undo: edit') && f.includes(`name: Renamed → ${before}`), 'the question');
    await h.press('y');
    await vi.waitFor(async () => expect((await read()).name).toBe(before), { timeout: 10_000 });
    expect(h.ops.audit.entries().at(-1)).toMatchObject({ action: 'card.edit', undoes: expect.any(String) });
  });

  it('in read-only mode is refused with the read-only reason', async () => {
    h = await mountSandbox({ readOnly: true });
    await h.press('z');
    await h.until((f) => f.includes('read-only'), 'the refusal');
    expect(h.ops.audit.entries()).toHaveLength(0);
  });
});

describe(':undo', () => {
  it('lists the changes newest first with their time and card count; Enter on an older one undoes that one', async () => {
    h = await mountSandbox();
    const [a, b] = await activeCards(h);
    expect((await changeCardStatus(h.ops, a!, 'suspend')).ok).toBe(true);
    expect((await changeCardStatus(h.ops, b!, 'suspend')).ok).toBe(true);
    await h.press(':');
    await h.type('undo');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Undo | 2 changes in the last 24 hours, 2 can be undone'), 'the list');
    const lines = h.frame().split('\n');
    const newer = lines.findIndex((l) => l.includes(b!.name ?? b!.id));
    const older = lines.findIndex((l) => l.includes(a!.name ?? a!.id));
    expect(newer).toBeGreaterThan(0);
    expect(newer).toBeLessThan(older);
    expect(h.frame()).toMatch(/TIME UTC/);
    await h.press('j', KEYS.enter);
    await h.until((f) => f.includes('Bulk resume of 1 card'), 'the undo of the older one');
    await h.press('y');
    await h.until(() => h!.jobs.list().length === 1, 'the undo job');
    await h.jobs.list()[0]!.done();
    const statuses = await statusesOf(h.env.client, a!.accountId);
    expect(statuses.get(a!.id)).toBe('active');
    expect(statuses.get(b!.id)).toBe('frozen');
  });
});

describe('the undo question answers to the keys it shows', () => {
  it('n, N, q and Esc each close it: nothing is sent, the card stays frozen, no reading-back notice stays', async () => {
    h = await mountSandbox();
    const [card] = await activeCards(h);
    expect((await changeCardStatus(h.ops, card!, 'suspend')).ok).toBe(true);
    const entries = h.ops.audit.entries().length;
    for (const key of ['n', 'N', 'q', KEYS.esc]) {
      await h.press('z');
      await h.until((f) => f.includes('Bulk resume of 1 card'), 'the question');
      // The subject by name and last four, never the audit entry's internal key.
      expect(h.frame()).toContain(`Undo of suspend ${cardName(card!)}`);
      expect(h.frame()).not.toContain('|card.suspend|');
      expect(h.frame()).not.toContain('nothing sent yet');
      await h.press(key);
      await h.until(() => h!.store.getState().view.overlay === null, `the question closed by ${key}`);
      expect(h.frame()).not.toContain('reading back');
      expect(h.frame()).not.toContain('nothing sent yet');
    }
    expect(h.jobs.list()).toHaveLength(0);
    expect(h.ops.audit.entries()).toHaveLength(entries);
    expect((await statusesOf(h.env.client, card!.accountId)).get(card!.id)).toBe('frozen');
  });

  it("y runs it as a job whose results name what it undoes by card, never the audit entry's key", async () => {
    h = await mountSandbox();
    const [card] = await activeCards(h);
    expect((await changeCardStatus(h.ops, card!, 'suspend')).ok).toBe(true);
    await h.press('z');
    await h.until((f) => f.includes('Bulk resume of 1 card'), 'the question');
    await h.press('y');
    await h.until(() => h!.jobs.list().length === 1, 'the undo job');
    await h.jobs.list()[0]!.done();
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('bulk resume, undoing'), 'the results');
    expect(h.frame()).toContain(`undoing suspend ${cardName(card!)}`);
    expect(h.frame()).not.toContain('|card.suspend|');
  });

  it('at 80x24 keeps its key hints on screen while a long notice shows', async () => {
    h = await mountSandbox({ columns: 80, rows: 24 });
    const [card] = await activeCards(h);
    expect((await changeCardStatus(h.ops, card!, 'suspend')).ok).toBe(true);
    await h.press('z');
    await h.until((f) => f.includes('Bulk resume of 1 card'), 'the question');
    const notice = `events: the listener could not reach ${'the sandbox '.repeat(8)}and retries in 5 s`;
    h.store.getState().mutators.notify('warn', notice, Date.now());
    await h.until((f) => f.includes('events: the listener could not reach'), 'the notice');
    const last = h.frame().trimEnd().split('\n').at(-1) ?? '';
    expect(last).toMatch(/\by start\b/);
    expect(last).toMatch(/\bn\/Esc cancel\b/);
  });

  it('n at an edit undo sends nothing: the name stays as the edit left it', async () => {
    h = await mountSandbox();
    const [card] = await activeCards(h);
    const read = async () =>
      cardFromRead(
        (
          await h!.env.client.call('getCard', {
            params: { wallet_id: card!.accountId, instrument_id: card!.id },
          })
        ).data,
      );
    const edit = await editCard(h.ops, card!, {
      shown: editValuesOf(await read()),
      changes: { name: 'Renamed' },
    });
    expect(edit.ok).toBe(true);
    // The server applies an edit later (202): the undo is asked once the card shows it.
    await vi.waitFor(async () => expect((await read()).name).toBe('Renamed'), { timeout: 20_000 });
    const entries = h.ops.audit.entries().length;
    await h.press('z');
    await h.until((f) => f.includes('Undo: edit'), 'the question');
    expect(h.frame()).not.toContain('nothing sent yet');
    await h.press('n');
    await h.until(() => h!.store.getState().view.overlay === null, 'the question closed');
    expect(h.frame()).not.toContain('reading back');
    expect(h.ops.audit.entries()).toHaveLength(entries);
    expect((await read()).name).toBe('Renamed');
  });
});

describe('after a restart', () => {
  /** A bulk suspend of the first wallet's active cards by an earlier run of the console, over `auditPath`. */
  async function suspendedByEarlierRun(env: Env, auditPath: string, cards: CardRef[]): Promise<string> {
    const earlier = contextFor(env, { auditPath });
    const started = await startBulkJob(earlier, { action: 'suspend', cards, concurrency: 2 });
    if (!started.ok) throw new Error(started.error.message);
    expect(await started.job.done()).toMatchObject({ done: cards.length });
    return started.job.id;
  }

  it("lists the earlier run's bulk suspend and undoes it by the same rules: read back, skip what changed since", async () => {
    let jobId = '';
    let cards: CardRef[] = [];
    h = await mountSandbox({
      earlierRun: async (env, auditPath) => {
        const wallet = await firstWallet(env.client);
        cards = (await cardsOf(env.client, wallet)).filter((c) => c.status === 'active').slice(0, 3);
        expect(cards.length).toBe(3);
        jobId = await suspendedByEarlierRun(env, auditPath, cards);
      },
    });
    // Between the runs another client terminates one of the frozen cards.
    const [kept, closed] = cards;
    await h.env.client.call('terminateCard', {
      params: { wallet_id: closed!.accountId, instrument_id: closed!.id },
    });
    expect(h.ops.audit.entries()).toHaveLength(0);
    await h.press(':');
    await h.type('undo');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Undo | 1 change in the last 24 hours, 1 can be undone'), 'the list');
    expect(h.frame()).not.toContain('this session');
    await h.press(KEYS.esc, 'z');
    await h.until(
      (f) => f.includes(`Undo of bulk suspend ${jobId}`) && f.includes('Bulk resume'),
      'the undo plan',
    );
    expect(h.frame()).toContain('2 cards will be changed; 1 skipped.');
    await h.press('y');
    await h.until(() => h!.jobs.list().length === 1, 'the undo job');
    expect(await h.jobs.list()[0]!.done()).toMatchObject({ done: 2, skipped: 1 });
    const statuses = await statusesOf(h.env.client, kept!.accountId);
    expect(statuses.get(kept!.id)).toBe('active');
    expect(statuses.get(cards[2]!.id)).toBe('active');
    expect(statuses.get(closed!.id)).toBe('closed');
  });

  it('counts a change made on another host of the profile as not undoable here, and z passes over it', async () => {
    h = await mountSandbox({
      earlierRun: async (env, auditPath) => {
        const cards = (await cardsOf(env.client, await firstWallet(env.client)))
          .filter((c) => c.status === 'active')
          .slice(0, 1);
        await suspendedByEarlierRun(env, auditPath, cards);
        const text = readFileSync(auditPath, 'utf8').replace(
          /"host":"[^"]*"/g,
          '"host":"elsewhere.example:443"',
        );
        writeFileSync(auditPath, text);
      },
    });
    await h.press(':');
    await h.type('undo');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Undo | 1 change in the last 24 hours, 0 can be undone'), 'the list');
    expect(h.frame()).toContain('made on profile sandbox (elsewhere.example:443)');
    await h.press(KEYS.esc, 'z');
    await h.until((f) => f.includes('nothing to undo'), 'nothing to undo');
    expect(h.jobs.list()).toHaveLength(0);
  });

  it("does not offer another profile's earlier change", async () => {
    h = await mountSandbox({
      earlierRun: async (env, auditPath) => {
        const cards = (await cardsOf(env.client, await firstWallet(env.client)))
          .filter((c) => c.status === 'active')
          .slice(0, 1);
        await suspendedByEarlierRun(env, auditPath, cards);
        // The same file, as written by the console of another profile: not this profile's history.
        const text = readFileSync(auditPath, 'utf8').replaceAll('"profile":"sandbox"', '"profile":"live"');
        writeFileSync(auditPath, text);
      },
    });
    await h.press('z');
    await h.until((f) => f.includes('nothing to undo'), 'nothing to undo');
    expect(h.jobs.list()).toHaveLength(0);
  });
});
