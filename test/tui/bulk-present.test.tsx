// Pure text of the bulk UI: the mark in the row marker, the footer's marked/running counts, the
// progress bar, the confirmation (hostile card names sanitised), the Activity line; and the
// --concurrency flag.
import { describe, expect, it } from 'vitest';
import type { AuditEntry, BulkPlan, BulkProgress } from '../../src/actions/index.js';
import { parseConsoleArgs, UsageError } from '../../src/cli/console-args.js';
import { createAppStore } from '../../src/store/index.js';
import { bulkStatus } from '../../src/tui/present/chrome.js';
import { rowMarker } from '../../src/tui/present/rows.js';
import { activityLine } from '../../src/tui/views/activity/present.js';
import {
  confirmationLines,
  countsText,
  durationText,
  progressBar,
} from '../../src/tui/views/jobs/present.js';

const progress = (patch: Partial<BulkProgress>): BulkProgress => ({
  state: 'running',
  total: 10,
  done: 0,
  failed: 0,
  unknown: 0,
  skipped: 0,
  cancelled: 0,
  running: 0,
  remaining: 10,
  ratePerSec: 0,
  etaSec: null,
  concurrency: 4,
  ...patch,
});

describe('bulk presentation', () => {
  it('marks a marked row with + beside the cursor marker', () => {
    expect(rowMarker(true, false, true)).toBe('>+');
    expect(rowMarker(false, true, true)).toBe(' +');
    expect(rowMarker(false, true)).toBe(' *');
    expect(rowMarker(false, false, false)).toBe('  ');
  });

  it('says how many rows are marked and how many jobs run', () => {
    expect(bulkStatus(0, 0)).toEqual([]);
    expect(bulkStatus(1234, 1)).toEqual(['1,234 marked', '1 job running']);
    expect(bulkStatus(0, 2)).toEqual(['2 jobs running']);
  });

  it('draws done, failed, skipped and remaining in proportion, and the pace', () => {
    expect(progressBar(progress({ done: 5, failed: 2, skipped: 1, remaining: 2 }), 12)).toBe('[#####=xx..]');
    expect(progressBar(progress({ total: 0, remaining: 0 }), 6)).toBe('[....]');
    expect(countsText(progress({ done: 4, remaining: 6, ratePerSec: 2, etaSec: 3 }))).toBe(
      '4 done 0 failed 6 left | 2.0/s | 3s left',
    );
    expect(countsText(progress({ state: 'finished', done: 10, remaining: 0 }))).toBe(
      '10 done 0 failed 0 left',
    );
    expect(durationText(125)).toBe('2m05s');
    expect(durationText(null)).toBe('-');
  });

  it('lists every skipped card with its reason, sanitising names from the network', () => {
    const store = createAppStore();
    const card = (id: string, name: string) => ({
      id,
      accountId: 'w1',
      status: 'closed' as const,
      name,
      maskedNumber: '4242********1234',
      currency: 'USD',
    });
    const plan: BulkPlan = {
      spec: { action: 'fund', cards: [], amount: '1.00' },
      family: 'org',
      amount: '1.00',
      totalAmount: '2.00',
      items: [
        { card: { ...card('c1', 'ok'), status: 'active' } },
        { card: { ...card('c2', 'ok2'), status: 'active' } },
      ],
      skipped: [{ card: card('c3', 'evil\u001b[2Jname'), reason: 'the card is closed' }],
      perWallet: [{ accountId: 'w1', total: '2.00', available: '10.00' }],
    };
    const lines = confirmationLines(plan, store.getState());
    expect(lines[0]).toBe('2 cards will be changed; 1 skipped.');
    expect(lines).toContain('Amount each: 1.00 USD   total: 2.00 USD');
    expect(lines).toContain('  wallet w1: 2.00 of 10.00 available; 8.00 after');
    const skipped = lines.find((l) => l.includes('c3'));
    expect(skipped).toContain('the card is closed');
    expect(skipped).toContain('..1234');
    expect(lines.join('\n')).not.toContain('\u001b');
  });

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

describe('--concurrency', () => {
  it('defaults to 4 and takes 1 to 32', () => {
    expect(parseConsoleArgs([]).concurrency).toBe(4);
    expect(parseConsoleArgs(['--concurrency', '8']).concurrency).toBe(8);
    expect(() => parseConsoleArgs(['--concurrency', '0'])).toThrow(UsageError);
    expect(() => parseConsoleArgs(['--concurrency', '33'])).toThrow(/1 to 32/);
    expect(() => parseConsoleArgs(['--concurrency', 'many'])).toThrow(/--concurrency/);
  });
});
