// The OpenAPI 3.1 document and its viewer, generated from the same zod schemas the routes validate with.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, isIdempotent, routes, ValidationErrorBody, type Family, type RouteDef } from '../../contract/index.js';
import { MAX_KEY_LENGTH } from './idempotency.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

const TAG_DESCRIPTIONS: Record<string, string> = {
  wallets: 'Wallets (organization family); a wallet and an account are the same object',
  accounts: 'Accounts (account family)',
  cards: 'Cards (instruments) in both families',
  operations: 'Card and wallet operations',
  cardholders: 'Cardholders',
  auth: 'Portal login',
  webhooks: 'Webhook configuration and delivery history',
  sandbox: 'Sandbox-only helpers that simulate the outside world',
};

const DECISION_NOTE = 'Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox\'s.';

function securityOf(family: Family): Array<Record<string, string[]>> {
  if (family === 'org') return [{ Bearer: [] }];
  if (family === 'account') return [{ ApiToken: [] }, { Bearer: [] }];
  if (family === 'any') return [{ ApiToken: [] }, { Bearer: [] }];
  return [];
}

function familyNote(family: Family): string {
  if (family === 'org') return 'Authenticate with `Authorization: Bearer <API key>` or a portal JWT.';
  if (family === 'account') return 'Authenticate with `X-API-Token` or `Authorization: Bearer <portal JWT>`.';
  if (family === 'any') return 'Accepts either family\'s credential: `X-API-Token`, or `Authorization: Bearer <API key or portal JWT>`.';
  return 'No authentication.';
}

function descriptionOf(def: RouteDef): string {
  const parts = [familyNote(def.family)];
  if (isIdempotent(def)) parts.push('Send an `Idempotency-Key` header: a repeat with the same body replays the first answer (header `Idempotent-Replayed: true`); the same key with another body is 409 `idempotency_key_reused`.');
  if (def.decision) parts.push(DECISION_NOTE);
  return parts.join('\n\n');
}

export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(MAX_KEY_LENGTH)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional()
    .describe('Makes a retry of this request safe: the first answer is stored and replayed.'),
});

function responsesOf(def: RouteDef): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = { [def.status]: def.response ?? z.null() };
  responses[400] = ErrorBody;
  responses[401] = ErrorBody;
  if (def.family !== 'none') responses[403] = ErrorBody;
  responses[404] = ErrorBody;
  if (isIdempotent(def) || def.method !== 'GET') responses[409] = ErrorBody;
  // A schema failure is `{ detail }`; a business rule answered with 422 (currency_mismatch...) is `{ code, message }`.
  responses[422] = z.union([ValidationErrorBody, ErrorBody]);
  responses[429] = ErrorBody;
  responses[500] = ErrorBody;
  return responses;
}

/** The Fastify schema of one route: validation, serialization and its OpenAPI operation. */
export function routeSchema(id: string, def: RouteDef): FastifySchema & Record<string, unknown> {
  const schema: FastifySchema & Record<string, unknown> = {
    operationId: id,
    tags: [def.tag],
    summary: def.summary,
    description: descriptionOf(def),
    security: securityOf(def.family),
    response: responsesOf(def),
  };
  if (def.params) schema.params = def.params;
  if (def.query) schema.querystring = def.query;
  if (def.body) schema.body = def.body;
  if (isIdempotent(def)) schema.headers = IdempotencyHeaders;
  return schema;
}

function tagsOf(): Array<{ name: string; description: string }> {
  const names = [...new Set(Object.values(routes).map((r) => r.tag))];
  return names.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
}

/** Registers @fastify/swagger (must precede the routes) and the viewer; serves the document at OPENAPI_PATH. */
export function registerOpenApi(app: FastifyInstance): void {
  void app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Card-issuing REST interface v2 — card-console sandbox',
        version: '2.0.0',
        description:
          'A stateful local implementation of the v2 interface. Operations marked as our decision document what the ' +
          'sandbox does where the specification says "not shown". Errors other than 422 are `{ code, message, details? }`.',
      },
      tags: tagsOf(),
      components: {
        securitySchemes: {
          ApiToken: { type: 'apiKey', in: 'header', name: 'X-API-Token', description: 'Account family API token' },
          Bearer: { type: 'http', scheme: 'bearer', description: 'Organization API key, or a portal JWT (both families)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  void app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
