// Sources of a card timeline, written as the service and this console write them, for the timeline's tests.
import type { CardStatus, WebhookDelivery } from '../../src/contract/index.js';
import type { AuditEntry } from '../../src/actions/audit.js';
import { cardOperation, type EventRecord, type Operation, type ReadChange } from '../../src/store/index.js';

export const CARD_ID = '11111111-1111-4111-8111-111111111111';
export const WALLET_ID = '22222222-2222-4222-8222-222222222222';

let counter = 0;
const nextId = (prefix: string): string => `${prefix}-${(counter += 1).toString().padStart(4, '0')}`;

export function operation(
  createdAt: string,
  amount: string,
  fields: { status?: string; type?: string; declineReason?: string | null; id?: string } = {},
): Operation {
  return cardOperation({
    id: fields.id ?? nextId('op'),
    card: { id: CARD_ID, name: 'Travel', maskedNumber: '4111 **** **** 7292' },
    amount,
    currency: 'USD',
    type: (fields.type ?? 'purchase') as 'purchase',
    status: (fields.status ?? 'completed') as 'completed',
    merchantName: 'Sandbox Store',
    merchantCategory: '5999',
    ...(fields.declineReason !== undefined ? { declineReason: fields.declineReason } : {}),
    createdAt,
  });
}

export function stateDelivery(
  createdAt: string,
  to: CardStatus,
  from: CardStatus | null,
  eventId = nextId('evt'),
  status: WebhookDelivery['status'] = 'undelivered',
): WebhookDelivery {
  return {
    id: nextId('dlv'),
    eventId,
    eventType: 'card_state',
    url: '',
    status,
    attempts: 0,
    responseCode: null,
    lastError: null,
    nextAttemptAt: null,
    createdAt,
    updatedAt: createdAt,
    payload: {
      id: eventId,
      type: 'card_state',
      createdAt,
      data: { cardId: CARD_ID, cardStatus: to, account: { id: WALLET_ID, name: 'Main USD' } },
      previousStatus: from,
    },
  };
}

/** A delivery of the card_transaction event that carried operation `opId` (its payload is the operation). */
export function opDelivery(
  createdAt: string,
  opId: string,
  status: WebhookDelivery['status'] = 'delivered',
  attempts = 1,
): WebhookDelivery {
  const eventId = nextId('evt');
  return {
    id: nextId('dlv'),
    eventId,
    eventType: 'card_transaction',
    url: 'https://hooks.example.test/in',
    status,
    attempts,
    responseCode: status === 'delivered' ? 200 : 500,
    lastError: status === 'delivered' ? null : 'HTTP 500',
    nextAttemptAt: null,
    createdAt,
    updatedAt: createdAt,
    payload: {
      id: eventId,
      type: 'card_transaction',
      createdAt,
      data: { id: opId, card: { id: CARD_ID }, amount: '5.00', currency: 'USD' },
    },
  };
}

export function liveState(createdAt: string, to: CardStatus, eventId: string, seq = 1): EventRecord {
  return {
    seq,
    at: Date.parse(createdAt) + 500,
    verdict: 'accepted',
    eventId,
    type: 'card_state',
    objectId: CARD_ID,
    createdAt,
    payload: { id: eventId, type: 'card_state', createdAt, data: { cardId: CARD_ID, cardStatus: to } },
  };
}

export function auditEntry(time: string, action: string, extra: Partial<AuditEntry> = {}): AuditEntry {
  return {
    time,
    profile: 'prod',
    host: 'maria@bastion',
    action,
    targets: { cardId: CARD_ID, accountId: WALLET_ID },
    outcome: 'done',
    ...extra,
  };
}

/** A change one of the console's card reads showed, seen at `seenAt`. */
export function readChange(
  seenAt: string,
  field: ReadChange['field'],
  old: string | null,
  now: string | null,
): ReadChange {
  return { cardId: CARD_ID, at: Date.parse(seenAt), field, old, new: now, currency: 'USD' };
}
