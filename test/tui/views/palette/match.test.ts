import { describe, expect, it } from 'vitest';
import {
  commandWord,
  fuzzyScore,
  matchCommands,
  parsePalette,
} from '../../../../src/tui/views/palette/match.js';
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

describe('every command an operator can reach', () => {
  const all = views.commands.filter((c) => !c.internal);

  it('has a key or a palette word, and a palette word is a plain word, not an id', () => {
    expect(all.filter((c) => c.keys.length === 0 && commandWord(c) === undefined).map((c) => c.id)).toEqual(
      [],
    );
    const words = all.flatMap((c) => commandWord(c) ?? []);
    expect(words.filter((w) => !/^[a-z][a-z0-9-]*$/.test(w))).toEqual([]);
    expect(words.length).toBeGreaterThan(30);
  });
});
