import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '../../../src/contract/index.js';
import {
  amountText,
  DECLINE_SHORT,
  declineShort,
  explainDecline,
  type ExplainInput,
} from '../../../src/actions/timeline/explain.js';
import { mergeTimeline } from '../../../src/actions/timeline/merge.js';
import { utcZone } from '../../../src/domain/index.js';
import {
  auditEntry,
  CARD_ID,
  operation,
  readChange,
  stateDelivery,
} from '../../support/timeline-fixtures.js';
import { money } from '../../support/money.js';

const AT = '2026-05-10T14:00:00Z';
const declined = (reason: string | null, amount = '25.00', at = AT) =>
  operation(at, amount, { status: 'declined', declineReason: reason });

function input(decline = declined('daily_limit_exceeded'), over: Partial<ExplainInput> = {}): ExplainInput {
  return {
    decline,
    card: {
      status: 'active',
      currency: 'USD',
      availableBalance: '12.40',
      limits: { daily_limit: '50.00', monthly_limit: '500.00' },
    },
    wallet: {
      name: 'Main USD',
      status: 'active',
      feePercent: '1',
      limits: [
        { type: 'daily_limit', amountMin: '10.00', amountMax: '50000.00' },
        { type: 'transaction_limit', amountMin: '1.00', amountMax: '10000.00' },
      ],
    },
    windows: {},
    rows: [],
    refusal: () => undefined,
    zone: utcZone(),
    ...over,
  };
}

describe('explainDecline: limits', () => {
  const spentToday = { ops: [operation('2026-05-10T09:00:00Z', '30.00')], complete: true };

  it('adds up the UTC day before the decline against the daily limit in force now', () => {
    const e = explainDecline(input(declined('daily_limit_exceeded'), { windows: { day: spentToday } }));
    expect(e.why).toBe('the purchase would take the card over its daily limit');
    expect(e.facts).toEqual([
      'daily limit 50.00 USD (now)',
      '30.00 USD already spent on 2026-05-10 (UTC) in 1 purchase before this 25.00 USD one',
      'room left then: 20.00 USD',
    ]);
    expect(e.nextStep).toEqual({
      kind: 'key',
      action: 'edit',
      key: 'e',
      // The one money format: thousands separated and the currency named, as everywhere on the screen.
      text: "e: raise the daily limit up to the wallet's maximum 50,000.00 USD",
    });
  });

  const withDailyNow = (limit: string | null, complete = true) =>
    explainDecline(
      input(declined('daily_limit_exceeded'), {
        card: { ...input().card, limits: { daily_limit: limit, monthly_limit: '500.00' } },
        windows: { day: { ...spentToday, complete } },
      }),
    );

  it('offers no raise once the limit now covers the purchase on top of that day (30.00 + 25.00 = 55.00)', () => {
    expect(withDailyNow('55.00').nextStep).toEqual({
      kind: 'none',
      text: 'nothing to raise: the daily limit is now 55.00 USD, which covers this purchase',
    });
    expect(withDailyNow(null).nextStep).toEqual({
      kind: 'none',
      text: 'no daily limit is set now: nothing to raise',
    });
  });

  it('still offers the raise when the limit now is short by a cent, or the day was not read whole', () => {
    expect(withDailyNow('54.99').nextStep).toMatchObject({ kind: 'key', action: 'edit' });
    expect(withDailyNow('100.00', false).nextStep).toMatchObject({ kind: 'key', action: 'edit' });
  });

  // The card's limit changes as the timeline's rows: our audit and the card reads, merged as the timeline does.
  const limitRows = (audit: readonly string[][], reads: readonly string[][]) =>
    mergeTimeline({
      cardId: CARD_ID,
      operations: [],
      history: [],
      live: [],
      currency: 'USD',
      audit: audit.map(([time, before, after]) =>
        auditEntry(time!, 'card.edit', { changes: { daily_limit: { before: before!, after: after! } } }),
      ),
      reads: reads.map(([time, before, after]) => readChange(time!, 'daily_limit', before!, after!)),
    });
  const daily = (rows: ExplainInput['rows']) =>
    explainDecline(input(declined('daily_limit_exceeded'), { windows: { day: spentToday }, rows }));

  it('uses the limit before our later edit, and says so', () => {
    const e = daily(limitRows([['2026-05-10T15:00:00Z', '40.00', '50.00']], []));
    expect(e.facts[0]).toBe(
      'daily limit 40.00 USD then; our audit changed it 2026-05-10 15:00:00 UTC: 40.00 → 50.00',
    );
  });

  it("does not give today's limit as the one then when a read saw it change after the decline", () => {
    const e = daily(limitRows([], [['2026-05-10T15:03:00Z', '2500.00', '50.00']]));
    expect(e.facts).toEqual([
      'daily limit then: not known (it changed at some time before a read saw it, 2026-05-10 15:03:00 UTC)',
      'the daily limit changed since: 2,500.00 → 50.00 USD, seen at 2026-05-10 15:03:00 UTC (read)',
      '30.00 USD already spent on 2026-05-10 (UTC) in 1 purchase before this 25.00 USD one',
    ]);
  });

  it('bounds the change by the read before the decline, and still does not guess which side it fell', () => {
    const e = daily(
      limitRows(
        [],
        [
          ['2026-05-10T09:30:00Z', '100.00', '2500.00'],
          ['2026-05-10T15:03:00Z', '2500.00', '50.00'],
        ],
      ),
    );
    expect(e.facts.slice(0, 2)).toEqual([
      'daily limit then: not known (it changed between 2026-05-10 09:30:00 UTC and 2026-05-10 15:03:00 UTC)',
      'the daily limit changed since: 2,500.00 → 50.00 USD, seen at 2026-05-10 15:03:00 UTC (read)',
    ]);
  });

  it('states the limit then when our audit brackets the decline after a read before it', () => {
    const e = daily(
      limitRows(
        [['2026-05-10T15:00:00Z', '2500.00', '50.00']],
        [['2026-05-10T09:30:00Z', '100.00', '2500.00']],
      ),
    );
    expect(e.facts).toEqual([
      'daily limit 2,500.00 USD then; our audit changed it 2026-05-10 15:00:00 UTC: 2,500.00 → 50.00',
      '30.00 USD already spent on 2026-05-10 (UTC) in 1 purchase before this 25.00 USD one',
      'room left then: 2,470.00 USD',
    ]);
  });

  it('counts our edit and the read that showed it once: the audit time stands, no "changed since" line', () => {
    const e = daily(
      limitRows([['2026-05-10T15:00:00Z', '40.00', '50.00']], [['2026-05-10T15:00:01Z', '40.00', '50.00']]),
    );
    expect(e.facts).toEqual([
      'daily limit 40.00 USD then; our audit changed it 2026-05-10 15:00:00 UTC: 40.00 → 50.00',
      '30.00 USD already spent on 2026-05-10 (UTC) in 1 purchase before this 25.00 USD one',
      'room left then: 10.00 USD',
    ]);
  });

  it('keeps the limit now when every change it read was before the decline', () => {
    const e = daily(limitRows([], [['2026-05-10T09:30:00Z', '100.00', '50.00']]));
    expect(e.facts[0]).toBe('daily limit 50.00 USD (now)');
  });

  it('counts the month of the decline only, across a month boundary', () => {
    const decline = declined('monthly_limit_exceeded', '80.00', '2026-06-01T00:00:05Z');
    const month = {
      ops: [operation('2026-05-31T23:59:59Z', '490.00'), operation('2026-06-01T00:00:01Z', '3.00')],
      complete: true,
    };
    const e = explainDecline(input(decline, { windows: { month } }));
    expect(e.facts[1]).toBe(
      '3.00 USD already spent in 2026-06 (UTC) in 1 purchase before this 80.00 USD one',
    );
  });

  it('says "at least" when the window read was capped, and "not read" when it failed', () => {
    const capped = explainDecline(
      input(declined('daily_limit_exceeded'), { windows: { day: { ...spentToday, complete: false } } }),
    );
    expect(capped.facts[1]).toContain('30.00 USD at least (not every operation was read)');
    const missing = explainDecline(input(declined('daily_limit_exceeded')));
    expect(missing.facts[1]).toBe(
      "spent on 2026-05-10 (UTC): not read (the card's operations could not be read)",
    );
  });

  it("shows the wallet's transaction limit range, and no key: nothing on the card changes it", () => {
    const e = explainDecline(input(declined('transaction_limit_exceeded', '15000.00')));
    expect(e.facts).toEqual([
      "the wallet's transaction limit range: 1.00 – 10,000.00 USD",
      'this purchase: 15,000.00 USD',
    ]);
    expect(e.nextStep.kind).toBe('none');
  });
});

describe('amounts in explanations', () => {
  it('use the one money format: thousands separated, two digits where exact, every digit otherwise', () => {
    expect(amountText(money('1234567.5'), 'USD')).toBe('1,234,567.50 USD');
    expect(amountText(money('1234.123456789'), 'EUR')).toBe('1,234.123456789 EUR');
    expect(amountText(money('-0.5'), 'USD')).toBe('-0.50 USD');
  });
});

describe('explainDecline: the card and the wallet', () => {
  const frozenBy = (audit: boolean) =>
    mergeTimeline({
      cardId: CARD_ID,
      operations: [],
      history: [stateDelivery('2026-05-10T13:02:00Z', 'frozen', 'active', 'evt-f')],
      live: [],
      audit: audit
        ? [
            auditEntry('2026-05-10T13:02:01Z', 'bulk.suspend', {
              targets: { cardId: CARD_ID, jobId: '7f3c0a9e-0000' },
            }),
          ]
        : [],
    });

  it('names when and who froze the card (our audit: profile, operator, job) and offers resume', () => {
    const e = explainDecline(
      input(declined('card_frozen'), { card: { ...input().card, status: 'frozen' }, rows: frozenBy(true) }),
    );
    expect(e.facts[0]).toBe(
      'the card was frozen at 2026-05-10 13:02:00 UTC by profile prod (operator maria@bastion) — job 7f3c0a9e…',
    );
    expect(e.nextStep).toMatchObject({ kind: 'key', key: 'u', action: 'resume' });
  });

  it('says "(event)" when only the event knows, and why resume is not offered to a read-only console', () => {
    const e = explainDecline(
      input(declined('card_frozen'), {
        card: { ...input().card, status: 'frozen' },
        rows: frozenBy(false),
        refusal: (step) => (step === 'resume' ? 'read-only: --read-only' : undefined),
      }),
    );
    expect(e.facts[0]).toBe('the card was frozen at 2026-05-10 13:02:00 UTC (event)');
    expect(e.nextStep).toEqual({
      kind: 'refused',
      action: 'resume',
      text: 'resume the card: not offered (read-only: --read-only)',
    });
  });

  it('does not guess a freeze it cannot see', () => {
    const e = explainDecline(input(declined('card_frozen'), { card: { ...input().card, status: 'frozen' } }));
    expect(e.facts[0]).toBe('frozen: when and by whom is not in the sources read');
  });

  it('has nothing to do for a closed card, and names the expiry of an expired one', () => {
    expect(explainDecline(input(declined('card_closed'))).nextStep).toEqual({
      kind: 'none',
      text: 'nothing to do: the card is closed',
    });
    const expired = explainDecline(
      input(declined('card_expired'), { card: { ...input().card, status: 'expired', expiredAt: '2026-04' } }),
    );
    expect(expired.facts[0]).toBe('expiry 2026-04');
  });

  it('computes the shortfall from the available balance and the purchase plus the fee', () => {
    const e = explainDecline(input(declined('insufficient_balance', '25.00')));
    expect(e.facts[0]).toBe('available 12.40 USD (now), purchase + fee 25.25 USD: short by 12.85 USD');
    expect(e.nextStep).toMatchObject({
      kind: 'key',
      key: 'f',
      text: 'f: fund the card with at least 12.85 USD',
    });
  });

  it('names the inactive wallet, since when our audit says', () => {
    const wallet = {
      ...input().wallet!,
      status: 'inactive',
      deactivated: {
        atMs: Date.parse('2026-05-09T08:00:00Z'),
        by: { profile: 'prod', host: 'maria@bastion' },
      },
    };
    const e = explainDecline(input(declined('wallet_inactive'), { wallet }));
    expect(e.why).toBe('wallet Main USD was inactive');
    expect(e.facts[0]).toBe(
      'wallet Main USD is inactive since 2026-05-09 08:00:00 UTC by profile prod (operator maria@bastion)',
    );
  });

  it('explains every reason the sandbox can produce', () => {
    for (const reason of DECLINE_REASONS) {
      const e = explainDecline(input(declined(reason)));
      expect(e.known, reason).toBe(true);
      expect(e.why, reason).not.toBe('');
      expect(e.facts.length, reason).toBeGreaterThan(0);
    }
  });

  it('has a short word for every reason, for the operations table (11 columns)', () => {
    for (const reason of DECLINE_REASONS) {
      expect(Object.hasOwn(DECLINE_SHORT, reason), reason).toBe(true);
      expect(declineShort(reason).length, reason).toBeLessThanOrEqual(11);
    }
    expect(declineShort('velocity\u001b')).toBe('velocity\\x1b');
  });

  it('shows an unknown reason as it came, sanitised, never dropped', () => {
    const e = explainDecline(input(declined('velocity_rule\u001b[31m')));
    expect(e.known).toBe(false);
    expect(e.reason).not.toContain('\u001b');
    expect(e.why).toContain('velocity_rule');
  });
});
