// Which terminals can take the full-screen console, and what the refusal says.
import { describe, expect, it } from 'vitest';
import { canDrawFullScreen, fullScreenRefusal } from '../../src/tui/terminal.js';

describe('a terminal without cursor addressing', () => {
  it('dumb, unknown and an unset TERM are refused; real terminal types are not', () => {
    for (const term of ['dumb', 'DUMB', ' dumb ', 'unknown', '', undefined, 'emacs'])
      expect(canDrawFullScreen(term)).toBe(false);
    for (const term of [
      'xterm-256color',
      'screen-256color',
      'tmux-256color',
      'linux',
      'vt100',
      'xterm-kitty',
    ])
      expect(canDrawFullScreen(term)).toBe(true);
  });

  it('the refusal names the terminal and every non-interactive command, and fits 80 columns', () => {
    const text = fullScreenRefusal('dumb');
    expect(text).toContain('TERM=dumb');
    for (const command of ['cards', 'audit', 'listen', 'sandbox', 'profiles'])
      expect(text).toContain(`card-console ${command} `);
    expect(text.split('\n').every((line) => line.length <= 80)).toBe(true);
    expect(fullScreenRefusal(undefined)).toContain('TERM is not set');
  });
});
