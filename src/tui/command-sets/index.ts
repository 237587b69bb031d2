// Command sets beyond navigation, one file per area (forms, bulk, webhooks...). The table in
// ../commands.ts appends them, so the help overlay, footer and palette list them like any other.
import type { Command } from '../command-types.js';

export const commandSets: readonly Command[] = [];
