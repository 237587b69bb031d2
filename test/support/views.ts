// The console's registry of views, as App builds it: the command table help, the footer and the
// keymap read.
import { createViewRegistry, VIEWS } from '../../src/tui/index.js';
import type { ViewRegistry } from '../../src/tui/view/types.js';

export function consoleViews(): ViewRegistry {
  return createViewRegistry(VIEWS);
}
