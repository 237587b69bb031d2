// The OpenAPI 3.1 document and its viewer. The document is generated from the contract (openapi/document.ts);
// each route's Fastify schema here is what validates and serializes it, built from the same zod schemas.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { isIdempotent, type RouteDef } from '../../contract/index.js';
import { MAX_KEY_LENGTH } from './idempotency.js';
import { openApiDocument, servedDocument } from './openapi/document.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .min(1)
    .max(MAX_KEY_LENGTH)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
});

/** The Fastify schema of one route: what validates its input and serializes its answer. */
export function routeSchema(def: RouteDef): FastifySchema {
  const schema: FastifySchema = {
    // Without a query schema Fastify would ignore unknown parameters; an empty one makes them 422.
    querystring: def.query ?? z.object({}),
    response: { [def.status]: def.response ?? z.null() },
  };
  if (def.params) schema.params = def.params;
  if (def.body) schema.body = def.body;
  if (isIdempotent(def)) schema.headers = IdempotencyHeaders;
  return schema;
}

/** Registers the viewer (over the generated document) and serves the document at OPENAPI_PATH. */
export function registerOpenApi(app: FastifyInstance): void {
  void app.register(fastifySwagger, {
    mode: 'static',
    // @fastify/swagger's types know OpenAPI 3.0 documents only; ours is 3.1 (webhooks, JSON Schema 2020-12).
    specification: { document: openApiDocument() as unknown as OpenAPIV3.Document },
  });
  void app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (request) =>
    servedDocument(`${request.protocol}://${request.host}`),
  );
}
