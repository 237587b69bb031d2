import { describe, expect, it } from 'vitest';
import {
  formatForwardLine,
  formatReceivedJson,
  formatReceivedLine,
} from '../../../src/api/receiver/index.js';
import { summarizeEvent } from '../../../src/api/receiver/format.js';
import type { ReceivedEvent } from '../../../src/api/receiver/types.js';
import type { WebhookEvent } from '../../../src/contract/index.js';
import { displayZone } from '../../../src/domain/index.js';

const UTC = displayZone('UTC');

const at = new Date('2026-03-04T05:06:07.000Z');
const ev = (type: WebhookEvent['type'], data: Record<string, unknown>): WebhookEvent => ({
  id: 'evt-1',
  type,
  createdAt: at.toISOString(),
  data,
});

describe('summarizeEvent', () => {
  it('says what happened to a card, and to money, from known fields only', () => {
    expect(
      summarizeEvent(
        ev('card_state', { name: 'Ops', maskedNumber: '4111 **** 1111', status: 'frozen', cvv: '123' }),
      ),
    ).toBe('card "Ops" 4111 **** 1111 → frozen');
    expect(
      summarizeEvent(
        ev('card_transaction', {
          type: 'purchase',
          amount: '12.50',
          currency: 'EUR',
          status: 'declined',
          card: { maskedNumber: '4111 **** 1111' },
          merchantName: 'Shop',
          declineReason: 'insufficient_funds',
        }),
      ),
    ).toBe('purchase 12.50 EUR declined card 4111 **** 1111 at Shop (insufficient_funds)');
    expect(
      summarizeEvent(
        ev('account_topup', {
          type: 'payin',
          amount: '100.000000000',
          currency: 'USD',
          status: 'completed',
          account: { name: 'Main' },
        }),
      ),
    ).toBe('payin 100.000000000 USD completed wallet "Main"');
  });

  it('gives what it has for an unexpected shape without throwing', () => {
    expect(summarizeEvent(ev('account_transaction', { amount: 5, card: 'x', account: null }))).toBe('');
  });
});

describe('formatReceivedLine / formatReceivedJson', () => {
  const rejected: ReceivedEvent = { at, status: 'rejected', reason: 'bad signature', id: 'evt-\u001b[31m' };

  it('shows a rejection with its reason and escapes the unverified id', () => {
    expect(formatReceivedLine(rejected, [], UTC)).toBe(
      '05:06:07  rejected   -                    evt-\\x1b[31m  bad signature',
    );
  });

  it('shows when an event arrived in the display zone; the JSON line keeps ISO 8601', () => {
    expect(formatReceivedLine(rejected, [], displayZone('America/Los_Angeles'))).toMatch(
      /^21:06:07 {2}rejected/,
    );
    expect(formatReceivedLine(rejected, [], displayZone('Asia/Kolkata'))).toMatch(/^10:36:07 {2}rejected/);
    expect(JSON.parse(formatReceivedJson(rejected)).at).toBe('2026-03-04T05:06:07.000Z');
  });

  it('redacts the given secrets and full card numbers wherever they appear', () => {
    const e: ReceivedEvent = {
      at,
      status: 'accepted',
      id: 'evt-2',
      type: 'card_state',
      event: ev('card_state', { name: 'sekrit-value-1 4111111111111111', status: 'active' }),
    };
    for (const line of [
      formatReceivedLine(e, ['sekrit-value-1'], UTC),
      formatReceivedJson(e, ['sekrit-value-1']),
    ]) {
      expect(line).not.toContain('sekrit-value-1');
      expect(line).not.toContain('4111111111111111');
      expect(line).toContain('[redacted]');
    }
  });

  it('writes valid JSON with the ISO time and only the fields that are set', () => {
    expect(JSON.parse(formatReceivedJson(rejected))).toEqual({
      at: at.toISOString(),
      status: 'rejected',
      reason: 'bad signature',
      id: 'evt-\\x1b[31m',
    });
  });

  it('says when an event arrived after a later one was shown, or a second time', () => {
    const late = {
      at,
      status: 'accepted' as const,
      id: 'evt-3',
      type: 'account_topup' as const,
      event: ev('account_topup', { type: 'payin', amount: '5.00', currency: 'USD', status: 'completed' }),
      lateAfter: '2026-03-04T05:06:09.000Z',
    };
    expect(formatReceivedLine(late, [], UTC)).toBe(
      '05:06:07  accepted   account_topup        evt-3  late: arrived after an event of 05:06:09 — payin 5.00 USD completed',
    );
    expect(JSON.parse(formatReceivedJson(late)).lateAfter).toBe('2026-03-04T05:06:09.000Z');
    const twice: ReceivedEvent = { ...late, status: 'duplicate' };
    expect(formatReceivedLine(twice, [], UTC)).toContain('evt-3  arrived twice: shown once');
    const { lateAfter: _, ...onTime } = late;
    expect(formatReceivedLine(onTime, [], UTC)).not.toContain('late');
  });

  it('describes forward results', () => {
    expect(formatForwardLine({ id: 'evt-1', ok: true, statusCode: 204 })).toBe('  evt-1  forwarded (204)');
    expect(formatForwardLine({ id: 'evt-1', ok: false, error: 'ECONNREFUSED' })).toBe(
      '  evt-1  forward failed: ECONNREFUSED',
    );
  });
});
