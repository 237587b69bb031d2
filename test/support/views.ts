// The console's registry of views, as App builds it: the command table help, the footer and the
// keymap read.
import { createViewRegistry, VIEWS } from '../../src/tui/index.js';
import type { Command, ViewRegistry } from '../../src/tui/view/types.js';

export function consoleViews(): ViewRegistry {
  return createViewRegistry(VIEWS);
}

/** The console's registry with the keys of some commands changed (by id): text naming a key must follow. */
export function rekeyedViews(keys: Readonly<Record<string, string>>): ViewRegistry {
  const rekey = (c: Command): Command => {
    const key = keys[c.id];
    return key === undefined ? c : { ...c, keys: [key] };
  };
  return createViewRegistry(
    VIEWS.map((v) => ({ ...v, commands: v.commands.map(rekey), openers: v.openers?.map(rekey) })),
  );
}
