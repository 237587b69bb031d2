// The card edit form with two operators on one sandbox: B opens the form (daily limit 2500.00),
// A sets the daily limit to 300.00, B changes only the name and submits. Nothing is sent while the
// form is out of date: it says so and shows old/theirs/yours; keeping theirs sends the name alone,
// and the limit A set stays. The audit entry of B's edit says the name before → after.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api/index.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { rememberShown } from '../../../../src/tui/forms/edit.js';
import { editOf } from '../../../../src/tui/forms/specs/card.js';
import { KEYS } from '../../../support/harness.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

const RIGHT = '\u001B[C';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

interface Ref {
  readonly id: string;
  readonly accountId: string;
}

const readCard = async (client: ApiClient, ref: Ref) =>
  (await client.call('getCard', { params: { wallet_id: ref.accountId, instrument_id: ref.id } })).data.card;

/** Another operator's edit, straight through the API, waited for until the card shows it. */
async function otherOperatorSets(client: ApiClient, ref: Ref, limits: Record<string, string>): Promise<void> {
  await client.call('updateCard', {
    params: { wallet_id: ref.accountId, instrument_id: ref.id },
    body: { limits },
  });
  await vi.waitFor(
    async () => {
      const now = (await readCard(client, ref)).limits as Record<string, unknown>;
      for (const [field, value] of Object.entries(limits)) expect(now[field]).toBe(value);
    },
    { timeout: 10_000, interval: 20 },
  );
}

/** Focus the cards pane and put the cursor on its first active card, by keys. */
async function onActiveCard(harness: SandboxHarness): Promise<Ref> {
  await harness.press('2');
  await harness.until(() => selectPaneRows(harness.store.getState(), 'cards').length > 0, 'the cards');
  const state = () => harness.store.getState();
  const rows = selectPaneRows(state(), 'cards');
  const index = rows.findIndex((id) => state().entities.cards.get(id)?.status === 'active');
  for (let i = 0; i < index; i += 1) await harness.press('j');
  const card = state().entities.cards.get(rows[index]!)!;
  return { id: card.id, accountId: card.accountId! };
}

describe('the card edit form, with another operator editing the same card', () => {
  it("keeps the other operator's limit when only the name was changed: it stops, shows theirs, and sends the name alone", async () => {
    h = await mountSandbox();
    const ref = await onActiveCard(h);
    const before = await readCard(h.env.client, ref);
    await otherOperatorSets(h.env.client, ref, { daily_limit: '2500.00', monthly_limit: '10000.00' });
    await h.sync.refresh({ card: ref.id });
    await h.press('e');
    await h.until((f) => f.includes('Edit ') && f.includes('2500.00'), 'the form showing 2500.00');

    // Operator A sets the daily limit to 300 while B's form is open; B's console hears of it.
    await otherOperatorSets(h.env.client, ref, { daily_limit: '300.00' });
    await h.sync.refresh({ card: ref.id });
    await h.until(
      () => h!.store.getState().entities.cards.get(ref.id)?.limits?.daily_limit === '300.00',
      "B's store showing 300.00",
    );

    // B changes only the name and submits.
    await h.press(...Array(40).fill(KEYS.backspace));
    await h.type('Renamed by B');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('changed since the form showed it'), 'the form saying it is out of date');
    expect(h.frame()).toMatch(/daily limit\s+2500\.00\s+300\.00\s+2500\.00/);
    const untouched = await readCard(h.env.client, ref);
    expect(untouched.limits?.daily_limit).toBe('300.00');
    expect(untouched.name).toBe(before.name);
    expect(h.ops.audit.entries().filter((e) => e.action === 'card.edit')).toEqual([]);

    // B keeps theirs (the first option of the choice the conflict added) and sends again.
    await h.press(KEYS.tab, KEYS.tab, KEYS.tab, RIGHT);
    expect(h.frame()).toMatch(/keep theirs \(300\.00\)/);
    await h.press(KEYS.enter);
    const said = (text: string) => h!.store.getState().notifications.some((n) => n.text.includes(text));
    await h.until(() => said('accepted'), 'the acceptance');
    await vi.waitFor(async () => expect((await readCard(h!.env.client, ref)).name).toBe('Renamed by B'), {
      timeout: 10_000,
      interval: 20,
    });
    expect((await readCard(h.env.client, ref)).limits?.daily_limit).toBe('300.00');
    const edits = h.ops.audit.entries().filter((e) => e.action === 'card.edit');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      outcome: 'done',
      changes: { name: { before: before.name, after: 'Renamed by B' } },
    });
    expect(Object.keys(edits[0]?.changes ?? {})).toEqual(['name']);
  }, 60_000);

  it('sends the operator\'s limit over theirs when they choose "use mine"', async () => {
    h = await mountSandbox();
    const ref = await onActiveCard(h);
    await otherOperatorSets(h.env.client, ref, { daily_limit: '2500.00', monthly_limit: '10000.00' });
    await h.sync.refresh({ card: ref.id });
    await h.press('e');
    await h.until((f) => f.includes('2500.00'), 'the form showing 2500.00');
    await otherOperatorSets(h.env.client, ref, { daily_limit: '300.00' });
    await h.press(KEYS.tab, ...Array(12).fill(KEYS.backspace));
    await h.type('1200.00');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('changed since the form showed it'), 'the conflict');
    expect(h.frame()).toMatch(/daily limit\s+2500\.00\s+300\.00\s+1200\.00/);
    // Focus is on the daily limit: two tabs reach the choice; right twice takes "use mine".
    await h.press(KEYS.tab, KEYS.tab, RIGHT, RIGHT);
    expect(h.frame()).toMatch(/use mine \(1200\.00\)/);
    await h.press(KEYS.enter);
    await vi.waitFor(
      async () => expect((await readCard(h!.env.client, ref)).limits?.daily_limit).toBe('1200.00'),
      { timeout: 10_000, interval: 20 },
    );
    const edit = h.ops.audit.entries().find((e) => e.action === 'card.edit');
    expect(edit?.changes).toEqual({ daily_limit: { before: '300.00', after: '1200.00' } });
  }, 60_000);
});

describe('what the edit form sends', () => {
  it('only what differs from what it showed: an untouched or emptied limit, or the same amount, is not sent', () => {
    const opened = rememberShown({
      name: 'Travel',
      'limits.daily_limit': '2500.00',
      'limits.monthly_limit': '9000.00',
    });
    expect(editOf(opened).changes).toEqual({});
    expect(editOf({ ...opened, 'limits.daily_limit': '2500' }).changes).toEqual({});
    expect(editOf({ ...opened, 'limits.monthly_limit': '' }).changes).toEqual({});
    expect(editOf({ ...opened, 'limits.daily_limit': '300' }).changes).toEqual({
      limits: { daily_limit: '300' },
    });
    expect(editOf(opened).shown).toEqual({
      name: 'Travel',
      daily_limit: '2500.00',
      monthly_limit: '9000.00',
    });
  });

  it('a limit the console had not read is not what the form showed: a typed one is sent, an empty one is not', () => {
    const opened = rememberShown(
      { name: 'Travel', 'limits.daily_limit': '', 'limits.monthly_limit': '' },
      { name: 'Travel' },
    );
    expect(editOf(opened)).toEqual({ shown: { name: 'Travel' }, changes: {} });
    expect(editOf({ ...opened, 'limits.daily_limit': '700.00' }).changes).toEqual({
      limits: { daily_limit: '700.00' },
    });
  });
});
