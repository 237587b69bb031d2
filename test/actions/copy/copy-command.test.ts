// Copy as command: the line for each change the CLI has a verb for, "no command" for the rest, and
// the proof that matters: the copied line, run (through the real shell's quoting, then the CLI
// in-process) against a sandbox, does the same thing.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeOfRequest,
  copyAsCommand,
  IDS_ON_LINE_MAX,
  writeIdsFile,
  type CommandConnection,
} from '../../../src/actions/index.js';
import { NO_COMMAND } from '../../../src/actions/copy/copy-command.js';
import { createClient, createSentLog, type ApiClient } from '../../../src/api/index.js';
import { sub } from '../../../src/domain/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../../src/sandbox/index.js';
import { runCards } from '../../support/cards-run.js';
import { shellCommand } from '../../support/shell-run.js';
import { money } from '../../support/money.js';

const CARD = '33333333-3333-4333-8333-333333333333';
const target: CommandConnection = { baseUrl: 'https://api.example', orgId: 'org-1' };

describe('copy as command: the line', () => {
  it('freeze of one card: the id on stdin, the wallet, the target, --yes', () => {
    const copied = copyAsCommand({ action: 'suspend', cardIds: [CARD], walletId: 'w-1' }, target);
    expect(copied).toEqual({
      ok: true,
      text: `printf '%s\\n' ${CARD} | card-console cards freeze --ids - --wallet w-1 --base-url https://api.example --org org-1 --yes`,
    });
  });

  it('names a configured profile; fund carries the amount and the description without our reference', () => {
    const copied = copyAsCommand(
      { action: 'fund', cardIds: [CARD], amount: '12.50', description: "Bob's refund ref:abcdefghijkl" },
      { ...target, profile: 'prod eu' },
    );
    expect(copied.ok && copied.text).toBe(
      `printf '%s\\n' ${CARD} | card-console cards fund --ids - --amount 12.50 --description 'Bob'\\''s refund' --profile 'prod eu' --base-url https://api.example --org org-1 --yes`,
    );
  });

  it.each(['edit', 'transfer', 'issue', 'wallet.activate', 'wallet.deactivate', 'webhook.configure'])(
    '%s has no command: it says to copy as curl',
    (action) => {
      expect(copyAsCommand({ action, cardIds: [CARD] }, target)).toEqual({ ok: false, reason: NO_COMMAND });
    },
  );

  it('refuses a money move without an amount, and a change without a card', () => {
    expect(copyAsCommand({ action: 'defund', cardIds: [CARD] }, target)).toMatchObject({ ok: false });
    expect(copyAsCommand({ action: 'suspend', cardIds: [] }, target)).toMatchObject({ ok: false });
  });

  it('a long list must go in a file; with one, the line names it', () => {
    const ids = Array.from({ length: IDS_ON_LINE_MAX + 1 }, (_, i) => `id-${i}`);
    expect(copyAsCommand({ action: 'terminate', cardIds: ids }, target)).toMatchObject({ ok: false });
    const copied = copyAsCommand({ action: 'terminate', cardIds: ids }, target, {
      idsFile: '/s/ids one.txt',
    });
    expect(copied.ok && copied.text).toBe(
      "card-console cards terminate --ids '/s/ids one.txt' --base-url https://api.example --org org-1 --yes",
    );
  });

  it('the ids file is 0600 in a 0700 directory, one id a line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ids-'));
    const path = writeIdsFile(dir, 'job/1', ['a', 'b']);
    expect(path).toBe(join(dir, 'copied-ids', 'job-1.txt'));
    expect(readFileSync(path, 'utf8')).toBe('a\nb\n');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'copied-ids')).mode & 0o777).toBe(0o700);
  });
});

describe('copy as command: run against the sandbox, it does the same thing', () => {
  let sandbox: RunningSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let walletId: string;
  let cards: string[];
  let home: string;
  let here: CommandConnection;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    merchant = sandbox.merchants[0] as MerchantCredentials;
    client = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
    });
    walletId = (await client.call('listWallets', {})).data.find((w) => w.status === 'active')?.id ?? '';
    const listed = (
      await client.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 100 } })
    ).data;
    cards = listed
      .filter((c) => c.cardStatus === 'active')
      .map((c) => c.cardId)
      .slice(0, 3);
    home = mkdtempSync(join(tmpdir(), 'copy-command-'));
    here = { baseUrl: sandbox.baseUrl, orgId: merchant.orgId };
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  const statusOf = async (id: string) =>
    (await client.call('getCard', { params: { wallet_id: walletId, instrument_id: id } })).data.card.status;
  const balanceOf = async (id: string) =>
    (await client.call('getCard', { params: { wallet_id: walletId, instrument_id: id } })).data.card;

  async function run(line: string) {
    const { argv, stdin } = shellCommand(line);
    expect(argv.slice(0, 1)).toEqual(['cards']);
    return runCards(home, [...argv.slice(1), '--json'], {
      ...(stdin === undefined ? {} : { stdin }),
      env: { CARD_CONSOLE_API_KEY: merchant.apiKey },
    });
  }

  it('a freeze of 3 cards, copied from the job, freezes them; its unfreeze copy brings them back', async () => {
    expect(cards).toHaveLength(3);
    const freeze = copyAsCommand({ action: 'suspend', cardIds: cards, walletId }, here);
    if (!freeze.ok) throw new Error(freeze.reason);
    expect((await run(freeze.text)).code).toBe(0);
    expect(await Promise.all(cards.map(statusOf))).toEqual(['frozen', 'frozen', 'frozen']);

    const dir = mkdtempSync(join(tmpdir(), 'copy-state-'));
    const file = writeIdsFile(dir, 'job-1', cards);
    const unfreeze = copyAsCommand({ action: 'resume', cardIds: cards, walletId }, here, { idsFile: file });
    if (!unfreeze.ok) throw new Error(unfreeze.reason);
    expect((await run(unfreeze.text)).code).toBe(0);
    expect(await Promise.all(cards.map(statusOf))).toEqual(['active', 'active', 'active']);
  });

  it('a change from the command log (a freeze the console sent) copied and run does it again', async () => {
    const log = createSentLog('sandbox');
    const logged = createClient({
      baseUrl: sandbox.baseUrl,
      credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
      onRequest: (e) => log.record(e),
    });
    const card = cards[0] as string;
    await logged.call('suspendCard', { params: { wallet_id: walletId, instrument_id: card } });
    await logged.close();
    const change = changeOfRequest(log.newest(0) ?? (undefined as never));
    expect(change).toEqual({ action: 'suspend', cardIds: [card], walletId });
    await client.call('resumeCard', { params: { wallet_id: walletId, instrument_id: card } });
    const copied = copyAsCommand(change ?? (undefined as never), here);
    if (!copied.ok) throw new Error(copied.reason);
    expect((await run(copied.text)).code).toBe(0);
    expect(await statusOf(card)).toBe('frozen');
    await client.call('resumeCard', { params: { wallet_id: walletId, instrument_id: card } });
  });

  it('a fund copied with its amount and a quoted description moves that amount', async () => {
    const card = cards[1] as string;
    const before = (await balanceOf(card)).availableBalance;
    const copied = copyAsCommand(
      {
        action: 'fund',
        cardIds: [card],
        walletId,
        amount: '1.25',
        description: "it's a test ref:abcdefghijkl",
      },
      here,
    );
    if (!copied.ok) throw new Error(copied.reason);
    const result = await run(copied.text);
    expect(result.code).toBe(0);
    const after = (await balanceOf(card)).availableBalance;
    expect(sub(money(after), money(before))).toBe(money('1.25'));
  });
});
