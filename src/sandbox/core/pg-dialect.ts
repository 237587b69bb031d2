// The one home of what SQLite and PostgreSQL spell differently, for the sandbox on PostgreSQL (pg-database.ts).
// The core writes SQLite's SQL; what cannot be written portably is translated here once per statement text:
// placeholders (`?` → `$n`), array parameters (json_each), camelCase aliases (PostgreSQL folds unquoted names),
// and the schema's DDL (STRICT tables, INTEGER rowid keys, triggers, which PostgreSQL writes as functions).
// Values read back are SQLite's too: every integer a bigint when safe integers are on (int8 and SUM's numeric
// arrive as text), a boolean 1 or 0.

/** Calls `visit` on each run of SQL text outside string literals, quoted identifiers and comments. */
function mapCode(sql: string, visit: (code: string) => string): string {
  let out = '';
  let code = '';
  let i = 0;
  const flush = (): void => {
    out += visit(code);
    code = '';
  };
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      flush();
      let j = i + 1;
      while (j < sql.length && !(sql[j] === c && sql[j + 1] !== c)) j += sql[j] === c ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      flush();
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop;
    } else {
      code += c;
      i += 1;
    }
  }
  flush();
  return out;
}

/**
 * `CROSS JOIN x ON …`: SQLite's inner join whose order its planner keeps (the left side drives); PostgreSQL
 * allows no ON after CROSS JOIN and chooses the order itself, so it is a plain JOIN there. Read on the whole
 * text, as the joined table may be a quoted identifier.
 */
const orderedJoins = (sql: string): string =>
  sql.replace(/\bCROSS\s+JOIN\s+((?:"(?:[^"]|"")*"|\w+)(?:\s+AS)?\s+\w+\s+ON)\b/gi, 'JOIN $1');

/** A statement the core prepares, in PostgreSQL's spelling. */
export function toPostgresQuery(sql: string): string {
  let n = 0;
  return mapCode(orderedJoins(sql), (code) =>
    code
      // An array parameter: a JSON text whose elements are read as a one-column table named `value`.
      .replace(/\bjson_each\(\?\)/gi, 'json_array_elements_text(?::json)')
      .replace(/\bAS\s+([a-z_][a-z0-9_]*[A-Z][A-Za-z0-9_]*)\b/g, 'AS "$1"')
      // `+column`: SQLite's way to keep the planner off an index; PostgreSQL has no unary plus on text.
      .replace(/(\b(?:WHERE|AND|OR|ON|NOT)\s+|\(\s*)\+(?=[A-Za-z_])/gi, '$1')
      // A negative LIMIT is none in SQLite; PostgreSQL refuses it, and reads NULL as none.
      .replace(/\bLIMIT\s+\?/gi, 'LIMIT NULLIF(GREATEST(?::bigint, -1), -1)')
      .replace(/\?/g, () => `$${++n}`),
  );
}

/** The table an INSERT writes, when the statement asks for no RETURNING of its own. */
export function insertTarget(sql: string): string | undefined {
  const match = /^\s*INSERT\s+INTO\s+([A-Za-z_][A-Za-z0-9_]*)/i.exec(sql);
  if (!match || /\bRETURNING\b/i.test(sql)) return undefined;
  return match[1];
}

const TRIGGER =
  /CREATE TRIGGER IF NOT EXISTS "?(\w+)"? (AFTER|BEFORE) (INSERT|DELETE|UPDATE(?: OF [\w, ]+?)?) ON "?(\w+)"?(?:\s+WHEN\s+([\s\S]*?))?\s+BEGIN\b([\s\S]*?)\bEND;/g;

/**
 * A SQLite trigger as a PostgreSQL trigger function and its row trigger. A condition with a subquery, which a
 * PostgreSQL trigger's WHEN refuses, guards the body inside the function instead.
 */
function trigger(
  _all: string,
  name: string,
  when: string,
  event: string,
  table: string,
  condition: string | undefined,
  body: string,
): string {
  const inside = condition !== undefined && /\bSELECT\b/i.test(condition);
  const guard = condition && !inside ? ` WHEN (${condition.trim()})` : '';
  const run = inside ? `IF ${condition.trim()} THEN ${body.trim()} END IF;` : body.trim();
  return `CREATE OR REPLACE FUNCTION ${name}_fn() RETURNS trigger LANGUAGE plpgsql AS $fn$ BEGIN ${run}
  RETURN NULL; END $fn$;
CREATE OR REPLACE TRIGGER ${name} ${when} ${event} ON ${table} FOR EACH ROW${guard} EXECUTE FUNCTION ${name}_fn();`;
}

/** SQLite drops a trigger by its name alone; PostgreSQL needs its table, which this looks up. */
const DROP_TRIGGER = /DROP TRIGGER IF EXISTS "?(\w+)"?(?:\s*;)?/g;

const dropTrigger = (_all: string, name: string): string => `DO $drop$ DECLARE target regclass; BEGIN
  SELECT tgrelid::regclass INTO target FROM pg_trigger WHERE tgname = '${name}' AND NOT tgisinternal LIMIT 1;
  IF target IS NOT NULL THEN EXECUTE format('DROP TRIGGER %I ON %s', '${name}', target); END IF; END $drop$;`;

/**
 * A DDL script (or any script without parameters) in PostgreSQL's spelling. One schema is kept, SQLite's; what
 * differs is listed here: STRICT and WITHOUT ROWID go, an INTEGER PRIMARY KEY becomes an identity column,
 * INTEGER is 64-bit (BIGINT), a reference may be deferred, a trigger's body moves into a function (and a
 * condition with a subquery into its body), and a trigger is dropped from its table.
 */
export function toPostgresScript(sql: string): string {
  // Triggers first, on the whole text: their bodies hold string literals.
  return mapCode(orderedJoins(sql.replace(TRIGGER, trigger).replace(DROP_TRIGGER, dropTrigger)), (code) =>
    code
      .replace(/\)\s*STRICT\s*,\s*WITHOUT ROWID/gi, ')')
      .replace(/\)\s*(?:STRICT|WITHOUT ROWID)\b/gi, ')')
      .replace(/\bINTEGER PRIMARY KEY\b/g, 'BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY')
      // A reference is checked at each statement, unless a transaction defers it (SQLite's defer_foreign_keys).
      .replace(/\bREFERENCES\s+\w+\s*\(\s*\w+\s*\)/g, '$& DEFERRABLE INITIALLY IMMEDIATE')
      .replace(/\bINTEGER\b/g, 'BIGINT'),
  );
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/**
 * One value in COPY's text format, as the parameter of a statement would bind it: NULL is `\N`; in a text,
 * backslash, tab, newline and carriage return are escaped (a tab would end the column, a newline the row); bytes are
 * bytea's hex form, its backslash escaped. Anything else is refused, as better-sqlite3 refuses to bind it.
 */
export function toCopyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`a number COPY cannot carry: ${value}`);
    return String(value);
  }
  if (value instanceof Uint8Array) return `\\\\x${Buffer.from(value).toString('hex')}`;
  throw new TypeError(`a value COPY cannot carry: ${typeof value}`);
}

/** Rows (one value per column each) as the data of `COPY … FROM STDIN` in text format: a line per row. */
export function toCopyText(rows: readonly (readonly unknown[])[]): string {
  let out = '';
  for (const row of rows) out += `${row.map(toCopyValue).join('\t')}\n`;
  return out;
}

/** PostgreSQL's type ids of the values converted on the way back. */
const INTEGER_TYPES = new Set([20, 21, 23, 26]);
const NUMERIC = 1700;
const BOOLEAN = 16;

export interface FieldType {
  name: string;
  dataTypeID: number;
}

/** A value PostgreSQL sent as SQLite would have: integers as bigint (safe) or number, booleans as 1/0. */
export function fromPostgresValue(value: unknown, type: number, safeIntegers: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (type === BOOLEAN) return safeIntegers ? (value ? 1n : 0n) : value ? 1 : 0;
  if (INTEGER_TYPES.has(type) || (type === NUMERIC && /^-?\d+$/.test(String(value))))
    return safeIntegers ? BigInt(value as string | number) : Number(value);
  if (type === NUMERIC) return Number(value);
  return value;
}

/** A row PostgreSQL sent, with its values as SQLite would have given them. */
export function fromPostgresRow(
  row: Record<string, unknown>,
  fields: readonly FieldType[],
  safeIntegers: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields)
    out[field.name] = fromPostgresValue(row[field.name], field.dataTypeID, safeIntegers);
  return out;
}
