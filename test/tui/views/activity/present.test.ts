// The Activity view's line for an entry says what an edit changed (each field before → after) and
// what reading back found, besides the outcome.
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../../src/actions/index.js';
import { activityLine, entryDetails } from '../../../../src/tui/views/activity/present.js';

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({
  time: '2026-01-02T03:04:05.000Z',
  profile: 'p',
  host: 'h',
  action: 'card.edit',
  targets: { cardId: 'card-1' },
  outcome: 'done',
  ...patch,
});

describe('activity lines', () => {
  it('show each field an edit sent, before → after', () => {
    const edit = entry({
      changes: { daily_limit: { before: '2500.00', after: '300.00' }, name: { before: null, after: 'B' } },
    });
    expect(entryDetails(edit)).toBe('daily_limit 2500.00 → 300.00, name none → B');
    expect(activityLine(edit)).toMatch(/card\.edit\s+done .*card card-1 \| daily_limit 2500\.00 → 300\.00/);
    // A bulk card is not read before it is sent: its before is not known.
    expect(entryDetails(entry({ changes: { daily_limit: { after: '150.00' } } }))).toBe(
      'daily_limit ? → 150.00',
    );
  });

  it('say what reading back found', () => {
    expect(entryDetails(entry({ action: 'card.fund', readBack: 'applied' }))).toBe('read back: applied');
  });

  it('sanitise what came from the network', () => {
    const hostile = entry({ changes: { name: { before: 'a\u001b[2Jb', after: 'c' } } });
    expect(entryDetails(hostile)).not.toContain('\u001b');
  });
});
