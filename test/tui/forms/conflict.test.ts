// A form whose subject changed while it was open, as pure functions of its values: the fields in
// conflict, the old/theirs/yours table, the choice per field, and what choosing does to the form.
import { describe, expect, it } from 'vitest';
import {
  conflictFields,
  conflictIssues,
  conflictLines,
  conflictsIn,
  resolveChoices,
  withConflicts,
} from '../../../src/tui/forms/conflict.js';
import { attemptKey, rememberShown, shownOf } from '../../../src/tui/forms/edit.js';
import { editOf } from '../../../src/tui/forms/specs/card.js';

const label = (field: string) => (field === 'limits.daily_limit' ? 'Daily limit' : field);

/** The edit form as B had it: it showed 2500.00, B typed a new name; A has since set 300.00. */
function conflicted() {
  const opened = rememberShown({
    name: 'Travel',
    'limits.daily_limit': '2500.00',
    'limits.monthly_limit': '',
  });
  const typed = { ...opened, name: 'Renamed by B' };
  return withConflicts(typed, [{ field: 'limits.daily_limit', theirs: '300.00' }]);
}

describe('a form in conflict', () => {
  it('notes theirs beside the field and lists old, theirs and yours', () => {
    const values = conflicted();
    expect(conflictsIn(values)).toEqual([
      { field: 'limits.daily_limit', shown: '2500.00', theirs: '300.00', yours: '2500.00' },
    ]);
    expect(conflictLines(values, label)).toEqual([
      'Changed by someone else since this form opened:',
      '  field        old      theirs  yours',
      '  daily limit  2500.00  300.00  2500.00',
      'For each, keep theirs (your value is dropped) or use mine (sent anyway), then submit.',
    ]);
    // Notes are never typed and never part of what identifies an attempt.
    expect(attemptKey(values)).toBe(
      attemptKey({ name: 'Renamed by B', 'limits.daily_limit': '2500.00', 'limits.monthly_limit': '' }),
    );
  });

  it('adds one choice per field and will not send until each is made', () => {
    const values = conflicted();
    expect(conflictFields(values, label)).toEqual([
      {
        name: 'resolve.limits.daily_limit',
        label: 'Daily limit?',
        kind: 'choice',
        noDefault: true,
        options: [
          { value: 'theirs', label: 'keep theirs (300.00)' },
          { value: 'mine', label: 'use mine (2500.00)' },
        ],
      },
    ]);
    expect(conflictIssues(values)).toEqual([
      { field: 'resolve.limits.daily_limit', message: 'choose: keep theirs or use mine' },
    ]);
    expect(conflictIssues({ ...values, 'resolve.limits.daily_limit': 'mine' })).toEqual([]);
  });

  it('keep theirs: the field takes theirs, which is now what the form showed; only the name is sent', () => {
    const kept = resolveChoices({ ...conflicted(), 'resolve.limits.daily_limit': 'theirs' });
    expect(conflictsIn(kept)).toEqual([]);
    expect(kept['limits.daily_limit']).toBe('300.00');
    expect(shownOf(kept, 'limits.daily_limit')).toBe('300.00');
    expect(editOf(kept).changes).toEqual({ name: 'Renamed by B' });
    expect(editOf(kept).shown).toMatchObject({ daily_limit: '300.00' });
  });

  it("use mine: the field keeps the operator's value and sends it over theirs", () => {
    const mine = resolveChoices({ ...conflicted(), 'resolve.limits.daily_limit': 'mine' });
    expect(mine['limits.daily_limit']).toBe('2500.00');
    expect(editOf(mine).changes).toEqual({ name: 'Renamed by B', limits: { daily_limit: '2500.00' } });
  });

  it('a second conflict keeps the choices already made and notes the new one', () => {
    const chosen = { ...conflicted(), 'resolve.limits.daily_limit': 'theirs' };
    const again = withConflicts(chosen, [{ field: 'name', theirs: 'Renamed by A' }]);
    expect(conflictsIn(again)).toEqual([
      { field: 'name', shown: 'Travel', theirs: 'Renamed by A', yours: 'Renamed by B' },
    ]);
    expect(again['limits.daily_limit']).toBe('300.00');
  });

  it('shows nothing for a form without a conflict, and no amount is cut however long', () => {
    expect(conflictLines(rememberShown({ name: 'x' }), label)).toEqual([]);
    const long = withConflicts(rememberShown({ 'limits.daily_limit': '999999999999.99' }), [
      { field: 'limits.daily_limit', theirs: '123456789012.34' },
    ]);
    expect(conflictLines(long, label)[2]).toBe(
      '  daily limit  999999999999.99  123456789012.34  999999999999.99',
    );
  });
});
