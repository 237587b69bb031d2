// Command sets beyond navigation, one file per area (forms, bulk, webhooks...). The table in
// ../commands.ts appends them, so the help overlay, footer and palette list them like any other.
import type { Command } from '../command-types.js';
import { accountActionCommands } from './account-actions.js';
import { bulkCommands } from './bulk.js';
import { cardActionCommands } from './card-actions.js';
import { formCommands } from './forms.js';
import { webhookCommands } from './webhooks.js';

export const commandSets: readonly Command[] = [
  ...cardActionCommands,
  ...accountActionCommands,
  ...formCommands,
  ...webhookCommands,
  ...bulkCommands,
];
