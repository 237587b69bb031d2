// The undo record derived from a session's audit entries: each reversible kind, a bulk job grouped
// under its id (its cards that were already as asked left out), the refusals (terminate, a bulk
// money move, an edit whose values before were not recorded, another profile), and what `z` takes.
import { describe, expect, it } from 'vitest';
import {
  createActionContext,
  lastUndoable,
  undoRecords,
  undoRefusal,
  type AuditEntry,
} from '../../../src/actions/index.js';
import { TERMINATE_REFUSAL } from '../../../src/actions/undo/record.js';
import type { ApiClient } from '../../../src/api/index.js';

const here = { profile: 'sandbox', host: 'localhost:1' };
let clock = Date.parse('2026-11-24T10:00:00Z');
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry => ({
  time: new Date((clock += 1000)).toISOString(),
  ...here,
  targets: { cardId: 'c1', accountId: 'w1' },
  outcome: 'done',
  ...fields,
});

describe('undoRecords', () => {
  it('a single suspend is undone by a resume of the card it froze, and a resume by a suspend', () => {
    const [resume, suspend] = undoRecords([
      entry({ action: 'card.suspend' }),
      entry({ action: 'card.resume', targets: { cardId: 'c2', accountId: 'w1' } }),
    ]);
    expect(suspend).toMatchObject({ kind: 'status', reverse: 'resume', left: 'frozen' });
    expect(suspend?.cards).toEqual([{ cardId: 'c1', accountId: 'w1' }]);
    expect(resume).toMatchObject({ kind: 'status', reverse: 'suspend', left: 'active' });
  });

  it('groups a bulk job under its id with the cards it changed, leaving out those already as asked and those that failed', () => {
    const job = (cardId: string, extra: Partial<AuditEntry> = {}) =>
      entry({ action: 'bulk.suspend', targets: { cardId, accountId: 'w1', jobId: 'job-1' }, ...extra });
    const records = undoRecords([
      job('a'),
      job('b', { message: 'already frozen' }),
      job('c', { outcome: 'failed', errorCode: 'card_state_conflict' }),
      job('d'),
    ]);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id: 'job-1', jobId: 'job-1', kind: 'status', reverse: 'resume' });
    expect(records[0]?.cards.map((c) => c.cardId)).toEqual(['a', 'd']);
  });

  it('an edit keeps each field before → after; one whose values before were not recorded is refused', () => {
    const [bulk, single] = undoRecords([
      entry({ action: 'card.edit', changes: { daily_limit: { before: '2500.00', after: '300.00' } } }),
      entry({
        action: 'bulk.setLimits',
        targets: { cardId: 'c1', accountId: 'w1', jobId: 'job-2' },
        changes: { daily_limit: { after: '300.00' } },
      }),
    ]);
    expect(single).toMatchObject({ kind: 'edit', changes: { daily_limit: { before: '2500.00' } } });
    expect(single?.refused).toBeUndefined();
    expect(bulk?.refused).toMatch(/not recorded/);
  });

  it('a wallet deactivation is undone by an activation, and the other way round', () => {
    const [on, off] = undoRecords([
      entry({ action: 'wallet.deactivate', targets: { accountId: 'w9' } }),
      entry({ action: 'wallet.activate', targets: { accountId: 'w9' } }),
    ]);
    expect(off).toMatchObject({ kind: 'wallet', wallet: { id: 'w9', left: 'inactive' } });
    expect(on).toMatchObject({ kind: 'wallet', wallet: { id: 'w9', left: 'active' } });
  });

  it('a fund offers the opposite movement with its amount and key; a bulk fund is refused', () => {
    const [bulk, single] = undoRecords([
      entry({ action: 'card.fund', amount: '12.50', currency: 'USD', idempotencyKey: 'k-1' }),
      entry({
        action: 'bulk.fund',
        amount: '1.00',
        targets: { cardId: 'c1', accountId: 'w1', jobId: 'job-3' },
      }),
    ]);
    expect(single).toMatchObject({
      kind: 'money',
      money: { direction: 'defund', amount: '12.50', currency: 'USD', idempotencyKey: 'k-1' },
    });
    expect(single?.refused).toBeUndefined();
    expect(bulk?.refused).toMatch(/bulk fund/);
  });

  it('a terminate is listed, and refused: the card is closed', () => {
    const [terminate] = undoRecords([entry({ action: 'card.terminate' })]);
    expect(terminate?.kind).toBe('terminate');
    expect(undoRefusal(terminate!, here)).toBe(TERMINATE_REFUSAL);
    expect(TERMINATE_REFUSAL).toBe('terminate cannot be undone: the card is closed');
  });

  it('leaves out failed changes, reads and anything that is not a change it knows', () => {
    expect(
      undoRecords([
        entry({ action: 'card.suspend', outcome: 'failed' }),
        entry({ action: 'account.transfer', targets: { accountId: 'w1' } }),
        entry({ action: 'cardholder.create', targets: {} }),
      ]),
    ).toEqual([]);
  });

  it('marks a change undone by a later undo, and refuses it again', () => {
    const records = undoRecords([
      entry({ action: 'card.suspend' }),
      entry({ action: 'card.suspend', targets: { cardId: 'c2', accountId: 'w1' } }),
    ]);
    const older = records[1]!;
    const undo = entry({
      action: 'bulk.resume',
      targets: { cardId: 'c1', accountId: 'w1', jobId: 'job-9' },
      undoes: older.id,
    });
    const after = undoRecords([
      entry({ ...records[1]!, action: 'card.suspend', time: older.time }),
      entry({ action: 'card.suspend', targets: { cardId: 'c2', accountId: 'w1' }, time: records[0]!.time }),
      undo,
    ]);
    const again = after.find((r) => r.id === older.id)!;
    expect(again.undoneBy).toBe('job-9');
    expect(undoRefusal(again, here)).toBe('already undone by job-9');
    expect(after[0]).toMatchObject({ id: 'job-9', undoes: older.id });
  });
});

describe('lastUndoable (z)', () => {
  it('takes the newest change of this profile that is neither undone nor an undo itself', () => {
    const a = entry({ action: 'card.suspend' });
    const b = entry({ action: 'card.suspend', targets: { cardId: 'c2', accountId: 'w1' } });
    const records = undoRecords([a, b]);
    expect(lastUndoable(records, here)?.cards[0]?.cardId).toBe('c2');
    const undoOfB = entry({
      action: 'bulk.resume',
      targets: { cardId: 'c2', accountId: 'w1', jobId: 'job-u' },
      undoes: records[0]!.id,
    });
    // z again: the undo and what it undid are passed over, the older suspend is next.
    expect(lastUndoable(undoRecords([a, b, undoOfB]), here)?.cards[0]?.cardId).toBe('c1');
  });

  it('passes over changes of another profile, and says why it would not undo one', () => {
    const other = entry({ action: 'card.suspend', profile: 'prod', host: 'api.example.com' });
    const records = undoRecords([other]);
    expect(lastUndoable(records, here)).toBeUndefined();
    expect(undoRefusal(records[0]!, here)).toBe(
      'made on profile prod (api.example.com): switch to it to undo it',
    );
  });

  it('takes a terminate when it is the newest change, so that z says why it cannot', () => {
    const records = undoRecords([entry({ action: 'card.suspend' }), entry({ action: 'card.terminate' })]);
    expect(lastUndoable(records, here)?.kind).toBe('terminate');
  });
});

describe('the embedded sandbox across restarts', () => {
  // A new port on each start: the trail names the sandbox by its place (its database), as the journal does.
  const run = (port: number) =>
    createActionContext({
      client: {} as ApiClient,
      profile: 'sandbox',
      baseUrl: `http://127.0.0.1:${port}`,
      place: 'embedded-sandbox:/state/sandbox.db',
      skipProductionQuestion: true,
      auditPath: null,
    });

  it("a change of an earlier run on another port is this target's: undoable after the restart", () => {
    const earlier = run(40_123);
    const entry = earlier.audit.record({
      action: 'card.suspend',
      targets: { cardId: 'c1', accountId: 'w1' },
      outcome: 'done',
    });
    expect(entry.host).toBe('embedded-sandbox:/state/sandbox.db');
    const restarted = run(40_999);
    const [record] = undoRecords([entry]);
    expect(undoRefusal(record!, restarted.session)).toBeUndefined();
    expect(lastUndoable([record!], restarted.session)).toBe(record);
    // A remote target is still named by its host: another host's change is not undone here.
    const remote = createActionContext({
      client: {} as ApiClient,
      profile: 'sandbox',
      baseUrl: 'http://127.0.0.1:40999',
      skipProductionQuestion: true,
      auditPath: null,
    });
    expect(undoRefusal(record!, remote.session)).toMatch(/made on profile sandbox/);
  });
});
