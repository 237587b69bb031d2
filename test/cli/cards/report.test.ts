// The summary of a cards run: counts that add up, and money per currency, exact both ways.
import { describe, expect, it } from 'vitest';
import type { BulkPlan, CardRef } from '../../../src/actions/index.js';
import { moneySummary, rejectedLines, rejectionLines, runCounts } from '../../../src/cli/cards/report.js';
import { classifyIdLines } from '../../../src/cli/cards/input.js';

const card = (id: string, currency: string): CardRef => ({ id, accountId: 'w', status: 'active', currency });

function plan(amount: string | undefined, cards: CardRef[]): BulkPlan {
  return {
    spec: { action: 'fund', cards },
    family: 'org',
    items: cards.map((c) => ({ card: c })),
    skipped: [],
    ...(amount === undefined ? {} : { amount }),
  };
}

describe('moneySummary', () => {
  it('one currency: the amount, the total planned and the total done, exact', () => {
    const p = plan('0.10', [card('a', 'USD'), card('b', 'USD'), card('c', 'USD')]);
    expect(moneySummary(p, new Set(['a', 'c']))).toEqual({
      amount: '0.10',
      currency: 'USD',
      totalAmount: '0.30',
      doneAmount: '0.20',
    });
    expect(moneySummary(p, undefined)).toEqual({ amount: '0.10', currency: 'USD', totalAmount: '0.30' });
  });

  it('several currencies: the totals per currency, never one sum across them', () => {
    const p = plan('1000000000.01', [card('a', 'USD'), card('b', 'EUR'), card('c', 'USD')]);
    expect(moneySummary(p, new Set(['b']))).toEqual({
      amount: '1000000000.01',
      totalAmounts: { EUR: '1000000000.01', USD: '2000000000.02' },
      doneAmounts: { EUR: '1000000000.01', USD: '0.00' },
    });
  });

  it('nothing for an action that moves no money', () => {
    expect(moneySummary(plan(undefined, [card('a', 'USD')]), new Set())).toEqual({});
  });
});

describe('the lines of input that name no card of the job', () => {
  it('are answered in input order, and lines = total + repeats + malformed + unknown', () => {
    const A = '98539a05-9714-4b3d-8822-704d430afe63';
    const U = '00000000-0000-4000-8000-0000000000aa';
    const idLines = classifyIdLines([A, 'nope', A, U].join('\n'));
    const rejected = rejectedLines(idLines, new Set([U]));
    expect(rejectionLines('suspend', rejected).map((l) => [l.line, l.outcome, l.code])).toEqual([
      [2, 'failed', 'invalid_id'],
      [3, 'skipped', 'duplicate'],
      [4, 'failed', 'not_found'],
    ]);
    expect(runCounts(rejected, { total: 1, done: 1, failed: 0, skipped: 0, cancelled: 0 })).toEqual({
      lines: 4,
      total: 1,
      done: 1,
      failed: 0,
      unknown: 0,
      skipped: 0,
      cancelled: 0,
      duplicate: 1,
      invalid_id: 1,
      not_found: 1,
    });
    // A card whose answer was lost counts as failed for scripts, and is also counted on its own.
    expect(
      runCounts(rejected, { total: 3, done: 1, failed: 1, unknown: 1, skipped: 0, cancelled: 0 }),
    ).toMatchObject({ total: 3, done: 1, failed: 2, unknown: 1 });
  });
});
