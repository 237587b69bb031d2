import { describe, expect, it } from 'vitest';
import { parseConsoleArgs, UsageError } from '../../src/cli/console-args.js';

describe('console flags: --listen', () => {
  it('defaults to the connection\'s default', () => {
    expect(parseConsoleArgs([]).listen).toEqual({ mode: 'default' });
  });

  it('--listen alone picks a free port; --listen=PORT that port; --no-listen turns it off', () => {
    expect(parseConsoleArgs(['--listen']).listen).toEqual({ mode: 'on', port: 0 });
    expect(parseConsoleArgs(['--listen=8089']).listen).toEqual({ mode: 'on', port: 8089 });
    expect(parseConsoleArgs(['--no-listen']).listen).toEqual({ mode: 'off' });
  });

  it('refuses a bad port and both flags at once', () => {
    expect(() => parseConsoleArgs(['--listen=http'])).toThrow(UsageError);
    expect(() => parseConsoleArgs(['--listen=70000'])).toThrow(/0 to 65535/);
    expect(() => parseConsoleArgs(['--listen', '--no-listen'])).toThrow(/cannot both/);
  });
});
