// The display zone is decided once at start: --utc, else the config file's "timeZone", else the
// process's zone (TZ, else the system's). Each step is given explicitly here: no test depends on
// the machine's own zone.
import { describe, expect, it } from 'vitest';
import { ConfigFile } from '../../src/cli/config.js';
import { processZoneName, resolveDisplayZone } from '../../src/cli/display-zone.js';

describe('the display zone', () => {
  it('--utc wins over the config file and TZ', () => {
    const env = { TZ: 'America/Los_Angeles' };
    expect(resolveDisplayZone({ utc: true, setting: 'Asia/Kolkata', env }).id).toBe('UTC');
  });

  it('the config file wins over TZ; "local" (or nothing) leaves it to TZ', () => {
    const env = { TZ: 'America/Los_Angeles' };
    expect(resolveDisplayZone({ utc: false, setting: 'Asia/Kolkata', env }).id).toBe('Asia/Kolkata');
    expect(resolveDisplayZone({ utc: false, setting: 'UTC', env }).id).toBe('UTC');
    expect(resolveDisplayZone({ utc: false, setting: 'local', env }).id).toBe('America/Los_Angeles');
    expect(resolveDisplayZone({ utc: false, env }).id).toBe('America/Los_Angeles');
  });

  it('reads TZ as libc does (a leading colon), and falls back to the runtime for one that names no zone', () => {
    expect(processZoneName({ TZ: ':Europe/Berlin' })).toBe('Europe/Berlin');
    const runtime = processZoneName({});
    expect(processZoneName({ TZ: 'not/a-zone' })).toBe(runtime);
    expect(processZoneName({ TZ: '' })).toBe(runtime);
    expect(runtime.length).toBeGreaterThan(0);
  });

  it('without TZ, takes the zone /etc/localtime links to, and asks Intl only when the link names none', () => {
    expect(processZoneName({}, () => 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(processZoneName({}, () => 'Etc/UTC')).toBe('Etc/UTC');
    expect(processZoneName({ TZ: 'Asia/Kolkata' }, () => 'Europe/Berlin')).toBe('Asia/Kolkata');
    const intl = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(processZoneName({}, () => undefined)).toBe(intl);
    expect(processZoneName({}, () => 'not/a-zone')).toBe(intl);
  });

  it('every alias of UTC is the UTC display zone, as Intl resolves it', () => {
    for (const name of ['UTC', 'Etc/UTC', 'GMT', 'Etc/GMT+0', 'Zulu', 'Etc/Universal', 'Greenwich']) {
      expect(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone).toBe('UTC');
      expect(resolveDisplayZone({ utc: false, setting: name, env: {} }).id).toBe('UTC');
    }
  });

  it('the config file takes "local", "UTC" or a zone name, and refuses anything else naming the rule', () => {
    for (const timeZone of ['local', 'UTC', 'Europe/Berlin'])
      expect(ConfigFile.safeParse({ profiles: {}, timeZone }).success).toBe(true);
    const bad = ConfigFile.safeParse({ profiles: {}, timeZone: 'PST+8' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['timeZone']);
    expect(bad.error?.issues[0]?.message).toBe(
      'must be "local", "UTC" or a time zone name such as Europe/Berlin (got "PST+8")',
    );
  });
});
