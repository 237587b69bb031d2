// `card-console sandbox apply FILE` in-process against a real sandbox: exit 0 and the steps, again exit 0 with
// every step read back, 1 with the failed step named (a repository story's failed assertion too), 2 for usage
// errors; --help.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import { balanceOf, twoAccounts, type RealSandbox } from '../../support/real-sandbox.js';
import { startScriptSandbox, type ScriptSandbox } from '../../support/script-sandbox.js';

let env: ScriptSandbox;
let sandbox: RealSandbox;
let home: string;
let account: string;
beforeAll(async () => {
  env = await startScriptSandbox('apply');
  ({ sandbox } = env);
  home = env.home.dir;
  [account] = await twoAccounts(sandbox.base, sandbox.one);
});
afterAll(() => env.close());

const run = (argv: string[]) =>
  env.home.run(runSandboxCommand, argv, { CARD_CONSOLE_API_TOKEN: sandbox.one.apiToken });

function fixtureFile(name: string, fixture: unknown): string {
  const path = join(home, `${name}.json`);
  writeFileSync(path, JSON.stringify(fixture));
  return path;
}

const connection = () => ['--base-url', sandbox.base, '--org', sandbox.one.orgId];

describe('card-console sandbox apply', () => {
  it('applies once: a second run reads every step back and changes nothing', async () => {
    const file = fixtureFile('payin', {
      name: 'cli-payin',
      parameters: { amount: '4.00' },
      steps: [
        {
          name: 'payin',
          request: `POST /api/v2/sandbox/accounts/${account}/payin`,
          body: { amount: '${amount}' },
        },
        { expect: { request: `GET /api/v2/accounts/${account}`, body: { id: account } } },
      ],
    });
    const before = await balanceOf(sandbox.base, sandbox.one, account);
    const first = await run(['apply', file, '--param', 'amount=6.00', ...connection()]);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/fixture cli-payin: 2 step\(s\) applied/);
    const after = await balanceOf(sandbox.base, sandbox.one, account);
    expect(after).not.toBe(before);
    const again = await run(['apply', file, '--param', 'amount=6.00', '--json', ...connection()]);
    expect(again.code, again.err).toBe(0);
    const steps = (JSON.parse(again.out) as { steps: Array<{ replayed: boolean }> }).steps;
    expect(steps.map((s) => s.replayed)).toEqual([true, true]);
    expect(await balanceOf(sandbox.base, sandbox.one, account)).toBe(after);
  });

  it('exit 1 naming the step, its request and the answer when a step fails', async () => {
    const file = fixtureFile('bad-step', {
      name: 'cli-fails',
      steps: [{ name: 'nope', request: 'GET /api/v2/accounts/00000000-0000-4000-8000-000000000000' }],
    });
    const res = await run(['apply', file, ...connection()]);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/step 1 "nope" \(GET \/api\/v2\/accounts\/0{8}-.*\) failed: answered 404/);
    expect(res.out).toBe('');
  });

  it("a repository story whose assertion fails: exit 1 naming the step, its request and the answer's body", async () => {
    const story = fileURLToPath(new URL('../../../fixtures/story-daily-limit.json', import.meta.url));
    // 30.00 + 20.00 is the daily limit itself: the purchase the story expects declined goes through.
    const res = await run([
      'apply',
      story,
      '--param',
      'amount=20.00',
      '--param',
      'owner=cli.story',
      ...connection(),
    ]);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(
      /step \d+ "decline" \(GET \/api\/v2\/organizations\/org_\w+\/instruments\/operations\/[0-9a-f-]{36}\) failed: assertion failed: data\.status: expected "declined", got "completed"; answer 200 \{"data":\{.*"status":"completed"/,
    );
    expect(res.err).toMatch(/the \d+ step\(s\) before it stay applied/);
    expect(res.out).toBe('');
  });

  it('exit 1 listing the fields when the fixture is refused (422), nothing applied', async () => {
    const file = fixtureFile('bad-ref', {
      name: 'cli-ref',
      steps: [{ request: 'GET /api/v2/accounts/${ghost.id}' }],
    });
    const res = await run(['apply', file, ...connection()]);
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/nothing applied/);
    expect(res.err).toMatch(/no earlier step is named "ghost"/);
  });

  it('exit 2 for a missing file, a file that is not JSON, a --param without =, no file', async () => {
    const notJson = join(home, 'not.json');
    writeFileSync(notJson, '{ name: ');
    expect((await run(['apply', join(home, 'missing.json'), ...connection()])).err).toMatch(
      /cannot read the fixture/,
    );
    expect((await run(['apply', notJson, ...connection()])).code).toBe(2);
    expect((await run(['apply', notJson, '--param', 'amount', ...connection()])).err).toMatch(
      /--param takes NAME=VALUE/,
    );
    expect((await run(['apply', ...connection()])).code).toBe(2);
  });

  it('--help says what it does', async () => {
    const res = await run(['apply', '--help']);
    expect(res.code).toBe(0);
    expect(res.out).toMatch(/^Usage: card-console sandbox apply FILE/);
    expect(res.out).toMatch(/--param NAME=VALUE/);
  });
});
