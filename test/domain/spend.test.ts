import { describe, expect, it } from 'vitest';
import {
  dailySpend,
  formatAmount,
  spentBefore,
  utcDayStart,
  utcMonthStart,
  type SpendOperation,
} from '../../src/domain/index.js';

let next = 0;
const op = (createdAt: string, amount: string, status = 'completed', type = 'purchase'): SpendOperation => ({
  id: `op-${(next += 1)}`,
  type,
  status,
  amount,
  createdAt,
});

describe('UTC windows', () => {
  it('starts a day and a month in UTC whatever the offset the time was written with', () => {
    const ms = Date.parse('2026-03-01T01:30:00+03:00'); // 2026-02-28T22:30Z
    expect(new Date(utcDayStart(ms)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(utcMonthStart(ms)).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
});

describe('spentBefore', () => {
  const declined = op('2026-05-10T14:00:00Z', '25.00', 'declined');

  it('sums the purchases of the same UTC day before the subject, authorized or completed only', () => {
    const ops = [
      op('2026-05-10T09:00:00Z', '10.00'),
      op('2026-05-10T13:59:59Z', '20.00', 'authorized'),
      op('2026-05-10T10:00:00Z', '5.00', 'canceled'),
      op('2026-05-10T10:00:00Z', '7.00', 'declined'),
      op('2026-05-10T10:00:00Z', '1.00', 'completed', 'fee'),
      op('2026-05-10T15:00:00Z', '99.00'), // after the subject
      op('2026-05-09T23:59:59Z', '40.00'), // the day before (UTC)
      declined,
    ];
    const sum = spentBefore(ops, declined, 'day');
    expect(formatAmount(sum.total, 2)).toBe('30.00');
    expect(sum.count).toBe(2);
  });

  it('counts the whole UTC month for the monthly window, not the previous month', () => {
    const ops = [
      op('2026-05-01T00:00:00Z', '100.00'),
      op('2026-04-30T23:59:59Z', '500.00'),
      op('2026-05-09T12:00:00Z', '0.50'),
    ];
    const sum = spentBefore(ops, declined, 'month');
    expect(formatAmount(sum.total, 2)).toBe('100.50');
    expect(sum.count).toBe(2);
  });

  it('starts a new month at the boundary: a decline on the 1st counts nothing of the 31st', () => {
    const first = op('2026-06-01T00:00:05Z', '80.00', 'declined');
    const ops = [op('2026-05-31T23:59:59Z', '900.00'), op('2026-06-01T00:00:01Z', '3.00'), first];
    expect(formatAmount(spentBefore(ops, first, 'month').total, 2)).toBe('3.00');
    expect(formatAmount(spentBefore(ops, first, 'day').total, 2)).toBe('3.00');
  });

  it('leaves an unreadable amount out of the total and counts it', () => {
    const sum = spentBefore(
      [op('2026-05-10T01:00:00Z', 'abc'), op('2026-05-10T02:00:00Z', '1.25')],
      declined,
      'day',
    );
    expect(formatAmount(sum.total, 2)).toBe('1.25');
    expect(sum.unreadable).toBe(1);
  });
});

describe('dailySpend', () => {
  it('gives one entry per UTC day, oldest first, with spend and declines', () => {
    const now = Date.parse('2026-05-10T12:00:00Z');
    const days = dailySpend(
      [
        op('2026-05-10T01:00:00Z', '10.00'),
        op('2026-05-10T02:00:00Z', '2.50', 'authorized'),
        op('2026-05-10T03:00:00Z', '50.00', 'declined'),
        op('2026-05-08T03:00:00Z', '4.00'),
        op('2026-05-07T23:59:59Z', '999.00'), // outside three days
      ],
      now,
      3,
    );
    expect(days.map((d) => [d.day.slice(0, 10), formatAmount(d.spent, 2), d.declines])).toEqual([
      ['2026-05-08', '4.00', 0],
      ['2026-05-09', '0.00', 0],
      ['2026-05-10', '12.50', 1],
    ]);
  });
});
