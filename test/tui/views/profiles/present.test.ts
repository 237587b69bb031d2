import { describe, expect, it } from 'vitest';
import { profileRow, switchRefusal } from '../../../../src/tui/views/profiles/present.js';
import type { ProfileChoice } from '../../../../src/tui/views/profiles/switcher.js';

const prod: ProfileChoice = {
  name: 'prod',
  host: 'api.cards.example.com',
  org: 'org-1',
  readOnly: true,
  production: true,
  missing: ['apiToken (accounts, cardholders)'],
};

describe('the profile chooser rows', () => {
  it('says host, org, production, read-only and which credentials are missing', () => {
    expect(profileRow(prod, 'stage')).toBe(
      'prod  api.cards.example.com  org org-1  looks like production  read-only  credentials missing: apiToken (accounts, cardholders)',
    );
    expect(profileRow({ ...prod, missing: [], readOnly: false, production: false }, 'prod')).toBe(
      'prod  api.cards.example.com  org org-1  (shown)',
    );
  });

  it('never lets a control character of a name reach the terminal', () => {
    expect(profileRow({ ...prod, name: 'p\u001b[2Jx' }, 'stage')).not.toContain('\u001b');
  });

  it('refuses the profile shown and one without usable credentials, saying why', () => {
    expect(switchRefusal(prod, 'prod')).toBe('prod is the profile shown');
    expect(switchRefusal({ ...prod, refusal: 'no usable credentials (missing: apiKey)' }, 'stage')).toBe(
      'no usable credentials (missing: apiKey)',
    );
    expect(switchRefusal(prod, 'stage')).toBeUndefined();
    expect(switchRefusal(undefined, 'stage')).toBe('no profile under the cursor');
  });
});
