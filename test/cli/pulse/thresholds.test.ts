import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/cli/config.js';
import { thresholdsOf } from '../../../src/cli/pulse/thresholds.js';
import { displayAmount } from '../../../src/domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS } from '../../../src/domain/pulse/index.js';

function configWith(pulse: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'pulse-config-')), 'config.json');
  const profile = { baseUrl: 'https://cards.example.com', orgId: 'org', pulse };
  writeFileSync(path, JSON.stringify({ profiles: { prod: profile } }), { mode: 0o600 });
  return path;
}

const loadError = (pulse: unknown): string => {
  try {
    loadConfig(configWith(pulse));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the config loaded');
};

describe('pulse thresholds in the config file', () => {
  it('a profile without them has the defaults', () => {
    const { config } = loadConfig(configWith(undefined));
    expect(thresholdsOf(config.profiles.prod?.pulse)).toEqual(DEFAULT_PULSE_THRESHOLDS);
  });

  it('what a profile sets replaces the default, the rest stay', () => {
    const { config } = loadConfig(
      configWith({ declineRate: 0.05, stuckCreatingMinutes: 30, walletLowAvailable: '2500.50' }),
    );
    const t = thresholdsOf(config.profiles.prod?.pulse);
    expect(t.declineRate).toBe(0.05);
    expect(t.stuckCreatingMinutes).toBe(30);
    expect(displayAmount(t.walletLowAvailable)).toBe('2,500.50');
    expect(t.stuckOperationHours).toBe(DEFAULT_PULSE_THRESHOLDS.stuckOperationHours);
  });

  it('a bad value names the field and the rule', () => {
    expect(loadError({ declineRate: 1.5 })).toMatch(
      /profiles\.prod\.pulse\.declineRate: must be a rate from 0 to 1.*got 1\.5/,
    );
    expect(loadError({ declineRate: '0.2' })).toMatch(/pulse\.declineRate: must be a rate from 0 to 1/);
    expect(loadError({ stuckCreating: -1 })).toMatch(
      /pulse\.stuckCreating: must be a whole number, 0 or more/,
    );
    expect(loadError({ stuckCreatingMinutes: 2.5 })).toMatch(
      /pulse\.stuckCreatingMinutes: must be a whole number, 1 or more/,
    );
    expect(loadError({ declineChange: 0.5 })).toMatch(/pulse\.declineChange: must be a factor of 1 or more/);
    expect(loadError({ stuckOperationHours: 0 })).toMatch(
      /pulse\.stuckOperationHours: must be a number above 0/,
    );
    expect(loadError({ walletLowAvailable: 100 })).toMatch(
      /pulse\.walletLowAvailable: must be an amount as a decimal string/,
    );
    expect(loadError({ walletLowAvailable: '-5.00' })).toMatch(
      /pulse\.walletLowAvailable: must be an amount/,
    );
  });

  it('an unknown threshold is named, with the known ones', () => {
    expect(loadError({ declineRat: 0.1 })).toMatch(
      /pulse: unknown threshold "declineRat" \(known: .*declineRate/,
    );
    expect(loadError([1])).toMatch(/pulse: must be an object of thresholds/);
  });
});
