// Saved views: each alias of the config file is a palette command (`:frozen-main`), listed by `?`
// and offered by the palette's completion from the same data; `:save NAME` writes the view on screen
// as one, usable at once. The console gives the aliases it checked at start and how to write the file.
import { safe } from '../../text.js';
import type { Command, CommandContext, View } from '../../view/types.js';
import { checkAlias, type Alias, type AliasScope } from './grammar.js';
import { aliasTextOf, runAlias } from './run.js';

export const SAVED_VIEWS = 'aliases';

/** What `:save` needs: where it writes and for which profile (none: only global aliases). */
export interface AliasStore {
  readonly profile?: string;
  /** Writes the alias into the config file; throws with a message saying why it could not. */
  readonly save: (alias: { name: string; text: string; scope: AliasScope }) => void;
}

export interface SavedViewsSetup {
  readonly aliases: readonly Alias[];
  readonly store?: AliasStore;
}

const scopeLabel = (alias: Alias) => (alias.scope === 'global' ? 'global' : 'profile');

function aliasCommand(alias: Alias): Command {
  return {
    id: `alias.${alias.name}`,
    keys: [],
    group: 'Saved views',
    palette: alias.name,
    description: `${alias.text} (${scopeLabel(alias)})`,
    run: (ctx) => runAlias(ctx, alias),
  };
}

/** `mine` or `mine --global`: the name and where it goes. */
export function parseSaveArgument(
  argument: string | undefined,
  store: AliasStore,
): { name: string; scope: AliasScope } | { error: string } {
  const words = (argument ?? '').split(/\s+/).filter(Boolean);
  const global = words.includes('--global');
  const rest = words.filter((w) => w !== '--global');
  if (rest.length !== 1) return { error: 'usage: :save NAME [--global]' };
  const scope: AliasScope = global || store.profile === undefined ? 'global' : 'profile';
  return { name: rest[0] ?? '', scope };
}

/** The aliases this console runs: those checked at start, then each one `:save` wrote. */
interface AliasBook {
  readonly aliases: () => readonly Alias[];
  readonly add: (alias: Alias) => void;
}

function save(
  ctx: CommandContext,
  setup: SavedViewsSetup,
  book: AliasBook,
  argument: string | undefined,
): void {
  const notify = (level: 'info' | 'warn', text: string) =>
    ctx.store.getState().mutators.notify(level, text, ctx.now());
  const store = setup.store;
  if (!store) return notify('warn', 'save: this console has no config file to save to');
  const asked = parseSaveArgument(argument, store);
  if ('error' in asked) return notify('warn', `save: ${asked.error}`);
  if (book.aliases().some((a) => a.name === asked.name))
    return notify(
      'warn',
      `save: an alias named "${safe(asked.name)}" exists; remove it from the config file first`,
    );
  const state = ctx.store.getState();
  const wallet = state.entities.accounts.get(state.view.selectedAccountId ?? '')?.name;
  const view = aliasTextOf(state.view, ctx.views.commands, wallet);
  if ('error' in view) return notify('warn', `save: ${view.error}`);
  const names = new Set(book.aliases().map((a) => a.name));
  const checked = checkAlias(asked.name, view.text, asked.scope, ctx.views.commands, names);
  if (!checked.ok) return notify('warn', `save: ${safe(checked.error)}`);
  try {
    store.save({ name: asked.name, text: view.text, scope: asked.scope });
  } catch (error) {
    return notify('warn', `save: ${safe((error as Error).message)}`);
  }
  // Only what the file now holds joins the palette and help: a refused write above adds nothing.
  book.add(checked.alias);
  const where = asked.scope === 'global' ? 'global' : `profile ${store.profile ?? ''}`;
  notify('info', `saved :${asked.name} (${where}): ${safe(view.text)}; run it now with :${asked.name}`);
}

/** The saved-views view: no screen of its own, only the commands the panes take. */
export function savedViewsView(setup: SavedViewsSetup = { aliases: [] }): View {
  let aliases: readonly Alias[] = setup.aliases;
  let revision = 0;
  const book: AliasBook = {
    aliases: () => aliases,
    add: (alias) => {
      aliases = [...aliases, alias];
      openers = [saveCommand, ...aliases.map(aliasCommand)];
      revision += 1;
    },
  };
  const saveCommand: Command = {
    id: 'alias.save',
    keys: [],
    group: 'Saved views',
    palette: 'save',
    argument: '<name> [--global]',
    description:
      'Save the pane, its filters, sort and filter text as an alias (per profile; --global for all)',
    run: (ctx, argument) => save(ctx, setup, book, argument),
  };
  let openers: readonly Command[] = [saveCommand, ...aliases.map(aliasCommand)];
  return {
    id: SAVED_VIEWS,
    commands: [],
    get openers() {
      return openers;
    },
    revision: () => revision,
  };
}
