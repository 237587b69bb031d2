// End to end: under TERM=dumb the full-screen console refuses to start (no alternate screen, no
// cursor movement), names the non-interactive commands, and exits 2.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Terminal } from './tmux.js';

const binary = new URL('../../bin/card-console.js', import.meta.url).pathname;
const bundle = new URL('../../dist/card-console.cjs', import.meta.url).pathname;

describe.skipIf(!existsSync(bundle))('a terminal without cursor addressing', { timeout: 30_000 }, () => {
  let term: Terminal | undefined;
  afterAll(() => term?.close());

  it('TERM=dumb: a clear refusal naming the non-interactive commands, exit 2', async () => {
    const home = mkdtempSync(join(tmpdir(), 'cc-e2e-dumb-'));
    term = Terminal.start({
      command: `node ${binary}`,
      env: {
        TERM: 'dumb',
        CI: 'false',
        XDG_CONFIG_HOME: join(home, 'config'),
        XDG_DATA_HOME: join(home, 'data'),
        XDG_STATE_HOME: join(home, 'state'),
      },
      cols: 100,
      rows: 20,
    });
    expect(await term.waitForExit(8_000)).toBe(2);
    const screen = term.screen();
    expect(screen).toContain('TERM=dumb');
    for (const command of ['cards', 'audit', 'listen', 'sandbox', 'profiles'])
      expect(screen).toMatch(new RegExp(`card-console ${command} `));
    // Nothing was drawn: no embedded sandbox was started for a console that cannot be shown.
    expect(existsSync(join(home, 'data', 'card-console', 'sandbox.db'))).toBe(false);
  });
});
