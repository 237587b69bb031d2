// The Webhooks view's text: every time in the display zone, an offset honoured (never the UTC
// clock digits of a +02:00 timestamp), columns as wide in every zone, a value that is no timestamp
// shown as it came (sanitised).
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '../../../../src/contract/index.js';
import { displayZone } from '../../../../src/domain/index.js';
import {
  configLines,
  DELIVERY_COLUMNS,
  deliveryLines,
  deliveryRow,
  filterText,
} from '../../../../src/tui/views/webhooks/present.js';
import { initialWebhooksView } from '../../../../src/store/index.js';
import { consoleViews, rekeyedViews } from '../../../support/views.js';

const { keyOf } = consoleViews();

const LA = displayZone('America/Los_Angeles');
const KOLKATA = displayZone('Asia/Kolkata');
const UTC = displayZone('UTC');

function delivery(over: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 'dlv-1',
    eventId: 'evt-1',
    eventType: 'card_state',
    url: 'https://hooks.example.com/x',
    status: 'retrying',
    attempts: 2,
    responseCode: 503,
    lastError: null,
    nextAttemptAt: '2026-01-02T05:10:00+02:00',
    createdAt: '2026-01-02T05:04:05+02:00',
    updatedAt: '2026-01-02T05:04:05+02:00',
    payload: { id: 'evt-1', type: 'card_state', createdAt: '2026-01-02T03:04:05Z', data: {} },
    ...over,
  };
}

describe('webhook delivery times', () => {
  it('shows created and next attempt in the display zone: 05:04+02:00 is 19:04 the day before in Los Angeles', () => {
    const row = deliveryRow(delivery(), LA);
    expect(row.startsWith('2026-01-01 19:04:05  card_state')).toBe(true);
    expect(row).toMatch(/ 2026-01-01 19:10:00$/);
    expect(row).not.toContain('05:04');
    expect(deliveryRow(delivery(), KOLKATA).startsWith('2026-01-02 08:34:05 ')).toBe(true);
    expect(deliveryRow(delivery(), UTC).startsWith('2026-01-02 03:04:05 ')).toBe(true);
  });

  it('keeps the time column 19 wide in every zone, so the columns after it stay in place', () => {
    const at = (zone: typeof LA) => deliveryRow(delivery(), zone).indexOf('card_state');
    expect(at(LA)).toBe(DELIVERY_COLUMNS.time + 2);
    expect(at(KOLKATA)).toBe(at(LA));
    expect(at(UTC)).toBe(at(LA));
  });

  it('names the zone on the opened delivery, and the configuration shows when it was updated', () => {
    const lines = deliveryLines(delivery(), LA);
    expect(lines).toContain('created 2026-01-01 19:04:05 PST  next attempt 2026-01-01 19:10:00 PST');
    const config = configLines(
      {
        url: 'https://hooks.example.com/x',
        eventTypes: 'all',
        enabled: true,
        hasSecret: true,
        createdAt: '2026-07-01T00:00:00Z',
        updatedAt: '2026-07-01T00:00:00Z',
      },
      LA,
      keyOf,
    );
    expect(config.join('\n')).toContain('updated 2026-06-30 17:00:00');
  });

  it('shows a time that does not parse as it came, sanitised, and a missing next attempt as -', () => {
    const row = deliveryRow(delivery({ createdAt: 'soon\u001b[2J', nextAttemptAt: null }), LA);
    expect(row.startsWith('soon\\x1b[2J')).toBe(true);
    expect(row.trimEnd().endsWith('-')).toBe(true);
  });
});

describe('the keys named in the Webhooks text', () => {
  it("are the commands' keys, and follow when a command's key changes", () => {
    const view = initialWebhooksView();
    expect(configLines(null, UTC, keyOf)).toEqual(['configuration: none (C to set one)']);
    expect(filterText(view, keyOf)).toBe('history: 0 of 0 | status all (S) | type all (T)');
    const moved = rekeyedViews({
      'webhooks.configure': 'k',
      'webhooks.filter.status': 'u',
      'webhooks.filter.type': 'y',
    }).keyOf;
    expect(configLines(null, UTC, moved)).toEqual(['configuration: none (k to set one)']);
    expect(filterText(view, moved)).toBe('history: 0 of 0 | status all (u) | type all (y)');
  });
});
