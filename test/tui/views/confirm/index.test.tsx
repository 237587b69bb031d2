// A confirmation remembers its card as it was when asked. Against the real sandbox:
// another operator changes the card before `y`, so the `y` does not act: the question is asked
// again with the change named, and only the second `y` suspends the card.
import { afterEach, describe, expect, it } from 'vitest';
import { selectPaneRows } from '../../../../src/store/index.js';
import { plainMoney } from '../../../../src/tui/present/money.js';
import { createTheme } from '../../../../src/tui/theme.js';
import { confirmLines } from '../../../../src/tui/views/confirm/index.js';
import { readRef } from '../../../support/action-helpers.js';
import { mountSandbox, type SandboxHarness } from '../../../support/sandbox-harness.js';

let h: SandboxHarness | undefined;
afterEach(async () => {
  await h?.stop();
  h = undefined;
});

const text = (frame: string) => frame.replace(/\n\s+/g, ' ');
const overlayKind = (harness: SandboxHarness) => harness.store.getState().view.overlay?.kind;

describe('a confirmation whose card changed before y', () => {
  it('is asked again with the change named, and acts only on the second y', async () => {
    h = await mountSandbox();
    await h.press('2');
    await h.until(() => selectPaneRows(h!.store.getState(), 'cards').length > 0, 'the cards');
    const rows = selectPaneRows(h.store.getState(), 'cards');
    const cards = h.store.getState().entities.cards;
    const index = rows.findIndex((id) => cards.get(id)?.status === 'active');
    for (let i = 0; i < index; i += 1) await h.press('j');
    const card = { id: rows[index]!, accountId: cards.get(rows[index]!)!.accountId! };
    const before = await readRef(h.env.client, card);
    await h.press('s');
    await h.until((f) => f.includes('Suspend (freeze)'), 'the question');
    // Another operator funds the card while the question is open; the next poll brings it in.
    await h.env.client.call('fundCard', {
      params: { wallet_id: card.accountId, instrument_id: card.id },
      body: { amount: '5.00' },
    });
    const funded = await readRef(h.env.client, card);
    await h.sync.refresh({ card: card.id });
    await h.until(
      () => h!.store.getState().entities.cards.get(card.id)?.availableBalance === funded.availableBalance,
      'the store to show the fund',
    );
    await h.press('y');
    await h.until((f) => text(f).includes('The card changed since you were asked'), 'the question again');
    expect(overlayKind(h)).toBe('confirm');
    expect(text(h.frame())).toContain(
      `it was active, available ${plainMoney(before.availableBalance)} USD, it is active, available ${plainMoney(funded.availableBalance)} USD`,
    );
    expect((await readRef(h.env.client, card)).status).toBe('active');
    await h.press('y');
    await h.until(
      () => h!.store.getState().entities.cards.get(card.id)?.status === 'frozen',
      'the card frozen',
    );
    expect((await readRef(h.env.client, card)).status).toBe('frozen');
  });
});

describe('confirmLines', () => {
  it('names the key that confirms a changed card from the command data, wrapped at the width', () => {
    const question = {
      title: 'Suspend card Travel',
      lines: ['It stops new purchases.'],
      yes: { view: 'detail', step: 'suspend' },
      changed: 'The card changed since you were asked: it was active, it is frozen.',
    };
    const keyOf = (id: string) => (id === 'confirm.yes' ? 'ctrl+y' : '?');
    const drawn = confirmLines(question, createTheme({ NO_COLOR: '1' }), 40, keyOf).map((l) => l.text);
    expect(drawn.join(' ').replace(/\s+/g, ' ')).toContain('it is frozen. ctrl+y confirms it as it is now.');
    expect(Math.max(...drawn.map((l) => l.length))).toBeLessThanOrEqual(40);
  });

  it('wraps what the question says at 80 columns, keeping indented lines indented, never cutting a word', () => {
    const question = {
      title: 'Undo: edit Travel ..1234 (Main USD): daily limit 2,500.00 → 300.00, name Travel → Trips?',
      lines: [
        'The card Travel ..1234 (Main USD) was read back just now. This will be sent:',
        '  daily limit: 300.00 → 2,500.00 (its value before the edit), and the name goes back to Travel as well',
        'The card is read again just before sending: a field changed meanwhile is not sent.',
      ],
      yes: { view: 'undo', step: 'edit' },
    };
    const drawn = confirmLines(question, createTheme({ NO_COLOR: '1' }), 80, () => 'y').map((l) => l.text);
    for (const line of drawn) expect(line.length, line).toBeLessThanOrEqual(80);
    const said = drawn.join(' ').replace(/\s+/g, ' ');
    expect(said).not.toContain('~');
    for (const line of [question.title, ...question.lines]) expect(said).toContain(line.trim());
    const limit = drawn.findIndex((l) => l.includes('daily limit: 300.00'));
    expect(drawn[limit]?.startsWith('    daily limit')).toBe(true);
    expect(drawn[limit + 1]?.startsWith('    ')).toBe(true);
  });
});
