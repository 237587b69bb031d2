// fast-check arbitraries from the JSON Schemas of the served document (the subset the document uses): values a
// schema accepts, so a property test can send requests "from the document's own schemas".
import fc from 'fast-check';

export type Schema = Record<string, unknown>;
type Resolve = (ref: string) => Schema;

const MAX_ITEMS = 3;

function fromPattern(schema: Schema): fc.Arbitrary<string> {
  const pattern = String(schema.pattern);
  const examples = (schema.examples as string[] | undefined) ?? [];
  try {
    const regex = new RegExp(pattern);
    // stringMatching does not understand every construct (lookaheads): keep only what the pattern accepts.
    const generated = fc.stringMatching(regex).filter((s) => regex.test(s) && s.length <= 64);
    return examples.length > 0 ? fc.oneof(fc.constantFrom(...examples), generated) : generated;
  } catch {
    return fc.constantFrom(...examples);
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'email') return fc.stringMatching(/^[a-z]{1,12}@example\.com$/);
  if (schema.format === 'uri')
    return fc.stringMatching(/^[a-z]{1,12}$/).map((p) => `https://hooks.example.com/${p}`);
  if (schema.pattern !== undefined) return fromPattern(schema);
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 20), minLength + 20);
  return fc.string({ minLength, maxLength });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const step = integer ? 1 : Number(schema.multipleOf ?? 0.01);
  const scale = Math.round(1 / step);
  const exclusiveMin = schema.exclusiveMinimum !== undefined;
  const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? 0);
  const max = Math.min(Number(schema.maximum ?? 1_000_000), 1_000_000_000);
  const lo = Math.round(min * scale) + (exclusiveMin ? 1 : 0);
  return fc.integer({ min: lo, max: Math.max(lo, Math.round(max * scale)) }).map((n) => n / scale);
}

/** `anyOf: [{ required: [...] }, ...]` beside `properties`: "at least one of these keys", not alternative types. */
const requiredAlternatives = (schema: Schema): string[][] | null => {
  const branches = schema.anyOf as Schema[] | undefined;
  if (!branches || !branches.every((b) => Object.keys(b).length === 1 && Array.isArray(b.required)))
    return null;
  return branches.map((b) => b.required as string[]);
};

function objectOf(schema: Schema, resolve: Resolve): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, arbitraryOf(v, resolve)]));
  const minProperties = Number(schema.minProperties ?? 0);
  const alternatives = requiredAlternatives(schema);
  return fc
    .record(model, { requiredKeys: required.filter((k) => k in model) })
    .filter((o) => Object.keys(o).length >= minProperties)
    .filter((o) => alternatives === null || alternatives.some((keys) => keys.every((k) => k in o)));
}

/** An arbitrary of values `schema` accepts. */
export function arbitraryOf(schema: Schema, resolve: Resolve): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string') return arbitraryOf(resolve(schema.$ref), resolve);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches && requiredAlternatives(schema) === null)
    return fc.oneof(...branches.map((b) => arbitraryOf(b, resolve)));
  const type = schema.type;
  if (Array.isArray(type))
    return fc.oneof(...type.map((t: unknown) => arbitraryOf({ ...schema, type: t }, resolve)));
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Number(schema.minItems ?? 0);
      const items = arbitraryOf((schema.items ?? {}) as Schema, resolve);
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(Number(schema.maxItems ?? MAX_ITEMS), MAX_ITEMS)),
      });
    }
    case 'object':
      return objectOf(schema, resolve);
    default:
      return fc.constant({});
  }
}
