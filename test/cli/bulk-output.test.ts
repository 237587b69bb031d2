// What scripts read from `cards --json` and `jobs resume --json` keeps its words although the console
// now says `unknown` for a card whose outcome may have applied: such a card's line says `failed`
// with `settled` (what reading back found), and the summary counts it in `failed`.
import { describe, expect, it } from 'vitest';
import type { BulkItem, BulkProgress } from '../../src/actions/index.js';
import { failedCount, itemLine } from '../../src/cli/bulk-output.js';

const card = { id: 'c1', accountId: 'w1', status: 'active' as const, name: 'Travel' };

describe('bulk output for scripts', () => {
  it('prints an unknown card as failed, with what reading back found and the error code', () => {
    const item: BulkItem = {
      card,
      state: 'unknown',
      attempts: 1,
      readBack: 'still_unknown',
      error: { kind: 'outcome_unknown', message: 'check it', fields: [], retryable: true },
    };
    expect(itemLine('fund', item)).toEqual({
      id: 'c1',
      action: 'fund',
      outcome: 'failed',
      name: 'Travel',
      error: 'check it',
      code: 'outcome_unknown',
      retryable: true,
      settled: 'still_unknown',
    });
  });

  it('prints a done card read back as applied as before', () => {
    const item: BulkItem = { card, state: 'done', attempts: 1, readBack: 'applied', transactionIds: ['t1'] };
    expect(itemLine('fund', item)).toMatchObject({
      outcome: 'done',
      settled: 'applied',
      transactionIds: ['t1'],
    });
  });

  it('counts unknown cards among the failed ones', () => {
    const end = { done: 5, failed: 1, unknown: 2 } as BulkProgress;
    expect(failedCount(end)).toBe(3);
  });
});
