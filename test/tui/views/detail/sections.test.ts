import { describe, expect, it } from 'vitest';
import { toAccount, type Operation } from '../../../../src/store/index.js';
import {
  accountSections,
  cardSections,
  flatten,
  operationSections,
} from '../../../../src/tui/views/detail/sections.js';
import { drawnDetail } from '../../../../src/tui/views/detail/present.js';
import { rawLines } from '../../../../src/tui/present/raw.js';
import { createTheme } from '../../../../src/tui/theme.js';
import { displayZone } from '../../../../src/domain/index.js';
import { card, walletListItem } from '../../../support/contract-objects.js';
import { operation } from '../../../support/timeline-fixtures.js';

const plain = createTheme({ NO_COLOR: '1' });

const UTC = displayZone('UTC');

describe('detail sections', () => {
  it('lists fees, BINs, limit ranges, restrictions and destinations of an account', () => {
    const account = toAccount(walletListItem(1));
    const sections = accountSections(
      account,
      {
        fees: { cardIssuing: { type: 'amount', amount: '2.00', currency: 'USD' } },
        binList: [{ cardProviderBinId: 'b', bin: '424242', cardNetwork: 'visa', categoryIds: [] }],
        limitRanges: [{ type: 'daily_limit', amountMin: '1.00', amountMax: '500.00' }],
        restrictions: { maxCards: 10 },
        transferDestinations: [{ id: 'd', name: 'Ops', currency: 'USD' }],
        raw: {},
      },
      plain,
    );
    const text = JSON.stringify(sections);
    for (const expected of ['Fees', '424242', '1.00 .. 500.00', 'max cards', 'Ops'])
      expect(text).toContain(expected);
  });

  it('shows card limits, holder and recent operations; operations show gross, fee, settlement, merchant and MCC', () => {
    const op: Operation = {
      id: 'o',
      kind: 'card',
      amount: '10.00',
      currency: 'USD',
      type: 'purchase',
      status: 'completed',
      createdAt: '2026-01-01T00:00:00Z',
      merchantName: 'Shop',
      merchantCategory: '5411',
      feeAmount: '0.10',
      feeCurrency: 'USD',
      settlementAmount: '9.90',
      settlementCurrency: 'USD',
      description: 'x',
      raw: {},
    };
    const c = card(1, 1, {
      limits: { daily_limit: '100.00' },
      cardOwner: { cardOwnerId: 'own', firstName: 'Ann', lastName: 'Lee', email: 'a@x' },
    });
    const sections = cardSections(c, [op], plain, UTC);
    // A limit is money in the card's currency, named in words.
    expect(sections.find((s) => s.title === 'Limits')?.lines).toEqual([
      { label: 'daily limit', value: `100.00 ${c.currency}` },
    ]);
    const text = JSON.stringify(sections);
    for (const expected of ['daily limit', '100.00 USD', 'Ann Lee', 'purchase 10.00 USD completed'])
      expect(text).toContain(expected);
    const opText = JSON.stringify(operationSections(op, plain, UTC, 'H'));
    for (const expected of ['gross', '0.10 USD', '9.90 USD', 'Shop', '5411'])
      expect(opText).toContain(expected);
  });

  it('renders raw JSON with hostile strings escaped', () => {
    const lines = rawLines({ name: 'a\u001b[2Jb', '\u202ekey': 1 });
    expect(lines.join('\n')).not.toContain('\u001b');
    expect(lines.join('\n')).not.toContain('\u202e');
    expect(lines.join('\n')).toContain('\\\\u202e');
  });
});

// The decline line of the operation detail and of the card's recent operations: why, in plain words.
const declined = (reason: string | null) =>
  operation('2026-05-10T14:00:00Z', '25.00', { status: 'declined', declineReason: reason });

describe('decline lines', () => {
  it('says why a declined operation was declined while its facts are read, and where its story is', () => {
    const reading = JSON.stringify(
      operationSections(declined('daily_limit_exceeded'), plain, UTC, 'H', { state: 'reading' }),
    );
    expect(reading).toContain(
      'the purchase would take the card over its daily limit (reading the facts…; H on the card: its timeline)',
    );
    // The key is the timeline command's, not a letter typed into the text.
    const failed = JSON.stringify(
      operationSections(declined('card_frozen'), plain, UTC, 'X', { state: 'failed', error: 'HTTP 503' }),
    );
    expect(failed).toContain(
      'the card was frozen (the facts could not be read: HTTP 503; X on the card: its timeline)',
    );
  });

  it('without a read (no connection) gives the plain words and points to the timeline', () => {
    const text = JSON.stringify(operationSections(declined('card_frozen'), plain, UTC, 'H'));
    expect(text).toContain('the card was frozen (H on the card: its timeline)');
  });

  it("shows the explainer's why, facts and next step, wrapped whole at 80 columns", () => {
    const note = {
      state: 'ready' as const,
      why: 'the purchase would take the card over its daily limit',
      facts: [
        'daily limit 50.00 USD (now)',
        '30.00 USD already spent on 2026-05-10 (UTC) in 1 purchase before this 25.00 USD one',
        'room left then: 20.00 USD',
      ],
      next: "e: raise the daily limit up to the wallet's maximum 50,000.00 USD",
      key: 'e',
    };
    const sections = operationSections(declined('daily_limit_exceeded'), plain, UTC, 'H', note);
    expect(sections.map((s) => s.title)).toEqual(['Operation purchase', 'Why declined']);
    const drawn = drawnDetail(flatten(sections), plain, 80).map((l) => l.text.trimEnd());
    const why = drawn.slice(drawn.indexOf('Why declined'));
    expect(why).toEqual([
      'Why declined',
      '  why                      the purchase would take the card over its daily limit',
      '                           daily limit 50.00 USD (now)',
      '                           30.00 USD already spent on 2026-05-10 (UTC)',
      '                             in 1 purchase before this 25.00 USD one',
      '                           room left then: 20.00 USD',
      "  next step                raise the daily limit up to the wallet's maximum",
      '                             50,000.00 USD (e on the card or in its timeline)',
    ]);
    for (const line of drawn) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('has no decline section for an operation that was not declined', () => {
    const sections = operationSections(operation('2026-05-10T13:00:00Z', '3.00'), plain, UTC, 'H');
    expect(sections.map((s) => s.title)).toEqual(['Operation purchase']);
  });

  it('shows a reason it does not know as it came, sanitised', () => {
    const text = JSON.stringify(operationSections(declined('velocity\u001b[2J'), plain, UTC, 'H'));
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
