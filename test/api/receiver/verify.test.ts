import { describe, expect, it } from 'vitest';
import { parseWebhookTimestamp, verifySignature } from '../../../src/api/receiver/verify.js';
import { RecentIds } from '../../../src/api/receiver/recent-ids.js';
import { freshnessProblem, parseEventBody } from '../../../src/api/receiver/verify.js';
import { signBody } from '../../../src/sandbox/http/dispatcher.js';

const body = Buffer.from('{"id":"e1","type":"card_state","createdAt":"2026-01-01T00:00:00Z","data":{}}');

describe('verifySignature', () => {
  const good = signBody(body.toString('utf8'), 'secret-1');

  it('accepts the lowercase hex HMAC of the raw body', () => {
    expect(good).toMatch(/^[0-9a-f]{64}$/);
    expect(verifySignature(body, good, 'secret-1')).toBe('ok');
  });

  it('rejects a wrong secret, a changed byte, a truncated or non-hex signature', () => {
    expect(verifySignature(body, good, 'secret-2')).toBe('bad signature');
    const changed = Buffer.from(body);
    changed[changed.length - 2] = 0x20;
    expect(verifySignature(changed, good, 'secret-1')).toBe('bad signature');
    expect(verifySignature(body, good.slice(0, 63), 'secret-1')).toBe('bad signature');
    expect(verifySignature(body, `${good.slice(0, 62)}zz`, 'secret-1')).toBe('bad signature');
    expect(verifySignature(body, `${good}00`, 'secret-1')).toBe('bad signature');
  });

  it('calls an absent or blank header missing', () => {
    expect(verifySignature(body, undefined, 'secret-1')).toBe('missing signature');
    expect(verifySignature(body, '  ', 'secret-1')).toBe('missing signature');
  });
});

describe('parseWebhookTimestamp', () => {
  it('reads unix seconds and ISO 8601 with an offset', () => {
    expect(parseWebhookTimestamp('1767225600')).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(parseWebhookTimestamp('2026-01-01T02:00:00+02:00')).toBe(Date.parse('2026-01-01T00:00:00Z'));
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'yesterday', '2026-01-01', '-5', '1e9', 'Thu, 01 Jan 2026 00:00:00 GMT']) {
      expect(parseWebhookTimestamp(bad), bad).toBeUndefined();
    }
  });
});

describe('freshnessProblem', () => {
  const now = Date.parse('2026-01-01T00:10:00Z');
  it('passes inside the window on both sides and names the excess outside it', () => {
    expect(freshnessProblem(now - 5 * 60_000, now, 5 * 60_000, 'createdAt')).toBeUndefined();
    expect(freshnessProblem(now + 60_000, now, 5 * 60_000, 'createdAt')).toBeUndefined();
    expect(freshnessProblem(now - 6 * 60_000, now, 5 * 60_000, 'createdAt')).toMatch(
      /createdAt is 6 min old/,
    );
    expect(freshnessProblem(now + 10 * 60_000, now, 5 * 60_000, 'createdAt')).toMatch(/in the future/);
  });
});

describe('parseEventBody', () => {
  it('names the failing field without quoting the body', () => {
    const result = parseEventBody(
      Buffer.from(
        '{"id":"e1","type":"nope","createdAt":"2026-01-01T00:00:00Z","data":{"pan":"4111111111111111"}}',
      ),
    );
    expect(result).toEqual({ ok: false, detail: 'type: invalid_value' });
    expect(parseEventBody(Buffer.from('not json'))).toEqual({ ok: false, detail: 'body is not JSON' });
  });

  it('keeps unknown extra fields', () => {
    const result = parseEventBody(
      Buffer.from('{"id":"e1","type":"card_state","createdAt":"2026-01-01T00:00:00Z","data":{},"extra":1}'),
    );
    expect(result.ok && result.event.extra).toBe(1);
  });
});

describe('RecentIds', () => {
  it('remembers at most its capacity, forgetting the least recently seen', () => {
    const ids = new RecentIds(2);
    expect(ids.seen('a')).toBe(false);
    expect(ids.seen('b')).toBe(false);
    expect(ids.seen('a')).toBe(true); // a is now the most recent
    expect(ids.seen('c')).toBe(false); // evicts b
    expect(ids.size).toBe(2);
    expect(ids.seen('a')).toBe(true);
    expect(ids.seen('b')).toBe(false);
  });
});
