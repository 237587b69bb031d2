// `card-console sandbox clock`: reads and moves the credential's merchant clock of a running sandbox.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAuditFile } from '../../../src/actions/index.js';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import { CLOCK_HELP, parseClockArgs } from '../../../src/cli/sandbox/clock.js';
import { call } from '../../support/http-call.js';
import { tokenOf, type RealSandbox } from '../../support/real-sandbox.js';
import { startScriptSandbox, type ScriptSandbox } from '../../support/script-sandbox.js';

let env: ScriptSandbox;
let sandbox: RealSandbox;
const start = new Date('2026-07-01T08:00:00.000Z');
beforeAll(async () => {
  env = await startScriptSandbox('cc-sandbox-clock', { clock: () => start });
  ({ sandbox } = env);
});
afterAll(() => env.close());

const clock = (argv: string[], token = sandbox.one.apiToken) =>
  env.home.run(runSandboxCommand, ['clock', ...argv], {
    CARD_CONSOLE_BASE_URL: sandbox.base,
    CARD_CONSOLE_API_TOKEN: token,
  });

/** The audit trail's clock entries of this file's runs. */
const clockEntries = () =>
  readAuditFile(env.home.auditFile).entries.filter((e) => e.action === 'sandbox.clock');

const serverClock = async (m = sandbox.one) =>
  (await call(sandbox.base, 'GET', '/api/v2/sandbox/clock', { headers: tokenOf(m) })).json;

describe('sandbox clock', { timeout: 30_000 }, () => {
  it('shows, advances by 1d, 2h and P1D, freezes and runs again, with --json', async () => {
    const shown = await clock(['show', '--json']);
    expect(shown.code, shown.err).toBe(0);
    expect(JSON.parse(shown.out)).toEqual({ now: start.toISOString(), frozen: false, offsetMs: 0 });
    const day = await clock(['advance', '1d', '--json']);
    expect(day.code, day.err).toBe(0);
    expect(JSON.parse(day.out)).toMatchObject({
      now: '2026-07-02T08:00:00.000Z',
      previous: start.toISOString(),
    });
    expect((await clock(['advance', '2h'])).out).toContain('now      2026-07-02T10:00:00.000Z');
    await clock(['advance', 'P1D']);
    expect(await serverClock()).toMatchObject({ now: '2026-07-03T10:00:00.000Z' });
    const frozen = await clock(['freeze', '2026-08-01T00:00:00Z']);
    expect(frozen.out).toContain('state    frozen');
    expect((await clock(['run', '--json'])).out).toContain('"frozen":false');
    // The other merchant's clock did not move.
    expect(await serverClock(sandbox.two)).toMatchObject({ now: start.toISOString() });
  });

  it('refuses a bad duration or instant before sending anything (exit 2, the rule on stderr)', async () => {
    const before = await serverClock();
    for (const argv of [
      ['advance', '-1d'],
      ['advance', '0d'],
      ['advance', 'soon'],
      ['freeze', 'tomorrow'],
      ['jump'],
    ]) {
      const run = await clock(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.err).toMatch(/^card-console sandbox clock: \S/);
    }
    expect(await serverClock()).toEqual(before);
  });

  it('says what the sandbox refused (exit 1): a freeze before the present', async () => {
    const run = await clock(['freeze', '2026-01-01T00:00:00Z']);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/frozenAt: must not be before the merchant's present/);
  });

  it('audits a change (an advance, a refused freeze) with the clock before → after, and no credential', async () => {
    const before = clockEntries().length;
    expect((await clock(['show'])).code).toBe(0);
    expect(clockEntries()).toHaveLength(before);
    const day = await clock(['advance', '1d', '--json']);
    expect(day.code, day.err).toBe(0);
    const moved = JSON.parse(day.out) as { now: string; previous: string };
    const refused = await clock(['freeze', '2026-01-01T00:00:00Z']);
    expect(refused.code).toBe(1);
    const [advanced, failed] = clockEntries().slice(before);
    expect(advanced).toMatchObject({
      action: 'sandbox.clock',
      outcome: 'done',
      changes: {
        now: { before: moved.previous, after: moved.now },
        frozen: { before: 'false', after: 'false' },
      },
    });
    expect(failed).toMatchObject({
      action: 'sandbox.clock',
      outcome: 'failed',
      errorCode: expect.any(String),
    });
    expect(failed?.changes?.now).toEqual({ before: moved.now, after: '(not known)' });
    const trail = readFileSync(env.home.auditFile, 'utf8');
    expect(trail).not.toContain(sandbox.one.apiToken);
    expect(trail).not.toContain(sandbox.one.apiKey);
  });

  it('--read-only refuses a change before sending: no audit entry, the clock unmoved', async () => {
    const entries = clockEntries().length;
    const before = await serverClock();
    const run = await clock(['advance', '1d', '--read-only']);
    expect(run.code).toBe(2);
    expect(clockEntries()).toHaveLength(entries);
    expect(await serverClock()).toEqual(before);
  });

  it('has help', async () => {
    const run = await clock(['--help']);
    expect(run.code).toBe(0);
    expect(run.out).toBe(CLOCK_HELP);
    expect(parseClockArgs(['advance', '90m'])).toMatchObject({ verb: { kind: 'advance', by: 'PT1H30M' } });
  });
});
