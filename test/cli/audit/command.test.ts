// `card-console audit`: raw lines with --json, a table by default, --limit, hostile text sanitised.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAuditLog } from '../../../src/actions/audit.js';
import { runAuditCommand } from '../../../src/cli/audit/command.js';

function setup(env: Record<string, string> = {}, now?: () => number) {
  const home = mkdtempSync(join(tmpdir(), 'audit-cli-'));
  const path = join(home, 'state', 'card-console', 'audit.jsonl');
  const log = createAuditLog({ path, profile: 'sandbox', host: '127.0.0.1:1', ...(now ? { now } : {}) });
  let out = '';
  let err = '';
  const io = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    env: { HOME: home, XDG_STATE_HOME: join(home, 'state'), ...env },
  };
  return { home, path, log, io, out: () => out, err: () => err };
}

describe('audit command', () => {
  it('hostile server text (a raw C1 CSI, U+202E) is stored and printed as \\u escapes, in the file and with --json', async () => {
    const s = setup();
    const code = 'card_state\u009b2J\u202econflict';
    s.log.record({
      action: 'card.suspend',
      targets: { cardId: 'card-1' },
      outcome: 'failed',
      errorCode: code,
      message: 'from the server: \u2028\u200bx',
    });
    const file = readFileSync(s.path, 'utf8');
    for (const raw of ['\u009b', '\u202e', '\u2028', '\u200b']) expect(file).not.toContain(raw);
    expect(file).toContain('\\u009b');
    // A line written by an older version, with the raw code points, is escaped when printed.
    appendFileSync(
      s.path,
      `${JSON.stringify({ time: '2026-01-01T00:00:00.000Z', action: 'old', targets: {}, outcome: 'failed', errorCode: code })}\n`,
    );
    expect(await runAuditCommand(['--json'], s.io)).toBe(0);
    for (const raw of ['\u009b', '\u202e', '\u2028', '\u200b']) expect(s.out()).not.toContain(raw);
    const lines = s
      .out()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { errorCode: string });
    expect(lines.map((l) => l.errorCode)).toEqual([code, code]);
  });

  it('prints a table of every entry, newest last', async () => {
    const s = setup();
    s.log.record({
      action: 'card.fund',
      targets: { cardId: 'card-1' },
      amount: '12.34',
      currency: 'USD',
      outcome: 'done',
    });
    s.log.record({
      action: 'card.suspend',
      targets: { cardId: 'card-2' },
      outcome: 'failed',
      errorCode: 'card_state_conflict',
    });
    expect(await runAuditCommand([], s.io)).toBe(0);
    const lines = s.out().trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/card\.fund\s+card-1\s+12\.34 USD\s+done/);
    expect(lines[2]).toMatch(/card\.suspend.*failed\s+card_state_conflict/);
  });

  it('--json prints the raw lines; --limit keeps the last N', async () => {
    const s = setup();
    for (const action of ['a', 'b', 'c']) s.log.record({ action, targets: {}, outcome: 'done' });
    expect(await runAuditCommand(['--json', '--limit', '2'], s.io)).toBe(0);
    expect(
      s
        .out()
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { action: string }).action),
    ).toEqual(['b', 'c']);
  });

  it('says so when there is no trail, and refuses a bad --limit', async () => {
    const s = setup();
    expect(await runAuditCommand([], s.io)).toBe(0);
    expect(s.out()).toMatch(/no audit entries/);
    expect(await runAuditCommand(['--limit', 'x'], s.io)).toBe(2);
  });

  it('shows terminal control characters from the file as visible escapes, and counts torn lines', async () => {
    const s = setup();
    mkdirSync(join(s.home, 'state', 'card-console'), { recursive: true });
    appendFileSync(
      s.path,
      `${JSON.stringify({ time: 't', profile: 'p', host: 'h', action: 'x\u001b[2J', targets: {}, outcome: 'done' })}\n{"torn\n`,
    );
    expect(await runAuditCommand([], s.io)).toBe(0);
    expect(s.out()).not.toContain('\u001b');
    expect(s.out()).toContain('\\x1b');
    expect(s.err()).toMatch(/1 unreadable/);
  });

  it('shows times in the local zone with the zone named; the config file or --utc choose another; --json keeps ISO 8601', async () => {
    // 03:04:05 UTC on 2 January 2026: 19:04:05 the day before in Los Angeles.
    const s = setup({ TZ: 'America/Los_Angeles' }, () => Date.UTC(2026, 0, 2, 3, 4, 5));
    s.log.record({
      action: 'card.fund',
      targets: { cardId: 'card-1' },
      amount: '1.00',
      currency: 'USD',
      outcome: 'done',
    });
    const table = async (argv: string[]) => {
      const before = s.out().length;
      expect(await runAuditCommand(argv, s.io)).toBe(0);
      return s.out().slice(before);
    };
    expect(await table([])).toMatch(/^TIME {26}PROFILE/);
    expect(await table([])).toContain('\n2026-01-01 19:04:05 PST       sandbox ');
    expect(await table(['--utc'])).toContain('\n2026-01-02 03:04:05 UTC       sandbox ');
    expect(JSON.parse((await table(['--json'])).trim()).time).toBe('2026-01-02T03:04:05.000Z');
    const config = join(s.home, '.config', 'card-console');
    mkdirSync(config, { recursive: true });
    writeFileSync(join(config, 'config.json'), JSON.stringify({ profiles: {}, timeZone: 'Asia/Kolkata' }));
    expect(await table([])).toContain('\n2026-01-02 08:34:05 UTC+05:30 sandbox ');
    expect(await table(['--utc'])).toContain('\n2026-01-02 03:04:05 UTC ');
  });

  it('refuses a config file whose timeZone names no zone, naming the field and the rule', async () => {
    const s = setup();
    const config = join(s.home, '.config', 'card-console');
    mkdirSync(config, { recursive: true });
    writeFileSync(join(config, 'config.json'), JSON.stringify({ profiles: {}, timeZone: 'Mars/Olympus' }));
    expect(await runAuditCommand([], s.io)).toBe(2);
    expect(s.err()).toMatch(
      /timeZone: must be "local", "UTC" or a time zone name such as Europe\/Berlin \(got "Mars\/Olympus"\)/,
    );
  });

  it('says amounts in the one money format and names the card or wallet the entry recorded, else its id', async () => {
    const s = setup();
    const card = '177a8e22-0c2c-4702-b64e-10d5dfc9055f';
    const wallet = '9d338fe8-0c2c-4702-b64e-10d5dfc9055f';
    s.log.record({
      action: 'card.fund',
      targets: { cardId: card, accountId: wallet },
      names: { card: 'Office snacks', wallet: 'Main USD' },
      amount: '12345.670000000',
      currency: 'USD',
      outcome: 'done',
    });
    s.log.record({
      action: 'wallet.activate',
      targets: { accountId: wallet },
      names: { wallet: 'Main USD' },
      outcome: 'done',
    });
    s.log.record({ action: 'card.suspend', targets: { cardId: card }, outcome: 'done' });
    expect(await runAuditCommand(['--utc'], s.io)).toBe(0);
    const lines = s.out().trim().split('\n');
    expect(lines[1]).toMatch(/card\.fund\s+Office snacks 177a8e22\s+12,345.67 USD\s+done/);
    expect(lines[1]).not.toContain('12345.670000000');
    expect(lines[2]).toMatch(/wallet\.activate\s+Main USD 9d338fe8\s/);
    // Nothing recorded its name: the id is all that is known.
    expect(lines[3]).toContain(`card.suspend     ${card}`);
  });
});
