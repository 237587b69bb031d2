// The sandbox's HTTP application: Fastify with zod schemas from the contract, auth per family, faults,
// idempotency, the error mapping and the OpenAPI document. It holds no state of its own besides the
// idempotency table; everything else is the core's.
import { parse as parseQuery } from 'node:querystring';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { SandboxCore } from '../core-types.js';
import { clientError, frameworkError, installErrorHandlers } from './errors.js';
import { installFaults, type FaultOptions } from './faults.js';
import { IdempotencyStore } from './idempotency.js';
import { installJsonParser } from './json-body.js';
import { installResponseObserver } from './observe.js';
import { openApiDocument } from './openapi/document.js';
import { registerOpenApi } from './openapi.js';
import { installRequestId, newRequestId } from './request-id.js';
import { registerRoutes } from './routes.js';
import { zodValidatorCompiler } from './validation.js';

export interface BuildAppOptions extends FaultOptions {
  /** Log to stderr (stdout stays free for the command's output): every request, only failures, or nothing (default). */
  logLevel?: 'info' | 'error' | 'silent';
  /** Largest accepted request body in bytes (default 1 MiB). */
  bodyLimit?: number;
}

export function buildApp(core: SandboxCore, opts: BuildAppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger:
      opts.logLevel && opts.logLevel !== 'silent' ? { level: opts.logLevel, stream: process.stderr } : false,
    // `statuses[]=a&statuses[]=b` must arrive as an array: node's parser turns a repeated key into one.
    routerOptions: { querystringParser: (query: string) => ({ ...parseQuery(query) }) },
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    forceCloseConnections: 'idle',
    genReqId: newRequestId,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installJsonParser(app);
  installErrorHandlers(app);
  installResponseObserver(app, openApiDocument);
  installRequestId(app);
  installFaults(app, opts, core.sharedRateCount);
  registerOpenApi(app);
  const idempotency = new IdempotencyStore(core.database, opts.now);
  // Inside a plugin, so the routes are added after @fastify/swagger is ready to record them.
  void app.register(async (scope) => registerRoutes(scope, core, idempotency));
  return app;
}
