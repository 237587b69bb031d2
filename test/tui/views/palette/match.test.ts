import { describe, expect, it } from 'vitest';
import { fuzzyScore, matchCommands, parsePalette } from '../../../../src/tui/views/palette/match.js';
import { consoleViews } from '../../../support/views.js';

const views = consoleViews();

describe('the palette', () => {
  it('ranks fuzzy matches and parses arguments', () => {
    expect(fuzzyScore('crd', 'cards')).toBeGreaterThan(0);
    expect(fuzzyScore('xyz', 'cards')).toBe(-1);
    expect(matchCommands(views.commands, 'cards')[0]?.command.id).toBe('pane.cards');
    expect(parsePalette(views.commands, 'card 4242')).toMatchObject({
      command: { id: 'card.jump' },
      argument: '4242',
    });
    expect(parsePalette(views.commands, 'holders')?.command.id).toBe('pane.cardholders');
  });
});
