import { describe, expect, it } from 'vitest';
import { mergeTimeline } from '../../../../src/actions/index.js';
import { displayZone, utcZone } from '../../../../src/domain/index.js';
import {
  explanationLines,
  sourcesText,
  timelineHeading,
  timelineLine,
  whatText,
  wrapWords,
} from '../../../../src/tui/views/timeline/present.js';
import { auditEntry, CARD_ID, operation, stateDelivery } from '../../../support/timeline-fixtures.js';

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
    expect(rows.map(whatText)).toEqual([
      'purchase 1,234,567.50 USD declined: daily_limit_exceeded Sandbox Store',
      'card frozen (was active) by prod',
      'edit daily_limit 40.00 → 50.00 by prod',
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
    expect(wrapWords('a'.repeat(30), 10)).toEqual(['aaaaaaaaa…']);
    // An amount never breaks from its currency.
    expect(wrapWords('  spent before this 25.00 USD one', 26)).toEqual([
      '  spent before this',
      '      25.00 USD one',
    ]);
  });
});
