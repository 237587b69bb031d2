// The main --help: every console flag, the environment variables and the files, nothing left as a
// template placeholder.
import { describe, expect, it } from 'vitest';
import { mainHelp } from '../../src/cli/help.js';

describe('card-console --help', () => {
  const text = mainHelp({ XDG_CONFIG_HOME: '/cfg', XDG_DATA_HOME: '/data', XDG_STATE_HOME: '/state', HOME: '/home/op' });

  it('lists the commands, every console flag and every environment variable', () => {
    for (const word of ['sandbox', 'listen', 'cards', 'audit', 'profiles', '--base-url', '--org', '--api-key', '--api-token', '--jwt',
      '--profile', '--read-only', '--insecure', '--poll-interval', '--listen', '--no-listen', '--concurrency',
      'CARD_CONSOLE_BASE_URL', 'CARD_CONSOLE_ORG_ID', 'CARD_CONSOLE_API_KEY', 'CARD_CONSOLE_API_TOKEN', 'CARD_CONSOLE_JWT',
      'CARD_CONSOLE_WEBHOOK_SECRET', 'NO_COLOR']) {
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
