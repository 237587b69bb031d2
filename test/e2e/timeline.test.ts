// End to end: the real bundled binary in tmux at 80x24 against a sandbox on port 0. A daily limit,
// a purchase that passes, one declined by the limit, the card frozen from the console, one declined as frozen;
// `:card <last4>` then H: both declines explained and the freeze by this profile; u on the frozen decline
// opens the resume confirmation. Then `card-console timeline … --json` and `--md` by the same binary.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import type { MerchantCredentials } from '../../src/sandbox/index.js';
import {
  cli,
  hasRow,
  inProcessSandbox,
  isolatedHomes,
  jsonLines,
  openConsole,
  type E2eSandbox,
  type Terminal,
} from './harness.js';

describe('card timeline end to end (tmux, 80x24)', { timeout: 120_000 }, () => {
  let sandbox: E2eSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let card: { id: string; walletId: string; masked: string; last4: string };
  // One state home for the console and the command: the timeline reads the console's audit trail.
  const homes = isolatedHomes();

  const buy = (amount: string) =>
    client.call('sandboxPurchase', { params: { card_uuid: card.id }, body: { amount } });
  const params = () => ({ wallet_id: card.walletId, instrument_id: card.id });

  /** Cards pane, filtered to the card by its last four digits, the cursor on its row. */
  async function focusCard(t: Terminal): Promise<void> {
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('/');
    await t.waitFor('Enter apply');
    t.type(card.last4);
    await t.waitFor(`/${card.last4}`);
    t.keys('Enter');
    await t.waitFor((s) => s.includes(`filter "${card.last4}"`) && hasRow(s, card.masked, '> '));
  }

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    merchant = sandbox.merchant;
    client = sandbox.client();
    const wallet = (await client.call('listAccounts', {})).items[0]!;
    const cards = (
      await client.call('listCards', { params: { wallet_id: wallet.id }, query: { quantity: 100 } })
    ).data;
    const count = (four: string) => cards.filter((c) => c.maskedNumber.endsWith(four)).length;
    const chosen = cards.find((c) => c.cardStatus === 'active' && count(c.maskedNumber.slice(-4)) === 1)!;
    card = {
      id: chosen.cardId,
      walletId: wallet.id,
      masked: chosen.maskedNumber,
      last4: chosen.maskedNumber.slice(-4),
    };
    await client.call('fundCard', { params: params(), body: { amount: '200.00' } });
    await client.call('updateCard', { params: params(), body: { limits: { daily_limit: '50.00' } } });
    for (let i = 0; i < 100; i += 1) {
      if ((await client.call('getCard', { params: params() })).data.card.limits?.daily_limit === '50.00')
        break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await buy('30.00')).status).toBe('completed');
    expect((await buy('25.00')).declineReason).toBe('daily_limit_exceeded');
  });

  it('shows both declines explained and the freeze by this profile; u opens the resume confirmation', async () => {
    const t = openConsole({
      args: [...sandbox.flags(), '--no-listen'],
      homes,
      env: { CI: 'true' },
      cols: 80,
      rows: 24,
    });
    await t.waitFor('Wallets');
    // Freeze from the console: the cards pane filtered to the card by its last four, s, y.
    await focusCard(t);
    t.keys('s');
    await t.waitFor(/Suspend \(freeze\) .*\?/);
    t.keys('y');
    for (let i = 0; i < 200; i += 1) {
      if ((await client.call('getCard', { params: params() })).data.card.status === 'frozen') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await buy('5.00')).declineReason).toBe('card_frozen');

    // `:card <last4>` goes to the card (its detail); H opens its timeline.
    t.keys(':');
    await t.waitFor(':');
    t.type(`card ${card.last4}`);
    t.keys('Enter');
    await t.waitFor((s) => s.includes(card.masked) && !s.includes(`:card ${card.last4}`));
    t.keys('H');
    const screen = await t.waitFor(
      (s) => s.includes('Timeline |') && s.includes('card_frozen') && s.includes('next: u: resume the card'),
    );
    expect(screen).toContain('daily_limit_exceeded');
    expect(screen).toMatch(/card frozen \(was active\) by \S+/);
    expect(screen).toMatch(/the card was frozen at .* by profile \S+/);
    for (const line of screen.split('\n')) expect(line.length).toBeLessThanOrEqual(80);

    // The limit decline further down: its arithmetic in UTC.
    for (let i = 0; i < 6 && !t.screen().includes('already spent'); i += 1) {
      t.keys('j');
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await t.waitFor((s) => s.includes('30.00 USD already spent on') && s.includes('(UTC)'));

    t.keys('g');
    await t.waitFor('next: u: resume the card');
    t.keys('u');
    await t.waitFor(/Resume \(unfreeze\) .*\?/);
    t.keys('n');
  });

  it('prints the same timeline as JSON lines and as the ticket block', async () => {
    const env = { NO_COLOR: '1' };
    const args = ['timeline', card.last4, '--base-url', sandbox.baseUrl, '--org', merchant.orgId];
    const secrets = ['--api-key', merchant.apiKey];
    const json = await cli([...args, ...secrets, '--json', '--utc', '--limit', '20'], { homes, env });
    expect(json.code, json.err).toBe(0);
    const rows = jsonLines(json.out);
    const declines = rows.filter((r) => r.declineReason !== undefined);
    expect(declines.slice(0, 2).map((r) => r.declineReason)).toEqual(['card_frozen', 'daily_limit_exceeded']);
    expect(declines[0]).toMatchObject({
      nextStep: { key: 'u' },
      explanation: { why: 'the card was frozen' },
    });
    const freeze = rows.find((r) => r.kind === 'state' && (r.change as { to: string }).to === 'frozen');
    expect(freeze).toMatchObject({ source: ['event', 'audit'] });

    const md = await cli([...args, ...secrets, '--md', '--utc'], { homes, env });
    expect(md.out).toContain(`- card: ${card.masked}`);
    expect(md.out).toContain('- next step: resume the card');
    expect(md.out).not.toMatch(/\d{13,19}/);
    expect(md.out).not.toContain(merchant.apiKey);
  });
});
