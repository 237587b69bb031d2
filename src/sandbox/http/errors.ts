// One place that turns anything thrown while answering a request into the interface's error bodies:
// 422 `{ detail }` for validation, `{ code, message, details? }` for everything else. Internal failures are
// logged (to stderr) and answered with a fixed message, so stack traces and secrets never reach a client.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowedMethods } from './methods.js';
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

/** 405 for a path that exists without this method; `Allow` lists the methods it takes. */
export function methodNotAllowed(method: string, allowed: readonly string[]): HttpError {
  return new HttpError(
    405,
    'method_not_allowed',
    `${method} is not allowed here; allowed: ${allowed.join(', ')}`,
    { allow: allowed.join(', ') },
  );
}

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorBody {
  return details === undefined ? { code, message } : { code, message, details };
}

/** Status and body for an error a handler may throw; null when it is not one of ours. */
export function knownErrorResponse(error: unknown): { status: number; body: unknown } | null {
  if (error instanceof SandboxValidationError) return { status: 422, body: { detail: error.detail } };
  if (error instanceof SandboxError)
    return { status: error.status, body: errorBody(error.code, error.message, error.details) };
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
    return {
      status: 415,
      body: errorBody('unsupported_media_type', 'unsupported Content-Type; send application/json'),
    };
  }
  const message =
    error instanceof SyntaxError || error.code.startsWith('FST_ERR_CTP')
      ? 'malformed JSON body'
      : 'bad request';
  return { status: 400, body: errorBody('bad_request', message) };
}

/** At most `max` characters of something the client sent, for a message; never the whole of a long input. */
export function excerpt(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
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
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = allowedMethods(path);
    if (allowed.length > 0) {
      const error = methodNotAllowed(request.method, allowed);
      return reply.code(405).headers(error.headers).send(errorBody(error.code, error.message));
    }
    return reply.code(404).send(errorBody('not_found', `no route for ${request.method} ${excerpt(path)}`));
  });
}

/** Fastify's `frameworkErrors`: a bad URL (400) or an over-long path value (414), answered in our shape. */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send(errorBody('uri_too_long', 'a path value is longer than 100 characters'));
    return;
  }
  void reply.code(400).send(errorBody('bad_request', 'malformed URL (bad percent-encoding?)'));
}

/** Fastify's `clientErrorHandler`: requests the HTTP parser refuses (unknown methods such as QUERY). */
export function clientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const body = JSON.stringify(errorBody('bad_request', 'malformed HTTP request'));
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? '431 Request Header Fields Too Large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? '408 Request Timeout'
        : '400 Bad Request';
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
