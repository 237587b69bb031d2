// `card-console cards list` against a real sandbox on port 0: every card of the merchant from the
// service (organization key, or account token through the cardholders), the filters, JSON lines that
// feed `cards unfreeze --ids -`, the card index when it holds every card, flag errors naming the flag
// and the rule, and no card number beyond its first 6 and last 4 digits.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { runCardsCommand } from '../../../src/cli/cards/command.js';
import { resolveWallet } from '../../../src/cli/cards/list.js';
import { merchantKey } from '../../../src/cli/console/card-index.js';
import { createAppStore } from '../../../src/store/index.js';
import { createCardIndex } from '../../../src/sync/card-index/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../../src/sandbox/index.js';
import { runCards, type RunOptions } from '../../support/cards-run.js';

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let client: ApiClient;
let home: string;
/** Every card of the merchant, as the organization list gives it. */
let all: { id: string; wallet: string; walletName: string; status: string; holder: string; last4: string }[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
  });
  all = [];
  for (const w of (await client.call('listWallets', {})).data)
    for await (const c of client.paginate('listCards', { params: { wallet_id: w.id } }))
      all.push({
        id: c.cardId,
        wallet: w.id,
        walletName: w.name,
        status: c.cardStatus,
        holder: c.holder,
        last4: c.maskedNumber.slice(-4),
      });
  home = mkdtempSync(join(tmpdir(), 'cards-list-'));
});
afterAll(async () => {
  await client.close();
  await sandbox.close();
});

const secretFile = (name: string, secret: string): string => {
  const path = join(home, name);
  writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  return path;
};
const org = () => [
  '--base-url',
  sandbox.baseUrl,
  '--org',
  merchant.orgId,
  '--api-key-file',
  secretFile('key', merchant.apiKey),
];
const list = (argv: string[], opts: RunOptions = {}) => runCards(home, ['list', ...argv, '--json'], opts);
const ids = (lines: Record<string, unknown>[]) => lines.map((l) => l.id as string).sort();

describe('cards list from the service', () => {
  it('lists every card of the merchant, one JSON line each, masked, with balance and currency as strings', async () => {
    const run = await list([...org(), '--no-index']);
    expect(run.code).toBe(0);
    expect(ids(run.lines)).toEqual(all.map((c) => c.id).sort());
    for (const line of run.lines) {
      expect(line).toMatchObject({
        id: expect.any(String),
        walletId: expect.any(String),
        last4: expect.stringMatching(/^\d{4}$/),
        status: expect.any(String),
        availableBalance: expect.stringMatching(/^\d+\.\d{2}$/),
        currency: expect.stringMatching(/^[A-Z]{3}$/),
      });
      // At most the first 6 and the last 4 digits of a number (a UUID may well hold 12 digits in a row).
      expect(String(line.maskedNumber).replace(/\D/g, '').length).toBeLessThanOrEqual(10);
    }
    expect(run.err).toMatch(
      new RegExp(`^card-console cards list: ${all.length} cards, from the service\\n$`),
    );
    expect(run.out).not.toContain(merchant.apiKey);
  });

  it('filters by status, wallet name, holder words and last4, as the service and the flags say', async () => {
    const frozen = await list([...org(), '--no-index', '--status', 'frozen,closed']);
    expect(ids(frozen.lines)).toEqual(
      all
        .filter((c) => c.status === 'frozen' || c.status === 'closed')
        .map((c) => c.id)
        .sort(),
    );
    const one = all[0]!;
    const byWallet = await list([...org(), '--no-index', '--wallet', one.walletName.toUpperCase()]);
    expect(ids(byWallet.lines)).toEqual(
      all
        .filter((c) => c.wallet === one.wallet)
        .map((c) => c.id)
        .sort(),
    );
    const words = one.holder.split(' ').reverse().join(' ').toLowerCase();
    const byHolder = await list([...org(), '--no-index', '--holder', words]);
    expect(ids(byHolder.lines)).toEqual(
      all
        .filter((c) => c.holder === one.holder)
        .map((c) => c.id)
        .sort(),
    );
    const byLast4 = await list([...org(), '--no-index', '--last4', one.last4]);
    expect(ids(byLast4.lines)).toEqual(
      all
        .filter((c) => c.last4 === one.last4)
        .map((c) => c.id)
        .sort(),
    );
  });

  it('lists the same cards through the cardholders with an account token only', async () => {
    const token = ['--base-url', sandbox.baseUrl, '--api-token-file', secretFile('token', merchant.apiToken)];
    const run = await list([...token, '--no-index']);
    expect(run.code).toBe(0);
    expect(ids(run.lines)).toEqual(all.map((c) => c.id).sort());
    expect(run.out).not.toContain(merchant.apiToken);
  });

  it('prints a text table with the balance and currency uncut when --json is not given', async () => {
    const run = await runCards(home, ['list', ...org(), '--no-index', '--last4', all[0]!.last4]);
    const [header, ...rows] = run.out.trim().split('\n');
    expect(header).toMatch(/^ID\s+LAST4\s+STATUS\s+AVAILABLE CUR\s+NAME \/ HOLDER \/ WALLET$/);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatch(/^[0-9a-f-]{36}\s+\d{4}\s+\S+\s+\d+\.\d{2} [A-Z]{3}\s+.+ \/ .+ \/ .+$/);
  });
});

describe('cards list and a slow reader', () => {
  it('writes the next card only once stdout has taken the last (a full pipe is waited for, not queued)', async () => {
    let waiting = false;
    let writtenWhileWaiting = 0;
    let cards = 0;
    let drains = 0;
    const code = await runCardsCommand(['list', '--json', '--no-index', ...org()], {
      stdin: Readable.from([]),
      stdout: {
        write: () => {
          if (waiting) writtenWhileWaiting += 1;
          cards += 1;
          return false;
        },
      },
      drained: () => {
        drains += 1;
        waiting = true;
        return new Promise((resolve) =>
          setImmediate(() => {
            waiting = false;
            resolve();
          }),
        );
      },
      stderr: { write: () => true },
      env: { HOME: home },
    });
    expect(code).toBe(0);
    expect(cards).toBe(all.length);
    // Each card waited for (every write here says the pipe is full), and none written meanwhile.
    expect(drains).toBe(cards);
    expect(writtenWhileWaiting).toBe(0);
  });
});

describe('cards list | cards unfreeze --ids -', () => {
  it('unfreezes exactly the frozen cards the list printed', async () => {
    const frozen = await list([...org(), '--no-index', '--status', 'frozen']);
    expect(frozen.lines.length).toBeGreaterThan(0);
    const run = await runCards(home, ['unfreeze', '--ids', '-', '--yes', '--json', ...org()], {
      stdin: frozen.out,
    });
    expect(run.code).toBe(0);
    const perCard = run.lines.filter((l) => !l.summary);
    expect(ids(perCard)).toEqual(ids(frozen.lines));
    expect(perCard.every((l) => l.outcome === 'done')).toBe(true);
    expect((await list([...org(), '--no-index', '--status', 'frozen'])).lines).toEqual([]);
  });
});

describe('cards list from the card index', () => {
  it('reads the index when it holds every card, says how old it is, and --no-index asks the service', async () => {
    const cache = join(home, 'cache');
    const index = createCardIndex({
      fetcher: client,
      store: createAppStore(),
      baseUrl: sandbox.baseUrl,
      merchant: merchantKey({ orgId: merchant.orgId }),
      dir: join(cache, 'card-console'),
      share: 1,
    });
    await index.runPass(new AbortController().signal);
    index.close();
    // A card changed after the index was built: the index still says active, the service frozen.
    const changed = all.find((c) => c.status === 'active')!;
    await client.call('suspendCard', { params: { wallet_id: changed.wallet, instrument_id: changed.id } });
    const env = { env: { XDG_CACHE_HOME: cache } };
    const fromIndex = await list([...org(), '--status', 'active'], env);
    expect(fromIndex.code).toBe(0);
    expect(fromIndex.err).toMatch(
      /from the card index \(built less than a minute ago; --no-index asks the service/,
    );
    expect(ids(fromIndex.lines)).toContain(changed.id);
    const fromService = await list([...org(), '--status', 'active', '--no-index'], env);
    expect(fromService.err).toMatch(/from the service/);
    expect(ids(fromService.lines)).not.toContain(changed.id);
    await client.call('resumeCard', { params: { wallet_id: changed.wallet, instrument_id: changed.id } });
  });
});

describe('cards list refuses what it cannot do, naming the flag and the rule', () => {
  it.each([
    [
      ['--status', 'frozen,sleepy'],
      /--status must be a comma-separated list of creating, .* \(unknown: sleepy\)/,
    ],
    [['--last4', '12a4'], /--last4 must be exactly 4 digits \(got "12a4"\)/],
    [['--holder', '  '], /--holder must not be empty/],
    [
      ['--wallet', 'No Such Wallet'],
      /--wallet: no wallet of this merchant has the id or name "No Such Wallet"/,
    ],
    [['--ids', '-'], /--ids: not taken by cards list/],
    [['--amount', '1'], /--amount: not taken by cards list/],
  ])('%j', async (argv, message) => {
    const run = await list([...org(), '--no-index', ...argv]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(message);
    expect(run.err).toMatch(/See card-console cards --help/);
    expect(run.out).toBe('');
  });

  it('needs a target, and the actions refuse the list filters', async () => {
    expect((await list([])).err).toMatch(/--base-url/);
    const run = await runCards(home, ['freeze', '--ids', '-', '--status', 'active', ...org()]);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/--status: not taken by cards freeze/);
  });

  it('explains itself in --help', async () => {
    const help = (await runCards(home, ['--help'])).out;
    expect(help).toMatch(
      /cards list \[--wallet ID\|NAME\] \[--status S1,S2\] \[--holder TEXT\] \[--last4 NNNN\] \[--json\]/,
    );
    expect(help).toMatch(/cards list --status frozen --json \| card-console cards unfreeze --ids - --yes/);
  });
});

describe('cards list streams a big wallet', () => {
  it('prints the first card before it asks for the second page, and every card once', async () => {
    const big = await startSandbox({
      port: 0,
      db: ':memory:',
      seed: 'scale',
      scale: { cards: 1_200, wallets: 1, seedValue: 1 },
      provisioningDelayMs: 0,
      logger: 'none',
    });
    const owner = big.merchants[0] as MerchantCredentials;
    let pages = 0;
    // Counts the card list pages that went through, on their way to the sandbox.
    const proxy = createServer((req, res) => {
      if (/\/instruments(\?|$)/.test(req.url ?? '')) pages += 1;
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'connection'),
      ) as Record<string, string>;
      void request(`${big.baseUrl}${req.url ?? '/'}`, { method: 'GET', headers }).then(async (answer) => {
        res.writeHead(answer.statusCode, { 'content-type': 'application/json' });
        res.end(await answer.body.text());
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      let pagesAtFirstCard: number | undefined;
      const out: string[] = [];
      const code = await runCardsCommand(
        [
          'list',
          '--json',
          '--base-url',
          url,
          '--org',
          owner.orgId,
          '--api-key-file',
          secretFile('big', owner.apiKey),
        ],
        {
          stdin: Readable.from([]),
          stdout: { write: (t: string) => ((pagesAtFirstCard ??= pages), out.push(t)) },
          stderr: { write: () => true },
          env: { HOME: home },
        },
      );
      expect(code).toBe(0);
      expect(pagesAtFirstCard).toBe(1);
      expect(pages).toBe(3);
      const listed = out.map((l) => (JSON.parse(l) as { id: string }).id);
      expect(listed).toHaveLength(1_200);
      expect(new Set(listed).size).toBe(1_200);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
      await big.close();
    }
  }, 60_000);
});

describe('resolveWallet', () => {
  const wallets = Array.from({ length: 12 }, (_, i) => ({ id: `w-${i}`, name: `Wallet ${i % 11}` }));

  it('takes an id, or a name (any case) that one wallet has', () => {
    expect(resolveWallet('w-3', wallets)).toEqual({ id: 'w-3', name: 'Wallet 3' });
    expect(resolveWallet(' wallet 5 ', wallets)).toEqual({ id: 'w-5', name: 'Wallet 5' });
  });

  it('refuses a name two wallets share, naming their ids, and an unknown one, naming a few wallets', () => {
    expect(() => resolveWallet('Wallet 0', wallets)).toThrow(
      /2 wallets are named "Wallet 0"; give one id: w-0, w-11/,
    );
    expect(() => resolveWallet('nope', wallets)).toThrow(
      /no wallet of this merchant has the id or name "nope" \(its wallets: "Wallet 0", .*"Wallet 7", … 12 in all\)/,
    );
  });
});
