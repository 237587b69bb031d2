import { describe, expect, it } from 'vitest';
import {
  checkAlias,
  checkAliases,
  mergeAliases,
  splitSteps,
} from '../../../../src/tui/views/aliases/grammar.js';
import { consoleViews } from '../../../support/views.js';

const commands = consoleViews().commands;
const check = (name: string, text: unknown, names: readonly string[] = []) =>
  checkAlias(name, text, 'global', commands, new Set(names));
const error = (name: string, text: unknown, names: readonly string[] = []) => {
  const checked = check(name, text, names);
  return checked.ok ? undefined : checked.error;
};

describe('alias grammar', () => {
  it('cuts the text into palette lines at each word starting with ":"', () => {
    expect(splitSteps('cards :status frozen,active :sort name desc :filter main usd')).toEqual([
      'cards',
      'status frozen,active',
      'sort name desc',
      'filter main usd',
    ]);
    expect(splitSteps(':ops  :type purchase')).toEqual(['ops', 'type purchase']);
  });

  it('accepts a pane with its filters, sort and filter text, each step a palette command', () => {
    const checked = check('frozen-main', 'cards :status frozen :sort name desc :filter Main USD');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.alias.pane).toBe('cards');
    expect(checked.alias.steps.map((s) => [s.command.id, s.argument])).toEqual([
      ['pane.cards', undefined],
      ['filter.status', 'frozen'],
      ['sort', 'name desc'],
      ['filter', 'Main USD'],
    ]);
    expect(check('failed-ops', ':ops :status declined :from 2026-01-01 :to 2026-01-31').ok).toBe(true);
  });

  it("reads the issue's own example: :wallet takes a name with spaces as one argument", () => {
    const checked = check('frozen-main', 'cards :status frozen :wallet Main USD');
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.alias.steps.map((s) => [s.command.id, s.argument])).toEqual([
      ['pane.cards', undefined],
      ['filter.status', 'frozen'],
      ['filter.wallet', 'Main USD'],
    ]);
    expect(check('main-ops', 'ops :wallet Main USD :status declined').ok).toBe(true);
    expect(error('x', 'cards :wallet')).toBe(
      'alias "x": :wallet: needs the wallet\'s name (:wallet Main USD)',
    );
  });

  it('refuses a bad name, or one a built-in command has', () => {
    expect(error('Frozen', 'cards')).toMatch(/alias "Frozen": a name is lower-case letters/);
    expect(error('9lives', 'cards')).toMatch(/a name is lower-case/);
    expect(error('cards', 'cards')).toBe('alias "cards": :cards is a built-in command');
    expect(error('save', 'cards')).toBe('alias "save": :save is a built-in command');
  });

  it('refuses an empty alias or one that is not a string', () => {
    expect(error('x', '  ')).toMatch(/alias "x": must be a non-empty string/);
    expect(error('x', 42)).toMatch(/alias "x": must be a non-empty string/);
  });

  it('refuses an unknown command, and one that is not a view', () => {
    expect(error('x', 'cards :stauts frozen')).toBe('alias "x": :stauts is not a palette command');
    expect(error('x', 'cards :suspend')).toMatch(/alias "x": :suspend cannot be in an alias/);
  });

  it('starts with a pane, and names only one', () => {
    expect(error('x', ':status frozen')).toMatch(/alias "x": it must start with a pane/);
    expect(error('x', 'cards :ops')).toMatch(/only its first step names a pane/);
    expect(error('x', 'cards now')).toMatch(/:cards takes no argument/);
  });

  it('refuses a filter of another pane and a bad filter value, naming the known ones', () => {
    expect(error('x', 'wallets :status frozen')).toMatch(/:status does not apply to the wallets pane/);
    expect(error('x', 'cards :status chilly')).toMatch(
      /alias "x": :status: unknown card status chilly \(known: .*frozen/,
    );
    expect(error('x', 'ops :type teleport')).toMatch(/unknown operation type teleport/);
    expect(error('x', 'ops :from yesterday')).toMatch(
      /from: not a time: yesterday \(use YYYY-MM-DD, YYYY-MM-DDTHH:MM/,
    );
    expect(error('x', 'cards :sort colour')).toMatch(/sort takes createdAt\|name\|status/);
    expect(error('x', 'cards :filter')).toMatch(/:filter needs the text/);
  });

  it('forbids an alias running another alias (so no cycle can exist)', () => {
    expect(error('a', 'cards :b', ['a', 'b'])).toBe(
      'alias "a": :b is an alias; an alias cannot run another alias',
    );
    expect(error('a', 'cards :a', ['a'])).toMatch(/cannot run another alias/);
  });
});

describe('global and profile aliases', () => {
  it("lets the profile's alias win over a global one of the same name", () => {
    const merged = mergeAliases({ mine: 'cards', all: 'accounts' }, { mine: 'ops' });
    expect(merged).toEqual([
      { name: 'mine', text: 'ops', scope: 'profile' },
      { name: 'all', text: 'accounts', scope: 'global' },
    ]);
  });

  it('keeps the good aliases and names each bad one', () => {
    const { aliases, problems } = checkAliases(
      { good: 'cards :status frozen', bad: 'cards :status chilly' },
      { other: 'holders', loop: 'cards :good' },
      commands,
    );
    expect(aliases.map((a) => [a.name, a.scope])).toEqual([
      ['good', 'global'],
      ['other', 'profile'],
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^alias "bad": /);
    expect(problems[1]).toMatch(/^alias "loop": /);
  });
});
