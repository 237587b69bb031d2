import { describe, expect, it } from 'vitest';
import { mergeTimeline, type TimelineSources } from '../../../src/actions/timeline/merge.js';
import {
  auditEntry,
  CARD_ID,
  liveState,
  opDelivery,
  operation,
  stateDelivery,
} from '../../support/timeline-fixtures.js';

const none: TimelineSources = { cardId: CARD_ID, operations: [], history: [], live: [], audit: [] };
const summary = (sources: Partial<TimelineSources>) =>
  mergeTimeline({ ...none, ...sources }).map((r) => [r.kind, r.at, r.sources.join('+')]);

describe('mergeTimeline', () => {
  it('orders every source newest first with a stable order on equal times', () => {
    const rows = summary({
      operations: [operation('2026-05-10T10:00:00Z', '5.00'), operation('2026-05-10T12:00:00Z', '7.00')],
      history: [stateDelivery('2026-05-10T11:00:00Z', 'frozen', 'active')],
      audit: [
        auditEntry('2026-05-10T13:00:00Z', 'card.edit', { changes: { name: { before: 'a', after: 'b' } } }),
      ],
    });
    expect(rows).toEqual([
      ['edit', '2026-05-10T13:00:00Z', 'audit'],
      ['operation', '2026-05-10T12:00:00Z', 'operation'],
      ['state', '2026-05-10T11:00:00Z', 'event'],
      ['operation', '2026-05-10T10:00:00Z', 'operation'],
    ]);
  });

  it('makes one row of a state change heard from the history and live, with both sources', () => {
    const rows = mergeTimeline({
      ...none,
      history: [stateDelivery('2026-05-10T11:00:00Z', 'frozen', 'active', 'evt-a')],
      live: [
        liveState('2026-05-10T11:00:00Z', 'frozen', 'evt-a'),
        liveState('2026-05-10T11:00:00Z', 'frozen', 'evt-a', 2),
      ],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'state',
      sources: ['event', 'live'],
      change: { from: 'active', to: 'frozen' },
    });
  });

  it('keeps a live event the history does not have (yet), and a history event never heard live', () => {
    const rows = mergeTimeline({
      ...none,
      history: [stateDelivery('2026-05-10T09:00:00Z', 'active', null, 'evt-old')],
      live: [liveState('2026-05-10T11:00:00Z', 'frozen', 'evt-new')],
    });
    expect(rows.map((r) => [r.kind === 'state' && r.change.to, r.sources.join('+')])).toEqual([
      ['frozen', 'live'],
      ['active', 'event'],
    ]);
  });

  it('joins our audit entry to the event of the change it made: who (profile, host, job) and the server time', () => {
    const rows = mergeTimeline({
      ...none,
      history: [stateDelivery('2026-05-10T11:00:00Z', 'frozen', 'active', 'evt-f')],
      audit: [
        auditEntry('2026-05-10T11:00:01Z', 'bulk.suspend', {
          targets: { cardId: CARD_ID, jobId: 'job-7f3c' },
        }),
      ],
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'state',
      at: '2026-05-10T11:00:00Z',
      sources: ['event', 'audit'],
      by: { profile: 'prod', host: 'maria@bastion', jobId: 'job-7f3c' },
    });
  });

  it('does not join an audit entry to a change of another status or far apart in time', () => {
    const rows = mergeTimeline({
      ...none,
      history: [
        stateDelivery('2026-05-10T11:00:00Z', 'active', 'frozen'),
        stateDelivery('2026-05-10T09:00:00Z', 'frozen', 'active'),
      ],
      audit: [auditEntry('2026-05-10T11:00:01Z', 'card.suspend')],
    });
    expect(rows.map((r) => [r.kind, r.sources.join('+')])).toEqual([
      ['state', 'audit'],
      ['state', 'event'],
      ['state', 'event'],
    ]);
  });

  it('joins a fund to the operation it made, and shows a failed change as our attempt', () => {
    const topUp = operation('2026-05-10T10:00:00Z', '50.00', { type: 'top_up', id: 'op-topup' });
    const rows = mergeTimeline({
      ...none,
      operations: [topUp],
      audit: [
        auditEntry('2026-05-10T10:00:00Z', 'card.fund', { transactionIds: ['op-topup'] }),
        auditEntry('2026-05-10T10:05:00Z', 'card.resume', { outcome: 'failed', message: 'card is closed' }),
      ],
    });
    expect(rows.map((r) => [r.kind, r.sources.join('+')])).toEqual([
      ['action', 'audit'],
      ['operation', 'operation+audit'],
    ]);
    expect(rows[1]).toMatchObject({ by: { profile: 'prod' } });
  });

  it("leaves out other cards' audit entries and events of other types", () => {
    const rows = summary({
      audit: [auditEntry('2026-05-10T10:00:00Z', 'card.suspend', { targets: { cardId: 'another' } })],
      live: [{ ...liveState('2026-05-10T10:00:00Z', 'frozen', 'evt-x'), objectId: 'another' }],
    });
    expect(rows).toEqual([]);
  });

  it('holds back rows older than the operations read so far, until the next page is read', () => {
    const sources = {
      operations: [operation('2026-05-10T12:00:00Z', '7.00')],
      history: [stateDelivery('2026-05-10T11:00:00Z', 'frozen', 'active')],
    };
    expect(summary({ ...sources, loadedFrom: Date.parse('2026-05-10T12:00:00Z') })).toHaveLength(1);
    expect(summary(sources)).toHaveLength(2);
  });

  describe('deliveries', () => {
    const buy = (at: string, id: string) => operation(at, '5.00', { id });

    it('shows a delivered event as an attribute of the operation it carried, not a row of its own', () => {
      const rows = mergeTimeline({
        ...none,
        operations: [buy('2026-05-10T10:00:00Z', 'op-a'), buy('2026-05-10T11:00:00Z', 'op-b')],
        history: [
          opDelivery('2026-05-10T10:00:01Z', 'op-a'),
          opDelivery('2026-05-10T11:00:01Z', 'op-b'),
          opDelivery('2026-05-10T11:00:02Z', 'op-b'),
        ],
      });
      expect(rows.map((r) => r.kind)).toEqual(['operation', 'operation']);
      expect(rows.map((r) => (r.kind === 'operation' ? r.delivery?.status : undefined))).toEqual([
        'delivered',
        'delivered',
      ]);
    });

    it('says an operation whose event is being retried is failing, with the attempts so far', () => {
      const rows = mergeTimeline({
        ...none,
        operations: [buy('2026-05-10T10:00:00Z', 'op-a')],
        history: [
          opDelivery('2026-05-10T10:00:01Z', 'op-a', 'delivered', 1),
          opDelivery('2026-05-10T10:00:05Z', 'op-a', 'retrying', 3),
        ],
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'operation', delivery: { status: 'retrying', attempts: 3 } });
    });

    it('keeps a failed delivery as a row of its own', () => {
      const rows = mergeTimeline({
        ...none,
        operations: [buy('2026-05-10T10:00:00Z', 'op-a')],
        history: [opDelivery('2026-05-10T10:00:01Z', 'op-a', 'failed', 5)],
      });
      expect(rows.map((r) => r.kind)).toEqual(['delivery', 'operation']);
      expect(rows[1]).not.toHaveProperty('delivery');
    });

    it('makes no row of a delivered event whose operation is not read (yet)', () => {
      const rows = mergeTimeline({
        ...none,
        operations: [buy('2026-05-10T12:00:00Z', 'op-new')],
        history: [opDelivery('2026-05-10T09:00:01Z', 'op-older')],
      });
      expect(rows.map((r) => r.kind)).toEqual(['operation']);
    });

    it('fills the first rows with operations and state changes, not deliveries', () => {
      const operations = ['10', '11', '12', '13', '14', '15'].map((h) =>
        buy(`2026-05-10T${h}:00:00Z`, `op-${h}`),
      );
      const history = [
        ...operations.map((o) => opDelivery(o.createdAt.replace(':00:00Z', ':00:01Z'), o.id)),
        stateDelivery('2026-05-10T14:30:00Z', 'frozen', 'active', 'evt-f', 'delivered'),
      ];
      const rows = mergeTimeline({ ...none, operations, history }).slice(0, 5);
      expect(rows.map((r) => r.kind)).toEqual(['operation', 'state', 'operation', 'operation', 'operation']);
    });
  });
});
