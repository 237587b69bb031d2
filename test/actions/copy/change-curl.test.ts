// Copy as curl for a change Activity or a job knows: the card route of its action in the console's
// family, the credential as a variable (never a value), one curl per card, a loop for several. The
// loop is run by a real `sh` with `curl` replaced by a function that prints its words.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { changeAsCurl, type CurlChange } from '../../../src/actions/index.js';
import { type CurlConnection } from '../../../src/actions/copy/change-curl.js';

const ORG = '11111111-1111-1111-1111-111111111111';
const org: CurlConnection = {
  baseUrl: 'http://127.0.0.1:4010/x',
  orgId: ORG,
  family: 'org',
  credential: 'apiKey',
};
const account: CurlConnection = {
  baseUrl: 'https://api.example.com',
  family: 'account',
  credential: 'apiToken',
};
const card = (n: number, wallet = 'w-1') => ({ id: `card-${n}`, walletId: wallet });

function text(change: CurlChange, target: CurlConnection, opts = {}): string {
  const copied = changeAsCurl(change, target, opts);
  if (!copied.ok) throw new Error(copied.reason);
  return copied.text;
}

/** Each curl the shell would run, as the words it would get. */
function curlsRun(line: string): string[][] {
  const fake = `curl() { printf '%s\\036' "$@"; printf '\\035'; }; CARD_CONSOLE_API_KEY=KEY; CARD_CONSOLE_API_TOKEN=TOKEN; `;
  const out = execFileSync('sh', ['-c', fake + line], { encoding: 'utf8' });
  return out
    .split('\x1d')
    .map((run) => run.replace(/^\n/, ''))
    .filter((run) => run !== '')
    .map((run) => run.split('\x1e').slice(0, -1));
}

describe('copy a change as curl', () => {
  it('one card: its route in the organization family, the API key as a variable', () => {
    const line = text({ action: 'suspend', cards: [card(1)] }, org);
    expect(line).toBe(
      `curl -sS -X POST "http://127.0.0.1:4010/api/v2/organizations/${ORG}/wallets/w-1/instruments/card-1/suspend"` +
        ` -H 'Accept: application/json' -H "Authorization: Bearer $CARD_CONSOLE_API_KEY"`,
    );
    expect(curlsRun(line)).toEqual([
      [
        '-sS',
        '-X',
        'POST',
        `http://127.0.0.1:4010/api/v2/organizations/${ORG}/wallets/w-1/instruments/card-1/suspend`,
        '-H',
        'Accept: application/json',
        '-H',
        'Authorization: Bearer KEY',
      ],
    ]);
  });

  it('a money move in the account family: the token, the body as sent, a key made for this copy', () => {
    const change: CurlChange = {
      action: 'fund',
      cards: [card(7, 'acc-9')],
      amount: '12.50',
      currency: 'EUR',
      description: 'refund for ticket 42',
    };
    const [words] = curlsRun(text(change, account, { keyPrefix: 'copy-ab12cd34' }));
    expect(words).toEqual([
      '-sS',
      '-X',
      'POST',
      'https://api.example.com/api/v2/accounts/acc-9/cards/card-7/topup',
      '-H',
      'Accept: application/json',
      '-H',
      'X-API-Token: TOKEN',
      '-H',
      'Idempotency-Key: copy-ab12cd34-card-7',
      '-H',
      'Content-Type: application/json',
      '--data-raw',
      '{"amount":"12.50","currency":"EUR","description":"refund for ticket 42"}',
    ]);
  });

  it('several cards in several wallets: one curl per card, each with its wallet and its own key', () => {
    const change: CurlChange = {
      action: 'defund',
      cards: [card(1, 'w-1'), card(2, 'w-2'), card(3, 'w-1')],
      amount: '1.00',
    };
    const line = text(change, org, { keyPrefix: 'copy-1' });
    expect(line).toMatch(
      /^printf '%s %s\\n' w-1 card-1 w-2 card-2 w-1 card-3 \| while read -r wallet card; do /,
    );
    const runs = curlsRun(line);
    expect(runs.map((w) => w[3])).toEqual([
      `http://127.0.0.1:4010/api/v2/organizations/${ORG}/wallets/w-1/instruments/card-1/defund`,
      `http://127.0.0.1:4010/api/v2/organizations/${ORG}/wallets/w-2/instruments/card-2/defund`,
      `http://127.0.0.1:4010/api/v2/organizations/${ORG}/wallets/w-1/instruments/card-3/defund`,
    ]);
    expect(runs.map((w) => w[9])).toEqual([
      'Idempotency-Key: copy-1-card-1',
      'Idempotency-Key: copy-1-card-2',
      'Idempotency-Key: copy-1-card-3',
    ]);
    expect(runs.every((w) => w.at(-1) === '{"amount":"1.00"}')).toBe(true);
  });

  it('more than 20 cards read their "wallet card" lines from the file the caller wrote', () => {
    const change: CurlChange = { action: 'resume', cards: Array.from({ length: 21 }, (_, i) => card(i)) };
    expect(changeAsCurl(change, org)).toEqual({
      ok: false,
      reason: '21 cards: their ids go in a file first',
    });
    expect(text(change, org, { pairsFile: "/tmp/it's pairs.txt" })).toMatch(
      /; echo; done < '\/tmp\/it'\\''s pairs\.txt'$/,
    );
  });

  it('says why there is no curl: not a card change, no route in the family, no amount, no organization', () => {
    const reason = (change: CurlChange, target: CurlConnection, opts = {}) => {
      const copied = changeAsCurl(change, target, opts);
      return copied.ok ? undefined : copied.reason;
    };
    expect(reason({ action: 'wallet.rename', cards: [] }, org)).toMatch(/^not a card change/);
    expect(reason({ action: 'suspend', cards: [card(1)] }, account)).toBe(
      'suspend has no account-family route',
    );
    expect(reason({ action: 'fund', cards: [card(1)] }, org, { keyPrefix: 'k' })).toBe(
      'fund without an amount: nothing to copy',
    );
    expect(reason({ action: 'suspend', cards: [card(1)] }, { ...org, orgId: undefined })).toBe(
      'no organization id: nothing to copy',
    );
  });
});
