// The console's saved views: the config file's aliases (global, and the profile's, which win) checked
// against the palette's commands, `:save` writing back to the same file, and the choice of columns.
import { savedViewsView, SAVED_VIEWS } from '../../tui/views/aliases/index.js';
import { checkAliases } from '../../tui/views/aliases/grammar.js';
import { checkColumnChoice, type ColumnChoice } from '../../tui/present/column-choice.js';
import { VIEWS } from '../../tui/views/index.js';
import { createViewRegistry } from '../../tui/view/registry.js';
import type { View } from '../../tui/view/types.js';
import { addAliasToConfig } from './alias-config.js';
import type { ConfigFile } from '../config.js';

/** Every view, the saved views built from the file, the columns chosen; one message per alias or choice refused. */
export function consoleViews(
  config: ConfigFile,
  profile: string | undefined,
  path: string,
): { views: View[]; columnChoice: ColumnChoice; problems: string[] } {
  const builtIn = createViewRegistry(VIEWS).commands;
  const own = profile === undefined ? {} : (config.profiles[profile]?.aliases ?? {});
  const { aliases, problems } = checkAliases(config.aliases ?? {}, own, builtIn);
  const ownColumns = profile === undefined ? {} : (config.profiles[profile]?.columns ?? {});
  const columns = checkColumnChoice(config.columns ?? {}, ownColumns);
  const saved = savedViewsView({
    aliases,
    store: {
      ...(profile === undefined ? {} : { profile }),
      save: ({ name, text, scope }) =>
        addAliasToConfig(path, { name, text, ...(scope === 'profile' && profile ? { profile } : {}) }),
    },
  });
  return {
    views: VIEWS.map((v) => (v.id === SAVED_VIEWS ? saved : v)),
    columnChoice: columns.choice,
    problems: [...problems, ...columns.problems],
  };
}

/** What the console would refuse at start: the global aliases and columns, then each profile's own. */
export function configProblems(config: ConfigFile, path: string): string[] {
  const global = consoleViews(config, undefined, path).problems;
  const own = Object.keys(config.profiles)
    .sort()
    .flatMap((profile) =>
      consoleViews(config, profile, path)
        .problems.filter((p) => !global.includes(p))
        .map((p) => `${p} (profile ${profile})`),
    );
  return [...global, ...own];
}
