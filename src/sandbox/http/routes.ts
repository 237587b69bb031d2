// Every route of the contract's table, registered generically: `{x}` paths become `:x`, the route's zod schemas
// validate and serialize, the family picks the credential, and the core's handler of the same id answers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIdempotent, routes, type RouteDef, type RouteId } from '../../contract/index.js';
import { SandboxError, type Principal, type SandboxCore } from '../core-types.js';
import type { ApplyFixtureBody } from '../../contract/fixtures.js';
import { FixtureRecords } from '../fixtures/records.js';
import { authenticate } from './auth.js';
import { answerFixture } from './fixtures-route.js';
import { HttpError, errorBody, methodNotAllowed } from './errors.js';
import {
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  requestHash,
  type IdempotencyScope,
  type IdempotencyStore,
  type StoredResponse,
} from './idempotency.js';
import { allowedMethods, shadowingTemplates } from './methods.js';
import { routeSchema } from './openapi.js';

interface Input {
  params: unknown;
  query: unknown;
  body: unknown;
}
// The table guarantees (by validation) that each handler receives its own route's input.
type AnyHandler = (who: Principal, input: Input) => unknown;

export function toFastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

// A path another template wins for (`PATCH /wallets/operations` reaching `PATCH /wallets/{wallet_id}`) is that
// template's path: 405 with its methods, before credentials are looked at, as for any path without the method.
async function refuseShadowedPath(request: FastifyRequest): Promise<void> {
  const allowed = allowedMethods(request.url.split('?')[0] ?? '');
  if (!allowed.includes(request.method)) throw methodNotAllowed(request.method, allowed);
}

export function registerRoutes(app: FastifyInstance, core: SandboxCore, idempotency: IdempotencyStore): void {
  const fixtures = new FixtureRecords(core.database);
  const principals = new WeakMap<FastifyRequest, Principal>();
  for (const [id, def] of Object.entries(routes) as Array<[RouteId, RouteDef]>) {
    const family = def.family;
    const authenticated =
      family === 'none'
        ? []
        : [
            async (request: FastifyRequest) => {
              principals.set(request, authenticate(core, family, def.effect, request.headers));
            },
          ];
    app.route({
      method: def.method,
      url: toFastifyPath(def.path),
      schema: routeSchema(def),
      onRequest: [...(shadowingTemplates(def).length > 0 ? [refuseShadowedPath] : []), ...authenticated],
      handler: async (request, reply) => {
        const input: Input = { params: request.params, query: request.query, body: request.body };
        if (id === 'login') return answerLogin(core, input, reply);
        if (id === 'healthz') return reply.code(200).send({ status: 'ok' });
        if (id === 'readyz') {
          const readiness = core.readiness();
          return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
        }
        const who = principals.get(request);
        if (!who) throw new HttpError(401, 'unauthorized', 'missing credential');
        if (id === 'sandboxApplyFixture')
          return answerFixture(app, core, fixtures, who, input.body as ApplyFixtureBody);
        const handler = core.handlers[id] as AnyHandler;
        const key = isIdempotent(def)
          ? (request.headers[IDEMPOTENCY_HEADER] as string | undefined)
          : undefined;
        if (key === undefined) return send(reply, def.status, handler(who, input));
        return answerIdempotently(
          reply,
          idempotency,
          { merchantId: who.merchantId, routeId: id, key },
          def.status,
          () => handler(who, input),
          input,
        );
      },
    });
  }
}

function answerLogin(core: SandboxCore, input: Input, reply: FastifyReply): FastifyReply {
  const { email, password } = input.body as { email: string; password: string };
  const session = core.login(email, password);
  if (!session) throw new HttpError(401, 'unauthorized', 'wrong email or password');
  // Our decision: the organization id the organization family's paths need, from the token itself.
  const organizationId = core.authenticate('jwt', session.accessToken)?.orgId;
  const body = { accessToken: session.accessToken, tokenType: 'Bearer', expiresIn: session.expiresIn };
  return reply.code(200).send(organizationId === undefined ? body : { ...body, organizationId });
}

/** The first answer to a key, again; or 409 when the key comes back with another request. */
function replay(reply: FastifyReply, stored: StoredResponse, hash: string): FastifyReply {
  if (stored.requestHash !== hash) {
    return reply
      .code(409)
      .send(errorBody('idempotency_key_reused', 'this Idempotency-Key was used with a different request'));
  }
  reply.header(REPLAYED_HEADER, 'true');
  return send(reply, stored.status, stored.body);
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return status === 204 ? reply.code(204).send() : reply.code(status).send(body);
}

// The handler and the record of its answer commit in one transaction, so a crash cannot leave a money
// movement without the record that makes its retry safe. The key is looked up again inside that transaction,
// under the writer's lock: another process (PostgreSQL) may have answered it since the first look, and its answer
// is then the one to give. A business-rule refusal (SandboxError 4xx) is recorded after the rollback unless an
// answer got there first: it changed nothing, and a repeat gets the same answer. A 422 is not recorded (like a
// schema 422, the client may correct the request under the same key), nor is any 5xx.
function answerIdempotently(
  reply: FastifyReply,
  store: IdempotencyStore,
  scope: IdempotencyScope,
  status: number,
  run: () => unknown,
  input: Input,
): FastifyReply {
  const hash = requestHash(input);
  const stored = store.find(scope);
  if (stored) return replay(reply, stored, hash);
  try {
    const outcome = store.atomically((): { meanwhile: StoredResponse } | { result: unknown } => {
      const meanwhile = store.find(scope);
      if (meanwhile) return { meanwhile };
      const result = run();
      store.save(scope, { requestHash: hash, status, body: result });
      return { result };
    });
    if ('meanwhile' in outcome) return replay(reply, outcome.meanwhile, hash);
    return send(reply, status, outcome.result);
  } catch (error) {
    if (error instanceof SandboxError && error.status >= 400 && error.status < 500) {
      store.saveFirst(scope, {
        requestHash: hash,
        status: error.status,
        body: errorBody(error.code, error.message, error.details),
      });
    }
    throw error;
  }
}
