// The scale seed: deterministic for a seed value, a ledger that balances like the live sandbox's,
// trigger-kept counters that agree with the rows, the cap lifted, and the live path still working.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../../src/domain/mask.js';
import { createSandboxCore, type CoreOptions } from '../../../src/sandbox/core/index.js';
import { cardsInWallet } from '../../../src/sandbox/core/seed-scale.js';
import { invoke } from '../../support/sandbox-core.js';

const now = () => new Date('2026-05-01T00:00:00.000Z');
const PLAN = { cards: 1_234, wallets: 5, seedValue: 7 };

function scaleCore(scale: CoreOptions['scale'] = PLAN, extra: Partial<CoreOptions> = {}) {
  return createSandboxCore({
    db: ':memory:',
    seed: 'scale',
    scale,
    provisioningDelayMs: 0,
    trafficPerMinute: 0,
    now,
    ...extra,
  });
}

type Core = ReturnType<typeof scaleCore>;
const rows = (core: Core, sql: string, ...args: unknown[]): unknown[] =>
  core.database.prepare(sql).all(...args);
const one = <T>(core: Core, sql: string, ...args: unknown[]): T =>
  core.database.prepare(sql).get(...args) as T;

function fingerprint(core: Core): string {
  const state = {
    merchant: rows(core, 'SELECT id, org_id FROM merchants ORDER BY seq LIMIT 1'),
    wallets: rows(
      core,
      'SELECT w.id, w.name, la.balance FROM wallets w JOIN ledger_accounts la ON la.id = w.ledger_account ORDER BY w.seq',
    ),
    cards: rows(
      core,
      `SELECT c.id, c.pan, c.cvv, c.status, c.name, c.card_type, c.wallet_id, h.owner_id, la.balance
      FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account JOIN cardholders h ON h.seq = c.cardholder_seq ORDER BY c.seq`,
    ),
    ops: rows(
      core,
      'SELECT id, card_id, type, status, amount, fee, related_id, created_at FROM card_ops ORDER BY seq',
    ),
    walletOps: rows(core, 'SELECT id, wallet_id, type, amount FROM wallet_ops ORDER BY seq'),
    entries: rows(core, 'SELECT txn, account_id, amount FROM ledger_entries ORDER BY id'),
  };
  return JSON.stringify(state, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

describe('scale seed', () => {
  it('gives the same ids, numbers and amounts for a seed value, and others for another', () => {
    const [a, b, c] = [scaleCore(), scaleCore(), scaleCore({ ...PLAN, seedValue: 8 })];
    try {
      expect(fingerprint(a)).toBe(fingerprint(b));
      expect(fingerprint(a)).not.toBe(fingerprint(c));
    } finally {
      for (const core of [a, b, c]) core.close();
    }
  });

  it('gives the same data in a database file as in memory, and puts back every index and trigger of the schema', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scale-seed-'));
    const [onDisk, inMemory, demo] = [
      scaleCore(PLAN, { db: join(dir, 'sandbox.db') }),
      scaleCore(),
      createSandboxCore({ db: ':memory:', seed: 'demo', provisioningDelayMs: 0, trafficPerMinute: 0, now }),
    ];
    try {
      expect(fingerprint(onDisk)).toBe(fingerprint(inMemory));
      const schema = (core: Core) =>
        rows(core, "SELECT type, name FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name");
      expect(schema(onDisk)).toEqual(schema(demo));
      expect(one<{ journal_mode: string }>(onDisk, 'PRAGMA journal_mode').journal_mode).toBe('wal');
      expect(Number(one<{ synchronous: bigint }>(onDisk, 'PRAGMA synchronous').synchronous)).toBe(2);
      // The unique indexes built after the load refuse duplicates again.
      const card = one<Record<string, unknown>>(onDisk, 'SELECT * FROM cards ORDER BY seq LIMIT 1');
      expect(() =>
        onDisk.database
          .prepare('UPDATE cards SET pan = ? WHERE seq = (SELECT MAX(seq) FROM cards)')
          .run(card.pan),
      ).toThrow(/UNIQUE/);
    } finally {
      for (const core of [onDisk, inMemory, demo]) core.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the ledger balanced and every balance equal to its entries', () => {
    const core = scaleCore();
    try {
      expect(one<{ s: bigint }>(core, 'SELECT SUM(balance) AS s FROM ledger_accounts').s).toBe(0n);
      expect(
        one<{ n: bigint }>(
          core,
          `SELECT COUNT(*) AS n FROM ledger_accounts la
        WHERE la.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries e WHERE e.account_id = la.id)`,
        ).n,
      ).toBe(0n);
      expect(
        one<{ n: bigint }>(
          core,
          'SELECT COUNT(*) AS n FROM (SELECT txn FROM ledger_entries GROUP BY txn HAVING SUM(amount) <> 0) AS unbalanced',
        ).n,
      ).toBe(0n);
      expect(
        one<{ n: bigint }>(
          core,
          "SELECT COUNT(*) AS n FROM ledger_accounts WHERE kind <> 'external' AND (balance < 0 OR held > balance)",
        ).n,
      ).toBe(0n);
      // What the operations say moved onto and off the cards is what the cards' ledger accounts hold.
      const byOps = one<{ s: bigint }>(
        core,
        `SELECT SUM(CASE type WHEN 'top_up' THEN amount ELSE -amount END) AS s FROM card_ops
        WHERE status = 'completed' AND type IN ('top_up', 'purchase', 'fee') AND merchant_id = (SELECT id FROM merchants ORDER BY seq LIMIT 1)`,
      ).s;
      const onCards = one<{ s: bigint }>(
        core,
        `SELECT SUM(la.balance) AS s FROM cards c JOIN ledger_accounts la ON la.id = c.ledger_account
        WHERE c.merchant_id = (SELECT id FROM merchants ORDER BY seq LIMIT 1)`,
      ).s;
      expect(byOps).toBe(onCards);
      expect(byOps).toBeGreaterThan(0n);
    } finally {
      core.close();
    }
  });

  it('spreads the cards over the wallets with holders, varied statuses, valid unique numbers and true counters', () => {
    const core = scaleCore();
    try {
      const [scale, demo] = core.credentials();
      expect(scale?.name).toBe('Initech Payments Ltd');
      expect(demo?.name).toBe('Globex Media GmbH');
      const merchant = one<{ id: string }>(core, 'SELECT id FROM merchants ORDER BY seq LIMIT 1').id;
      const perWallet = rows(
        core,
        'SELECT w.id, COUNT(c.seq) AS n FROM wallets w LEFT JOIN cards c ON c.wallet_id = w.id WHERE w.merchant_id = ? GROUP BY w.id ORDER BY w.seq',
        merchant,
      ) as { n: bigint }[];
      expect(perWallet.map((w) => Number(w.n))).toEqual([0, 1, 2, 3, 4].map((w) => cardsInWallet(PLAN, w)));
      const statuses = rows(core, 'SELECT DISTINCT status FROM cards WHERE merchant_id = ?', merchant) as {
        status: string;
      }[];
      expect(new Set(statuses.map((s) => s.status))).toEqual(
        new Set(['active', 'frozen', 'closed', 'expired', 'creating_failed', 'creating']),
      );
      const firstWallet = (
        rows(core, 'SELECT id FROM wallets WHERE merchant_id = ? ORDER BY seq LIMIT 1', merchant)[0] as {
          id: string;
        }
      ).id;
      expect(
        one<{ n: bigint }>(
          core,
          "SELECT COUNT(*) AS n FROM cards WHERE wallet_id = ? AND status = 'creating'",
          firstWallet,
        ).n,
      ).toBe(0n);
      const pans = rows(core, 'SELECT pan FROM cards') as { pan: string }[];
      expect(pans.every((p) => isLuhnValid(p.pan))).toBe(true);
      expect(
        one<{ n: bigint }>(
          core,
          'SELECT COUNT(*) AS n FROM cards c JOIN cardholders h ON h.seq = c.cardholder_seq WHERE h.account_id <> c.wallet_id AND c.merchant_id = ?',
          merchant,
        ).n,
      ).toBe(0n);
      expect(
        Number(
          one<{ n: bigint }>(core, 'SELECT COUNT(*) AS n FROM cardholders WHERE merchant_id = ?', merchant).n,
        ),
      ).toBeGreaterThan(PLAN.cards / 5);
      expect(
        rows(
          core,
          `SELECT wallet_id, status, COUNT(*) AS n FROM cards GROUP BY wallet_id, status
        EXCEPT SELECT wallet_id, status, n FROM card_counts WHERE n > 0`,
        ),
      ).toEqual([]);
      for (const table of ['card_ops', 'wallet_ops']) {
        const counted = `SELECT merchant_id, wallet_id, type, status, n FROM op_counts WHERE source = '${table}' AND n > 0`;
        const actual = `SELECT merchant_id, wallet_id, type, status, COUNT(*) AS n FROM ${table} GROUP BY merchant_id, wallet_id, type, status`;
        expect(rows(core, `${actual} EXCEPT ${counted}`)).toEqual([]);
        expect(rows(core, `${counted} EXCEPT ${actual}`)).toEqual([]);
        // The sums too: their trigger is lifted for the load, which tallies them itself.
        const summed = `SELECT merchant_id, wallet_id, type, status, currency, n, cents FROM op_sums WHERE source = '${table}' AND n > 0`;
        const sums = `SELECT merchant_id, wallet_id, type, status, currency, COUNT(*) AS n, SUM(amount) AS cents FROM ${table}
          GROUP BY merchant_id, wallet_id, type, status, currency`;
        expect(rows(core, `${sums} EXCEPT ${summed}`)).toEqual([]);
        expect(rows(core, `${summed} EXCEPT ${sums}`)).toEqual([]);
      }
    } finally {
      core.close();
    }
  });

  it('lifts the card cap, keeps the live path (trigger included) working and the merchants apart', () => {
    const core = scaleCore();
    try {
      const [scale, demo] = core.credentials();
      const acc = core.authenticate('apiToken', scale?.apiToken ?? '');
      const other = core.authenticate('apiToken', demo?.apiToken ?? '');
      if (!acc || !other) throw new Error('credentials of the seed not accepted');
      const [wallet] = invoke(core, 'listAccounts', acc).items;
      const restrictions = invoke(core, 'getAccountRestrictions', acc, {
        params: { account_uuid: wallet?.id },
      });
      expect(restrictions.maxCards).toBe(10_000_000);
      const before = restrictions.currentCards;
      const holder = invoke(core, 'listAccountCardholders', acc, { params: { account_uuid: wallet?.id } })
        .items[0];
      invoke(core, 'issueAccountCard', acc, {
        params: { account_uuid: wallet?.id },
        body: { cardOwnerId: holder?.cardOwnerId, cardType: 'virtual' },
      });
      expect(
        invoke(core, 'getAccountRestrictions', acc, { params: { account_uuid: wallet?.id } }).currentCards,
      ).toBe((before ?? 0) + 1);
      expect(() => invoke(core, 'getAccount', other, { params: { account_uuid: wallet?.id } })).toThrow();
    } finally {
      core.close();
    }
  });

  it('loads its cards without state-change events (our decision); a change after the seed is recorded', () => {
    const core = scaleCore();
    try {
      const [scale] = core.credentials();
      const acc = core.authenticate('apiToken', scale?.apiToken ?? '');
      const org = core.authenticate('apiKey', scale?.apiKey ?? '');
      if (!acc || !org) throw new Error('credentials of the seed not accepted');
      expect(invoke(core, 'listWebhookEvents', acc).total).toBe(0);
      const card = one<{ id: string; wallet_id: string }>(
        core,
        "SELECT id, wallet_id FROM cards WHERE merchant_id = ? AND status = 'active' ORDER BY seq LIMIT 1",
        acc.merchantId,
      );
      invoke(core, 'suspendCard', org, {
        params: { org_id: org.orgId, wallet_id: card.wallet_id, instrument_id: card.id },
      });
      const history = invoke(core, 'listWebhookEvents', acc, { query: { cardId: card.id } });
      expect(history.items.map((d) => [d.status, d.payload.previousStatus])).toEqual([
        ['undelivered', 'active'],
      ]);
    } finally {
      core.close();
    }
  });

  it('takes a lower cap when asked, for the demo too', () => {
    const core = createSandboxCore({
      db: ':memory:',
      seed: 'demo',
      provisioningDelayMs: 0,
      trafficPerMinute: 0,
      now,
      maxCardsPerWallet: 3,
    });
    try {
      const acc = core.authenticate('apiToken', core.credentials()[0]?.apiToken ?? '');
      if (!acc) throw new Error('credentials of the seed not accepted');
      const [wallet] = invoke(core, 'listAccounts', acc).items;
      expect(
        invoke(core, 'getAccountRestrictions', acc, { params: { account_uuid: wallet?.id } }).maxCards,
      ).toBe(3);
    } finally {
      core.close();
    }
  });

  it('refuses a cap below the cards it would put in a wallet, and a database whose seeding was interrupted', () => {
    expect(() => scaleCore(PLAN, { maxCardsPerWallet: 10 })).toThrow(
      /maxCards \(10\) is below the 247 cards/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'scale-seed-'));
    try {
      const file = join(dir, 'sandbox.db');
      const open = () =>
        createSandboxCore({
          db: file,
          seed: 'scale',
          scale: { cards: 10, wallets: 2, seedValue: 1 },
          provisioningDelayMs: 0,
          trafficPerMinute: 0,
        });
      const first = open();
      first.database.prepare("INSERT INTO settings (key, value) VALUES ('scale_seed_pending', '{}')").run();
      first.close();
      expect(open).toThrow(/scale seed of this database was interrupted/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
