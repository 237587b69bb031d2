// `--listen` writes down what it changed (0600, in the state directory), removes the record when it
// put the configuration back, and a later console offers to restore what a dead one left behind.
// Against a real sandbox on port 0.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { readWebhookConfig } from '../../../src/api/receiver/index.js';
import { displayZone, formatTime } from '../../../src/domain/index.js';
import { prepareListen, startLiveEvents } from '../../../src/cli/console/listen.js';
import {
  consentToListen,
  leftBehind,
  ListenRecord,
  recoverLeftBehind,
  writeListenRecord,
} from '../../../src/cli/console/listen-record.js';
import { startSandbox, type RunningSandbox } from '../../../src/sandbox/index.js';
import { createAppStore } from '../../../src/store/index.js';
import { createSync } from '../../../src/sync/index.js';

let sandbox: RunningSandbox;
let client: ApiClient;
let stateDir: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', seed: 'demo', provisioningDelayMs: 0 });
  const m = sandbox.merchants[0]!;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: m.orgId, apiKey: m.apiKey, apiToken: m.apiToken },
  });
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});
beforeEach(async () => {
  stateDir = join(mkdtempSync(join(tmpdir(), 'cc-listen-record-')), 'card-console');
  await client.call('deleteWebhookConfig', {}).catch(() => undefined);
});

/** A pid that surely belongs to no process any more: a child that already exited. */
const deadPid = (): number => spawnSync('true').pid;

async function leaveBehind(pid: number): Promise<ListenRecord> {
  const previous = await client.call('putWebhookConfig', {
    body: { url: 'https://hooks.example.com/mine', eventTypes: ['card_state'], enabled: true },
  });
  await client.call('putWebhookConfig', {
    body: { url: 'http://127.0.0.1:9/', secret: 'dead-console-secret', eventTypes: 'all', enabled: true },
  });
  const record = {
    pid,
    baseUrl: sandbox.baseUrl,
    registeredUrl: 'http://127.0.0.1:9/',
    previous,
    startedAt: new Date().toISOString(),
  };
  writeListenRecord(stateDir, record);
  return record;
}

function answering(...answers: string[]) {
  const questions: string[] = [];
  const said: string[] = [];
  return {
    questions,
    said,
    ask: (q: string) => (questions.push(q), Promise.resolve(answers.shift() ?? '')),
    say: (t: string) => void said.push(t),
  };
}

describe('the record of a registration', { timeout: 30_000 }, () => {
  it('is written (0600) while the console listens, with what it registered and what it replaced, and removed when put back', async () => {
    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/before', eventTypes: 'all', enabled: false },
    });
    const store = createAppStore();
    const live = await startLiveEvents({
      choice: { mode: 'default' },
      profile: 'local',
      sandbox: true,
      readOnly: false,
      client,
      baseUrl: sandbox.baseUrl,
      store,
      sync: createSync({ fetcher: client, store }),
      env: {},
      secrets: [],
      stateDir,
    });
    const file = join(stateDir, `listen-${process.pid}.json`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const record = ListenRecord.parse(JSON.parse(readFileSync(file, 'utf8')));
    expect(record).toMatchObject({
      pid: process.pid,
      baseUrl: sandbox.baseUrl,
      registeredUrl: live.url,
      previous: { url: 'https://hooks.example.com/before' },
    });
    expect(readFileSync(file, 'utf8')).not.toContain('secret"');
    await live.close();
    expect(existsSync(file)).toBe(false);
    expect((await readWebhookConfig(client))?.url).toBe('https://hooks.example.com/before');
  });
});

describe('a configuration left behind by a console that died', { timeout: 30_000 }, () => {
  it('is offered for restoration at the next start, and put back from the saved previous configuration on yes', async () => {
    const record = await leaveBehind(deadPid());
    const t = answering('y');
    const zone = displayZone('America/Los_Angeles');
    await recoverLeftBehind({ client, stateDir, baseUrl: sandbox.baseUrl, ask: t.ask, say: t.say, zone });
    expect(t.questions).toHaveLength(1);
    expect(t.questions[0]).toContain(`pid ${record.pid}`);
    // When it started, in the display zone with the zone named.
    expect(t.questions[0]).toContain(`started ${formatTime(record.startedAt, zone, 'stamp')})`);
    expect(t.questions[0]).toMatch(/started \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} P[SD]T\)/);
    expect(t.questions[0]).toContain('https://hooks.example.com/mine');
    expect(await readWebhookConfig(client)).toMatchObject({
      url: 'https://hooks.example.com/mine',
      eventTypes: ['card_state'],
      enabled: true,
      hasSecret: false,
    });
    expect(t.said.join('\n')).toContain('previous webhook configuration restored');
    expect(leftBehind(stateDir, sandbox.baseUrl)).toEqual([]);
  });

  it('is left as it is on no (and offered again next time)', async () => {
    await leaveBehind(deadPid());
    const t = answering('n');
    await recoverLeftBehind({ client, stateDir, baseUrl: sandbox.baseUrl, ask: t.ask, say: t.say });
    expect((await readWebhookConfig(client))?.url).toBe('http://127.0.0.1:9/');
    expect(leftBehind(stateDir, sandbox.baseUrl)).toHaveLength(1);
  });

  it('is not offered while its console still runs, for another target, or once someone changed the configuration', async () => {
    await leaveBehind(process.pid);
    const t = answering('y');
    await recoverLeftBehind({ client, stateDir, baseUrl: sandbox.baseUrl, ask: t.ask, say: t.say });
    await recoverLeftBehind({
      client,
      stateDir,
      baseUrl: 'http://127.0.0.1:1',
      ask: t.ask,
      say: t.say,
      alive: () => false,
    });
    expect(t.questions).toEqual([]);

    await client.call('putWebhookConfig', {
      body: { url: 'https://hooks.example.com/someone-else', enabled: true, eventTypes: 'all' },
    });
    await recoverLeftBehind({
      client,
      stateDir,
      baseUrl: sandbox.baseUrl,
      ask: t.ask,
      say: t.say,
      alive: () => false,
    });
    expect(t.questions).toEqual([]);
    expect((await readWebhookConfig(client))?.url).toBe('https://hooks.example.com/someone-else');
    expect(leftBehind(stateDir, sandbox.baseUrl, () => false)).toEqual([]);
  });

  it('is checked by the console before it starts listening against a local service', async () => {
    await leaveBehind(deadPid());
    const t = answering('yes');
    const live = {
      choice: { mode: 'on', port: 0 },
      profile: 'local',
      sandbox: false,
      readOnly: false,
      baseUrl: sandbox.baseUrl,
      client,
    } as const;
    expect(await prepareListen({ live, stateDir, ask: t.ask, say: t.say })).toBeUndefined();
    expect(t.questions).toHaveLength(1);
    expect((await readWebhookConfig(client))?.url).toBe('https://hooks.example.com/mine');
    // Not listening: nothing to check, nothing asked.
    const quiet = answering();
    await leaveBehind(deadPid());
    expect(
      await prepareListen({
        live: { ...live, choice: { mode: 'off' } },
        stateDir,
        ask: quiet.ask,
        say: quiet.say,
      }),
    ).toBeUndefined();
    expect(quiet.questions).toEqual([]);
  });
});

describe('--listen against a target that looks like production', () => {
  it("asks first, saying that it replaces the merchant's webhook endpoint; no means no", async () => {
    const no = answering('n');
    expect(await consentToListen({ profile: 'main', baseUrl: 'https://api.cards.example.com' }, no.ask)).toBe(
      false,
    );
    expect(no.questions[0]).toMatch(
      /replaces the merchant's webhook endpoint on api\.cards\.example\.com.*Continue\? \[y\/N\]/,
    );
    const yes = answering('y');
    expect(
      await consentToListen({ profile: 'main', baseUrl: 'https://api.cards.example.com' }, yes.ask),
    ).toBe(true);
    const none = answering();
    expect(
      await consentToListen({ profile: 'main', baseUrl: 'https://sandbox.cards.example.com' }, none.ask),
    ).toBe(true);
    expect(await consentToListen({ profile: 'local', baseUrl: sandbox.baseUrl }, none.ask)).toBe(true);
    expect(none.questions).toEqual([]);
  });
  it('asks too when the profile is named like production, whatever its address (the one production rule)', async () => {
    for (const profile of ['prod', 'production', 'eu-prod']) {
      const no = answering('n');
      expect(await consentToListen({ profile, baseUrl: sandbox.baseUrl }, no.ask)).toBe(false);
      expect(no.questions).toHaveLength(1);
      expect(no.questions[0]).toMatch(/replaces the merchant's webhook endpoint/);
    }
    const none = answering();
    expect(await consentToListen({ profile: 'products-staging', baseUrl: sandbox.baseUrl }, none.ask)).toBe(
      true,
    );
    expect(none.questions).toEqual([]);
    // The console asks it with the profile it started on.
    const declined = answering('n');
    const live = {
      choice: { mode: 'on', port: 0 },
      profile: 'eu-prod',
      sandbox: false,
      readOnly: false,
      baseUrl: sandbox.baseUrl,
      client,
    } as const;
    expect(await prepareListen({ live, stateDir, ask: declined.ask, say: declined.say })).toMatch(/declined/);
    expect(declined.questions.at(-1)).toMatch(/replaces the merchant's webhook endpoint/);
  });
});
