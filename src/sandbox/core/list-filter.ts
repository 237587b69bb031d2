// The WHERE of a list, built term by term. Array filters bind one JSON parameter (json_each) so each statement
// shape is prepared once, whatever the number of values.

export class Filter {
  readonly parts: string[] = [];
  readonly args: unknown[] = [];
  eq(column: string, value: unknown): this {
    if (value !== undefined) this.add(`${column} = ?`, value);
    return this;
  }
  in(column: string, values: readonly string[] | undefined): this {
    if (values !== undefined && values.length > 0)
      this.add(`${column} IN (SELECT value FROM json_each(?))`, JSON.stringify(values));
    return this;
  }
  /** Timestamps are compared as normalised UTC ISO text, which sorts like time. */
  range(column: string, from: string | undefined, to: string | undefined): this {
    if (from !== undefined) this.add(`${column} >= ?`, new Date(from).toISOString());
    if (to !== undefined) this.add(`${column} <= ?`, new Date(to).toISOString());
    return this;
  }
  /** A term without a parameter. */
  holds(sql: string): this {
    this.parts.push(sql);
    return this;
  }
  private add(sql: string, value: unknown): void {
    this.parts.push(sql);
    this.args.push(value);
  }
  get where(): string {
    return this.parts.length === 0 ? '' : `WHERE ${this.parts.join(' AND ')}`;
  }
}
