// A pane's row source: the column fit asks for the cells of every row in view on each store update,
// so the cells are made once per entity object (entities keep their identity until a read changes them).
import { describe, expect, it } from 'vitest';
import { displayZone } from '../../../../src/domain/index.js';
import type { TableSpec } from '../../../../src/tui/present/rows.js';
import { createTheme } from '../../../../src/tui/theme.js';
import { rowSource } from '../../../../src/tui/views/panes/Table.js';

interface Thing {
  readonly id: string;
  readonly name: string;
}

function counted() {
  let made = 0;
  const spec: TableSpec<Thing> = {
    columns: [{ key: 'name', title: 'NAME', min: 4, weight: 1 }],
    cells: (thing, _theme, zone) => {
      made += 1;
      return { name: { text: `${thing.name} ${zone.id}` } };
    },
  };
  return { spec, made: () => made };
}

const theme = createTheme({ NO_COLOR: '1' });
const utc = displayZone('UTC');

describe('rowSource', () => {
  it('makes the cells of one entity object once, and again for a changed entity, theme or zone', () => {
    const { spec, made } = counted();
    const source = rowSource<Thing>(spec, () => undefined);
    const thing = { id: 'a', name: 'Ann' };
    const first = source.cells(thing, theme, utc);
    expect(source.cells(thing, theme, utc)).toBe(first);
    expect(made()).toBe(1);
    // A read that changed the row is a new object: its cells are made anew.
    expect(source.cells({ ...thing, name: 'Bob' }, theme, utc).name?.text).toBe('Bob UTC');
    expect(made()).toBe(2);
    const berlin = displayZone('Europe/Berlin');
    expect(source.cells(thing, theme, berlin).name?.text).toBe(`Ann ${berlin.id}`);
    expect(source.cells(thing, createTheme({}), berlin)).not.toBe(first);
    expect(made()).toBe(4);
  });
});
