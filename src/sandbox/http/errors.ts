// One place that turns anything thrown while answering a request into the interface's error bodies:
// 422 `{ detail }` for validation, `{ code, message, details? }` for everything else. Internal failures are
// logged (to stderr) and answered with a fixed message, so stack traces and secrets never reach a client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../contract/index.js';
import { SandboxError, SandboxValidationError } from '../core-types.js';

/** An error the HTTP layer itself answers with (auth, idempotency, faults, bad headers). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorBody {
  return details === undefined ? { code, message } : { code, message, details };
}

/** Status and body for an error a handler may throw; null when it is not one of ours. */
export function knownErrorResponse(error: unknown): { status: number; body: unknown } | null {
  if (error instanceof SandboxValidationError) return { status: 422, body: { detail: error.detail } };
  if (error instanceof SandboxError) return { status: error.status, body: errorBody(error.code, error.message, error.details) };
  return null;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

// Fastify's own client errors (body parsing, media type, size) keep their status with our body shape.
function fastifyClientError(error: FastifyError): { status: number; body: ErrorBody } | null {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return null;
  if (status === 413) return { status, body: errorBody('payload_too_large', 'request body is too large') };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return { status, body: errorBody('bad_request', 'unsupported Content-Type; send application/json') };
  }
  const message = error instanceof SyntaxError || error.code.startsWith('FST_ERR_CTP') ? 'malformed JSON body' : 'bad request';
  return { status: 400, body: errorBody('bad_request', message) };
}

export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = knownErrorResponse(error);
    if (known) return reply.code(known.status).send(known.body);
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(errorBody(error.code, error.message));
    }
    if (isFastifyError(error) || error instanceof SyntaxError) {
      const client = fastifyClientError(error as FastifyError);
      if (client) return reply.code(client.status).send(client.body);
    }
    request.log.error({ err: error }, 'internal error');
    return reply.code(500).send(errorBody('internal_error', 'internal server error'));
  });
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send(errorBody('not_found', `no route for ${request.method} ${request.url.split('?')[0] ?? ''}`)),
  );
}
