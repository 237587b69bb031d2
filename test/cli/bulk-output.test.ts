// What scripts read from `cards --json` and `jobs resume --json` keeps its words although the console
// now says `unknown` for a card whose outcome may have applied: such a card's line says `failed`
// with `settled` (what reading back found), and the summary counts it in `failed`.
import { describe, expect, it } from 'vitest';
import type { BulkItem, BulkProgress } from '../../src/actions/index.js';
import { failedCount, itemLine, printLine, printSummary } from '../../src/cli/bulk-output.js';

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

describe('amounts in the text output', () => {
  const written = (print: (io: { stdout: { write(t: string): void } }) => void): string => {
    let out = '';
    print({ stdout: { write: (t: string) => void (out += t) } });
    return out;
  };

  it('the summary says every amount in the one money format (separators, exact digits)', () => {
    const summary = {
      action: 'fund',
      amount: '14140.796500000',
      currency: 'USD',
      totalAmount: '1414079.65',
      doneAmount: '1000.000000000',
    };
    const text = written((io) => printSummary(io, false, summary));
    expect(text).toBe(
      'action=fund amount=14,140.7965 currency=USD totalAmount=1,414,079.65 doneAmount=1,000.00\n',
    );
    const per = written((io) =>
      printSummary(io, false, {
        totalAmounts: { EUR: '1000000000.01', USD: '2.5' },
        doneAmounts: { USD: '0' },
      }),
    );
    expect(per).toBe('totalAmounts=EUR 1,000,000,000.01, USD 2.50 doneAmounts=USD 0.00\n');
  });

  it("a card's line too; JSON keeps the amounts as the service writes them, for scripts", () => {
    const line = { id: 'c1', action: 'fund', outcome: 'done', amount: '1234.5', currency: 'USD' };
    expect(written((io) => printLine(io, false, line))).toBe('done        c1  1,234.50 USD\n');
    expect(JSON.parse(written((io) => printLine(io, true, line)))).toMatchObject({ amount: '1234.5' });
    expect(JSON.parse(written((io) => printSummary(io, true, { totalAmount: '1414079.65' })))).toMatchObject({
      totalAmount: '1414079.65',
    });
  });
});
