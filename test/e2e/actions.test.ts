// End to end: operator actions by keys in the real (bundled) binary inside tmux, against a sandbox
// on port 0; every result is checked through the API as well as on screen. Money is compared as
// exact decimals (bigint of the smallest unit), never as floats.
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../src/sandbox/index.js';
import { nano } from '../actions/helpers.js';
import { Terminal } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
const bundle = new URL('../../dist/card-console.js', import.meta.url).pathname;

interface Card { id: string; accountId: string; name: string; masked: string; last4: string }
interface Wallet { id: string; name: string }

/** A decimal of 9 fraction digits (as bigint) written with 2, as the console's tables show money. */
function twoDigits(value: bigint): string {
  expect(value % 10_000_000n).toBe(0n); // whole cents: the table's rounding cannot blur the check
  const cents = value / 10_000_000n;
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The screen line that contains `text` (the row of a card or an account), or ''. */
function lineWith(screen: string, text: string): string {
  return screen.split('\n').find((l) => l.includes(text)) ?? '';
}

/** Every file under `dir`, recursively, as text. */
function filesUnder(dir: string): { path: string; text: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [{ path, text: readFileSync(path, 'utf8') }];
  });
}

describe.skipIf(!existsSync(bundle))('operator actions end to end (tmux)', () => {
  let sandbox: RunningSandbox;
  let merchant: MerchantCredentials;
  let client: ApiClient;
  let wallet: Wallet;
  /** Distinct active cards of the first wallet, each with a last4 no other card of it shares. */
  let spare: Card[] = [];
  let term: Terminal | undefined;
  let stateHome = '';

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
    merchant = sandbox.merchants[0]!;
    client = createClient({ baseUrl: sandbox.baseUrl, credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey, apiToken: merchant.apiToken } });
    const first = (await client.call('listAccounts', {})).items[0]!;
    wallet = { id: first.id, name: first.name };
    const cards = (await client.call('listCards', { params: { org_id: merchant.orgId, wallet_id: wallet.id }, query: { quantity: 100 } })).data;
    const count = (four: string) => cards.filter((c) => c.maskedNumber.endsWith(four)).length;
    spare = cards
      .filter((c) => c.cardStatus === 'active' && count(c.maskedNumber.slice(-4)) === 1)
      .map((c) => ({ id: c.cardId, accountId: wallet.id, name: c.name, masked: c.maskedNumber, last4: c.maskedNumber.slice(-4) }));
  });
  afterEach(() => {
    term?.close();
    term = undefined;
  });
  afterAll(async () => {
    await client.close();
    await sandbox.close();
  });

  /** A card for one test: no two tests change the same card. */
  function takeCard(): Card {
    const card = spare.shift();
    if (!card) throw new Error('the demo data has no more active cards with a unique last4');
    return card;
  }

  /** The console on the sandbox by flags, its state (audit trail) in a fresh directory. */
  async function openConsole(base: RunningSandbox = sandbox): Promise<Terminal> {
    stateHome = mkdtempSync(join(tmpdir(), 'cc-e2e-state-'));
    // CI=true: the console must still draw for an operator's terminal (it drops CI on a TTY).
    term = Terminal.start({
      command: `node ${binary} --base-url ${base.baseUrl} --org ${merchant.orgId} --api-key ${merchant.apiKey} --api-token ${merchant.apiToken} --no-listen`,
      env: { CI: 'true', NO_COLOR: '1', XDG_CONFIG_HOME: '/nonexistent-config', XDG_STATE_HOME: stateHome },
      cols: 140,
      rows: 40,
    });
    await term.waitFor((s) => s.includes(wallet.name) && s.includes(`of ${wallet.name}`));
    return term;
  }

  /** Cards pane, filtered to `card` by its last four digits: the cursor is on its row. */
  async function focusCard(t: Terminal, card: Card): Promise<string> {
    t.keys('2');
    await t.waitFor('> 2 Cards');
    t.keys('/');
    await t.waitFor('Enter apply');
    t.type(card.last4);
    await t.waitFor(`/${card.last4}`);
    t.keys('Enter');
    return t.waitFor((s) => s.includes(`find "${card.last4}"`) && s.includes(card.masked));
  }

  /** A loopback base URL is not the embedded sandbox: the first change of a session asks once. */
  async function passProductionGuard(t: Terminal): Promise<void> {
    await t.waitFor('Production profile');
    t.keys('y');
  }

  async function cardStatus(card: Card): Promise<string> {
    return (await client.call('getCard', { params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id } })).data.card.status;
  }

  it('funds a card 12.34: card and wallet balances change by exactly that, on screen and through the API', async () => {
    const card = takeCard();
    const readCard = async () => nano((await client.call('getCard', { params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id } })).data.card.availableBalance!);
    const readWallet = async () => {
      const b = await client.call('getAccountBalance', { params: { account_uuid: wallet.id } });
      return { balance: nano(b.balance), available: nano(b.availableBalance) };
    };
    const [cardBefore, walletBefore] = [await readCard(), await readWallet()];
    const amount = nano('12.34');

    const t = await openConsole();
    const before = await focusCard(t, card);
    expect(lineWith(before, card.masked)).toContain(twoDigits(cardBefore));
    t.keys('f');
    await passProductionGuard(t);
    await t.waitFor((s) => s.includes('Fund ') && s.includes('wallet available'));
    t.type('12.34');
    t.keys('Tab');
    t.type('e2e fund');
    await t.waitFor('e2e fund_');
    t.keys('Enter');
    const after = await t.waitFor((s) => s.includes(`funded `)
      && lineWith(s, card.masked).includes(twoDigits(cardBefore + amount))
      && s.split('\n').some((l) => l.includes(wallet.name) && l.includes(twoDigits(walletBefore.balance - amount))));
    expect(after).toContain(`: 12.34 `);

    expect(await readCard()).toBe(cardBefore + amount);
    const walletAfter = await readWallet();
    expect(walletAfter.available).toBe(walletBefore.available - amount);
    expect(walletAfter.balance).toBe(walletBefore.balance - amount);
  });

  it('freezes a card after y, then resumes it after y; another key cancels', async () => {
    const card = takeCard();
    const t = await openConsole();
    await focusCard(t, card);
    t.keys('s');
    await passProductionGuard(t);
    await t.waitFor(/Suspend \(freeze\) .*\?/);
    t.keys('n');
    await t.waitFor((s) => !s.includes('Suspend (freeze)') && lineWith(s, card.masked).includes('ACTIVE'));
    expect(await cardStatus(card)).toBe('active');

    t.keys('s');
    await t.waitFor(/Suspend \(freeze\) .*\?/);
    t.keys('y');
    await t.waitFor((s) => lineWith(s, card.masked).includes('FROZEN'));
    expect(await cardStatus(card)).toBe('frozen');

    t.keys('u');
    await t.waitFor(/Resume \(unfreeze\) .*\?/);
    t.keys('y');
    await t.waitFor((s) => lineWith(s, card.masked).includes('ACTIVE'));
    expect(await cardStatus(card)).toBe('active');
  });

  it('terminates a card only once its last four digits are typed', async () => {
    const card = takeCard();
    const wrong = card.last4 === '0000' ? '1111' : '0000';
    const t = await openConsole();
    await focusCard(t, card);
    t.keys('x');
    await passProductionGuard(t);
    await t.waitFor('cannot be undone');
    t.type(wrong);
    await t.waitFor('does not match the last four digits');
    t.keys('Enter');
    // Refused before sending: the form stays and the card is untouched.
    await t.waitFor((s) => s.includes('cannot be undone') && s.includes('does not match'));
    expect(await cardStatus(card)).toBe('active');

    t.keys(['BSpace', 'BSpace', 'BSpace', 'BSpace']);
    t.type(card.last4);
    await t.waitFor((s) => s.includes(`${card.last4}_`) && !s.includes('does not match'));
    t.keys('Enter');
    await t.waitFor((s) => !s.includes('cannot be undone') && lineWith(s, card.masked).includes('CLOSED'));
    expect(await cardStatus(card)).toBe('closed');
  });

  it('reveals the full number in a box that a key hides; neither the raw view nor the state files (audit trail) hold the number, CVV or a token', async () => {
    const card = takeCard();
    const secret = (await client.call('getCardCredentials', { params: { org_id: merchant.orgId, wallet_id: card.accountId, instrument_id: card.id } })).data;
    const spaced = secret.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const t = await openConsole();
    await focusCard(t, card);
    t.keys('v');
    await t.waitFor('Reveal the full number and CVV');
    t.keys('y');
    const box = await t.waitFor('Hides in');
    expect(box).toContain(spaced);
    expect(lineWith(box, 'CVV')).toContain(secret.cvv);

    t.keys('z');
    const hidden = await t.waitFor((s) => !s.includes('Hides in') && s.includes(card.masked));
    expect(hidden).not.toContain(spaced);
    expect(hidden).not.toContain(secret.cardNumber);

    // The raw JSON view of the same card: the console kept no copy of the credentials.
    t.keys('y');
    const raw = await t.waitFor((s) => s.includes(`"${card.id}"`) && s.includes('"maskedNumber"'));
    for (const forbidden of [secret.cardNumber, spaced, '"cvv"', `"${secret.cvv}"`]) expect(raw).not.toContain(forbidden);
    t.keys('q');
    await t.waitFor((s) => !s.includes('"maskedNumber"') && s.includes(card.masked));
    t.keys('q');
    expect(await t.waitForExit()).toBe(0);
    const files = filesUnder(stateHome);
    const audit = files.find((f) => f.path.endsWith('audit.jsonl'));
    expect(audit?.text).toContain('"card.reveal"');
    for (const { text } of files) {
      for (const forbidden of [secret.cardNumber, spaced, merchant.apiKey, merchant.apiToken]) expect(text).not.toContain(forbidden);
      expect(text).not.toMatch(/cvv/i);
    }
    // The CVV is three or four digits, which may occur inside ids or times: look for it as a value.
    const values = audit!.text.trim().split('\n').flatMap((line) => leaves(JSON.parse(line) as unknown));
    expect(values).not.toContain(secret.cvv);
  });
});

/** Every string or number inside a JSON value, as strings. */
function leaves(value: unknown): string[] {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}
