import { describe, expect, it } from 'vitest';
import { mergeTimeline, type TimelineSources } from '../../../src/actions/timeline/merge.js';
import { auditEntry, CARD_ID, readChange } from '../../support/timeline-fixtures.js';

const none: TimelineSources = { cardId: CARD_ID, operations: [], history: [], live: [], audit: [] };

const ourEdit = (time: string, before: string | null, after: string) =>
  auditEntry(time, 'card.edit', { changes: { daily_limit: { before, after } } });

describe('mergeTimeline with the changes the card reads showed', () => {
  it('shows a change only a read saw as a row of its own, source "read", at the time it was seen', () => {
    const rows = mergeTimeline({
      ...none,
      currency: 'USD',
      reads: [readChange('2026-05-10T14:03:00Z', 'daily_limit', '2500.00', '300.00')],
    });
    expect(rows).toEqual([
      {
        kind: 'edit',
        key: `read:${Date.parse('2026-05-10T14:03:00Z')}`,
        at: '2026-05-10T14:03:00.000Z',
        atMs: Date.parse('2026-05-10T14:03:00Z'),
        sources: ['read'],
        changes: { daily_limit: { before: '2500.00', after: '300.00' } },
        currency: 'USD',
      },
    ]);
    expect(rows[0]).not.toHaveProperty('by');
  });

  it('makes one row of the fields one read showed changed together', () => {
    const rows = mergeTimeline({
      ...none,
      reads: [
        readChange('2026-05-10T14:03:00Z', 'name', 'Ads', 'Ads EU'),
        readChange('2026-05-10T14:03:00Z', 'monthly_limit', '9000.00', null),
        readChange('2026-05-10T15:00:00Z', 'name', 'Ads EU', 'Ads'),
      ],
    });
    expect(rows.map((r) => (r.kind === 'edit' ? Object.keys(r.changes) : []))).toEqual([
      ['name'],
      ['name', 'monthly_limit'],
    ]);
  });

  it('makes one row, naming both sources, of our edit and the next read that shows exactly it', () => {
    const rows = mergeTimeline({
      ...none,
      audit: [ourEdit('2026-05-10T14:00:00Z', '2500.00', '300.00')],
      // Written differently by the read (the account family's nine digits): the same amounts.
      reads: [readChange('2026-05-10T14:00:02Z', 'daily_limit', '2500.000000000', '300.000000000')],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'edit',
      at: '2026-05-10T14:00:00Z',
      sources: ['audit', 'read'],
      by: { profile: 'prod' },
    });
  });

  it('keeps two rows when the read shows something other than our edit, or a later change of someone else', () => {
    const rows = mergeTimeline({
      ...none,
      audit: [ourEdit('2026-05-10T14:00:00Z', '2500.00', '300.00')],
      reads: [
        readChange('2026-05-10T14:00:02Z', 'daily_limit', '2500.00', '400.00'),
        readChange('2026-05-10T16:00:00Z', 'daily_limit', '400.00', '300.00'),
      ],
    });
    expect(rows.map((r) => [r.at, r.sources.join('+')])).toEqual([
      ['2026-05-10T16:00:00.000Z', 'read'],
      ['2026-05-10T14:00:02.000Z', 'read'],
      ['2026-05-10T14:00:00Z', 'audit'],
    ]);
  });

  it('a read long before our edit is not its read', () => {
    const rows = mergeTimeline({
      ...none,
      audit: [ourEdit('2026-05-10T14:00:00Z', '2500.00', '300.00')],
      reads: [readChange('2026-05-10T10:00:00Z', 'daily_limit', '2500.00', '300.00')],
    });
    expect(rows.map((r) => r.sources.join('+'))).toEqual(['audit', 'read']);
  });
});
