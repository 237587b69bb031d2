// Running an alias, and writing the view on screen as one (`:save`): the same grammar both ways.
import type { PaneId, ViewState } from '../../../store/index.js';
import type { Command, CommandContext } from '../../view/types.js';
import { commandWord } from '../palette/match.js';
import { paneWord } from '../browse/navigation.js';
import type { Alias } from './grammar.js';

/** Shows the alias's pane with exactly its filters: what the pane had before is cleared first. */
export function runAlias(ctx: CommandContext, alias: Alias): void {
  const a = ctx.store.getState().mutators;
  const [show, ...rest] = alias.steps;
  show?.command.run(ctx);
  a.setFilter(alias.pane, '');
  if (alias.pane === 'cards')
    a.setCardQuery({ statuses: [], sortBy: 'createdAt', sortType: 'desc', from: undefined, to: undefined });
  if (alias.pane === 'operations')
    a.setOperationQuery({ types: [], statuses: [], from: undefined, to: undefined });
  for (const step of rest) {
    // The filter text is set as typed; the filter command opens the input, which an alias does not want.
    if (step.command.id === 'filter') a.setFilter(alias.pane, step.argument ?? '');
    else step.command.run(ctx, step.argument);
  }
}

const listed = (values: readonly string[]) => values.join(',');

function filterSteps(view: ViewState, pane: PaneId): string[] {
  if (pane === 'cards') {
    const q = view.cardQuery;
    return [
      ...(q.statuses.length > 0 ? [`:status ${listed(q.statuses)}`] : []),
      ...(q.sortBy === 'createdAt' && q.sortType === 'desc' ? [] : [`:sort ${q.sortBy} ${q.sortType}`]),
      ...(q.from ? [`:from ${q.from}`] : []),
      ...(q.to ? [`:to ${q.to}`] : []),
    ];
  }
  if (pane === 'operations') {
    const q = view.operationQuery;
    return [
      ...(q.statuses.length > 0 ? [`:status ${listed(q.statuses)}`] : []),
      ...(q.types.length > 0 ? [`:type ${listed(q.types)}`] : []),
      ...(q.from ? [`:from ${q.from}`] : []),
      ...(q.to ? [`:to ${q.to}`] : []),
    ];
  }
  return [];
}

/** The cards pane's wallet as a step (`:wallet Main USD`), or why its name cannot be one. */
function walletStep(pane: PaneId, walletName: string | undefined): string[] | { error: string } {
  if (pane !== 'cards' || walletName === undefined) return [];
  // Read back, the alias is cut at whitespace and at words starting with ":": the name must survive that.
  const control = [...walletName].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (control) return { error: "the wallet's name has a control character, which an alias cannot hold" };
  if (walletName.split(/\s+/).some((word) => word.startsWith(':')))
    return {
      error: `the wallet's name has a word starting with ":", which an alias would read as a command`,
    };
  return [`:wallet ${walletName.trim().split(/\s+/).join(' ')}`];
}

/**
 * The focused pane, its filters, sort and filter text as alias text (the cards pane with its wallet,
 * `walletName`), or why it cannot be one (a word starting with ":" would read as a command).
 */
export function aliasTextOf(
  view: ViewState,
  commands: readonly Command[],
  walletName?: string,
): { text: string } | { error: string } {
  const pane = view.focus;
  const show = commands.find((c) => c.id === `pane.${pane}`);
  const word = show && commandWord(show);
  if (!word) return { error: `no palette command shows the ${paneWord(pane)} pane` };
  const wallet = walletStep(pane, walletName);
  if ('error' in wallet) return wallet;
  const filterText = view.filter[pane].trim();
  if (filterText.split(/\s+/).some((word) => word.startsWith(':')))
    return { error: 'the filter text has a word starting with ":", which an alias would read as a command' };
  // A full card number typed into the filter must not land in a file: 12 or more digits in a row are refused.
  if (/\d{12,}/.test(filterText.replace(/[\s-]/g, '')))
    return { error: 'the filter text looks like a card number, which is never written to the config file' };
  const steps = [...filterSteps(view, pane), ...wallet, ...(filterText ? [`:filter ${filterText}`] : [])];
  const text = [word, ...steps].join(' ');
  return { text };
}
