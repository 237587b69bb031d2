// The console's saved views: the config file's aliases (global, and the profile's, which win) checked
// against the palette's commands, and `:save` writing back to the same file.
import { savedViewsView, SAVED_VIEWS } from '../tui/views/aliases/index.js';
import { checkAliases } from '../tui/views/aliases/grammar.js';
import { VIEWS } from '../tui/views/index.js';
import { createViewRegistry } from '../tui/view/registry.js';
import type { View } from '../tui/view/types.js';
import { addAliasToConfig } from './alias-config.js';
import type { ConfigFile } from './config.js';

/** Every view, the saved views built from the file; and one message per alias refused. */
export function consoleViews(
  config: ConfigFile,
  profile: string | undefined,
  path: string,
): { views: View[]; problems: string[] } {
  const builtIn = createViewRegistry(VIEWS).commands;
  const own = profile === undefined ? {} : (config.profiles[profile]?.aliases ?? {});
  const { aliases, problems } = checkAliases(config.aliases ?? {}, own, builtIn);
  const saved = savedViewsView({
    aliases,
    store: {
      ...(profile === undefined ? {} : { profile }),
      save: ({ name, text, scope }) =>
        addAliasToConfig(path, { name, text, ...(scope === 'profile' && profile ? { profile } : {}) }),
    },
  });
  return { views: VIEWS.map((v) => (v.id === SAVED_VIEWS ? saved : v)), problems };
}
