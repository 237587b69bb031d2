// Hostile server text through `card-console cards ... --json`: a card name and an error's code and
// message carrying a raw C1 CSI (0x9B), a right-to-left override (U+202E) and a line separator
// (U+2028). The JSON lines carry them only as \u escapes, and a JSON parser reads back exactly what
// the server sent.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type ApiClient } from '../../../src/api/index.js';
import { startSandbox, type MerchantCredentials, type RunningSandbox } from '../../../src/sandbox/index.js';
import { runCards } from '../../support/cards-run.js';

const HOSTILE = '\u009b2J\u202eevil\u2028';
const NAME = `Ada${HOSTILE}`;
const CODE = `card_state${HOSTILE}`;
const MESSAGE = `refused${HOSTILE}`;

let sandbox: RunningSandbox;
let merchant: MerchantCredentials;
let client: ApiClient;
let proxy: Server;
let proxyUrl: string;
let walletId: string;
let target: string;
let home: string;

/** Forwards to the sandbox, renames the target card, and refuses its suspension with hostile text. */
function hostileProxy(originalName: string): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method === 'POST' && req.url?.includes(`/instruments/${target}/suspend`)) {
          res.writeHead(409, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: CODE, message: MESSAGE }));
          return;
        }
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'connection'),
        );
        const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
        const answer = await request(`${sandbox.baseUrl}${req.url ?? '/'}`, {
          method: req.method as 'GET',
          headers: headers as Record<string, string>,
          ...(body ? { body } : {}),
        });
        const text = (await answer.body.text())
          .split(JSON.stringify(originalName))
          .join(JSON.stringify(NAME));
        res.writeHead(answer.statusCode, {
          'content-type': String(answer.headers['content-type'] ?? 'application/json'),
        });
        res.end(text);
      })();
    });
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, db: ':memory:', provisioningDelayMs: 0, logger: 'none' });
  merchant = sandbox.merchants[0] as MerchantCredentials;
  client = createClient({
    baseUrl: sandbox.baseUrl,
    credentials: { orgId: merchant.orgId, apiKey: merchant.apiKey },
  });
  walletId = (await client.call('listWallets', {})).data.find((w) => w.status === 'active')?.id ?? '';
  const cards = (
    await client.call('listCards', { params: { wallet_id: walletId }, query: { quantity: 100 } })
  ).data;
  const card = cards.find((c) => c.cardStatus === 'active')!;
  target = card.cardId;
  const name = (await client.call('getCard', { params: { wallet_id: walletId, instrument_id: target } })).data
    .card.name;
  proxy = hostileProxy(String(name));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  home = mkdtempSync(join(tmpdir(), 'cards-hostile-'));
});
afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await client.close();
  await sandbox.close();
});

describe('cards --json with hostile server text', () => {
  it("writes C1 CSI, U+202E and U+2028 only as \\u escapes, and parses back to the server's text", async () => {
    const ids = join(home, 'ids.txt');
    writeFileSync(ids, `${target}\n`);
    const run = await runCards(home, [
      'freeze',
      '--ids',
      ids,
      '--wallet',
      walletId,
      '--json',
      '--base-url',
      proxyUrl,
      '--org',
      merchant.orgId,
      '--api-key',
      merchant.apiKey,
    ]);
    expect(run.code).toBe(1);
    for (const raw of ['\u009b', '\u202e', '\u2028'])
      expect(run.out.includes(raw), `raw U+${raw.codePointAt(0)!.toString(16)}`).toBe(false);
    for (const escape of ['\\u009b', '\\u202e', '\\u2028']) expect(run.out).toContain(escape);
    const line = run.lines.find((l) => l.id === target);
    expect(line).toMatchObject({ outcome: 'failed', name: NAME, code: CODE });
    expect(String(line?.error)).toContain(MESSAGE);
  });

  it('shows them as visible escapes in the text lines', async () => {
    const ids = join(home, 'ids-text.txt');
    writeFileSync(ids, `${target}\n`);
    const run = await runCards(home, [
      'freeze',
      '--ids',
      ids,
      '--wallet',
      walletId,
      '--base-url',
      proxyUrl,
      '--org',
      merchant.orgId,
      '--api-key',
      merchant.apiKey,
    ]);
    expect(run.code).toBe(1);
    for (const raw of ['\u009b', '\u202e', '\u2028']) expect(run.out.includes(raw)).toBe(false);
    expect(run.out).toContain('Ada\\x9b2J\\u202eevil\\u2028');
  });
});
