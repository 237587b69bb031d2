// `card-console sandbox --fixtures FILE`: the fixture is applied after the seed, before the sandbox says it
// listens; a fixture that fails stops the start with exit 1 and the failed step on stderr.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandIo } from '../../../src/cli/command.js';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import { call } from '../../support/http-call.js';

const home = mkdtempSync(join(tmpdir(), 'fixtures-start-'));

function fixtureFile(name: string, fixture: unknown): string {
  const path = join(home, `${name}.json`);
  writeFileSync(path, JSON.stringify(fixture));
  return path;
}

async function start(file: string, whileUp: (url: string, token: string) => Promise<void>) {
  let out = '';
  let err = '';
  let stop = (_: string): void => {};
  const stopped = new Promise<string>((resolve) => (stop = resolve));
  const io: Partial<CommandIo> = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (err += t) },
    env: { HOME: home, XDG_DATA_HOME: join(home, 'data') },
    untilStopSignal: () => stopped,
    onListening: ({ url }) => {
      const token = (JSON.parse(out) as { merchants: Array<{ apiToken: string }> }).merchants[0]!.apiToken;
      void whileUp(url, token).finally(() => stop('SIGTERM'));
    },
  };
  const args = [
    '--db',
    ':memory:',
    '--port',
    '0',
    '--provisioning-delay-ms',
    '0',
    '--json',
    '--fixtures',
    file,
  ];
  const code = await runSandboxCommand(args, io);
  return { code, out, err };
}

describe('card-console sandbox --fixtures', () => {
  it('applies the fixture before it says it listens', async () => {
    const file = fixtureFile('holder', {
      name: 'start-holder',
      steps: [
        { name: 'accounts', request: 'GET /api/v2/accounts' },
        {
          request: 'POST /api/v2/accounts/${accounts.items.0.id}/cardholders',
          body: {
            cardOwnerId: 'fixture.at-start',
            firstName: 'Ada',
            lastName: 'Start',
            email: 'ada.start@example.com',
            phone: '+15550100300',
          },
        },
      ],
    });
    let seen = 0;
    const res = await start(file, async (url, token) => {
      seen = (
        await call(url, 'GET', '/api/v2/cardholders/fixture.at-start', { headers: { 'x-api-token': token } })
      ).status;
    });
    expect(res.code, res.err).toBe(0);
    expect(res.err).toMatch(/fixture start-holder applied \(2 of 2 step\(s\) sent now\)/);
    expect(seen).toBe(200);
  });

  it('a failing fixture stops the start: exit 1, the step named', async () => {
    const file = fixtureFile('fails', {
      name: 'start-fails',
      steps: [{ request: 'GET /api/v2/cardholders/nobody' }],
    });
    const res = await start(file, async () => {});
    expect(res.code).toBe(1);
    expect(res.err).toMatch(
      /the fixture .*fails\.json was not applied: step 1 \(GET \/api\/v2\/cardholders\/nobody\) failed: answered 404/,
    );
    expect(res.out).toBe('');
  });
});
