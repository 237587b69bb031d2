// One line of the Activity view: the card first, then transactions and error, then the other ids.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../src/actions/index.js';
import { activityLine } from '../../../../src/tui/views/activity/present.js';

describe('activityLine', () => {
  it('puts the card, then transactions and error, then the other ids on an Activity line', () => {
    const entry: AuditEntry = {
      time: '2026-01-02T03:04:05.000Z',
      profile: 'p',
      host: 'h',
      action: 'bulk.fund',
      outcome: 'failed',
      amount: '1.00',
      currency: 'USD',
      targets: { cardId: 'card-1', accountId: 'acc-1', jobId: 'job-3' },
      transactionIds: ['tx-1'],
      errorCode: 'insufficient_balance',
    };
    expect(activityLine(entry)).toBe(
      '03:04:05  bulk.fund         failed       1.00 USD          card card-1 | tx tx-1 | error insufficient_balance | account acc-1 job-3',
    );
  });
});
