// The command log's rows and details: retry count and why, the status or what happened instead, the
// zone named in the heading, hostile text escaped, a copied text cut into lines whole.
import { describe, expect, it } from 'vitest';
import type { SentRequest } from '../../../../src/api/index.js';
import { utcZone } from '../../../../src/domain/index.js';
import {
  detailLines,
  logColumns,
  logHeading,
  logLine,
  retryText,
  wrap,
} from '../../../../src/tui/views/log/present.js';

const at = Date.UTC(2026, 0, 2, 3, 4, 5);
const entry = (over: Partial<SentRequest> = {}): SentRequest => ({
  seq: 7,
  profile: 'prod',
  routeId: 'getAccount',
  method: 'GET',
  path: '/api/v2/accounts/{account_uuid}',
  url: '/api/v2/accounts/a-1?x=1',
  params: { account_uuid: 'a-1' },
  attempt: 1,
  startedAt: at,
  headers: {},
  durationMs: 12.4,
  change: false,
  status: 200,
  ...over,
});

describe('command log rows', () => {
  it('at 80 columns the path gets the room: the less needed columns go first, and the heading says so', () => {
    const url =
      '/api/v2/organizations/org_bf8b9fbf7dad/wallets/9d338fe8-0c2c-4702-b64e-10d5dfc9055f/instruments?quantity=50';
    const columns = logColumns(80);
    const path = columns.find((c) => c.key === 'path');
    expect(path?.width).toBeGreaterThanOrEqual(40);
    const line = logLine(entry({ url }), utcZone(), columns);
    expect(line.length).toBeLessThanOrEqual(78);
    expect(line).toMatch(/^03:04:05 +GET +200 +\/api\/v2\/organizations\//);
    expect(line).toContain('instruments?quantity=50');
    expect(logHeading(utcZone(), at, columns)).toMatch(/PATH; hidden: profile, ms, retry \(widen to see\)/);
    // Wide enough, every column is there and the heading hides nothing.
    const wide = logColumns(200);
    expect(wide.map((c) => c.key)).toEqual([
      'time',
      'profile',
      'method',
      'status',
      'duration',
      'retry',
      'path',
    ]);
    expect(logHeading(utcZone(), at, wide)).not.toMatch(/hidden/);
  });

  it('a first attempt: time in the zone, profile, method, status, duration, the path with its query', () => {
    const line = logLine(entry(), utcZone());
    expect(line).toMatch(/^03:04:05 +prod +GET +200 +12 +\/api\/v2\/accounts\/a-1\?x=1$/);
    expect(logHeading(utcZone(), at)).toMatch(/^TIME UTC/);
  });

  it.each([
    ['429', 2, 'retry 1 (429)'],
    ['503', 3, 'retry 2 (503)'],
    ['timeout', 2, 'retry 1 (timeout)'],
    ['network', 2, 'retry 1 (network)'],
  ])('a retry after %s says which and why', (reason, attempt, text) => {
    expect(retryText(entry({ attempt, retryReason: reason }))).toBe(text);
    expect(logLine(entry({ attempt, retryReason: reason }), utcZone())).toContain(text);
  });

  it('no status: says a timeout or an error instead', () => {
    const { status: _none, ...noStatus } = entry();
    expect(logLine({ ...noStatus, errorKind: 'timeout' }, utcZone())).toMatch(/ T\/O /);
    expect(logLine({ ...noStatus, errorKind: 'network' }, utcZone())).toMatch(/ ERR /);
  });

  it('details: request id, key, body; terminal controls from the network are escaped', () => {
    const lines = detailLines(
      entry({
        method: 'POST',
        change: true,
        requestId: 'r\x1b[31m-1',
        idempotencyKey: 'k-1',
        body: '{"name":"x\u202ey"}',
      }),
      utcZone(),
      200,
    );
    const text = lines.join('\n');
    expect(text).toContain('request id r\\x1b[31m-1');
    expect(text).toContain('key k-1');
    expect(text).toContain('body {"name":"x\\u202ey"}');
    expect(text).not.toContain(String.fromCharCode(27));
    expect(text).not.toContain('\u202e');
    expect(detailLines(entry(), utcZone(), 200).join('\n')).toContain('request id none sent');
  });

  it('a copied text is cut into lines of the width, nothing lost', () => {
    const text = 'x'.repeat(95);
    const lines = wrap(text, 40);
    expect(lines.map((l) => l.length)).toEqual([40, 40, 15]);
    expect(lines.join('')).toBe(text);
  });
});
