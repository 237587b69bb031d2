// The test clock as a change: one audit entry `sandbox.clock` with the clock before → after; a refused change
// (a freeze before the present) is audited as failed and leaves the clock; read-only sends nothing and
// records nothing; no credential reaches the trail.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSandboxClock, readAuditFile } from '../../src/actions/index.js';
import { read, READS } from '../../src/reads/index.js';
import { contextFor, startEnv, stopEnv, type Env } from '../support/action-helpers.js';

let env: Env;
beforeAll(async () => {
  env = await startEnv();
}, 60_000);
afterAll(() => stopEnv(env));

const clockNow = () => read(env.client, READS.sandboxClock, undefined);

describe('changeSandboxClock', () => {
  it('advances the clock and records one entry with its present before → after', async () => {
    const ctx = contextFor(env);
    const before = await clockNow();
    const result = await changeSandboxClock(ctx, { advanceBy: 'P1D' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const moved = Date.parse(result.value.now) - Date.parse(before.now);
    expect(moved).toBeGreaterThanOrEqual(86_400_000);
    const entries = readAuditFile(ctx.auditFile).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'sandbox.clock',
      outcome: 'done',
      profile: 'sandbox',
      changes: {
        now: { before: result.value.previous, after: result.value.now },
        frozen: { before: 'false', after: 'false' },
      },
    });
    const text = readFileSync(ctx.auditFile, 'utf8');
    expect(text).not.toContain(env.merchant.apiToken);
    expect(text).not.toContain(env.merchant.apiKey);
  });

  it('freezes and runs again, each audited with frozen before → after', async () => {
    const ctx = contextFor(env);
    const at = new Date(Date.parse((await clockNow()).now) + 3_600_000).toISOString();
    expect((await changeSandboxClock(ctx, { frozenAt: at })).ok).toBe(true);
    expect(await clockNow()).toMatchObject({ now: at, frozen: true });
    expect((await changeSandboxClock(ctx, { frozenAt: null })).ok).toBe(true);
    const [freeze, run] = readAuditFile(ctx.auditFile).entries;
    expect(freeze?.changes).toMatchObject({ now: { after: at }, frozen: { before: 'false', after: 'true' } });
    expect(run?.changes).toMatchObject({ now: { before: at }, frozen: { before: 'true', after: 'false' } });
  });

  it('a freeze before the present is refused: audited as failed, the clock where it was', async () => {
    const ctx = contextFor(env);
    const before = await clockNow();
    const result = await changeSandboxClock(ctx, { frozenAt: '2001-01-01T00:00:00.000Z' });
    expect(result.ok).toBe(false);
    const after = await clockNow();
    expect(after.frozen).toBe(false);
    expect(Date.parse(after.now)).toBeGreaterThanOrEqual(Date.parse(before.now));
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(60_000);
    const [entry] = readAuditFile(ctx.auditFile).entries;
    expect(entry).toMatchObject({ action: 'sandbox.clock', outcome: 'failed' });
    expect(entry?.changes?.now).toMatchObject({ after: '(not known)' });
    const was = Date.parse(String(entry?.changes?.now?.before));
    expect(was).toBeGreaterThanOrEqual(Date.parse(before.now));
    expect(was).toBeLessThanOrEqual(Date.parse(after.now));
  });

  it('read-only: nothing sent, nothing recorded', async () => {
    const ctx = contextFor(env, { readOnly: true });
    const before = await clockNow();
    const result = await changeSandboxClock(ctx, { advanceBy: 'P7D' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'read_only' } });
    const after = await clockNow();
    expect(Date.parse(after.now) - Date.parse(before.now)).toBeLessThan(60_000);
    expect(readAuditFile(ctx.auditFile).entries).toEqual([]);
  });
});
