import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSandboxCommand } from '../../../src/cli/sandbox/command.js';
import { call } from '../../support/http-call.js';
import { tokenOf, twoAccounts, type RealSandbox } from '../../support/real-sandbox.js';
import { startScriptSandbox, type ScriptSandbox } from '../../support/script-sandbox.js';

let env: ScriptSandbox;
let sandbox: RealSandbox;
beforeAll(async () => {
  env = await startScriptSandbox('snapshot-cli');
  ({ sandbox } = env);
}, 60_000);
afterAll(() => env.close());

const run = (argv: string[], token = sandbox.one.apiToken) =>
  env.home.run(runSandboxCommand, ['snapshot', ...argv, '--base-url', sandbox.base], {
    CARD_CONSOLE_API_TOKEN: token,
  });

const balance = async (wallet: string) =>
  (await call(sandbox.base, 'GET', `/api/v2/accounts/${wallet}/balance`, { headers: tokenOf(sandbox.one) }))
    .json?.balance;

describe('card-console sandbox snapshot', () => {
  it('save, list, restore and delete against a running sandbox; the balance comes back', async () => {
    const [wallet] = await twoAccounts(sandbox.base, sandbox.one);
    const saved = await run(['save', 'before-payin', '--json']);
    expect(saved, saved.err).toMatchObject({ code: 0 });
    expect(JSON.parse(saved.out)).toMatchObject({ name: 'before-payin' });
    const before = await balance(wallet);
    await call(sandbox.base, 'POST', `/api/v2/sandbox/accounts/${wallet}/payin`, {
      headers: tokenOf(sandbox.one),
      body: { amount: '12.34' },
    });
    expect(await balance(wallet)).not.toBe(before);
    const listed = await run(['list']);
    expect(listed.out).toMatch(/^before-payin {2}saved \S+ {2}\d+ cards, \d+ accounts$/m);
    const restored = await run(['restore', 'before-payin']);
    expect(restored.code, restored.err).toBe(0);
    expect(restored.out).toMatch(/^restored before-payin/);
    expect(await balance(wallet)).toBe(before);
    expect((await run(['delete', 'before-payin'])).out).toBe('deleted before-payin\n');
    expect(JSON.parse((await run(['list', '--json'])).out)).toEqual([]);
  });

  it('an unknown snapshot, a taken name and a bad name fail with the answer, changing nothing', async () => {
    const unknown = await run(['restore', 'nowhere']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('snapshot "nowhere" not found');
    expect((await run(['save', 'once'])).code).toBe(0);
    const taken = await run(['save', 'once']);
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('exists');
    const bad = await run(['save', '../x']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/name/);
    expect(JSON.parse((await run(['list', '--json'])).out).map((s: { name: string }) => s.name)).toEqual([
      'once',
    ]);
  });

  it('refuses a missing verb or name with usage (exit 2) before reaching the sandbox', async () => {
    expect(await run([])).toMatchObject({ code: 2 });
    expect((await run(['save'])).err).toContain('snapshot save takes one NAME');
    expect((await run(['list', 'x'])).err).toContain('snapshot list takes no name');
    expect((await run(['freeze', 'x'])).code).toBe(2);
    const help = await run(['--help']);
    expect(help.out).toContain('Usage: card-console sandbox snapshot');
  });
});
