// Pure checks on one delivery: signature, timestamps, body shape. No I/O, so each is testable alone.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Timestamp, WebhookEvent } from '../../contract/index.js';

export type SignatureCheck = 'ok' | 'missing signature' | 'bad signature';

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/** Constant-time comparison of the header with the HMAC of the raw body. */
export function verifySignature(rawBody: Buffer, header: string | undefined, secret: string): SignatureCheck {
  if (header === undefined || header.trim() === '') return 'missing signature';
  const given = header.trim();
  // Buffer.from(hex) silently drops invalid digits, so the shape is checked first; both buffers are
  // then 32 bytes, which timingSafeEqual requires.
  if (!HEX_SHA256.test(given)) return 'bad signature';
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? 'ok' : 'bad signature';
}

/** X-Webhook-Timestamp: unix seconds (the sandbox) or ISO 8601 (other deployments). Milliseconds, or undefined. */
export function parseWebhookTimestamp(value: string): number | undefined {
  const text = value.trim();
  if (/^\d{1,12}(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!Timestamp.safeParse(text).success) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Undefined when `atMs` is within the tolerance of now, else a short reason. */
export function freshnessProblem(
  atMs: number,
  nowMs: number,
  toleranceMs: number,
  what: string,
): string | undefined {
  const ageMs = nowMs - atMs;
  if (ageMs > toleranceMs)
    return `${what} is ${describeDuration(ageMs)} old (tolerance ${describeDuration(toleranceMs)})`;
  if (-ageMs > toleranceMs)
    return `${what} is ${describeDuration(-ageMs)} in the future (tolerance ${describeDuration(toleranceMs)})`;
  return undefined;
}

function describeDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
}

export type ParsedBody = { ok: true; event: WebhookEvent } | { ok: false; detail: string };

/** JSON + the contract's WebhookEvent schema. The detail names the field, never quotes the body. */
export function parseEventBody(rawBody: Buffer): ParsedBody {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return { ok: false, detail: 'body is not JSON' };
  }
  const parsed = WebhookEvent.safeParse(json);
  if (parsed.success) return { ok: true, event: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : 'body';
  return { ok: false, detail: `${field}: ${issue?.code ?? 'invalid'}` };
}
