// The undo list's and confirmations' text, without Ink: when in the display zone (named in the
// heading), how many cards, what changed, how it is undone or why it cannot.
import { describe, expect, it } from 'vitest';
import { undoRecords, undoRefusal, type AuditEntry } from '../../../../src/actions/index.js';
import { displayZone } from '../../../../src/domain/index.js';
import {
  editUndoLines,
  recordUndo,
  undoHeading,
  undoLine,
  walletUndoLines,
} from '../../../../src/tui/views/undo/present.js';

const where = { profile: 'sandbox', host: 'localhost:1' };
const entry = (time: string, fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry => ({
  time,
  ...where,
  targets: { cardId: 'c1', accountId: 'w1' },
  outcome: 'done',
  ...fields,
});
const nameCard = (id: string) => (id === 'c1' ? 'Travel ..1234' : id);

describe('undo list lines', () => {
  const zone = { value: displayZone('America/Los_Angeles') };
  const at = Date.parse('2026-11-24T18:04:05Z');

  it('names the zone in the heading and shows each time in it', () => {
    expect(undoHeading(zone.value, at)).toMatch(/^TIME PST/);
    const [record] = undoRecords([entry('2026-11-24T18:04:05.000Z', { action: 'card.suspend' })]);
    const line = undoLine(record!, zone.value, where, undefined, nameCard);
    expect(line).toMatch(/^10:04:05/);
    expect(line).toContain('suspend Travel ..1234');
    expect(line).toContain('resume what is still frozen');
  });

  it('a bulk job: its card count and id; a terminate: why it cannot be undone', () => {
    const job = (cardId: string) =>
      entry('2026-11-24T18:00:00.000Z', {
        action: 'bulk.suspend',
        targets: { cardId, accountId: 'w1', jobId: 'job-7' },
      });
    const [terminate, bulk] = undoRecords([
      job('a'),
      job('b'),
      job('c'),
      entry('2026-11-24T18:01:00.000Z', { action: 'card.terminate' }),
    ]);
    expect(undoLine(bulk!, zone.value, where, undefined, nameCard)).toMatch(
      / 3 +resume what is still frozen +bulk suspend job-7$/,
    );
    // The list's column is cut; the foot says it whole.
    expect(undoLine(terminate!, zone.value, where, undoRefusal(terminate!, where), nameCard)).toContain(
      'cannot: terminate cannot be undo',
    );
    expect(recordUndo(terminate!, where, undoRefusal(terminate!, where))).toBe(
      'cannot: terminate cannot be undone: the card is closed',
    );
  });

  it('an edit: each field before → after; an undone change says by what', () => {
    const [edit] = undoRecords([
      entry('2026-11-24T18:00:00.000Z', {
        action: 'card.edit',
        changes: { daily_limit: { before: '2500.00', after: '300.00' } },
      }),
    ]);
    expect(undoLine(edit!, zone.value, where, undefined, nameCard)).toContain(
      'edit Travel ..1234: daily limit 2500.00 → 300.00',
    );
    const undone = { ...edit!, undoneBy: 'job-9' };
    expect(undoLine(undone, zone.value, where, undoRefusal(undone, where), nameCard)).toContain(
      'undone by job-9',
    );
  });
});

describe('undo confirmations', () => {
  it('an edit says what is sent back and what is left alone, with why', () => {
    const lines = editUndoLines(
      {
        kind: 'edit',
        card: { id: 'c1', accountId: 'w1', status: 'active' },
        restore: { daily_limit: '2500.00' },
        shown: { daily_limit: '300.00' },
        kept: [{ field: 'name', reason: 'changed since by someone else: it is Theirs' }],
      },
      'Travel ..1234',
    );
    expect(lines).toContain('  daily limit: 300.00 → 2500.00 (its value before the edit)');
    expect(lines).toContain('  name is left as it is: changed since by someone else: it is Theirs');
  });

  it('a wallet says what it is now and what will be done', () => {
    expect(walletUndoLines({ kind: 'wallet', walletId: 'w1', action: 'activate' }, 'Main (w1)')).toEqual([
      'The wallet Main (w1) was read back just now: it is inactive, as the change left it.',
      'This will activate it.',
    ]);
  });
});
