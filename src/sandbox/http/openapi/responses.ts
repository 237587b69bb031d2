// Every status an operation can answer, with its body schema and headers: the route's own answer, the errors
// of its family and shape, and the sandbox's fault injection (429 with Retry-After, 500/502/503).
import { errorSchemaName } from '../../../contract/openapi-names.js';
import { isIdempotent, type Effect, type RouteDef, type RouteId } from '../../../contract/index.js';
import type { ErrorStatus } from '../../../contract/errors.js';
import { shadowingTemplates } from '../methods.js';
import type { JsonSchema } from './schemas.js';

export const JSON_MEDIA = 'application/json';
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

const DESCRIPTIONS: Record<number, string> = {
  400:
    'Malformed request: bad JSON, a body nested deeper than 32 levels, a JSON key named ' +
    '`__proto__` (or `constructor` holding `prototype`: refused as prototype poisoning, ' +
    'wherever it appears), a bad URL or Idempotency-Key',
  401: 'Missing or invalid credential (or, for login, wrong email or password)',
  403: 'The credential is read-only and this operation changes state',
  404: 'The object does not exist for this credential',
  409: 'Refused by a business rule (the state or configuration of the objects involved), or an Idempotency-Key reused with another request',
  413: 'Request body larger than the limit (1 MiB by default)',
  414: 'A path value is longer than 100 characters',
  415: 'Content-Type is not application/json, its charset is not UTF-8, or the body is not valid UTF-8 (refused, never stored with replacement characters)',
  422: 'The request breaks the schema: one `detail` item per problem, naming the field (`loc`) and the rule (`type`)',
  429: "Rate limit exceeded (the sandbox's --rate-limit); retry after the given seconds",
  500: "Internal error, or a fault injected by the sandbox's --faults",
  502: 'Upstream provider failure (injected by --faults)',
  503: 'Unavailable: shutting down, a held request released, or a fault injected by --faults',
};

const RETRY_AFTER = {
  description: 'Seconds to wait before retrying',
  required: true,
  schema: { type: 'integer', minimum: 1 },
};
const REQUEST_ID = {
  description: "This request's id (a UUID, new for every request): name it when asking about the request",
  required: true,
  schema: { type: 'string' },
};
const REPLAYED = {
  description: 'Present (`true`) when this answer is the stored first answer to the same Idempotency-Key',
  schema: { type: 'string', enum: ['true'] },
};

/** Effects a read-only credential is refused (403); reads, sensitive ones included, are not. */
const CHANGES_STATE: ReadonlySet<Effect> = new Set(['write', 'create', 'money']);

/** Routes without path parameters that can still answer 404. */
const NOT_FOUND_WITHOUT_PARAMS: ReadonlySet<RouteId> = new Set([
  'getWebhookConfig',
  'deleteWebhookConfig',
  'listCardTransactions',
  // No webhook configuration: nowhere to send the events again.
  'sandboxReplayWebhooks',
]);

/** The statuses `def` can answer, ascending. */
export function statusesOf(id: RouteId, def: RouteDef): number[] {
  const statuses = new Set<number>([def.status, 400, 422, 429, 500, 502, 503]);
  if (def.family !== 'none' || id === 'login') statuses.add(401);
  if (def.family !== 'none' && CHANGES_STATE.has(def.effect)) statuses.add(403);
  if (def.params || NOT_FOUND_WITHOUT_PARAMS.has(id)) statuses.add(404);
  if (def.params) statuses.add(414);
  if (def.method !== 'GET' || def.effect === 'sensitive') statuses.add(409);
  if (def.method !== 'GET') {
    statuses.add(413);
    statuses.add(415);
  }
  if (shadowingTemplates(def).length > 0) statuses.add(405);
  return [...statuses].sort((a, b) => a - b);
}

const METHOD_NOT_ALLOWED = { $ref: '#/components/responses/MethodNotAllowed' };

function errorResponse(status: number, idempotent: boolean): JsonSchema {
  const schema = status === 422 ? ref('ValidationError') : ref(errorSchemaName(status as ErrorStatus));
  const response: JsonSchema = {
    description: DESCRIPTIONS[status] ?? 'Error',
    content: { [JSON_MEDIA]: { schema } },
  };
  const headers: JsonSchema = { 'X-Request-Id': REQUEST_ID };
  if (status === 429) headers['Retry-After'] = RETRY_AFTER;
  if (status === 409 && idempotent) headers['Idempotent-Replayed'] = REPLAYED;
  response.headers = headers;
  return response;
}

/** The OpenAPI `responses` object of a route; `success` is the converted schema of its answer. */
export function responsesOf(
  id: RouteId,
  def: RouteDef,
  success: JsonSchema | null,
): Record<string, JsonSchema> {
  const idempotent = isIdempotent(def);
  const responses: Record<string, JsonSchema> = {};
  for (const status of statusesOf(id, def)) {
    if (status === 405) {
      responses['405'] = METHOD_NOT_ALLOWED;
      continue;
    }
    if (status === 503 && id === 'readyz' && success) {
      // Not ready answers with the readiness itself (status unavailable, and why); a fault, with an error.
      const fault = errorResponse(status, idempotent);
      const schema = (fault.content as Record<string, { schema: JsonSchema }>)[JSON_MEDIA]!.schema;
      responses['503'] = {
        ...fault,
        description:
          'Not ready: the database does not answer (the same shape as 200); or unavailable as for any route',
        content: { [JSON_MEDIA]: { schema: { anyOf: [success, schema] } } },
      };
      continue;
    }
    if (status !== def.status) {
      responses[String(status)] = errorResponse(status, idempotent);
      continue;
    }
    const ok: JsonSchema = { description: def.summary };
    if (success) ok.content = { [JSON_MEDIA]: { schema: success } };
    ok.headers = { 'X-Request-Id': REQUEST_ID, ...(idempotent ? { 'Idempotent-Replayed': REPLAYED } : {}) };
    responses[String(status)] = ok;
  }
  return responses;
}

/**
 * 405, shared by every path without the method asked, and listed on the operations whose template a literal path
 * wins over (`PATCH /wallets/operations` is 405, not a wallet "operations"). An unknown path is 404 with the
 * `NotFoundError` body; it belongs to no operation, so the document's description says it.
 */
export const SHARED_RESPONSES: Record<string, JsonSchema> = {
  MethodNotAllowed: {
    description:
      'The path exists but not with this method (a literal path segment wins over a template, for every method); `Allow` lists the methods it takes',
    headers: {
      'X-Request-Id': REQUEST_ID,
      Allow: {
        required: true,
        description: 'Methods the path takes, e.g. `GET, HEAD`',
        schema: { type: 'string' },
      },
    },
    content: { [JSON_MEDIA]: { schema: ref('MethodNotAllowedError') } },
  },
};
