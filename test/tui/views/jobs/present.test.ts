// The jobs view's progress bar: a finished job fills it (done, skipped and failed cards are all
// finished), and the rounding of each part never leaves a finished bar short or a running one full.
import { describe, expect, it } from 'vitest';
import type { BulkJob, BulkPlan, BulkProgress, CardRef } from '../../../../src/actions/index.js';
import { createAppStore } from '../../../../src/store/index.js';
import {
  confirmationLines,
  countsText,
  durationText,
  jobLine,
  planCardLines,
  progressBar,
} from '../../../../src/tui/views/jobs/present.js';

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

const finished = (done: number, skipped: number, failed: number): BulkProgress =>
  progress({ state: 'finished', total: done + skipped + failed, done, skipped, failed, remaining: 0 });

const inside = (bar: string) => bar.slice(1, -1);

describe('progress bar', () => {
  it('is full for a finished job with skipped cards', () => {
    expect(progressBar(finished(2, 1, 0), 12)).toBe('[######====]');
    expect(progressBar(finished(1, 2, 0), 12)).toBe('[###=======]');
    expect(progressBar(finished(0, 3, 0), 12)).toBe('[==========]');
  });

  it('is full for every finished mix of done, skipped and failed, at every width', () => {
    for (let total = 1; total <= 12; total++) {
      for (let done = 0; done <= total; done++) {
        for (let skipped = 0; skipped <= total - done; skipped++) {
          for (const width of [8, 12, 30]) {
            const bar = progressBar(finished(done, skipped, total - done - skipped), width);
            expect(bar.length, bar).toBe(width);
            expect(inside(bar), `${done}/${skipped}/${total - done - skipped} at ${width}`).not.toMatch(
              /[.-]/,
            );
          }
        }
      }
    }
  });

  it('is never full while a card is still to do, and shows a failure however few', () => {
    const bar = progressBar(progress({ total: 1000, done: 999, remaining: 1 }), 12);
    expect(inside(bar)).toMatch(/\.$/);
    expect(progressBar(progress({ total: 1000, done: 998, failed: 1, remaining: 1 }), 12)).toContain('x');
  });

  it('leaves cancelled cards unfilled, apart from what is still to do', () => {
    expect(
      progressBar(progress({ state: 'cancelled', total: 10, done: 4, cancelled: 6, remaining: 0 }), 12),
    ).toBe('[####------]');
  });
});

const card = (id: string, accountId: string, name: string, four: string): CardRef => ({
  id,
  accountId,
  status: 'active',
  name,
  maskedNumber: `4242********${four}`,
  currency: 'USD',
  availableBalance: '5.00',
});

function moneyPlan(action: 'fund' | 'defund', amount = '1.50'): BulkPlan {
  return {
    spec: { action, cards: [], amount },
    family: 'org',
    amount,
    totalAmount: '4.50',
    items: [
      { card: card('c1', 'w1', 'Travel', '1111') },
      { card: card('c2', 'w2', 'Fuel', '2222') },
      { card: card('c3', 'w1', 'Ads\u001b[2J', '3333') },
    ],
    skipped: [],
    perWallet: [
      { accountId: 'w1', total: '3.00', available: '10.00' },
      { accountId: 'w2', total: '1.50', available: '100.00' },
    ],
  };
}

describe('the confirmation lists the cards', () => {
  const state = () => {
    const store = createAppStore();
    store
      .getState()
      .mutators.applyBatch({ accounts: [{ id: 'w1', name: 'Main wallet', raw: {} } as never], at: 1 });
    return store.getState();
  };

  it("fund: each card with its last four, wallet, state, the amount and its wallet's available balance after it", () => {
    const lines = planCardLines(moneyPlan('fund'), state());
    expect(lines[0]).toMatch(/^ {2}Card +Wallet +State +Amount +Wallet after$/);
    expect(lines[1]).toMatch(/^ {2}Travel +\.\.1111 +Main wallet \(w1\) *active +1\.50 +8\.50$/);
    expect(lines[2]).toMatch(/Fuel +\.\.2222 +w2 +active +1\.50 +98\.50$/);
    expect(lines[3]).toMatch(/\.\.3333 .* 1\.50 +7\.00$/);
    expect(lines.join('\n')).not.toContain('\u001b');
  });

  it('defund: the wallet gets the money back', () => {
    const lines = planCardLines(moneyPlan('defund'), state());
    expect(lines[1]).toMatch(/11\.50$/);
    expect(lines[3]).toMatch(/13\.00$/);
  });

  it('never cuts an amount: the columns widen to the widest', () => {
    const plan = {
      ...moneyPlan('fund', '123456789012.34'),
      perWallet: [
        { accountId: 'w1', total: '1', available: '9999999999999.00' },
        { accountId: 'w2', total: '1', available: '1.00' },
      ],
    };
    const lines = planCardLines(plan, state());
    expect(lines[1]).toContain(' 123,456,789,012.34 ');
    expect(lines[1]).toMatch(/ 9,876,543,210,986\.66$/);
    expect(lines[2]).toMatch(/ -123,456,789,011\.34$/);
  });

  it('says every amount of the summary in the one money format: separators, exact digits', () => {
    const plan = {
      ...moneyPlan('fund', '14140.79'),
      totalAmount: '1414079.65',
      perWallet: [
        { accountId: 'w1', total: '1414079.65', available: '2000000.000000000' },
        { accountId: 'w2', total: '1.5', available: '100.00' },
      ],
    };
    const text = confirmationLines(plan, state()).join('\n');
    expect(text).toContain('Amount each: 14,140.79 USD   total: 1,414,079.65 USD');
    expect(text).toContain(
      'wallet Main wallet (w1): 1,414,079.65 of 2,000,000.00 available; 1,971,718.42 after',
    );
    expect(text).toContain('wallet w2: 1.50 of 100.00 available; -14,040.79 after');
    expect(text).not.toMatch(/1414079|2000000/);
  });

  it('a status change lists the cards without money columns, after the totals', () => {
    const plan: BulkPlan = {
      spec: { action: 'suspend', cards: [] },
      family: 'org',
      items: moneyPlan('fund').items,
      skipped: [],
    };
    const lines = confirmationLines(plan, state());
    expect(lines[0]).toBe('3 cards will be changed; 0 skipped.');
    const table = lines.slice(lines.findIndex((l) => l.startsWith('Cards to change (3')) + 1);
    expect(table).toHaveLength(4);
    expect(table[0]).toMatch(/State$/);
    expect(table[1]).toMatch(/Travel +\.\.1111 .*active$/);
  });

  it('at 80 columns wraps what it says instead of cutting it, and counts one card as one card', () => {
    const [first] = moneyPlan('fund').items;
    const plan: BulkPlan = {
      spec: { action: 'resume', cards: [], undoes: 'job-mwv6kr0g-b541a50f' },
      family: 'org',
      items: [first!],
      skipped: [
        { card: first!.card, reason: 'card is expired: expired cards cannot be suspended or resumed' },
      ],
    };
    const lines = confirmationLines(plan, state(), 80);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines.some((l) => l.endsWith('…') || l.endsWith('~'))).toBe(false);
    const text = lines.join(' ').replace(/ +/g, ' ');
    expect(text).toContain('a card someone else changed since is skipped and named below.');
    expect(text).toContain('expired cards cannot be suspended or resumed');
    expect(text).toContain('1 card will be changed; 0 skipped.'.replace('0 skipped', '1 skipped'));
    expect(text).toContain('Cards to change (1;');
  });

  it("says each wallet's balance after the whole plan beside its total", () => {
    expect(confirmationLines(moneyPlan('fund'), state())).toContain(
      '  wallet Main wallet (w1): 3.00 of 10.00 available; 7.00 after',
    );
  });
});

describe('cards whose outcome is unknown', () => {
  it('fill the bar with their own mark and are counted apart from failures', () => {
    const p = progress({ state: 'finished', total: 4, done: 2, failed: 1, unknown: 1, remaining: 0 });
    expect(progressBar(p, 10)).toBe('[####xx??]');
    expect(countsText(p)).toBe('2 done 1 failed 0 left 1 unknown');
  });
});

describe('a job row', () => {
  // Only its id and action are read: the row is drawn from the progress.
  const job = { id: 'job-mwuxn5ne-7efbf2f6', action: 'fund' } as unknown as BulkJob;
  const running = progress({ total: 89, done: 12, remaining: 77, ratePerSec: 2, etaSec: 39 });

  it('at 80 columns keeps its counts, rate and time left whole (the bar gives way)', () => {
    const line = jobLine(job, running, 0, 78);
    expect(line.length).toBeLessThanOrEqual(78);
    expect(line).not.toContain('~');
    expect(line).toBe('job-mwuxn5ne-7efbf2f6 fund 89 cards: 12 done 77 left 2.0/s, 39s to go running');
    const many = progress({ ...running, failed: 3, skipped: 4, unknown: 1, remaining: 69 });
    const crowded = jobLine(job, many, 0, 78);
    expect(crowded.length).toBeLessThanOrEqual(78);
    expect(crowded).toBe('job-mwuxn5ne-7efbf2f6 12/89 done 69 left 3 failed 2.0/s, 39s to go running');
  });

  it('where there is room, draws the bar too', () => {
    const line = jobLine(job, running, 0, 158);
    expect(line).toMatch(/^job-mwuxn5ne-7efbf2f6 fund +89 cards +\[#+\.+\] 12 done 0 failed 77 left/);
    expect(line).toContain('| 2.0/s | 39s left | running');
  });
});

describe('bulk presentation', () => {
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
});

describe('a bulk terminate says what returns to each wallet', () => {
  const state = () => {
    const store = createAppStore();
    store
      .getState()
      .mutators.applyBatch({ accounts: [{ id: 'w1', name: 'Main wallet', raw: {} } as never], at: 1 });
    return store.getState();
  };
  const terminatePlan = (balances: readonly (string | undefined)[]): BulkPlan => ({
    spec: { action: 'terminate', cards: [] },
    family: 'org',
    items: balances.map((balance, i) => {
      const { availableBalance: _dropped, ...rest } = card(
        `c${i}`,
        i === 1 ? 'w2' : 'w1',
        `Card${i}`,
        `000${i}`,
      );
      return { card: balance === undefined ? rest : { ...rest, availableBalance: balance } };
    }),
    skipped: [],
  });

  it('totals each wallet exactly, never cut, and lists what each card returns', () => {
    const plan = terminatePlan(['381.19', '0.01', '999999999999.99']);
    const lines = confirmationLines(plan, state());
    expect(lines).toContain("Each card's remaining balance returns to its wallet:");
    expect(lines).toContain('  wallet Main wallet (w1): 1,000,000,000,381.18 USD from 2 cards');
    expect(lines).toContain('  wallet w2: 0.01 USD from 1 cards');
    const table = planCardLines(plan, state());
    expect(table[0]).toMatch(/State +Returns$/);
    expect(table[1]).toMatch(/ 381\.19$/);
    expect(table[2]).toMatch(/ 0\.01$/);
    expect(table[3]).toMatch(/ 999,999,999,999\.99$/);
  });

  it('says "at least" when a card\'s balance was not read', () => {
    const lines = confirmationLines(terminatePlan(['2.50', '1.00', undefined]), state());
    expect(lines).toContain(
      '  wallet Main wallet (w1): 2.50 USD from 2 cards (at least: 1 of them not read)',
    );
    expect(planCardLines(terminatePlan(['2.50', '1.00', undefined]), state())[3]).toMatch(/ \?$/);
  });

  it('names the key that starts a terminate from the command data, and limits in words', () => {
    const terminate = confirmationLines(terminatePlan(['1.00']), state(), 200, 'ctrl+y');
    expect(terminate.join(' ')).toContain('ctrl+y, then type the number of cards');
    const limits: BulkPlan = {
      ...moneyPlan('fund'),
      spec: { action: 'setLimits', cards: [], limits: { daily_limit: '100.00' } },
      amount: undefined,
      totalAmount: undefined,
      perWallet: [],
    };
    expect(confirmationLines(limits, state())).toContain('Limits: daily limit 100.00');
  });
});
