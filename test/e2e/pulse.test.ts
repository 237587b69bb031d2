// End to end (tmux, the built bundle, a sandbox on port 0, 80x24): declines made in the last hour in two
// wallets, on top of the demo's incident (a card stuck in `creating`, an endpoint failing every delivery of
// the last hour). `:pulse` shows every section on its first screen (no scrolling at 80x24 with the demo's six
// wallets), each count as the API counts it over the window the screen names, marks what is over its
// threshold in words (NO_COLOR), and Enter on the declines lists exactly those operations. `:pulse --all`
// with two profiles of the config file (and one that cannot be read) shows a row each; Enter on one shows
// that profile's own pulse.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import { startWebhookEndpoint, type WebhookEndpoint } from '../support/webhook-endpoint.js';
import {
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  palette,
  writeConfig,
  type E2eSandbox,
  type Terminal,
} from './harness.js';

const HOUR_MS = 3_600_000;
const fits = (screen: string): void => {
  for (const line of screen.split('\n')) expect(line.length, line).toBeLessThanOrEqual(80);
};
const lineWith = (screen: string, words: string): string =>
  screen.split('\n').find((l) => l.includes(words)) ?? `(no line with ${words})`;

describe('the pulse end to end (tmux, 80x24)', { timeout: 180_000 }, () => {
  let sandbox: E2eSandbox;
  let client: ApiClient;
  let term: Terminal | undefined;
  let endpoint: WebhookEndpoint;

  beforeAll(async () => {
    // One attempt per delivery: a delivery the endpoint refuses is failed at once.
    sandbox = await inProcessSandbox({ dispatcher: { maxAttempts: 1, baseDelayMs: 10 } });
    client = sandbox.client();
    endpoint = await startWebhookEndpoint([500]);
    await client.call('putWebhookConfig', { body: { url: endpoint.url } });
    const wallets = (await client.call('listAccounts', {})).items.filter((w) => w.status === 'active');
    for (const wallet of wallets.slice(0, 2)) {
      const cards = (
        await client.call('listCards', {
          params: { wallet_id: wallet.id },
          query: { quantity: 50, 'statuses[]': ['active'] },
        })
      ).data;
      for (let i = 0; i < 2; i += 1) {
        const answer = await client.call('sandboxPurchase', {
          params: { card_uuid: cards[0]!.cardId },
          body: { amount: '987654.00', merchantName: 'Pulse e2e' },
        });
        expect(answer.status).toBe('declined');
      }
    }
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    for (let i = 0; i < 100; i += 1) {
      const failed = await client.call('listWebhookEvents', {
        query: { status: 'failed', createdAtFrom: since },
      });
      if (failed.total >= 4) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await term?.closeAndWait();
    await sandbox.close();
    await endpoint.close();
  });

  /** Card operations of the window the screen read (to the second it names, in UTC). */
  async function operationCount(from: number, to: number, statuses?: 'declined'[]): Promise<number> {
    const query = {
      page: 1,
      quantity: 1,
      createdAtFrom: new Date(from).toISOString(),
      createdAtTo: new Date(to).toISOString(),
      'types[]': ['purchase' as const],
      ...(statuses ? { 'statuses[]': statuses } : {}),
    };
    return (await client.call('listCardOperations', { query })).pagination.totalQuantity;
  }

  async function stuckCreating(before: number): Promise<number> {
    let count = 0;
    for (const wallet of (await client.call('listAccounts', {})).items) {
      const query = {
        quantity: 1,
        'statuses[]': ['creating' as const],
        createdAtTo: new Date(before).toISOString(),
      };
      count += (await client.call('listCards', { params: { wallet_id: wallet.id }, query })).pagination
        .totalQuantity;
    }
    return count;
  }

  async function failedDeliveries(from: number, to: number): Promise<number> {
    const query = {
      status: 'failed' as const,
      createdAtFrom: new Date(from).toISOString(),
      createdAtTo: new Date(to).toISOString(),
    };
    return (await client.call('listWebhookEvents', { query })).total;
  }

  it('shows the counts the API gives for its window, and Enter on the declines lists exactly them', async () => {
    const t = (term = openConsole({
      args: [...sandbox.flags(), '--no-listen', '--no-index', '--utc'],
      env: { CI: 'true' },
      cols: 80,
      rows: 24,
    }));
    await t.waitFor('1 Wallets', 60_000);
    await palette(t, 'pulse');
    const screen = await t.waitFor(
      (s) => s.includes('Declined purchases') && s.includes('Webhook deliveries'),
      60_000,
    );
    fits(screen);
    // The title names when it was read (to the second, in UTC): the windows end then.
    const read = /Pulse \| .+ \| read (\d\d):(\d\d):(\d\d) times UTC/.exec(screen);
    expect(read, screen).not.toBeNull();
    const today = new Date();
    const at = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate(),
      Number(read![1]),
      Number(read![2]),
      Number(read![3]),
    );
    const end = at > Date.now() ? at - 24 * HOUR_MS : at;
    const declined = await operationCount(end - HOUR_MS, end + 999, ['declined']);
    const purchases = await operationCount(end - HOUR_MS, end + 999);
    expect(declined).toBeGreaterThanOrEqual(4);
    expect(lineWith(screen, '  1h ')).toContain(` ${declined} of ${purchases} `);
    const stuck = await stuckCreating(end - 10 * 60_000);
    expect(stuck).toBeGreaterThanOrEqual(1);
    expect(lineWith(screen, 'creating for over 10 min')).toMatch(new RegExp(` ${stuck} {2}OVER max 0$`));
    // Every section's heading and figure on the first screen, with the demo's six wallets: no scrolling.
    const wallets = (await client.call('listAccounts', {})).items;
    expect(wallets.length).toBeGreaterThanOrEqual(6);
    for (const w of wallets) expect(screen).toContain(w.name);
    expect(screen).toMatch(/^ {2}Cards +ACTIVE \d+ /m);
    expect(lineWith(screen, '  15m ')).toMatch(/ \d+ of \d+ .* {3}24h \d+ of \d+ /);
    expect(screen).toMatch(/^ +top rea\S* +[a-z_]+ \d+/m);
    expect(screen).toContain('24h by hour from');
    expect(screen).toContain('Wallets: balance, available');
    expect(lineWith(screen, 'oldest pending')).toMatch(/(none|since \d\d:\d\d)/);
    // The endpoint set up here delivers (not paused), as the API says.
    expect((await client.call('getWebhookConfig', {})).enabled).toBe(true);
    expect(lineWith(screen, 'oldest pending')).toMatch(/ delivery on$/);
    const stuckOps = (
      await client.call('listCardOperations', {
        query: {
          page: 1,
          quantity: 1,
          createdAtTo: new Date(end - 24 * HOUR_MS - 1).toISOString(),
          'statuses[]': ['authorized'],
        },
      })
    ).pagination.totalQuantity;
    expect(lineWith(screen, 'Operations authorized for over 24 h')).toMatch(
      new RegExp(` ${stuckOps}(  OVER max 0)? {2}read `),
    );
    const failed = await failedDeliveries(end - HOUR_MS, end + 999);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(lineWith(screen, 'failed in the last 1h')).toMatch(
      new RegExp(` ${failed} {2}OVER max 0 {2}read `),
    );
    expect(screen).toMatch(/\d+ over threshold: cards\.stuckCreating/);

    // The cursor onto the last hour's declines, then Enter: the operations pane lists them.
    t.keys('g');
    await t.waitFor((s) => /^> /m.test(s));
    for (let i = 0; i < 12 && !/^> +1h /m.test(t.screen()); i += 1) {
      const before = t.screen();
      t.keys('j');
      await t.waitFor((s) => s !== before);
    }
    await t.waitFor((s) => /^> +1h /m.test(s));
    t.keys('Enter');
    const list = await t.waitFor((s) => /3 Operations .*\d+ total/.test(s), 30_000);
    fits(list);
    // At 80 columns the title keeps its count and gives way on the filters' words: the rows say what
    // they are (the component test checks the total against the API); every row shown is a declined purchase.
    const rows = list.split('\n').filter((l) => /\bpurchase\b/.test(l));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain('declined');
  });

  it(':pulse --all: a row per profile counted as the API counts it, one that cannot be read says why; Enter shows that profile', async () => {
    const other = await inProcessSandbox();
    const homes = isolatedHomes();
    writeConfig(homes, {
      currentProfile: 'main',
      profiles: {
        main: sandbox.profile(),
        other: other.profile(),
        broken: { ...other.profile(), baseUrl: 'http://127.0.0.1:9' },
      },
    });
    try {
      const t = (term = openConsole({
        homes,
        args: ['--no-listen', '--no-index', '--utc'],
        env: { CI: 'true' },
        cols: 80,
        rows: 24,
      }));
      await t.waitFor('1 Wallets', 60_000);
      await palette(t, 'pulse --all');
      const screen = await t.waitFor(
        (s) => /^. +main +declines/m.test(s) && /^. +other +declines/m.test(s) && s.includes('broken:'),
        60_000,
      );
      fits(screen);
      const read = /Pulse \| every profile \| read (\d\d):(\d\d):(\d\d) times UTC/.exec(screen);
      expect(read, screen).not.toBeNull();
      const today = new Date();
      const at = Date.UTC(
        today.getUTCFullYear(),
        today.getUTCMonth(),
        today.getUTCDate(),
        Number(read![1]),
        Number(read![2]),
        Number(read![3]),
      );
      const end = at > Date.now() ? at - 24 * HOUR_MS : at;
      // Each profile's figures end a moment after the screen's read time: within the same second or the next.
      for (const [name, api] of [
        ['main', client],
        ['other', other.client()],
      ] as const) {
        const count = async (statuses?: 'declined'[]) => {
          const query = {
            page: 1,
            quantity: 1,
            createdAtFrom: new Date(end - HOUR_MS).toISOString(),
            createdAtTo: new Date(end + 1999).toISOString(),
            'types[]': ['purchase' as const],
            ...(statuses ? { 'statuses[]': statuses } : {}),
          };
          return (await api.call('listCardOperations', { query })).pagination.totalQuantity;
        };
        const declined = await count(['declined']);
        const purchases = await count();
        expect(lineWith(screen, `  ${name} `)).toContain(`declines ${declined}/${purchases} `);
      }
      expect(lineWith(screen, 'broken:')).toMatch(/broken: could not be read: .+/);
      // Enter on the other profile: it is shown, with its own pulse.
      for (let i = 0; i < 6 && !/^> +other /m.test(t.screen()); i += 1) {
        const before = t.screen();
        t.keys('j');
        await t.waitFor((s) => s !== before);
      }
      await t.waitFor((s) => /^> +other /m.test(s));
      t.keys('Enter');
      const shown = await t.waitFor(
        (s) => s.includes('Pulse | other |') && s.includes('Webhook deliveries'),
        60_000,
      );
      fits(shown);
      expect(shown).toContain('profile other');
    } finally {
      await other.close();
    }
  });
});
