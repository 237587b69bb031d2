import { describe, expect, it } from 'vitest';
import { sanitizeText } from '../../../src/domain/index.js';
import { runListenCommand, SECRET_ENV } from '../../../src/cli/listen/command.js';
import { post } from '../../support/receiver-harness.js';
import { fakeProcess, isolatedEnv, parseListenArgs } from '../../support/fake-listen-process.js';
import { signBody } from '../../../src/sandbox/http/dispatcher.js';

const SECRET = 'listen-SECRET-abcdef';
const PAN = '4111 1111 1111 1111';

const event = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: `evt-${Math.random().toString(36).slice(2)}`,
    type: 'card_state',
    createdAt: new Date().toISOString(),
    data: { id: 'card-1', name: 'Ops card', maskedNumber: '4111 **** 1111', status: 'frozen' },
    ...over,
  });

describe('parseListenArgs', () => {
  it('has sensible defaults', () => {
    expect(parseListenArgs([])).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      eventTypes: 'all',
      json: false,
      register: false,
    });
    expect(parseListenArgs([]).secret).toBeUndefined();
  });

  it('reads the secret from the environment when no flag is given', () => {
    expect(parseListenArgs([], { [SECRET_ENV]: SECRET }).secret).toBe(SECRET);
    expect(parseListenArgs(['--secret', 'flag-secret-1'], { [SECRET_ENV]: SECRET }).secret).toBe(
      'flag-secret-1',
    );
  });

  it.each([
    [['--port', '70000'], /--port must be an integer from 0 to 65535/],
    [['--port', '-1'], /--port/],
    [['--events', 'card_state,nope'], /--events .*unknown: nope/],
    [['--events', ','], /--events/],
    [['--forward-to', 'ftp://x/'], /--forward-to must be an http or https URL/],
    [['--forward-to', 'not a url'], /--forward-to/],
    [['--secret', 'short'], /--secret must be 8 to 200 characters/],
    [['--api-token', 'x'], /--api-token is only used with --register/],
    [['--previous-secret', 'abcdefghij'], /--previous-secret is only used with --register/],
    [['--host', ' '], /--host must not be empty/],
    [['--bogus'], /bogus/],
  ])('rejects %j', (argv, pattern) => {
    expect(() => parseListenArgs(argv)).toThrow(pattern);
  });

  it('parses a list of event types, deduplicated', () => {
    const eventTypes = (text: string) => parseListenArgs(['--events', text]).eventTypes;
    expect(eventTypes('card_state, card_transaction,card_state')).toEqual(['card_state', 'card_transaction']);
    expect(eventTypes('all')).toBe('all');
  });
});

describe('runListenCommand: start-up', () => {
  it('prints help and exits 0', async () => {
    const p = fakeProcess();
    expect(await runListenCommand(['--help'], p.io)).toBe(0);
    expect(p.out.join('')).toMatch(/Usage: card-console listen/);
  });

  it('exits 2 naming the flag on a usage error', async () => {
    const p = fakeProcess();
    expect(await runListenCommand(['--events', 'nope'], p.io)).toBe(2);
    expect(p.err.join('')).toMatch(/--events must be/);
  });

  it('refuses --register without a base URL: there is no embedded sandbox', async () => {
    const p = fakeProcess();
    expect(await runListenCommand(['--register'], p.io)).toBe(2);
    expect(p.err.join('')).toMatch(
      /--register: no base URL is configured, and listen has no embedded sandbox/,
    );
  });

  it('refuses --register against a remote service, which could not reach 127.0.0.1', async () => {
    const p = fakeProcess();
    expect(
      await runListenCommand(
        ['--register', '--base-url', 'https://api.example.com', '--api-token', 'tok_SECRET_1'],
        p.io,
      ),
    ).toBe(2);
    expect(p.err.join('')).toMatch(/--register: only for a service on this machine/);
    expect(p.err.join('')).not.toContain('tok_SECRET_1');
  });

  it('exits 1 with the reason when the port is taken', async () => {
    const first = fakeProcess();
    const running = runListenCommand([], first.io);
    const { port } = await first.ready;
    const second = fakeProcess();
    expect(await runListenCommand(['--port', String(port)], second.io)).toBe(1);
    expect(second.err.join('')).toMatch(/could not listen on 127.0.0.1:\d+: .*EADDRINUSE/);
    first.stop();
    expect(await running).toBe(0);
  });
});

describe('runListenCommand: printing events', () => {
  it('without a secret says signatures are not verified, prints a readable line, exits 0 on a signal', async () => {
    const p = fakeProcess();
    const running = runListenCommand([], p.io);
    const { url } = await p.ready;
    expect(p.err.join('')).toMatch(/signature not verified: no --secret/);
    const body = event();
    expect((await post(url, body, { 'content-type': 'application/json' })).status).toBe(200);
    const lines = await p.waitForOut((l) => l.length === 1);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d {2}accepted {3}card_state {11}evt-\S+ {2}card "Ops card" 4111 \*\*\*\* 1111 → frozen$/,
    );
    p.stop('SIGINT');
    expect(await running).toBe(0);
    expect(p.err.join('')).toMatch(/SIGINT, stopping[\s\S]*received 1: 1 accepted, 0 rejected/);
  });

  it('with --json prints one JSON line per outcome, rejected ones included', async () => {
    const p = fakeProcess();
    const running = runListenCommand(['--json', '--secret', SECRET, '--events', 'card_state'], p.io);
    const { url } = await p.ready;
    const good = event();
    await post(url, good, { 'x-webhook-signature': signBody(good, SECRET) });
    await post(url, good, { 'x-webhook-signature': signBody(good, 'wrong-secret') });
    const other = event({ type: 'account_topup' });
    await post(url, other, { 'x-webhook-signature': signBody(other, SECRET) });
    const lines = await p.waitForOut((l) => l.length === 3);
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((r) => [r.status, r.reason])).toEqual([
      ['accepted', undefined],
      ['rejected', 'bad signature'],
      ['filtered', undefined],
    ]);
    expect(records[0]?.event).toEqual(JSON.parse(good));
    p.stop();
    expect(await running).toBe(0);
    expect([...p.out, ...p.err].join('')).not.toContain(SECRET);
  });

  it('escapes control and bidi characters and redacts card numbers from network text', async () => {
    for (const json of [false, true]) {
      const p = fakeProcess(isolatedEnv());
      const running = runListenCommand(json ? ['--json'] : [], p.io);
      const { url } = await p.ready;
      const hostile = event({
        id: 'evt-\u001b]52;c;AAAA\u0007-\u202e',
        data: { name: `Card \u001b[2J ${PAN}`, maskedNumber: '4111 **** 1111', status: 'frozen', pan: PAN },
      });
      await post(url, hostile, {});
      const [line = ''] = await p.waitForOut((l) => l.length === 1);
      expect(sanitizeText(line)).toBe(line);
      expect(line).toContain(json ? '\\\\x1b' : '\\x1b');
      expect(line).not.toContain(PAN);
      expect(line).not.toContain('4111111111111111');
      p.stop();
      expect(await running).toBe(0);
    }
  });
});
