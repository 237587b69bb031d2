// The help view (`?`): every key and command, generated from the command table, scrolled.
import { scrolledView } from '../../view/scrolled.js';
import { titleLine, tinted } from '../../view/lines.js';
import { openSlot, scrollIn, slotOf } from '../../view/registry.js';
import type { Command, Page, View, ViewEnv } from '../../view/types.js';
import { helpLines } from './present.js';

export type HelpSlot = { readonly kind: 'help'; readonly scroll: number };

function helpPage(env: ViewEnv, width: number): Page | undefined {
  const slot = slotOf<HelpSlot>(env.state, 'help');
  if (!slot) return undefined;
  const { theme } = env;
  const lines = helpLines(env.state, width, env.views).map((l) =>
    l.kind === 'heading'
      ? tinted(l.text, theme.accent, { bold: true })
      : tinted(l.text, l.disabled ? theme.muted : undefined),
  );
  const { keyOf } = env.views;
  return {
    title: titleLine('Keys and commands', theme),
    lines,
    position: scrollIn(slot),
    where: (first, last, total) =>
      tinted(
        last < total
          ? `lines ${first}-${last} of ${total}, ${keyOf('page.down')} for more`
          : first > 1
            ? `lines ${first}-${last} of ${total}, the end (${keyOf('cursor.top')} for the start)`
            : `all ${total} lines`,
        theme.muted,
      ),
  };
}

const open: Command = {
  id: 'help',
  keys: ['?'],
  palette: 'help',
  group: 'Navigation',
  hint: 'help',
  lead: true,
  description: 'Show or hide this help',
  run: (ctx) => openSlot<HelpSlot>(ctx.store, { kind: 'help', scroll: 0 }),
};

export const helpView: View = scrolledView({
  id: 'help',
  page: helpPage,
  open,
  close: { id: 'help.close', keys: ['?', 'esc', 'q'], description: 'Close the help' },
});
