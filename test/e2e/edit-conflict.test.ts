// End to end: two consoles (the real bundled binary, each in its own tmux) on one sandbox and one
// merchant. B opens the edit form of a card (daily limit 2500.00); A sets that card's daily limit to
// 300.00; B changes only the name and submits. B's console sends nothing and shows old/theirs/yours;
// B keeps theirs and submits again: the name changes, A's 300.00 stays. Checked through the API and
// in both audit trails (each edit says its fields before → after).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/api/index.js';
import type { MerchantCredentials } from '../../src/sandbox/index.js';
import {
  hasRow,
  inProcessSandbox,
  isolatedHomes,
  openConsole,
  type E2eSandbox,
  type Terminal,
} from './harness.js';

interface Card {
  id: string;
  accountId: string;
  name: string;
  masked: string;
  last4: string;
}

describe('two operators edit one card (tmux)', { timeout: 180_000 }, () => {
  let sandbox: E2eSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let walletName = '';
  let card: Card;

  const read = async () =>
    (
      await client.call('getCard', {
        params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id },
      })
    ).data.card;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
    merchant = sandbox.merchant;
    client = sandbox.client();
    const wallet = (await client.call('listAccounts', {})).items[0]!;
    walletName = wallet.name;
    const cards = (
      await client.call('listCards', { params: { wallet_id: wallet.id }, query: { quantity: 100 } })
    ).data;
    const count = (four: string) => cards.filter((c) => c.maskedNumber.endsWith(four)).length;
    const found = cards.find((c) => c.cardStatus === 'active' && count(c.maskedNumber.slice(-4)) === 1)!;
    card = {
      id: found.cardId,
      accountId: wallet.id,
      name: found.name,
      masked: found.maskedNumber,
      last4: found.maskedNumber.slice(-4),
    };
    await client.call('updateCard', {
      params: { wallet_id: card.accountId, instrument_id: card.id },
      body: { limits: { daily_limit: '2500.00', monthly_limit: '10000.00' } },
    });
    await vi.waitFor(async () => expect((await read()).limits?.daily_limit).toBe('2500.00'), {
      timeout: 10_000,
    });
  });

  /** One operator's console, with its own state directory (its audit trail). */
  async function operator(): Promise<{ term: Terminal; audit: () => Record<string, unknown>[] }> {
    const homes = isolatedHomes();
    const term = openConsole({
      args: [...sandbox.flags(), '--no-listen', '--no-index', '--poll-interval', '300'],
      homes,
      env: { CI: 'true' },
      cols: 160,
    });
    await term.waitFor((s) => s.includes(`of ${walletName}`) && s.includes('> 1 Wallets'), 30_000);
    const file = join(homes.state, 'card-console', 'audit.jsonl');
    const audit = () =>
      existsSync(file)
        ? readFileSync(file, 'utf8')
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l) as Record<string, unknown>)
        : [];
    return { term, audit };
  }

  /**
   * Cards pane filtered to the card by its last four digits, cursor on it, then its edit form; from
   * the card's detail when `detail` (the detail reads the card's limits, so the form shows them).
   */
  async function openEdit(t: Terminal, detail: boolean): Promise<void> {
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('/');
    await t.waitFor('Enter apply');
    t.type(card.last4);
    await t.waitFor(`/${card.last4}`);
    t.keys('Enter');
    await t.waitFor((s) => s.includes(`filter "${card.last4}"`) && hasRow(s, card.masked));
    if (detail) {
      t.keys('Enter');
      await t.waitFor((s) => hasRow(s, 'daily limit', '2,500.00 USD'), 30_000);
    }
    t.keys('e');
    await t.waitFor((s) => s.includes('Edit ') && s.includes('Daily limit'), 30_000);
  }

  it("B's name-only edit does not put back the limit A set meanwhile: B is shown theirs and keeps it", async () => {
    const b = await operator();
    await openEdit(b.term, true);
    await b.term.waitFor('2500.00');

    const a = await operator();
    await openEdit(a.term, false);
    a.term.keys('Tab');
    a.term.keys(Array(12).fill('BSpace'));
    a.term.type('300.00');
    a.term.keys('Enter');
    await vi.waitFor(async () => expect((await read()).limits?.daily_limit).toBe('300.00'), {
      timeout: 20_000,
      interval: 100,
    });

    // Time for B's console to poll the card (every 300 ms) and hold A's 300.00 behind the open form:
    // that is what made the form send 2500.00 back before. Nothing below depends on the poll: the
    // console reads the card again before sending anyway.
    await new Promise((r) => setTimeout(r, 2_000));
    b.term.keys(Array(60).fill('BSpace'));
    b.term.type('Renamed by B');
    b.term.keys('Enter');
    const conflict = await b.term.waitFor('changed since the form showed it', 30_000);
    expect(conflict).toMatch(/daily limit\s+2500\.00\s+300\.00\s+2500\.00/);
    expect((await read()).limits?.daily_limit).toBe('300.00');

    // Keep theirs: three fields down is the choice the conflict added; its first option is theirs.
    b.term.keys(['Tab', 'Tab', 'Tab', 'Right']);
    await b.term.waitFor('keep theirs (300.00)');
    b.term.keys('Enter');
    await vi.waitFor(async () => expect((await read()).name).toBe('Renamed by B'), {
      timeout: 20_000,
      interval: 100,
    });
    expect((await read()).limits?.daily_limit).toBe('300.00');

    const edits = (who: typeof a) => who.audit().filter((e) => e.action === 'card.edit');
    expect(edits(a)).toEqual([
      expect.objectContaining({
        outcome: 'done',
        changes: { daily_limit: { before: '2500.00', after: '300.00' } },
      }),
    ]);
    expect(edits(b)).toEqual([
      expect.objectContaining({
        outcome: 'done',
        changes: { name: { before: card.name, after: 'Renamed by B' } },
      }),
    ]);
  });
});
