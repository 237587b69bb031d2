import { describe, expect, it } from 'vitest';
import { mergeTimeline } from '../../../../src/actions/timeline/merge.js';
import { explainDecline } from '../../../../src/actions/timeline/explain.js';
import { displayZone, utcZone } from '../../../../src/domain/index.js';
import {
  explanationLines,
  sourcesText,
  timelineHeading,
  timelineLine,
  whatText,
} from '../../../../src/tui/views/timeline/present.js';
import { wrapWords } from '../../../../src/tui/present/wrap.js';
import { ELLIPSIS } from '../../../../src/tui/text.js';
import {
  auditEntry,
  CARD_ID,
  opDelivery,
  operation,
  readChange,
  stateDelivery,
} from '../../../support/timeline-fixtures.js';

const rows = mergeTimeline({
  cardId: CARD_ID,
  operations: [
    operation('2026-05-10T14:00:00Z', '1234567.5', {
      status: 'declined',
      declineReason: 'daily_limit_exceeded',
    }),
  ],
  history: [stateDelivery('2026-05-10T13:00:00Z', 'frozen', 'active', 'evt-1')],
  live: [],
  audit: [
    auditEntry('2026-05-10T13:00:01Z', 'card.suspend'),
    auditEntry('2026-05-10T12:00:00Z', 'card.edit', {
      changes: { daily_limit: { before: '40.00', after: '50.00' } },
    }),
  ],
});

describe('timeline rows as text', () => {
  it('says what happened with the one money format, and where it came from', () => {
    expect(rows.map((r) => whatText(r))).toEqual([
      'purchase 1,234,567.50 USD declined: daily_limit_exceeded Sandbox Store',
      'card frozen (was active) by prod',
      'edit daily limit 40.00 → 50.00 by prod',
    ]);
    expect(rows.map((r) => sourcesText(r.sources))).toEqual(['server', 'event+audit', 'audit']);
  });

  it('fits a line to the width by cutting the end of what happened, never the time, amount or source', () => {
    for (const width of [80, 60, 50]) {
      const line = timelineLine(rows[0]!, utcZone(), width);
      expect(line.length).toBeLessThanOrEqual(width);
      expect(line).toContain('2026-05-10 14:00');
      expect(line).toContain('1,234,567.50 USD');
      expect(line.endsWith(' server')).toBe(true);
    }
    expect(timelineHeading(80)).toHaveLength(80);
  });

  it('shows times in the display zone', () => {
    const line = timelineLine(rows[0]!, displayZone('America/New_York'), 80);
    expect(line.startsWith('2026-05-10 10:00')).toBe(true);
  });

  it('sanitises what the network sent', () => {
    const hostile = mergeTimeline({
      cardId: CARD_ID,
      operations: [
        operation('2026-05-10T14:00:00Z', '1.00', {
          status: 'declined',
          declineReason: 'x\u001b]52;c;AAAA\u0007',
        }),
      ],
      history: [],
      live: [],
      audit: [],
    });
    const text = whatText(hostile[0]!);
    expect(text.includes('\u001b') || text.includes('\u0007')).toBe(false);
  });
});

describe('explanation lines', () => {
  it('wraps long facts under the width, continuation lines indented', () => {
    const lines = explanationLines(
      {
        reason: 'card_frozen',
        known: true,
        why: 'the card was frozen',
        facts: [
          'the card was frozen at 2026-05-10 13:00:00 UTC by profile prod (operator maria@bastion.example.com)',
        ],
        nextStep: { kind: 'key', action: 'resume', key: 'u', text: 'u: resume the card' },
      },
      60,
    );
    expect(lines[0]).toBe('why: the card was frozen');
    expect(lines.at(-1)).toBe('next: u: resume the card');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    expect(lines[2]!.startsWith('    ')).toBe(true);
    expect(wrapWords('a'.repeat(30), 10)).toEqual([`aaaaaaaaa${ELLIPSIS}`]);
    // An amount never breaks from its currency, nor from the words that lead to it.
    // Only a phrase too long for a line of its own is broken inside.
    expect(wrapWords('  spent before this 25.00 USD one', 26)).toEqual([
      '  spent before this',
      '      25.00 USD one',
    ]);
    expect(wrapWords('  spent today before this 25.00 USD one', 34)).toEqual([
      '  spent today',
      '      before this 25.00 USD one',
    ]);
  });

  it("reads whole at 80 columns: the purchase's own phrase is never split from its words (field check)", () => {
    const explanation = explainDecline({
      decline: operation('2026-05-10T14:00:00Z', '25.00', {
        status: 'declined',
        declineReason: 'daily_limit_exceeded',
      }),
      card: {
        status: 'active',
        currency: 'USD',
        availableBalance: '170.00',
        limits: { daily_limit: '50.00' },
      },
      wallet: {
        name: 'Main USD',
        status: 'active',
        limits: [{ type: 'daily_limit', amountMin: '1.00', amountMax: '50000.00' }],
      },
      windows: { day: { ops: [operation('2026-05-10T09:00:00Z', '30.00')], complete: true } },
      rows: [],
      refusal: () => undefined,
      zone: utcZone(),
    });
    // What the view draws under the list at 80x24 (the foot is the terminal's width).
    expect(explanationLines(explanation, 80)).toEqual([
      'why: the purchase would take the card over its daily limit',
      '  daily limit 50.00 USD (now)',
      '  30.00 USD already spent on 2026-05-10 (UTC) in 1 purchase',
      '      before this 25.00 USD one',
      '  room left then: 20.00 USD',
      "next: e: raise the daily limit up to the wallet's maximum 50,000.00 USD",
    ]);
  });

  it('never ends a wrapped line on a word that leads into the next (a count, "this", "before", "up to")', () => {
    const fact =
      '  1,234,567.89 USD already spent in 2026-05 (UTC) in 12 purchases before this 9,999.99 USD one';
    for (let width = 40; width <= 100; width += 1) {
      const lines = wrapWords(fact, width);
      for (const line of lines) expect(line.length, `width ${width}`).toBeLessThanOrEqual(width);
      for (const line of lines.slice(0, -1))
        expect(line, `width ${width}`).not.toMatch(/ (?:\d+|this|before|in|on|up|to|the|by|at)$/);
      expect(lines.join(' ').replace(/ +/g, ' '), `width ${width}`).toBe(fact.replace(/ +/g, ' '));
    }
  });
});

describe('a change a card read showed', () => {
  const [seen] = mergeTimeline({
    cardId: CARD_ID,
    operations: [],
    history: [],
    live: [],
    audit: [],
    currency: 'USD',
    reads: [readChange('2026-05-10T14:03:00Z', 'daily_limit', '2500.00', '300.00')],
  });

  it('says old → new with the one money format, that a read saw it, and when it was seen (not when made)', () => {
    expect(whatText(seen!, utcZone())).toBe(
      'daily limit 2,500.00 → 300.00 USD (read) seen changed at 14:03:00',
    );
    const line = timelineLine(seen!, utcZone(), 80);
    expect(line.length).toBeLessThanOrEqual(80);
    expect(line).toContain('2026-05-10 14:03  daily limit 2,500.00 → 300.00 USD (read)');
    expect(line.endsWith(' read')).toBe(true);
  });

  it('explains a decline before the read: the limit then not known, the change in whole amounts at 80', () => {
    const explanation = explainDecline({
      decline: operation('2026-05-10T14:00:00Z', '25.00', {
        status: 'declined',
        declineReason: 'daily_limit_exceeded',
      }),
      card: {
        status: 'active',
        currency: 'USD',
        availableBalance: '170.00',
        limits: { daily_limit: '300.00' },
      },
      windows: { day: { ops: [operation('2026-05-10T09:00:00Z', '2480.00')], complete: true } },
      rows: [seen!],
      refusal: () => undefined,
      zone: utcZone(),
    });
    // No limit then is given (nor room left): the read saw the change after the decline, not when it was made.
    expect(explanationLines(explanation, 80)).toEqual([
      'why: the purchase would take the card over its daily limit',
      '  daily limit then: not known (it changed at some time before a read saw it,',
      '      2026-05-10 14:03:00 UTC)',
      '  the daily limit changed since: 2,500.00 → 300.00 USD, seen',
      '      at 2026-05-10 14:03:00 UTC (read)',
      '  2,480.00 USD already spent on 2026-05-10 (UTC) in 1 purchase',
      '      before this 25.00 USD one',
      'next: e: raise the daily limit',
    ]);
  });

  it('never cuts the amounts at a narrow width; a name change with them may be cut', () => {
    const line = timelineLine(seen!, utcZone(), 60);
    expect(line.length).toBeLessThanOrEqual(60);
    expect(line).toContain('daily limit 2,500.00 → 300.00 USD');
    const [both] = mergeTimeline({
      cardId: CARD_ID,
      operations: [],
      history: [],
      live: [],
      audit: [],
      currency: 'USD',
      reads: [
        readChange('2026-05-10T14:03:00Z', 'name', 'Marketing', 'Marketing EU'),
        readChange('2026-05-10T14:03:00Z', 'daily_limit', '2500.00', '300.00'),
      ],
    });
    expect(whatText(both!, utcZone())).toBe(
      'daily limit 2,500.00 → 300.00 USD, name Marketing → Marketing EU (read) seen changed at 14:03:00',
    );
    const narrow = timelineLine(both!, utcZone(), 60);
    expect(narrow.length).toBeLessThanOrEqual(60);
    expect(narrow).toContain('daily limit 2,500.00 → 300.00 USD');
  });
});

describe('deliveries in the timeline', () => {
  const sources = { cardId: CARD_ID, live: [], audit: [] };
  it('names a delivery on the operation it carried: delivered, or failing with its attempts', () => {
    const merged = mergeTimeline({
      ...sources,
      operations: [
        operation('2026-05-10T11:00:00Z', '5.00', { id: 'op-b' }),
        operation('2026-05-10T10:00:00Z', '7.00', { id: 'op-a' }),
      ],
      history: [
        opDelivery('2026-05-10T11:00:01Z', 'op-b', 'retrying', 3),
        opDelivery('2026-05-10T10:00:01Z', 'op-a', 'delivered', 1),
      ],
    });
    expect(merged.map((r) => whatText(r))).toEqual([
      'purchase 5.00 USD completed Sandbox Store, delivery failing 3×',
      'purchase 7.00 USD completed Sandbox Store, delivered',
    ]);
  });

  it('makes a row of a failed delivery, its attempts counted in words that agree with the number', () => {
    const merged = mergeTimeline({
      ...sources,
      operations: [],
      history: [
        opDelivery('2026-05-10T11:00:01Z', 'op-b', 'failed', 1),
        opDelivery('2026-05-10T10:00:01Z', 'op-a', 'failed', 4),
      ],
    });
    expect(merged.map((r) => whatText(r))).toEqual([
      'card_transaction delivery failed after 1 attempt',
      'card_transaction delivery failed after 4 attempts',
    ]);
  });
});
