import { describe, expect, it } from 'vitest';
import { computeLayout, visiblePanes } from '../../src/tui/layout.js';
import { createTheme } from '../../src/tui/theme.js';

describe('layout and theme', () => {
  it('stacks one pane at 80x24 and shows four areas at 200x60', () => {
    expect(visiblePanes(computeLayout(80, 24, 'cards'))).toEqual(['cards']);
    expect(visiblePanes(computeLayout(200, 60, 'cards'))).toEqual(['accounts', 'cards', 'operations']);
    expect(visiblePanes(computeLayout(200, 60, 'cardholders'))).toEqual(['accounts', 'cards', 'cardholders']);
  });

  it('honours NO_COLOR and FORCE_COLOR', () => {
    expect(createTheme({ NO_COLOR: '1' }).color).toBe(false);
    expect(createTheme({ NO_COLOR: '' }).color).toBe(true);
    expect(createTheme({ NO_COLOR: '1', FORCE_COLOR: '1' }).color).toBe(true);
    expect(createTheme({ FORCE_COLOR: '0' }).color).toBe(false);
  });
});
