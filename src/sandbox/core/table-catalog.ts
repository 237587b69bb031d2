// The one home of what the database itself says about its tables, on either engine: which tables and columns
// exist, what names one row (SQLite's rowid; on PostgreSQL a table's one integer primary key), a table's
// indexes, and the identity counters an insert with explicit ids must move on. SQLite answers from
// sqlite_master and pragma_table_info, PostgreSQL from pg_catalog. Features (snapshots, merchants on demand,
// the bulk load, the schema's own upgrades) ask here and never read an engine's catalog themselves.
import type Database from 'better-sqlite3';
import { isPostgres } from './pg-database.js';

export interface CatalogColumn {
  name: string;
  /** The declared type, as the engine spells it (SQLite: `INTEGER`; PostgreSQL: `bigint`). */
  type: string;
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  /**
   * How a row of the table is named in SQL, when one integer names it: SQLite's `rowid` (absent for a
   * WITHOUT ROWID table), PostgreSQL's single integer primary key column (absent when the key is another type
   * or several columns: such a table has no row id).
   */
  rowKey: string | undefined;
  /** True when `rowKey` is one of `columns` (SQLite's INTEGER PRIMARY KEY; always on PostgreSQL). */
  rowKeyIsColumn: boolean;
}

/** Quotes an identifier read from the schema. */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const byName = (a: { name: string }, b: { name: string }): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

interface ColumnRow {
  tbl: string;
  name: string;
  type: string;
  /** SQLite: the column's place in the primary key (0: none); PostgreSQL: 1 when in it. */
  pk: bigint | number;
  /** The number of the table's primary key columns (PostgreSQL only). */
  keys?: bigint | number;
  /** The table's CREATE statement (SQLite only). */
  sql?: string;
}

const SQLITE_COLUMNS = `SELECT m.name AS tbl, m.sql AS sql, p.name AS name, p.type AS type, p.pk AS pk
  FROM sqlite_master AS m CROSS JOIN pragma_table_info(m.name) AS p
  WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY m.name, p.cid`;

/** Every ordinary table of the current schema with its columns, its primary key's size and membership. */
const POSTGRES_COLUMNS = `SELECT c.relname AS tbl, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
    COALESCE(a.attnum = ANY (i.indkey::int2[]), false) AS pk, COALESCE(i.indnkeyatts, 0) AS keys
  FROM pg_class AS c
  JOIN pg_attribute AS a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  LEFT JOIN pg_index AS i ON i.indrelid = c.oid AND i.indisprimary
  WHERE c.relkind IN ('r', 'p') AND c.relnamespace = current_schema()::regnamespace
  ORDER BY c.relname, a.attnum`;

const INTEGER_TYPES = /^(bigint|integer|smallint)$/;

function group(rows: ColumnRow[]): Map<string, ColumnRow[]> {
  const tables = new Map<string, ColumnRow[]>();
  for (const row of rows) {
    const columns = tables.get(row.tbl);
    if (columns) columns.push(row);
    else tables.set(row.tbl, [row]);
  }
  return tables;
}

function sqliteTable(name: string, rows: ColumnRow[]): CatalogTable {
  const keys = rows.filter((r) => Number(r.pk) > 0);
  const withoutRowid = /WITHOUT\s+ROWID/i.test(rows[0]?.sql ?? '');
  return {
    name,
    columns: rows.map((r) => ({ name: r.name, type: r.type })),
    rowKey: withoutRowid ? undefined : 'rowid',
    rowKeyIsColumn: !withoutRowid && keys.length === 1 && keys[0]!.type.toUpperCase() === 'INTEGER',
  };
}

function postgresTable(name: string, rows: ColumnRow[]): CatalogTable {
  const keys = rows.filter((r) => Number(r.pk) === 1);
  const key = Number(rows[0]?.keys ?? 0) === 1 && keys.length === 1 ? keys[0]! : undefined;
  const rowKey = key && INTEGER_TYPES.test(key.type) ? ident(key.name) : undefined;
  return {
    name,
    columns: rows.map((r) => ({ name: r.name, type: r.type })),
    rowKey,
    rowKeyIsColumn: rowKey !== undefined,
  };
}

/** The user tables of the database (the engine's own aside), each with its columns in order, by name. */
export function userTables(db: Database.Database): CatalogTable[] {
  const postgres = isPostgres(db);
  const rows = db.prepare(postgres ? POSTGRES_COLUMNS : SQLITE_COLUMNS).all() as ColumnRow[];
  return [...group(rows)]
    .map(([name, columns]) => (postgres ? postgresTable(name, columns) : sqliteTable(name, columns)))
    .sort(byName);
}

/** One table's columns in order (none when it does not exist). */
export function tableColumns(db: Database.Database, table: string): CatalogColumn[] {
  if (!isPostgres(db))
    return db.prepare('SELECT name, type FROM pragma_table_info(?)').all(table) as CatalogColumn[];
  return db
    .prepare(
      `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
       WHERE attrelid = to_regclass(?::text) AND attnum > 0 AND NOT attisdropped ORDER BY attnum`,
    )
    .all(ident(table)) as CatalogColumn[];
}

/**
 * The text a table was defined with, to recognise an older definition: SQLite's CREATE statement; on
 * PostgreSQL its constraints (CHECK, keys) as the server prints them. Undefined when there is no such table.
 */
export function tableDefinition(db: Database.Database, table: string): string | undefined {
  if (!isPostgres(db)) {
    const row = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) as
      { sql: string } | undefined;
    return row?.sql;
  }
  const exists = db.prepare('SELECT to_regclass(?::text) IS NOT NULL AS found').get(ident(table)) as {
    found: bigint | number;
  };
  if (Number(exists.found) === 0) return undefined;
  const rows = db
    .prepare(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = to_regclass(?::text) ORDER BY conname`,
    )
    .all(ident(table)) as Array<{ def: string }>;
  return rows.map((r) => r.def).join(';\n');
}

/** The named secondary indexes of `tables` (those a CREATE INDEX made: not a primary key's or a constraint's). */
export function createdIndexes(db: Database.Database, tables: readonly string[]): string[] {
  const sql = isPostgres(db)
    ? `SELECT i.relname AS name FROM pg_index AS x JOIN pg_class AS i ON i.oid = x.indexrelid
         JOIN pg_class AS t ON t.oid = x.indrelid
       WHERE t.relname IN (SELECT value FROM json_each(?)) AND t.relnamespace = current_schema()::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_constraint AS k WHERE k.conindid = x.indexrelid)
       ORDER BY i.relname`
    : `SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND tbl_name IN (SELECT value FROM json_each(?)) ORDER BY name`;
  return (db.prepare(sql).all(JSON.stringify(tables)) as Array<{ name: string }>).map((r) => r.name);
}

/** PostgreSQL: the triggers of these names that exist, each with its table (a trigger is dropped from its table). */
export function triggersNamed(
  db: Database.Database,
  names: readonly string[],
): { name: string; table: string }[] {
  return db
    .prepare(
      `SELECT g.tgname AS name, t.relname AS "table" FROM pg_trigger AS g JOIN pg_class AS t ON t.oid = g.tgrelid
       WHERE NOT g.tgisinternal AND t.relnamespace = current_schema()::regnamespace
         AND g.tgname IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(names)) as { name: string; table: string }[];
}

/** PostgreSQL: the foreign keys of these tables, each with its definition (to add it back as it was). */
export function foreignKeysOf(
  db: Database.Database,
  tables: readonly string[],
): { table: string; name: string; definition: string }[] {
  return db
    .prepare(
      `SELECT t.relname AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint AS c JOIN pg_class AS t ON t.oid = c.conrelid
       WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace
         AND t.relname IN (SELECT value FROM json_each(?))
       ORDER BY t.relname, c.conname`,
    )
    .all(JSON.stringify(tables)) as { table: string; name: string; definition: string }[];
}

/**
 * After rows were inserted with explicit ids: the counter that gives the next id is moved past the highest id
 * now in the table, so the next insert without one does not collide. SQLite needs nothing (a rowid is always
 * past the highest); on PostgreSQL the identity's sequence is moved with setval (never back).
 */
export function moveIdentitiesPast(db: Database.Database, tables: readonly string[]): void {
  if (!isPostgres(db)) return;
  const identities = db
    .prepare(
      `SELECT c.relname AS tbl, a.attname AS col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS seq
       FROM pg_class AS c JOIN pg_attribute AS a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
       WHERE c.relname IN (SELECT value FROM json_each(?)) AND c.relnamespace = current_schema()::regnamespace
         AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
    )
    .all(JSON.stringify(tables)) as Array<{ tbl: string; col: string; seq: string }>;
  for (const { tbl, col, seq } of identities)
    db.prepare(
      `SELECT setval(?::regclass, top) FROM (SELECT MAX(${ident(col)}) AS top FROM ${ident(tbl)}) AS m
       WHERE top > COALESCE(pg_sequence_last_value(?::regclass), 0)`,
    ).get(seq, seq);
}
