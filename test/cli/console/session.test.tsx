// The console's profiles share one command log: `@` on any profile lists what every profile sent,
// each row naming its profile, and `--log-file` holds them all (0600, no credential).
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSentLog, writeSentLogTo, type SentLog, type SentLogFile } from '../../../src/api/index.js';
import { openSession, type SessionShared } from '../../../src/cli/console/session.js';
import type { Connection } from '../../../src/cli/settings.js';
import { utcZone } from '../../../src/domain/index.js';
import { offIndex } from '../../../src/sync/card-index/index.js';
import { VIEWS } from '../../../src/tui/index.js';
import { createProfileSessions, type ProfileSession } from '../../../src/tui/views/profiles/sessions.js';
import type { MerchantCredentials } from '../../../src/sandbox/core-types.js';
import { KEYS, settle } from '../../support/harness.js';
import { mountShell } from '../../support/profile-harness.js';
import { startRealSandbox, type RealSandbox } from '../../support/real-sandbox.js';

let sandbox: RealSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  dir = mkdtempSync(join(tmpdir(), 'console-session-'));
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

function remote(profile: string, m: MerchantCredentials): Connection {
  return {
    kind: 'remote',
    profile,
    baseUrl: sandbox.base,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
    readOnly: false,
  };
}

function sharedWith(requests: SentLog): SessionShared {
  return {
    stateDir: dir,
    concurrency: 2,
    pollIntervalMs: 60_000,
    zone: utcZone(),
    switchedOff: offIndex('off in this test'),
    saved: () => ({ views: VIEWS }),
    requests,
  };
}

/** Waits until `log` holds a request sent for `profile`. */
async function sentFor(log: SentLog, profile: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    for (let row = 0; row < log.size; row += 1) if (log.newest(row)?.profile === profile) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`nothing was sent for ${profile}`);
}

describe('one command log for the console across profiles', { timeout: 30_000 }, () => {
  let file: SentLogFile | undefined;
  const opened: ProfileSession[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((session) => session.close()));
    file?.close();
  });

  it('after switching, @ lists the requests of both profiles by name, and --log-file holds both', async () => {
    const requests = createSentLog('alpha');
    const path = join(dir, 'requests.jsonl');
    const secrets = [sandbox.one, sandbox.two].flatMap((m) => [m.apiKey, m.apiToken]);
    file = writeSentLogTo(path, requests, { secrets });
    const shared = sharedWith(requests);
    const open = (name: string, m: MerchantCredentials) =>
      openSession(remote(name, m), { production: name === 'eu-prod' }, shared, () => undefined).then((s) => {
        opened.push(s);
        return s;
      });
    const alpha = await open('alpha', sandbox.one);
    await sentFor(requests, 'alpha');
    const sessions = createProfileSessions({
      initial: alpha,
      choices: () =>
        ['alpha', 'eu-prod'].map((name) => ({
          name,
          host: new URL(sandbox.base).host,
          readOnly: false,
          production: name === 'eu-prod',
          missing: [],
        })),
      open: (name) => open(name, sandbox.two),
      peek: () => ({ why: 'no card index on disk yet' }),
    });
    const h = await mountShell(sessions, 140);
    try {
      await h.press(':');
      await h.type('profile eu-prod');
      await h.press(KEYS.enter);
      for (let i = 0; i < 200 && sessions.current() !== 'eu-prod'; i += 1) await settle(4);
      expect(sessions.current()).toBe('eu-prod');
      await sentFor(requests, 'eu-prod');
      await h.press('@');
      await settle(6);
      const frame = h.frame();
      expect(frame).toContain('Command log');
      expect(frame).toMatch(/^.*eu-prod\s+GET .*$/m);
      expect(frame).toMatch(/^.*alpha\s+GET .*$/m);
    } finally {
      h.unmount();
    }
    const lines = readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { profile: string });
    expect(new Set(lines.map((l) => l.profile))).toEqual(new Set(['alpha', 'eu-prod']));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = readFileSync(path, 'utf8');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });
});
