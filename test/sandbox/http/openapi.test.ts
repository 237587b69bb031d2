// The OpenAPI document is generated from the route table and covers every route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { routes, type RouteDef } from '../../../src/contract/index.js';
import { startRealSandbox, type RealSandbox } from '../../support/real-sandbox.js';

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string }> };
}

let sandbox: RealSandbox;
let base: string;
let doc: Document;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  base = sandbox.base;
  const res = await request(`${base}/api/openapi.json`);
  expect(res.statusCode).toBe(200);
  doc = (await res.body.json()) as Document;
});
afterAll(async () => {
  await sandbox.close();
});

const entries = Object.entries(routes) as Array<[string, RouteDef]>;

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 with one security scheme per credential kind', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.components.securitySchemes).toMatchObject({
      ApiToken: { type: 'apiKey' },
      ApiKey: { type: 'http' },
      PortalJwt: { type: 'http', bearerFormat: 'JWT' },
    });
  });

  it('has an operation for every route of the table, and nothing else', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(entries.map(([, def]) => `${def.method} ${def.path}`).sort());
  });

  it.each(entries)('documents %s with tag, summary, security, parameters and responses', (id, def) => {
    const op = doc.paths[def.path]?.[def.method.toLowerCase()];
    expect(op?.operationId).toBe(id);
    expect(op?.tags).toEqual([def.tag]);
    expect(op?.summary).toBe(def.summary);
    expect(op?.responses).toHaveProperty(String(def.status));
    expect(op?.responses).toHaveProperty('422');
    if (def.family === 'none') expect(op?.security ?? []).toEqual([]);
    else expect(op?.security?.length).toBeGreaterThan(0);
    const pathParams = (op?.parameters ?? [])
      .filter((p) => p.in === 'path')
      .map((p) => p.name)
      .sort();
    expect(pathParams).toEqual([...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
    expect(op?.requestBody !== undefined).toBe(def.body !== undefined);
    expect(op?.description?.includes('Our decision')).toBe(def.decision === true);
  });

  it('serves an interactive viewer at /api/docs', async () => {
    const res = await request(`${base}/api/docs`);
    expect(res.statusCode).toBe(200);
    expect((await res.body.text()).toLowerCase()).toContain('swagger');
  });
});
