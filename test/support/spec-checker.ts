// Checks one sandbox response against the document the sandbox serves, with ajv (JSON Schema 2020-12, the
// dialect of OpenAPI 3.1): the status is listed for the operation, the content type is declared, the body
// validates, and required response headers are present. Answers without a route (unknown path or method,
// bad URL) are checked against the error body of their status.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formatsModule from 'ajv-formats';
import type { ObservedResponse } from '../../src/sandbox/http/observe.js';
import { errorSchemaName } from '../../src/contract/openapi-names.js';
import type { ErrorStatus } from '../../src/contract/errors.js';

// ajv-formats is CommonJS: under NodeNext its plugin is `.default`; some loaders unwrap it already.
type FormatsPlugin = typeof formatsModule.default;
const addFormats: FormatsPlugin =
  (formatsModule as { default?: FormatsPlugin }).default ?? (formatsModule as unknown as FormatsPlugin);

type Json = Record<string, unknown>;
interface ResponseObject {
  content?: Record<string, { schema?: unknown }>;
  headers?: Record<string, { required?: boolean }>;
}

const pointer = (...parts: string[]): string =>
  parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

export function createAjv(document: unknown): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true, multipleOfPrecision: 9 });
  addFormats(ajv);
  ajv.addSchema(document as Json, 'doc');
  return ajv;
}

/** Validates against the schema at a JSON pointer of the document (path segments unescaped). */
export class DocumentValidator {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(readonly document: Json) {
    this.ajv = createAjv(document);
  }

  validate(parts: string[], value: unknown): string | null {
    const key = pointer(...parts);
    let fn = this.cache.get(key);
    if (!fn) {
      fn = this.ajv.getSchema(`doc#/${key}`);
      if (!fn) return `no schema at #/${parts.join('/')}`;
      this.cache.set(key, fn);
    }
    if (fn(value)) return null;
    return this.ajv.errorsText(fn.errors, { separator: '; ' });
  }
}

const validators = new WeakMap<object, DocumentValidator>();
export function validatorFor(document: unknown): DocumentValidator {
  const doc = document as Json;
  let found = validators.get(doc);
  if (!found) {
    found = new DocumentValidator(doc);
    validators.set(doc, found);
  }
  return found;
}

function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const mediaOf = (header: unknown): string =>
  String(header ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase() ?? '';

function checkContent(
  v: DocumentValidator,
  where: string[],
  response: ResponseObject,
  res: ObservedResponse,
): string[] {
  const content = response.content;
  if (!content) return res.body === '' ? [] : [`body sent but none declared (${res.body.slice(0, 80)})`];
  const media = mediaOf(res.headers['content-type']);
  if (!(media in content))
    return [`content type ${media || '(none)'} not declared (${Object.keys(content).join(', ')})`];
  const parsed = parseBody(res.body);
  if (!parsed.ok) return ['body is not JSON'];
  const problem = v.validate([...where, 'content', media, 'schema'], parsed.value);
  return problem ? [`body does not match: ${problem}; body: ${res.body.slice(0, 300)}`] : [];
}

function checkHeaders(response: ResponseObject, res: ObservedResponse): string[] {
  return Object.entries(response.headers ?? {})
    .filter(([name, h]) => h.required && res.headers[name.toLowerCase()] === undefined)
    .map(([name]) => `required header ${name} missing`);
}

function resolveResponse(doc: Json, value: unknown): { object: ResponseObject; where: string[] } {
  const ref = (value as { $ref?: string }).$ref;
  if (!ref) return { object: value as ResponseObject, where: [] };
  const parts = ref.replace(/^#\//, '').split('/');
  const object = parts.reduce<unknown>((node, p) => (node as Json)[p], doc) as ResponseObject;
  return { object, where: parts };
}

/** Problems with one response; empty when it conforms. */
export function checkResponse(res: ObservedResponse): string[] {
  const v = validatorFor(res.document);
  const doc = v.document;
  if (res.route === null) return checkUnrouted(v, res);
  const method = res.method === 'HEAD' ? 'get' : res.method.toLowerCase();
  const paths = doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
  const operation = paths[res.route]?.[method];
  if (!operation) return [`no operation ${method.toUpperCase()} ${res.route} in the document`];
  const declared = operation.responses[String(res.status)];
  if (!declared) return [`status ${res.status} not listed (${Object.keys(operation.responses).join(', ')})`];
  const { object, where } = resolveResponse(doc, declared);
  const base = where.length > 0 ? where : ['paths', res.route, method, 'responses', String(res.status)];
  if (res.method === 'HEAD') return checkHeaders(object, res);
  return [...checkHeaders(object, res), ...checkContent(v, base, object, res)];
}

function checkUnrouted(v: DocumentValidator, res: ObservedResponse): string[] {
  if (res.status === 405) {
    const shared = resolveResponse(v.document, { $ref: '#/components/responses/MethodNotAllowed' });
    return [...checkHeaders(shared.object, res), ...checkContent(v, shared.where, shared.object, res)];
  }
  let name: string;
  try {
    name = errorSchemaName(res.status as ErrorStatus);
  } catch {
    return [`status ${res.status} without a route has no documented body`];
  }
  if (!name) return [`status ${res.status} without a route has no documented body`];
  const parsed = parseBody(res.body);
  if (!parsed.ok) return ['body is not JSON'];
  const problem = v.validate(['components', 'schemas', name], parsed.value);
  return problem ? [`body does not match ${name}: ${problem}`] : [];
}
