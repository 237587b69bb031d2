import { describe, expect, it } from 'vitest';
import { type TimelineData } from '../../../../src/actions/index.js';
import { mergeTimeline } from '../../../../src/actions/timeline/merge.js';
import { utcZone } from '../../../../src/domain/index.js';
import type { Card } from '../../../../src/store/index.js';
import { ticketMarkdown } from '../../../../src/tui/views/timeline/ticket.js';
import { CARD_ID, operation, stateDelivery, WALLET_ID } from '../../../support/timeline-fixtures.js';

const FULL_PAN = '4111111111197292'; // Luhn-valid, as a real number would be
const TOKEN = 'tok_live_5bd1c0ffee';

const card: Card = {
  id: CARD_ID,
  accountId: WALLET_ID,
  // A name an operator typed carelessly, a full number in a merchant name: neither may reach the ticket.
  name: `Travel ${FULL_PAN}`,
  status: 'frozen',
  currency: 'USD',
  availableBalance: '12.40',
  maskedNumber: '411111******7292',
  raw: { cvv: '123', pan: FULL_PAN },
};
const decline = operation('2026-05-10T14:00:00Z', '25.00', {
  status: 'declined',
  declineReason: 'card_frozen',
});
const data: TimelineData = {
  card,
  operations: [decline, { ...operation('2026-05-10T09:00:00Z', '3.00'), merchantName: `Shop | ${FULL_PAN}` }],
  nextPage: null,
  history: [stateDelivery('2026-05-10T13:00:00Z', 'frozen', 'active')],
  audit: [],
  wallet: { name: 'Main USD', status: 'active' },
  gaps: [{ source: 'event', reason: 'delivery history: this deployment has none (HTTP 404)' }],
  pageSize: 50,
};
const rows = mergeTimeline({
  cardId: CARD_ID,
  operations: data.operations,
  history: data.history,
  live: [],
  audit: [],
});

const ticket = ticketMarkdown({
  data,
  rows,
  decline: {
    row: rows[0]!,
    explanation: {
      reason: 'card_frozen',
      known: true,
      why: 'the card was frozen',
      facts: ['the card was frozen at 2026-05-10 13:00:00 UTC (event)'],
      nextStep: { kind: 'key', action: 'resume', key: 'u', text: 'u: resume the card' },
    },
  },
  profile: 'prod',
  nowMs: Date.parse('2026-05-10T15:00:00Z'),
  zone: utcZone(),
  secrets: [TOKEN],
});

describe('ticket block', () => {
  it('names the card masked, its state, the selected decline explained, the rows, the profile and time with zone', () => {
    expect(ticket).toContain('- card: 411111******7292');
    expect(ticket).toContain(': frozen');
    expect(ticket).toContain('- why: the card was frozen');
    expect(ticket).toContain('- next step: u: resume the card');
    expect(ticket).toContain('- report: profile prod, 2026-05-10 15:00:00 UTC');
    expect(ticket).toContain('| 2026-05-10 13:00 | card frozen (was active) | event |');
    expect(ticket).toContain('could not read: delivery history: this deployment has none (HTTP 404)');
  });

  it('never carries a full card number, a CVV or a token, and keeps the table one row a line', () => {
    expect(ticket).not.toContain(FULL_PAN);
    expect(ticket).not.toContain('123');
    expect(ticket).not.toContain(TOKEN);
    expect(ticket).toContain('Shop \\| ');
  });
});
