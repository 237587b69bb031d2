import { describe, expect, it } from 'vitest';
import { createAppStore, type ViewState } from '../../../../src/store/index.js';
import { checkAlias } from '../../../../src/tui/views/aliases/grammar.js';
import { aliasTextOf } from '../../../../src/tui/views/aliases/run.js';
import { consoleViews } from '../../../support/views.js';

const commands = consoleViews().commands;
const fresh = (): ViewState => createAppStore().getState().view;

describe('aliasTextOf', () => {
  it('writes a pane with no filters as its palette word', () => {
    expect(aliasTextOf({ ...fresh(), focus: 'cardholders' }, commands)).toEqual({ text: 'holders' });
  });

  it('writes the cards filters, a sort other than the default and the filter text, as the grammar reads them', () => {
    const view = fresh();
    const saved = aliasTextOf(
      {
        ...view,
        focus: 'cards',
        cardQuery: { ...view.cardQuery, statuses: ['frozen', 'active'], sortBy: 'name', sortType: 'asc' },
        filter: { ...view.filter, cards: 'Main USD' },
      },
      commands,
    );
    expect(saved).toEqual({ text: 'cards :status frozen,active :sort name asc :filter Main USD' });
    if ('text' in saved) expect(checkAlias('mine', saved.text, 'global', commands, new Set()).ok).toBe(true);
  });

  it('writes the operations filters', () => {
    const view = fresh();
    const saved = aliasTextOf(
      {
        ...view,
        focus: 'operations',
        operationQuery: {
          ...view.operationQuery,
          statuses: ['declined'],
          types: ['purchase', 'refund'],
          from: '2026-01-01T00:00:00Z',
        },
      },
      commands,
    );
    expect(saved).toEqual({ text: 'ops :status declined :type purchase,refund :from 2026-01-01T00:00:00Z' });
    if ('text' in saved) expect(checkAlias('mine', saved.text, 'global', commands, new Set()).ok).toBe(true);
  });

  it('refuses filter text that looks like a full card number (never written to a file)', () => {
    const view = fresh();
    const filter = { ...view.filter, cards: '4111 1111-1111 1111' };
    expect(aliasTextOf({ ...view, focus: 'cards', filter }, commands)).toEqual({
      error: expect.stringMatching(/looks like a card number/) as unknown as string,
    });
  });

  it('refuses filter text with a word the grammar would read as a command', () => {
    const view = fresh();
    expect(
      aliasTextOf({ ...view, focus: 'accounts', filter: { ...view.filter, accounts: 'a :b' } }, commands),
    ).toEqual({
      error: expect.stringMatching(/starting with ":"/) as unknown as string,
    });
  });

  it("writes the cards pane's wallet by name (spaces and all), so the alias shows the same cards", () => {
    const view = { ...fresh(), focus: 'cards' as const };
    const saved = aliasTextOf(
      { ...view, cardQuery: { ...view.cardQuery, statuses: ['frozen'] } },
      commands,
      'Main USD',
    );
    expect(saved).toEqual({ text: 'cards :status frozen :wallet Main USD' });
    if ('text' in saved) expect(checkAlias('mine', saved.text, 'global', commands, new Set()).ok).toBe(true);
    // Other panes follow their own scope (all, or the selected card): no wallet is written for them.
    expect(aliasTextOf({ ...fresh(), focus: 'operations' }, commands, 'Main USD')).toEqual({ text: 'ops' });
  });

  it('refuses a wallet name the grammar would read as a command or could not read back whole', () => {
    const view = { ...fresh(), focus: 'cards' as const };
    expect(aliasTextOf(view, commands, 'Main :USD')).toEqual({
      error: expect.stringMatching(/the wallet's name has a word starting with ":"/) as unknown as string,
    });
    expect(aliasTextOf(view, commands, 'Main\nUSD')).toEqual({
      error: expect.stringMatching(/the wallet's name has a control character/) as unknown as string,
    });
  });
});
