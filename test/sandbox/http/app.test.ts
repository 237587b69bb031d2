// What only a fake core can provoke: a handler failing in a way the core never means to.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/sandbox/http/app.js';
import { createFakeCore, TOKEN, type FakeCore } from '../../support/fake-sandbox-core.js';
import { call } from '../../support/http-call.js';

let app: FastifyInstance | undefined;
let core: FakeCore | undefined;
afterEach(async () => {
  await app?.close();
  core?.close();
});

describe('an unexpected failure', () => {
  it('is a bare 500 internal_error that leaks neither the message nor a secret', async () => {
    core = createFakeCore();
    app = buildApp(core);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const crash = await call(base, 'GET', '/api/v2/accounts', { headers: { 'x-api-token': TOKEN } });
    expect(crash.status).toBe(500);
    expect(crash.json).toEqual({ code: 'internal_error', message: 'internal server error' });
    expect(crash.text).not.toContain('exploded');
    expect(crash.text).not.toContain(TOKEN);
  });
});
