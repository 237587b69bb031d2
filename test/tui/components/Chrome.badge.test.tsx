// The production badge on a real (fake) terminal: red in colour, `[PROD]` with NO_COLOR; the
// header always names the profile and its host.
import { afterEach, describe, expect, it } from 'vitest';
import { createTheme } from '../../../src/tui/theme.js';
import { orgData, orgHandlers } from '../../support/org-data.js';
import { loadAll, mount, SANDBOX_ENV, type Harness } from '../../support/harness.js';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

const ESC = '\u001b';
const headerOf = (frame: string) => frame.split('\n')[0] ?? '';
const PROD = { ...SANDBOX_ENV, profile: 'prod', baseUrl: 'https://api.cards.example.com', sandbox: false };

async function withChalk<T>(run: () => Promise<T>): Promise<T> {
  const chalk = (await import('chalk')).default;
  const level = chalk.level;
  chalk.level = 1;
  try {
    return await run();
  } finally {
    chalk.level = level;
  }
}

describe('the production badge', () => {
  it('in colour: PROD on a red background before the header, which names the profile and host', async () => {
    await withChalk(async () => {
      h = await mount(orgHandlers(orgData()), { env: PROD, theme: createTheme({}), columns: 120 });
      await loadAll(h);
      const header = headerOf(h.frame());
      // Red background (41), then the label.
      expect(header).toMatch(new RegExp(`${ESC}\\[41m.*PROD`));
      expect(header).toContain('https://api.cards.example.com');
      expect(header).toContain('profile prod');
      expect(header).not.toContain('[PROD]');
    });
  });

  it('with NO_COLOR: a text badge [PROD] and no escape at all', async () => {
    await withChalk(async () => {
      h = await mount(orgHandlers(orgData()), {
        env: PROD,
        theme: createTheme({ NO_COLOR: '1' }),
        columns: 120,
      });
      await loadAll(h);
      const header = headerOf(h.frame());
      expect(header).toMatch(/^\[PROD\] card-console/);
      expect(header).toContain('profile prod');
      expect(h.stdout.frames.join('')).not.toContain(ESC);
    });
  });

  it("a profile's own label and colour replace the default; a test profile without them has no badge", async () => {
    await withChalk(async () => {
      h = await mount(orgHandlers(orgData()), {
        env: { ...PROD, label: 'LIVE-EU', color: 'magenta' },
        theme: createTheme({}),
        columns: 120,
      });
      await loadAll(h);
      expect(headerOf(h.frame())).toMatch(new RegExp(`${ESC}\\[45m.*LIVE-EU`));
      h.unmount();
      h = await mount(orgHandlers(orgData()), {
        env: { ...PROD, profile: 'staging', baseUrl: 'https://staging.example.com' },
      });
      await loadAll(h);
      expect(headerOf(h.frame())).not.toMatch(/PROD|LIVE/);
      expect(headerOf(h.frame())).toContain('staging.example.com');
    });
  });
});
