// One vocabulary for how a change ended: which failure may have applied (decided in one place),
// what is final, and how the audit trail says an outcome. An ActionError cannot carry an api-layer
// kind such as `network`: the compiler refuses it (checked by tsc, which reads the tests too).
import { describe, expect, it } from 'vitest';
import { type ActionError, type ActionErrorKind } from '../../src/actions/index.js';
import { mayHaveApplied } from '../../src/actions/outcome.js';
import { isFinal } from '../../src/actions/outcome.js';
import { failureOutcome } from '../../src/actions/outcome.js';
import { auditFields, resultOutcome } from '../../src/actions/outcome.js';

const error = (kind: ActionErrorKind, extra: Partial<ActionError> = {}): ActionError => ({
  kind,
  message: `${kind} happened`,
  fields: [],
  retryable: false,
  ...extra,
});

describe('failureOutcome', () => {
  it('is unknown only when the answer was lost and reading back did not show it absent', () => {
    expect(failureOutcome(error('outcome_unknown', { retryable: true })).kind).toBe('unknown');
    const still = failureOutcome(error('outcome_unknown', { readBack: 'still_unknown', retryable: true }));
    expect(still).toMatchObject({ kind: 'unknown', readBack: 'still_unknown' });
    const absent = failureOutcome(error('outcome_unknown', { readBack: 'not_applied', retryable: true }));
    expect(absent).toMatchObject({ kind: 'failed', readBack: 'not_applied' });
    expect(mayHaveApplied(absent)).toBe(false);
    expect(mayHaveApplied(still)).toBe(true);
  });

  it('is failed for every other kind an ActionError can carry', () => {
    const kinds: ActionErrorKind[] = [
      'validation',
      'read_only',
      'confirmation_required',
      'not_permitted',
      'state',
      'business',
      'not_found',
      'rate_limited',
      'conflict',
      'unavailable',
      'auth',
      'cancelled',
      'unexpected',
    ];
    for (const kind of kinds) expect(failureOutcome(error(kind)).kind, kind).toBe('failed');
  });

  it('does not let an ActionError name an api-layer kind', () => {
    // @ts-expect-error `network` is the api layer's kind; an ActionError says `unavailable` (errors.ts)
    const kind: ActionErrorKind = 'network';
    expect(failureOutcome(error(kind)).kind).toBe('failed');
  });
});

describe('isFinal', () => {
  it('is final when done, skipped or a failure trying again cannot mend; never when unknown', () => {
    expect(isFinal('done', undefined)).toBe(true);
    expect(isFinal('skipped', undefined)).toBe(true);
    expect(isFinal('failed', false)).toBe(true);
    expect(isFinal('failed', true)).toBe(false);
    expect(isFinal('unknown', false)).toBe(false);
    expect(isFinal('unknown', true)).toBe(false);
  });
});

describe('the audit trail of an outcome', () => {
  it('says done with what reading back found, or the failure with its code', () => {
    expect(auditFields({ kind: 'done', readBack: 'applied', transactionIds: ['t1'] })).toEqual({
      outcome: 'done',
      readBack: 'applied',
      transactionIds: ['t1'],
    });
    const lost = error('outcome_unknown', { readBack: 'still_unknown', retryable: true });
    expect(auditFields(failureOutcome(lost))).toEqual({
      outcome: 'unknown',
      readBack: 'still_unknown',
      errorCode: 'outcome_unknown',
      message: 'outcome_unknown happened',
    });
    expect(auditFields({ kind: 'done', note: 'already frozen' })).toEqual({
      outcome: 'done',
      message: 'already frozen',
    });
  });

  it('takes a single action result as the same outcome a bulk card would have', () => {
    const audit = { time: 't', profile: 'p', host: 'h', action: 'a', targets: {}, outcome: 'done' as const };
    expect(resultOutcome({ ok: true, value: 1, audit, readBack: 'applied' })).toEqual({
      kind: 'done',
      readBack: 'applied',
    });
    const refused = error('state', { code: 'card_state_conflict' });
    expect(resultOutcome({ ok: false, error: refused })).toEqual({ kind: 'failed', error: refused });
  });
});
