// zod → JSON Schema (2020-12, OpenAPI 3.1's dialect) for the document: the contract's named schemas become
// `components.schemas`, everything else an operation uses is inlined with `$ref`s to those names. Response
// objects are closed (additionalProperties: false) unless the contract lists them as open.
import { z } from 'zod';
import { NAMED_SCHEMAS, OPEN_OBJECTS } from '../../../contract/openapi-names.js';

export type JsonSchema = Record<string, unknown>;
export type Io = 'input' | 'output';

const PREFIX = '#/components/schemas/';
const INLINE = '__inline';

export interface Converted {
  /** Named schemas, by name. */
  components: Record<string, JsonSchema>;
  /** The schema of each piece: a `$ref` for a named one, else its inline JSON Schema. */
  of(piece: z.ZodType): JsonSchema;
}

type OverrideContext = { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema };

/**
 * `\d` spelled `[0-9]`: to ECMAScript `\d` is ASCII, but to other validators (Python's `re`, .NET) it is any
 * Unicode digit, so a pattern with `\d` would accept "٥٤١١" there while the sandbox refuses it. Zod writes `\d`
 * in its own patterns (ISO date-times); inside a character class the digits join the class (`[\d.]` → `[0-9.]`).
 */
export function asciiDigits(pattern: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      i++;
      out += next === 'd' ? (inClass ? '0-9' : '[0-9]') : `\\${next}`;
      continue;
    }
    if (c === '[' && !inClass) inClass = true;
    else if (c === ']' && inClass) inClass = false;
    out += c;
  }
  return out;
}

function adjust(io: Io) {
  return (ctx: OverrideContext): void => {
    if (typeof ctx.jsonSchema.pattern === 'string')
      ctx.jsonSchema.pattern = asciiDigits(ctx.jsonSchema.pattern);
    if (io !== 'output' || ctx.zodSchema._zod.def.type !== 'object') return;
    const extra = ctx.jsonSchema.additionalProperties;
    const isOpen = typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0;
    if (isOpen && !OPEN_OBJECTS.has(ctx.zodSchema as z.ZodType)) ctx.jsonSchema.additionalProperties = false;
  };
}

function clean(schema: JsonSchema): JsonSchema {
  const { $id: _id, $schema: _schema, ...rest } = schema;
  return rest;
}

// Replaces `$ref`s to inline pieces by their content (a piece may contain another piece).
function inlineRefs(value: unknown, inline: Record<string, JsonSchema>): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, inline));
  if (value === null || typeof value !== 'object') return value;
  const object = value as JsonSchema;
  const ref = object.$ref;
  if (typeof ref === 'string' && ref.startsWith(`${PREFIX}${INLINE}`)) {
    const target = inline[ref.slice(PREFIX.length)];
    if (target) return inlineRefs(target, inline);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, inlineRefs(v, inline)]));
}

/** Converts the named schemas and `pieces` (bodies, queries, responses...) in one pass, so references resolve. */
export function convertSchemas(pieces: readonly z.ZodType[], io: Io): Converted {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of NAMED_SCHEMAS) registry.add(schema, { id: name });
  const ids = new Map<z.ZodType, string>();
  pieces.forEach((piece, index) => {
    if (ids.has(piece)) return;
    const named = registry.get(piece)?.id;
    const id = named ?? `${INLINE}${index}`;
    if (!named) registry.add(piece, { id });
    ids.set(piece, id);
  });
  const result = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    uri: (id) => `${PREFIX}${id}`,
    override: adjust(io),
  }) as { schemas: Record<string, JsonSchema> };
  const components: Record<string, JsonSchema> = {};
  const inline: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(result.schemas)) {
    (id.startsWith(INLINE) ? inline : components)[id] = clean(schema);
  }
  for (const [name, schema] of Object.entries(components))
    components[name] = inlineRefs(schema, inline) as JsonSchema;
  return {
    components,
    of(piece) {
      const id = ids.get(piece);
      if (id === undefined) throw new Error('schema was not converted');
      return id.startsWith(INLINE)
        ? (inlineRefs(inline[id], inline) as JsonSchema)
        : { $ref: `${PREFIX}${id}` };
    },
  };
}
