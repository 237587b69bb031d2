// Helpers for the receiver tests: a started receiver that records its reports, signed events,
// and a poster over real HTTP.
import { request, type Pool } from 'undici';
import { createReceiver } from '../../src/api/receiver/index.js';
import type { Receiver } from '../../src/api/receiver/index.js';
import type { ReceivedEvent } from '../../src/api/receiver/types.js';
import type { ForwardResult, ReceiverOptions } from '../../src/api/receiver/types.js';
import { signBody } from '../../src/sandbox/http/dispatcher.js';

export const SECRET = 'whsec_test_SECRET_0123456789';
export const NOW = new Date('2026-03-04T05:06:07.000Z');

export interface Harness {
  receiver: Receiver;
  reports: ReceivedEvent[];
  forwards: ForwardResult[];
}

export async function startReceiver(overrides: Partial<ReceiverOptions> = {}): Promise<Harness> {
  const reports: ReceivedEvent[] = [];
  const forwards: ForwardResult[] = [];
  const receiver = await createReceiver({
    secret: SECRET,
    now: () => NOW,
    onEvent: (e) => reports.push(e),
    onForward: (r) => forwards.push(r),
    ...overrides,
  });
  return { receiver, reports, forwards };
}

let counter = 0;
export function eventBody(over: Record<string, unknown> = {}): string {
  counter += 1;
  return JSON.stringify({
    id: `evt-${counter}-${Math.random().toString(36).slice(2)}`,
    type: 'card_state',
    createdAt: NOW.toISOString(),
    data: { id: 'card-1', status: 'active' },
    ...over,
  });
}

export function signedHeaders(
  body: string,
  secret = SECRET,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-webhook-signature': signBody(body, secret),
    'x-webhook-timestamp': String(Math.floor(NOW.getTime() / 1000)),
    ...extra,
  };
}

export interface Answer {
  status: number;
  body: string;
}

export async function post(
  url: string,
  body: string | Buffer,
  headers: Record<string, string>,
  dispatcher?: Pool,
): Promise<Answer> {
  const response = await request(url, {
    method: 'POST',
    body,
    headers,
    ...(dispatcher ? { dispatcher } : {}),
  });
  return { status: response.statusCode, body: await response.body.text() };
}

export const lastReport = (h: Harness): ReceivedEvent => {
  const report = h.reports.at(-1);
  if (!report) throw new Error('no report yet');
  return report;
};
