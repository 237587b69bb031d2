// The decline line of the operation detail and of the card's recent operations: why, in plain words.
import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../../src/domain/index.js';
import { createTheme } from '../../../../src/tui/theme.js';
import { cardSections, operationSections } from '../../../../src/tui/views/detail/sections.js';
import { card } from '../../../store/fixtures.js';
import { operation } from '../../../support/timeline-fixtures.js';

const plain = createTheme({ NO_COLOR: '1' });
const UTC = displayZone('UTC');
const declined = (reason: string | null) =>
  operation('2026-05-10T14:00:00Z', '25.00', { status: 'declined', declineReason: reason });

describe('decline lines', () => {
  it('says why a declined operation was declined, and where the facts are', () => {
    const text = JSON.stringify(operationSections(declined('daily_limit_exceeded'), plain, UTC));
    expect(text).toContain(
      'the purchase would take the card over its daily limit (H on the card: the facts and the fix)',
    );
  });

  it('shows a reason it does not know as it came, sanitised', () => {
    const text = JSON.stringify(operationSections(declined('velocity\u001b[2J'), plain, UTC));
    expect(text).toContain('declined by the service: velocity');
    expect(text).not.toContain('\u001b');
  });

  it('names the reason in the card detail recent operations, and nothing for a completed one', () => {
    const recent = [declined('card_frozen'), operation('2026-05-10T13:00:00Z', '3.00')];
    const text = JSON.stringify(cardSections(card(1, 1), recent, plain, UTC));
    expect(text).toContain('purchase 25.00 USD declined: the card was frozen');
    expect(text).toContain('purchase 3.00 USD completed |');
  });
});
