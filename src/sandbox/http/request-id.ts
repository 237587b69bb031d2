// Every answer carries `X-Request-Id`: a fresh id per request, so an operator (the console's
// command log) and whoever reads the sandbox's log can name the same request. The interface does not
// show one; the name is our decision (the one most services use), published in the document.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Fastify's own request id, as a UUID rather than a counter that restarts with the process. */
export const newRequestId = (): string => randomUUID();

/** Set first, before faults and auth, so refusals carry it too. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
