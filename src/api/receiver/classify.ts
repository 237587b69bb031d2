// Decides what one delivery is: the order of the checks matters. The signature comes first so an
// unauthenticated sender learns nothing else; ids are remembered only once an event is verified and
// fresh, so nobody can poison the duplicate set.
import type { WebhookEventType } from '../../contract/index.js';
import { RecentIds } from './recent-ids.js';
import type { ReceivedEvent } from './types.js';
import { freshnessProblem, parseEventBody, parseWebhookTimestamp, verifySignature } from './verify.js';

export interface Delivery {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type Outcome = Omit<ReceivedEvent, 'at'>;

export interface Verdict {
  httpStatus: number;
  outcome: Outcome;
}

export interface ClassifierOptions {
  secret?: string;
  toleranceMs: number;
  eventTypes: readonly WebhookEventType[] | 'all';
  rememberIds: number;
}

export function header(headers: Delivery['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

const reject = (httpStatus: number, outcome: Outcome): Verdict => ({
  httpStatus,
  outcome: { ...outcome, status: 'rejected' },
});

export function createClassifier(options: ClassifierOptions): (delivery: Delivery, now: Date) => Verdict {
  const recent = new RecentIds(options.rememberIds);
  const wanted = options.eventTypes === 'all' ? undefined : new Set(options.eventTypes);

  return (delivery, now) => {
    const headerId = header(delivery.headers, 'x-webhook-id');
    const unverified: Outcome = { status: 'rejected', ...(headerId ? { id: headerId } : {}) };
    if (delivery.method !== 'POST')
      return reject(405, { ...unverified, reason: 'method not allowed', detail: delivery.method });
    if (options.secret !== undefined) {
      const check = verifySignature(
        delivery.body,
        header(delivery.headers, 'x-webhook-signature'),
        options.secret,
      );
      if (check !== 'ok') return reject(401, { ...unverified, reason: check });
    }
    const parsed = parseEventBody(delivery.body);
    if (!parsed.ok) return reject(400, { ...unverified, reason: 'malformed', detail: parsed.detail });
    const event = parsed.event;
    const known: Outcome = { status: 'rejected', event, id: event.id, type: event.type };

    const sentHeader = header(delivery.headers, 'x-webhook-timestamp');
    const sentAt = sentHeader === undefined ? undefined : parseWebhookTimestamp(sentHeader);
    if (sentHeader !== undefined && sentAt === undefined) {
      return reject(400, {
        ...known,
        reason: 'malformed',
        detail: 'X-Webhook-Timestamp is neither unix seconds nor ISO 8601',
      });
    }
    const stale =
      freshnessProblem(Date.parse(event.createdAt), now.getTime(), options.toleranceMs, 'createdAt') ??
      (sentAt === undefined
        ? undefined
        : freshnessProblem(sentAt, now.getTime(), options.toleranceMs, 'X-Webhook-Timestamp'));
    if (stale) return reject(400, { ...known, reason: 'stale', detail: stale });

    if (recent.seen(event.id)) return { httpStatus: 200, outcome: { ...known, status: 'duplicate' } };
    if (wanted && !wanted.has(event.type))
      return { httpStatus: 200, outcome: { ...known, status: 'filtered' } };
    return { httpStatus: 200, outcome: { ...known, status: 'accepted' } };
  };
}
