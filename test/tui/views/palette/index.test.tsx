// The palette runs only what the operator meant: the command typed (with its argument), or the entry
// the cursor was moved to. Anything else is named as unknown, with the closest names, and runs nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { type CardRef } from '../../../../src/actions/index.js';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import { firstWallet, showCardsOf, statusesOf } from '../../../support/bulk-helpers.js';
import { KEYS, loadAll, mount, type Harness } from '../../../support/harness.js';
import { orgHandlers, orgData } from '../../../support/org-data.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: Harness | undefined;
let s: SandboxHarness | undefined;
afterEach(async () => {
  h?.unmount();
  h = undefined;
  await s?.stop();
  s = undefined;
});

async function start(): Promise<Harness> {
  h = await mount(orgHandlers(orgData()));
  await loadAll(h);
  return h;
}

const lastNote = (harness: Pick<Harness, 'store'>) => harness.store.getState().notifications.at(-1)?.text;

describe('the palette on Enter', () => {
  it('runs nothing for a word that is not a command, and names the closest commands', async () => {
    s = await mountSandbox();
    const wallet = await firstWallet(s.env.client);
    await showCardsOf(s, wallet);
    const state = s.store.getState();
    const card = selectPaneRows(state, 'cards')
      .map((id) => state.entities.cards.get(id)!)
      .find((c) => c.status === 'active')!;
    // A change this session could undo: the fuzzy top match of "dash" was the undo list's entry.
    expect((await changeCardStatus(s.ops, cardRef(card) as CardRef, 'suspend')).ok).toBe(true);
    const entries = s.ops.audit.entries().length;
    await s.press(':');
    await s.type('dash');
    await s.press(KEYS.enter);
    await s.until((f) => f.includes('unknown command: dash'), 'the refusal');
    expect(s.store.getState().view.overlay).toBeNull();
    expect(s.frame()).not.toContain('Undo');
    expect(s.jobs.list()).toHaveLength(0);
    expect(s.ops.audit.entries()).toHaveLength(entries);
    expect((await statusesOf(s.env.client, wallet)).get(card.id)).toBe('frozen');
  });

  it('does not complete a prefix: hold is not :holders', async () => {
    const h = await start();
    const before = h.store.getState().view.focus;
    await h.press(':');
    await h.type('hold');
    await h.press(KEYS.enter);
    expect(h.store.getState().view.focus).toBe(before);
    expect(h.store.getState().view.overlay).toBeNull();
    expect(lastNote(h)).toMatch(/^unknown command: hold \(closest: :holders/);
  });

  it('suggests at most three names', async () => {
    const h = await start();
    await h.press(':');
    await h.type('overview');
    await h.press(KEYS.enter);
    const note = lastNote(h) ?? '';
    expect(note).toMatch(/^unknown command: overview/);
    expect((note.match(/:[a-z]/g) ?? []).length).toBeLessThanOrEqual(3);
    expect(h.store.getState().view.focus).toBe('accounts');
  });

  it('runs the entry the cursor was moved to', async () => {
    const h = await start();
    await h.press(':');
    await h.type('hold');
    await h.press(KEYS.down, KEYS.up, KEYS.enter);
    expect(h.store.getState().view.focus).toBe('cardholders');
  });

  it('forgets a cursor move once the text is typed again', async () => {
    const h = await start();
    await h.press(':');
    await h.type('hol');
    await h.press(KEYS.down, KEYS.up);
    await h.type('d');
    await h.press(KEYS.enter);
    expect(h.store.getState().view.focus).toBe('accounts');
    expect(lastNote(h)).toMatch(/^unknown command: hold/);
  });

  it('runs a command typed whole, with its argument', async () => {
    const h = await start();
    await h.press(':');
    await h.type('holders');
    await h.press(KEYS.enter);
    expect(h.store.getState().view.focus).toBe('cardholders');
  });
});

describe('the palette lists commands by the words an operator types', () => {
  it('shows no internal id: a command without a word is listed by its key and description', async () => {
    const h = await start();
    await h.press(':');
    await h.type('undo');
    const frame = h.frame();
    expect(frame).toContain('Undo the last change');
    expect(frame).not.toMatch(/:[a-z]+\.[a-z]/);
  });

  it('does not run an internal id typed whole', async () => {
    const h = await start();
    await h.press(':');
    await h.type('cursor.down');
    await h.press(KEYS.enter);
    expect(lastNote(h)).toMatch(/^unknown command: cursor\.down/);
  });

  it('runs the generic commands by their words', async () => {
    const h = await start();
    await h.press(':');
    await h.type('help');
    await h.press(KEYS.enter);
    expect(h.frame()).toContain('Keys and commands');
  });
});
