// The main --help: every console flag, the environment variables and the files, nothing left as a
// template placeholder.
import { describe, expect, it } from 'vitest';
import { mainHelp } from '../../src/cli/help.js';

describe('card-console --help', () => {
  const text = mainHelp({
    XDG_CONFIG_HOME: '/cfg',
    XDG_DATA_HOME: '/data',
    XDG_STATE_HOME: '/state',
    HOME: '/home/op',
  });

  it('lists the commands, every console flag and every environment variable', () => {
    for (const word of [
      'sandbox',
      'listen',
      'cards',
      'cards list [--wallet ID|NAME] [--status S1,S2]',
      'jobs list|show|resume|discard',
      'audit',
      'profiles',
      '--base-url',
      '--org',
      '--api-key',
      '--api-token',
      '--jwt',
      '--profile',
      '--read-only',
      '--insecure',
      '--poll-interval',
      '--listen',
      '--no-listen',
      '--concurrency',
      'CARD_CONSOLE_BASE_URL',
      'CARD_CONSOLE_ORG_ID',
      'CARD_CONSOLE_API_KEY',
      'CARD_CONSOLE_API_TOKEN',
      'CARD_CONSOLE_JWT',
      'CARD_CONSOLE_WEBHOOK_SECRET',
      'NO_COLOR',
    ]) {
      expect(text, word).toContain(word);
    }
  });

  it('names the config file where the environment puts it', () => {
    expect(text).toContain('/cfg/card-console/config.json');
  });

  it('has no unexpanded placeholder', () => {
    expect(text).not.toMatch(/\$\{/);
  });
});

describe('card-console --help and the console flags', () => {
  const text = mainHelp({ HOME: '/home/op' });

  it('lists every flag the console accepts, the secret files among them', async () => {
    const { CONSOLE_OPTIONS } = await import('../../src/cli/console/args.js');
    for (const flag of Object.keys(CONSOLE_OPTIONS)) expect(text, flag).toContain(`--${flag}`);
    for (const flag of ['--api-key-file FILE', '--api-token-file FILE', '--jwt-file FILE'])
      expect(text).toContain(flag);
  });

  it('warns that secrets on the command line are visible and names the safer ways', () => {
    expect(text).toMatch(/visible to other users \(ps\)/);
    expect(text).toMatch(/prefer the files, the environment or a profile/);
  });
});

describe('card-console --help and the keys of the console', () => {
  const text = mainHelp({ HOME: '/home/op' });

  it('says what q and ctrl+c do as the command table (help, README) says it', async () => {
    const { quitNow } = await import('../../src/tui/view/common.js');
    const { quit } = await import('../../src/tui/views/browse/navigation.js');
    expect(quit.description).toMatch(/while a job runs it asks/);
    expect(quitNow.description).toMatch(/while a job runs it asks \(twice within 2 s: quit at once\)/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'while a bulk job runs, q and ctrl+c ask first, and ctrl+c twice within 2 s quits at once',
    );
  });
});
