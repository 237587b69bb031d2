// The Activity view against a real sandbox: this session's audit entries newest first, updating
// while it is open, and never a secret (credentials revealed earlier, the profile's tokens).
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { changeCardStatus } from '../../../../src/actions/card-actions.js';
import { selectPaneRows } from '../../../../src/store/index.js';
import { cardRef } from '../../../../src/tui/forms/subjects.js';
import { cardName } from '../../../../src/tui/present/card-name.js';
import { firstWallet, showCardsOf } from '../../../support/bulk-helpers.js';
import { KEYS } from '../../../support/harness.js';
import { jsonLinesValues, words } from '../../../support/json-values.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

describe('activity view', () => {
  it("lists the session's changes newest first and updates while open", async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    await h.press('L');
    await h.until(
      (f) => f.includes('Activity | 0 changes') && f.includes('nothing changed yet'),
      'the empty view',
    );
    const state = h.store.getState();
    const active = selectPaneRows(state, 'cards')
      .map((id) => state.entities.cards.get(id)!)
      .filter((c) => c.status === 'active');
    await changeCardStatus(h.ops, cardRef(active[0]!)!, 'suspend');
    await h.until(
      // Named as everywhere (name and last four), not by its id.
      (f) =>
        f.includes('Activity | 1 changes') && f.includes('card.suspend') && f.includes(cardName(active[0]!)),
      'the live entry',
    );
    await changeCardStatus(h.ops, cardRef(active[1]!)!, 'suspend');
    await h.until((f) => f.includes('Activity | 2 changes'), 'the second entry');
    const lines = h.frame().split('\n');
    const first = lines.findIndex((l) => l.includes(cardName(active[1]!)));
    const second = lines.findIndex((l) => l.includes(cardName(active[0]!)));
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(second);
    await h.press(KEYS.esc);
    expect(h.store.getState().view.overlay).toBeNull();
  });

  it('shows a bulk fund per card with amount, outcome and transaction ids', async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const rows = selectPaneRows(state, 'cards');
    for (const id of rows) {
      if (state.entities.cards.get(id)?.status === 'active' && h.store.getState().marks.size < 2)
        await h.press(' ');
      await h.press('j');
    }
    await h.press('f');
    await h.until((f) => f.includes('Bulk fund'), 'the form');
    await h.type('2.25');
    await h.press(KEYS.enter);
    await h.until((f) => f.includes('Amount each'), 'the summary');
    await h.press('y');
    await h.jobs.list()[0]!.done();
    await h.press(KEYS.esc, 'L');
    await h.until(
      (f) => (f.match(/bulk\.fund\s+done\s+2\.25 USD/g) ?? []).length === 2,
      'two bulk fund entries',
    );
    expect(h.frame()).toMatch(/bulk\.fund .* \| tx \S+/);
  });

  it("never shows a secret: not the revealed number or CVV, not the profile's tokens", async () => {
    h = await mountSandbox();
    const wallet = await firstWallet(h.env.client);
    await showCardsOf(h, wallet);
    const state = h.store.getState();
    const rows = selectPaneRows(state, 'cards');
    const index = rows.findIndex((id) => state.entities.cards.get(id)?.status === 'active');
    for (let i = 0; i < index; i += 1) await h.press('j');
    await h.press('v');
    await h.press('y');
    await h.until((f) => f.includes('Card number'), 'the reveal box');
    const revealed = h.frame();
    const number = /Card number\s+([\d ]{15,23})/.exec(revealed)?.[1]?.replace(/ /g, '');
    const cvv = /CVV\s+(\d{3,4})/.exec(revealed)?.[1] ?? '';
    expect(number).toMatch(/^\d{15,19}$/);
    expect(cvv).toMatch(/^\d{3,4}$/);
    // The scan finds the bare digits however they are written, and not inside an amount.
    expect(words(`CVV ${cvv} | cvv:${cvv}`)).toEqual(['CVV', cvv, 'cvv', cvv]);
    expect(words(`1,${cvv}.21 USD`)).not.toContain(cvv);
    await h.press(KEYS.esc);
    const fromFrame = h.frames().length;
    const from = h.output().length;
    await h.press('L');
    await h.until((f) => f.includes('card.reveal'), 'the reveal entry');
    const frames = h.frames().slice(fromFrame);
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of frames) {
      expect(frame.replace(/\s/g, '')).not.toContain(number);
      expect(words(frame)).not.toContain(cvv);
    }
    // Nor the audit trail, which has the reveal's entry.
    const trail = readFileSync(h.ops.auditFile, 'utf8');
    expect(trail).toContain('"card.reveal"');
    expect(trail).not.toContain(number);
    expect(jsonLinesValues(trail).flatMap(words)).not.toContain(cvv);
    const shown = h.output().slice(from);
    expect(shown).not.toContain(h.env.merchant.apiKey);
    expect(shown).not.toContain(h.env.merchant.apiToken);
  });
});
