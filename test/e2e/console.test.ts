// End to end: the real (bundled) binary in a real pseudo-terminal against a sandbox on port 0.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inProcessSandbox, isolatedHomes, openConsole, type E2eSandbox } from './harness.js';

describe('console end to end (tmux)', () => {
  let sandbox: E2eSandbox;

  beforeAll(async () => {
    sandbox = await inProcessSandbox();
  });

  it('shows accounts, finds a card by last4, opens its detail and quits cleanly', async () => {
    const m = sandbox.merchants[0]!;
    const accounts = (await (
      await fetch(`${sandbox.baseUrl}/api/v2/accounts`, { headers: { 'x-api-token': m.apiToken } })
    ).json()) as {
      items: { id: string; name: string; status: string }[];
    };
    const account = accounts.items[0]!;
    const cards = (await (
      await fetch(
        `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets/${account.id}/instruments?quantity=100`,
        { headers: { authorization: `Bearer ${m.apiKey}` } },
      )
    ).json()) as { data: { cardId: string; name: string; maskedNumber: string }[] };
    const card = cards.data[cards.data.length - 1]!;
    const last4 = card.maskedNumber.slice(-4);

    const term = openConsole({ args: sandbox.flags() });
    // The first frame with account rows: every account name of the merchant is listed.
    const first = await term.waitFor((s) => accounts.items.every((a) => s.includes(a.name)));
    expect(first).toContain(`org ${m.orgId}`);

    term.keys('2');
    await term.waitFor('> 2 Cards');
    term.keys('/');
    await term.waitFor('Enter apply');
    term.type(last4);
    await term.waitFor(`/${last4}`);
    term.keys('Enter');
    // The filter's title comes first; its rows follow once the wallet is filtered.
    const found = await term.waitFor((s) => s.includes(`filter "${last4}"`) && s.includes(card.maskedNumber));
    expect(found).toContain(card.maskedNumber);

    term.keys('Enter');
    const detail = await term.waitFor('Recent operations');
    expect(detail).toContain(card.cardId);
    expect(detail).toContain(card.maskedNumber);

    term.keys('q'); // back out of the detail
    await term.waitFor('> 2 Cards');
    term.keys('q'); // quit
    expect(await term.waitForExit()).toBe(0);
    const modes = term.sttyAfterExit();
    expect(modes).toMatch(/(^|\s)icanon(\s|$)/);
    expect(modes).toMatch(/(^|\s)echo(\s|$)/);
    expect(term.cursorVisible()).toBe(true);
  });

  it('opens on the embedded sandbox with no configuration, and restores the terminal on SIGTERM (exit 143)', async () => {
    const homes = isolatedHomes();
    const term = openConsole({ homes, cols: 80, rows: 24 });
    const screen = await term.waitFor((s) => s.includes('SANDBOX') && s.includes('Main USD'));
    // 80x24: nothing is drawn past the last row and no line is wider than the terminal.
    expect(screen.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(existsSync(join(homes.data, 'card-console', 'sandbox.db'))).toBe(true);
    term.signal('SIGTERM');
    expect(await term.waitForExit()).toBe(143); // 128 + SIGTERM, as a shell reports it

    expect(term.sttyAfterExit()).toMatch(/(^|\s)icanon(\s|$)/);
    expect(term.cursorVisible()).toBe(true);
  });
});
