// Which columns a list shows, and in which order, as the config file's `"columns"` chooses (global,
// or a profile's, which wins per table). A chosen list drops from its right when the width is short;
// an amount is still never cut (`fitColumns` widens a money column to its widest amount).
import type { Column } from './columns.js';
import {
  accountTable,
  cardholderTable,
  cardOperationTable,
  cardTable,
  walletOperationTable,
} from './rows.js';

/** The tables a choice may name: the panes, operations as card and wallet operations. */
export const TABLES = {
  accounts: accountTable.columns,
  cards: cardTable.columns,
  cardOperations: cardOperationTable.columns,
  walletOperations: walletOperationTable.columns,
  cardholders: cardholderTable.columns,
} as const;
export type TableName = keyof typeof TABLES;

/** Column keys per table, as checked: each list known, non-empty and without repeats. */
export type ColumnChoice = Readonly<Partial<Record<TableName, readonly string[]>>>;

const isTable = (name: string): name is TableName => Object.hasOwn(TABLES, name);

function problemOf(table: TableName, keys: unknown): string | undefined {
  const valid = TABLES[table].map((c) => c.key);
  const where = `columns.${table}`;
  if (!Array.isArray(keys) || keys.length === 0 || keys.some((k) => typeof k !== 'string'))
    return `${where}: must be a non-empty list of column names (valid: ${valid.join(', ')})`;
  const unknown = keys.filter((k: string) => !valid.includes(k));
  if (unknown.length > 0)
    return `${where}: unknown column ${unknown.map((k) => `"${String(k)}"`).join(', ')} (valid: ${valid.join(', ')})`;
  const repeated = keys.filter((k: string, i) => keys.indexOf(k) !== i);
  if (repeated.length > 0) return `${where}: "${String(repeated[0])}" is listed twice`;
  return undefined;
}

/**
 * The config's choices checked (a profile's choice for a table wins over the global one); a bad one
 * is left out and named with the valid columns, the others apply.
 */
export function checkColumnChoice(
  global: Readonly<Record<string, unknown>>,
  profile: Readonly<Record<string, unknown>>,
): { choice: ColumnChoice; problems: string[] } {
  const choice: Partial<Record<TableName, readonly string[]>> = {};
  const problems: string[] = [];
  for (const [table, keys] of Object.entries({ ...global, ...profile })) {
    if (!isTable(table)) {
      problems.push(`columns.${table}: not a table (tables: ${Object.keys(TABLES).join(', ')})`);
      continue;
    }
    const problem = problemOf(table, keys);
    if (problem) problems.push(problem);
    else choice[table] = keys as string[];
  }
  return { choice, problems };
}

/**
 * A table's columns as chosen: in the chosen order, and the rightmost dropped first when they do not
 * fit (its drop order is its place). No choice: the table's own columns.
 */
export function chosenColumns(
  columns: readonly Column[],
  choice: ColumnChoice | undefined,
): readonly Column[] {
  const table = (Object.keys(TABLES) as TableName[]).find((name) => TABLES[name] === columns);
  const keys = table === undefined ? undefined : choice?.[table];
  if (!keys) return columns;
  return keys.flatMap((key, place) => {
    const column = columns.find((c) => c.key === key);
    return column ? [{ ...column, drop: place }] : [];
  });
}
