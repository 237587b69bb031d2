// Every answer of the sandbox carries X-Request-Id (our decision, published in its document): a new
// UUID per request, on successes, refusals, unknown paths, 415s and injected faults alike.
import { afterEach, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/sandbox/http/openapi/document.js';
import { call } from '../../support/http-call.js';
import { startRealSandbox, tokenOf, type RealSandbox } from '../../support/real-sandbox.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let sandbox: RealSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

describe('X-Request-Id', () => {
  it('is on every answer, a fresh UUID each time', async () => {
    sandbox = await startRealSandbox();
    const { base, one } = sandbox;
    const answers = await Promise.all([
      call(base, 'GET', '/api/v2/accounts', { headers: tokenOf(one) }),
      call(base, 'GET', '/api/v2/accounts', { headers: tokenOf(one) }),
      call(base, 'GET', '/api/v2/accounts'),
      call(base, 'GET', '/api/v2/no-such-thing', { headers: tokenOf(one) }),
      call(base, 'POST', '/api/v2/webhooks/config', { headers: tokenOf(one), raw: 'x' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404, expect.any(Number)]);
    const ids = answers.map((a) => a.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is on an injected fault and a rate-limit refusal too', async () => {
    sandbox = await startRealSandbox({ faults: 1, random: () => 0 });
    const fault = await call(sandbox.base, 'GET', '/api/v2/accounts', { headers: tokenOf(sandbox.one) });
    expect(fault.status).toBeGreaterThanOrEqual(500);
    expect(fault.headers['x-request-id']).toMatch(UUID);
  });

  it('is declared, required, on every response of every operation in the document', () => {
    const doc = openApiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const shared = (doc as unknown as { components: { responses: Record<string, { headers: object }> } })
      .components.responses;
    let seen = 0;
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods))
        for (const response of Object.values(op.responses ?? {})) {
          const r = response as { $ref?: string; headers?: Record<string, { required?: boolean }> };
          const headers = r.$ref
            ? (shared[r.$ref.split('/').pop() ?? '']?.headers as typeof r.headers)
            : r.headers;
          expect(headers?.['X-Request-Id']?.required).toBe(true);
          seen++;
        }
    expect(seen).toBeGreaterThan(100);
  });
});
