// End to end: the real bundle started with TZ=America/Los_Angeles in a real pseudo-terminal shows
// every operation's date and time in Los Angeles (checked against Intl, not our own formatter) and
// names the zone in the header; with --utc the same rows are in UTC.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { inProcessSandbox, openConsole, type E2eSandbox, type Terminal } from './harness.js';

const minuteIn = (zone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
const LA = minuteIn('America/Los_Angeles');
const UTC = minuteIn('UTC');
const DATE_TIME = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/g;

describe('times in the local zone, end to end (tmux)', () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let term: Terminal | undefined;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    client = sandbox.client();
  });

  async function walletOperationTimes(): Promise<number[]> {
    const page = await client.call('listWalletOperations', {
      query: { quantity: 100 },
    });
    return page.data.map((o) => Date.parse(o.createdAt));
  }

  async function open(extra: string[]): Promise<string> {
    term?.close();
    term = openConsole({
      args: [...sandbox.flags(), '--no-index', ...extra],
      env: { TZ: 'America/Los_Angeles' },
    });
    await term.waitFor('profile command line');
    term.keys('3');
    await term.waitFor('card operations');
    term.keys('w');
    return term.waitFor((s) => s.includes('wallet operations') && /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(s));
  }

  it('shows wallet operations at their Los Angeles date and time, and the zone in the header', async () => {
    const times = await walletOperationTimes();
    expect(times.length).toBeGreaterThan(0);
    const local = new Set(times.map((t) => LA.format(t)));
    const screen = await open([]);
    const shown = screen.match(DATE_TIME) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(local, `${text} on screen`).toContain(text);
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'short' })
      .formatToParts(Date.now())
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(screen.split('\n')[0]).toContain(`| ${zone}`);

    term!.keys('Enter');
    const detail = await term!.waitFor('settlement');
    const created = /created +(\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec(detail)?.[1];
    expect(local).toContain(created);
    term!.keys('q');
    term!.keys('q');
    expect(await term!.waitForExit()).toBe(0);
  });

  it('with --utc shows the same rows in UTC and says UTC in the header', async () => {
    const times = await walletOperationTimes();
    const utc = new Set(times.map((t) => UTC.format(t)));
    const screen = await open(['--utc']);
    const shown = screen.match(DATE_TIME) ?? [];
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown) expect(utc, `${text} on screen`).toContain(text);
    expect(screen.split('\n')[0]).toContain('| UTC');
    term!.keys('q');
    expect(await term!.waitForExit()).toBe(0);
  });
});
