// The audit log on its own: file and directory modes, one JSON line per entry, secrets redacted
// even when a caller puts one in by mistake, the in-memory list and its listeners, reading back.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAuditFile } from '../../src/actions/index.js';
import { defaultAuditPath } from '../../src/actions/audit.js';
import { createAuditLog } from '../../src/actions/audit.js';
import { createActionSession } from '../../src/actions/session.js';

const TOKEN = 'tok_live_SECRET_0123456789abcdef';
const PAN = '4111 1111 1111 1111';

function tempLog(extra: Partial<Parameters<typeof createAuditLog>[0]> = {}) {
  const path = join(mkdtempSync(join(tmpdir(), 'audit-')), 'state', 'card-console', 'audit.jsonl');
  const log = createAuditLog({
    path,
    profile: 'prod',
    host: 'api.example.com',
    secrets: [TOKEN],
    now: () => Date.UTC(2026, 0, 2, 3, 4, 5),
    ...extra,
  });
  return { path, log };
}

const tempLogAt = (path: string, at: number) =>
  createAuditLog({ path, profile: 'prod', host: 'api.example.com', now: () => at });

describe('audit log', () => {
  it('appends one JSON line per entry with time, profile and host, in a 0700 directory and a 0600 file', () => {
    const { path, log } = tempLog();
    log.record({ action: 'card.suspend', targets: { cardId: 'c1', accountId: 'w1' }, outcome: 'done' });
    log.record({
      action: 'card.fund',
      targets: { cardId: 'c1' },
      amount: '12.34',
      currency: 'USD',
      idempotencyKey: 'k1',
      outcome: 'done',
      transactionIds: ['t1', 't2'],
    });
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      time: '2026-01-02T03:04:05.000Z',
      profile: 'prod',
      host: 'api.example.com',
      action: 'card.suspend',
      targets: { cardId: 'c1', accountId: 'w1' },
      outcome: 'done',
    });
    expect(lines[1]).toMatchObject({ amount: '12.34', idempotencyKey: 'k1', transactionIds: ['t1', 't2'] });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
  });

  it('redacts a token, a full card number, a Bearer header and a CVV field that slipped into an entry', () => {
    const { path, log } = tempLog();
    const entry = log.record({
      action: 'card.fund',
      targets: { cardId: 'c1' },
      outcome: 'failed',
      message: `server said ${PAN} was declined, cvv: 123, Authorization: Bearer abc.def.ghi, token ${TOKEN}`,
    });
    const text = readFileSync(path, 'utf8');
    for (const secret of [PAN, '4111111111111111', TOKEN, 'abc.def.ghi', 'cvv: 123'])
      expect(text).not.toContain(secret);
    expect(entry.message).toContain('[redacted]');
    expect(log.entries()[0]?.message).toBe(entry.message);
  });

  it('keeps this session in memory (bounded) and tells listeners', () => {
    const { log } = tempLog({ path: null, keep: 2 });
    const seen: string[] = [];
    const stop = log.subscribe((e) => seen.push(e.action));
    log.record({ action: 'a', targets: {}, outcome: 'done' });
    log.record({ action: 'b', targets: {}, outcome: 'done' });
    stop();
    log.record({ action: 'c', targets: {}, outcome: 'done' });
    expect(log.entries().map((e) => e.action)).toEqual(['b', 'c']);
    expect(seen).toEqual(['a', 'b']);
    expect(log.path).toBeNull();
  });

  it('reports a failed write without failing the action', () => {
    const errors: Error[] = [];
    const file = join(mkdtempSync(join(tmpdir(), 'audit-')), 'a-file');
    writeFileSync(file, 'not a directory');
    const log = createAuditLog({
      path: join(file, 'sub', 'audit.jsonl'),
      profile: 'p',
      host: 'h',
      onWriteError: (e) => errors.push(e),
    });
    expect(log.record({ action: 'a', targets: {}, outcome: 'done' }).action).toBe('a');
    expect(errors).toHaveLength(1);
  });

  it('reads the file back, counting torn lines instead of failing', () => {
    const { path, log } = tempLog();
    log.record({ action: 'a', targets: {}, outcome: 'done' });
    appendFileSync(path, '{"action":"b"\n');
    log.record({ action: 'c', targets: {}, outcome: 'done' });
    const read = readAuditFile(path);
    expect(read.entries.map((e) => e.action)).toEqual(['a', 'c']);
    expect(read.unreadable).toBe(1);
    expect(readAuditFile(join(path, 'missing'))).toEqual({ entries: [], lines: [], unreadable: 0 });
  });

  it("reads entries an older console wrote (ok, applied, not_applied) in today's words", () => {
    const { path, log } = tempLog();
    const old = (outcome: string) =>
      `${JSON.stringify({ time: 't', profile: 'p', host: 'h', action: 'card.fund', targets: {}, outcome })}\n`;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, ['ok', 'applied', 'not_applied', 'unknown', 'failed'].map(old).join(''));
    log.record({ action: 'card.fund', targets: {}, outcome: 'done', readBack: 'applied' });
    const read = readAuditFile(path);
    expect(read.entries.map((e) => [e.outcome, e.readBack])).toEqual([
      ['done', undefined],
      ['done', 'applied'],
      ['failed', 'not_applied'],
      ['unknown', undefined],
      ['failed', undefined],
      ['done', 'applied'],
    ]);
    // --json prints the lines as they are in the file.
    expect(JSON.parse(read.lines[0] ?? '')).toMatchObject({ outcome: 'ok' });
  });

  it("history: a fresh log over the same file (a restart) has this profile's earlier changes, then its own", () => {
    const { path, log } = tempLog();
    log.record({
      action: 'bulk.suspend',
      targets: { cardId: 'c1', accountId: 'w1', jobId: 'j1' },
      outcome: 'done',
    });
    const other = createAuditLog({ path, profile: 'other', host: 'api.example.com' });
    other.record({ action: 'card.suspend', targets: { cardId: 'c9', accountId: 'w9' }, outcome: 'done' });
    const restarted = tempLogAt(path, Date.UTC(2026, 0, 2, 4, 0, 0));
    // This session has made no change yet, but the earlier run's is there; the other profile's is not.
    expect(restarted.entries()).toEqual([]);
    expect(restarted.history().map((e) => [e.action, e.targets.cardId])).toEqual([['bulk.suspend', 'c1']]);
    restarted.record({ action: 'card.resume', targets: { cardId: 'c2', accountId: 'w1' }, outcome: 'done' });
    expect(restarted.history().map((e) => e.targets.cardId)).toEqual(['c1', 'c2']);
    // The line this session appended is not read a second time as an earlier run's.
    expect(
      tempLogAt(path, Date.UTC(2026, 0, 2, 4, 0, 0))
        .history()
        .map((e) => e.targets.cardId),
    ).toEqual(['c1', 'c2']);
  });

  it('history: the last 24 hours, and at least the newest 200 changes; older ones beyond both are left out', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'audit-')), 'audit.jsonl');
    const now = Date.UTC(2026, 0, 10, 12, 0, 0);
    const hour = 3_600_000;
    const line = (card: string, at: number) =>
      `${JSON.stringify({ time: new Date(at).toISOString(), profile: 'prod', host: 'api.example.com', action: 'card.suspend', targets: { cardId: card, accountId: 'w' }, outcome: 'done' })}\n`;
    // Two days old: beyond 24 hours and beyond the 200 newest. Then 200 more, the first of them 30 hours old.
    let text = line('ancient', now - 48 * hour);
    text += line('old-but-recent-200', now - 30 * hour);
    for (let i = 1; i < 200; i += 1) text += line(`c${i}`, now - 20 * hour + i * 1000);
    writeFileSync(path, text);
    const cards = tempLogAt(path, now)
      .history()
      .map((e) => e.targets.cardId);
    expect(cards).toHaveLength(200);
    expect(cards).not.toContain('ancient');
    expect(cards[0]).toBe('old-but-recent-200');
    // Within 24 hours, all are kept however many there are.
    for (let i = 0; i < 50; i += 1) appendFileSync(path, line(`n${i}`, now - hour));
    const later = tempLogAt(path, now)
      .history()
      .map((e) => e.targets.cardId);
    expect(later).toHaveLength(249);
    expect(later).not.toContain('old-but-recent-200');
    expect(later).toContain('c1');
  });

  it('records the names of what an entry touched, as the caller gives them or as the context knows them', () => {
    const { log } = tempLog({
      path: null,
      names: (t) => (t.cardId === 'c1' ? { card: 'Travel', wallet: 'Main USD' } : undefined),
    });
    expect(log.record({ action: 'card.suspend', targets: { cardId: 'c1' }, outcome: 'done' }).names).toEqual({
      card: 'Travel',
      wallet: 'Main USD',
    });
    const given = log.record({
      action: 'card.suspend',
      targets: { cardId: 'c1' },
      names: { card: 'X' },
      outcome: 'done',
    });
    expect(given.names).toEqual({ card: 'X', wallet: 'Main USD' });
    expect(
      log.record({ action: 'card.suspend', targets: { cardId: 'c2' }, outcome: 'done' }),
    ).not.toHaveProperty('names');
  });

  it('lives under $XDG_STATE_HOME/card-console, else ~/.local/state', () => {
    expect(defaultAuditPath({ XDG_STATE_HOME: '/x/state', HOME: '/home/u' })).toBe(
      '/x/state/card-console/audit.jsonl',
    );
    expect(defaultAuditPath({ XDG_STATE_HOME: 'relative', HOME: '/home/u' })).toBe(
      '/home/u/.local/state/card-console/audit.jsonl',
    );
    for (const HOME of ['', 'relative/dir'])
      expect(defaultAuditPath({ HOME })).toBe(
        join(userInfo().homedir, '.local', 'state', 'card-console', 'audit.jsonl'),
      );
  });
});

describe('action session', () => {
  it('needs a production confirmation only off the sandbox, and records why it became read-only', () => {
    const sandbox = createActionSession({
      profile: 'sandbox',
      baseUrl: 'http://127.0.0.1:1',
      skipProductionQuestion: true,
    });
    expect(sandbox.needsProductionConfirmation()).toBe(false);
    const prod = createActionSession({
      profile: 'live',
      baseUrl: 'https://api.example.com/v',
      skipProductionQuestion: false,
    });
    expect(prod.host).toBe('api.example.com');
    expect(prod.productionPrompt()).toContain('"live"');
    let changes = 0;
    prod.subscribe(() => changes++);
    prod.confirmProduction();
    prod.confirmProduction();
    prod.forceReadOnly('403 on card.suspend');
    expect(prod.readOnly()).toEqual({ readOnly: true, reason: '403 on card.suspend' });
    expect(changes).toBe(2);
  });
});
