// Request validation: zod issues rendered as the spec's 422 body, `{ detail: [{ loc, msg, type, input?, ctx? }] }`.
// We run zod ourselves (instead of the provider's validatorCompiler) so the issue keeps the raw input and the
// part of the request it came from.
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { ValidationType, type ValidationIssue } from '../../contract/index.js';
import { SandboxValidationError } from '../core-types.js';
import { excerpt } from './errors.js';

export type RequestPart = 'body' | 'query' | 'path' | 'header';
type ZodIssue = z.core.$ZodIssue;
type PathKey = PropertyKey;

// Values under these names are secrets: a 422 never echoes them back.
const SECRET_FIELD = /password|secret|token|apikey|cardnumber|cvv/i;

/** Fastify's name for a request part → the spec's `loc[0]`. */
export function partOf(httpPart: string | undefined): RequestPart {
  if (httpPart === 'querystring') return 'query';
  if (httpPart === 'params') return 'path';
  if (httpPart === 'headers') return 'header';
  return 'body';
}

/** A validator compiler whose failures are `SandboxValidationError`s carrying the 422 detail. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const part = partOf(httpPart);
  // An unknown query parameter (a typo, or `types=` for `types[]=`) is refused: ignoring it returns the wrong data.
  const checked = part === 'query' && schema instanceof z.ZodObject ? schema.strict() : schema;
  return (data: unknown) => {
    const result = checked.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new SandboxValidationError(issuesToDetail(result.error.issues, part, data)) };
  };
};

export function issuesToDetail(
  issues: readonly ZodIssue[],
  part: RequestPart,
  raw: unknown,
): ValidationIssue[] {
  return issues
    .flatMap((issue) => unwrapUnion(issue, raw))
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? extraKeys(issue, part, raw)
        : [toValidationIssue(issue, part, raw)],
    );
}

// One item per unknown key; `types` for a schema that knows `types[]` says how to send an array filter.
function extraKeys(
  issue: z.core.$ZodIssueUnrecognizedKeys,
  part: RequestPart,
  raw: unknown,
): ValidationIssue[] {
  const where = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  const known = valueAt(raw, where);
  return issue.keys.map((key) => {
    const name = part === 'query' ? 'query parameter' : 'field';
    const hint =
      part === 'query' && !key.endsWith('[]')
        ? `; an array filter is sent with brackets, e.g. ${excerpt(key, 40)}[]=value`
        : '';
    const item: ValidationIssue = {
      loc: [part, ...where, key],
      msg: `unknown ${name} ${excerpt(key, 40)}${hint}`,
      type: ValidationType.extra,
    };
    const input = boundedInput((known as Record<string, unknown> | undefined)?.[key], [key]);
    if (input !== undefined) item.input = input;
    return item;
  });
}

// A union (amount: string | number, eventTypes: 'all' | [...]) reports one issue list per branch. When one branch
// got further into the value than a type check, its issues explain the failure best.
function unwrapUnion(issue: ZodIssue, raw: unknown): ZodIssue[] {
  if (issue.code !== 'invalid_union' || valueAt(raw, issue.path) == null) return [issue];
  const rank = (branch: readonly ZodIssue[]): number =>
    Math.max(0, ...branch.map((i) => i.path.length * 2 + (i.code === 'invalid_type' ? 0 : 1)));
  const best = [...issue.errors].sort((a, b) => rank(b) - rank(a))[0];
  if (!best || rank(best) === 0) return [issue];
  return best.flatMap((inner) => unwrapUnion({ ...inner, path: [...issue.path, ...inner.path] }, raw));
}

function toValidationIssue(issue: ZodIssue, part: RequestPart, raw: unknown): ValidationIssue {
  const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  const input = valueAt(raw, path);
  const described = describe(issue, input);
  const out: ValidationIssue = { loc: [part, ...path], msg: described.msg, type: described.type };
  const echoed = boundedInput(input, path);
  if (echoed !== undefined) out.input = echoed;
  if (described.ctx) out.ctx = described.ctx;
  return out;
}

/** How an expected type is named to a client, where "a valid X" would not say the rule. */
const EXPECTED: Readonly<Record<string, string>> = {
  integer: 'an integer written in digits only (no sign, exponent, space or decimal point)',
};

interface Described {
  type: string;
  msg: string;
  ctx?: Record<string, unknown>;
}

function describe(issue: ZodIssue, input: unknown): Described {
  // Whatever the schema expected, an absent required value is "missing" (the spec's type), not a wrong enum or type.
  if (
    input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')
  ) {
    return { type: ValidationType.missing, msg: 'field required' };
  }
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null
        ? { type: ValidationType.missing, msg: 'field required' }
        : {
            type: ValidationType.type,
            msg: `value is not ${EXPECTED[issue.expected] ?? `a valid ${issue.expected}`}`,
            ctx: { expected: issue.expected },
          };
    case 'invalid_value':
      return {
        type: ValidationType.enum,
        msg: `value is not a valid enumeration member; permitted: ${issue.values.map((v) => `'${String(v)}'`).join(', ')}`,
        ctx: { enum_values: issue.values },
      };
    case 'invalid_format':
      return describeFormat(issue.format, issue.message);
    case 'too_big':
    case 'too_small':
      return describeRange(issue);
    case 'invalid_union':
      return describeUnion(issue, input);
    default:
      return { type: ValidationType.format, msg: issue.message };
  }
}

function describeFormat(format: string, message: string): Described {
  if (format === 'uuid' || format === 'guid')
    return { type: ValidationType.uuid, msg: 'value is not a valid uuid' };
  if (format === 'url') return { type: ValidationType.url, msg: 'invalid or missing URL scheme' };
  return { type: ValidationType.format, msg: message, ctx: { format } };
}

function describeRange(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall): Described {
  const big = issue.code === 'too_big';
  const limit = big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum;
  const limitValue = typeof limit === 'bigint' ? limit.toString() : limit;
  if (issue.origin === 'string') {
    // A contract check that counts other than zod's UTF-16 units names its unit (the description: code points).
    const named: unknown = (issue as { unit?: unknown }).unit;
    const unit = typeof named === 'string' ? named : 'characters';
    return big
      ? {
          type: ValidationType.maxLength,
          msg: `ensure this value has at most ${limitValue} ${unit}`,
          ctx: { limit_value: limitValue },
        }
      : {
          type: ValidationType.minLength,
          msg: `ensure this value has at least ${limitValue} characters`,
          ctx: { limit_value: limitValue },
        };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    const type = big ? 'value_error.list.max_items' : 'value_error.list.min_items';
    return {
      type,
      msg: `ensure this list has ${big ? 'at most' : 'at least'} ${limitValue} items`,
      ctx: { limit_value: limitValue },
    };
  }
  const op = big ? (issue.inclusive ? '<=' : '<') : issue.inclusive ? '>=' : '>';
  return {
    type: ValidationType.numberRange,
    msg: `ensure this value is ${op} ${limitValue}`,
    ctx: big ? { le: limitValue, limit_value: limitValue } : { ge: limitValue, limit_value: limitValue },
  };
}

// Only unions whose branches all failed on the type itself get here (see unwrapUnion).
function describeUnion(issue: z.core.$ZodIssueInvalidUnion, input: unknown): Described {
  if (input === undefined || input === null) return { type: ValidationType.missing, msg: 'field required' };
  const expected = issue.errors.flatMap((b) =>
    b.map((i) => (i.code === 'invalid_type' ? i.expected : i.code)),
  );
  return {
    type: ValidationType.type,
    msg: `value is not a valid ${expected.join(' or ')}`,
    ctx: { expected },
  };
}

function valueAt(raw: unknown, path: readonly PathKey[]): unknown {
  let current: unknown = raw;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function isSecretPath(path: readonly PathKey[]): boolean {
  return path.some((k) => typeof k === 'string' && SECRET_FIELD.test(k));
}

const MAX_ECHO_STRING = 100;
const MAX_ECHO_JSON = 200;

/**
 * What a 422 may echo of an input: scalars, long strings cut to an excerpt, small objects and arrays without
 * secret keys; nothing under a secret name. A 422 never copies a large or nested input back.
 */
export function boundedInput(input: unknown, path: readonly PathKey[]): unknown {
  if (input === undefined || input === null || isSecretPath(path)) return undefined;
  if (typeof input === 'string') return excerpt(input, MAX_ECHO_STRING);
  if (typeof input !== 'object') return input;
  const json = JSON.stringify(input);
  if (json.length > MAX_ECHO_JSON || SECRET_KEY_IN_JSON.test(json)) return undefined;
  return input;
}
const SECRET_KEY_IN_JSON = new RegExp(`"[^"]*(${SECRET_FIELD.source})[^"]*"\\s*:`, 'i');
