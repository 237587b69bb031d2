// The sandbox's HTTP application: Fastify with zod schemas from the contract, auth per family, faults,
// idempotency, the error mapping and the OpenAPI document. It holds no state of its own besides the
// idempotency table; everything else is the core's.
import { parse as parseQuery } from 'node:querystring';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { SandboxCore } from '../core-types.js';
import { installErrorHandlers } from './errors.js';
import { installFaults, type FaultOptions } from './faults.js';
import { IdempotencyStore } from './idempotency.js';
import { registerOpenApi } from './openapi.js';
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
    logger: opts.logLevel && opts.logLevel !== 'silent' ? { level: opts.logLevel, stream: process.stderr } : false,
    // `statuses[]=a&statuses[]=b` must arrive as an array: node's parser turns a repeated key into one.
    routerOptions: { querystringParser: (query: string) => ({ ...parseQuery(query) }) },
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installJsonParser(app);
  installErrorHandlers(app);
  installFaults(app, opts);
  registerOpenApi(app);
  const idempotency = new IdempotencyStore(core.database, opts.now);
  // Inside a plugin, so the routes are added after @fastify/swagger is ready to record them.
  void app.register(async (scope) => registerRoutes(scope, core, idempotency));
  return app;
}

// The interface speaks JSON only: any other body is 415. Clients often send `Content-Type: application/json`
// with an empty body on bodiless POSTs (suspend, activate...); that is not malformed JSON. Anything else goes
// through Fastify's hardened JSON parser (prototype poisoning refused).
function installJsonParser(app: FastifyInstance): void {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    strictJson(request, text, done);
  });
}
