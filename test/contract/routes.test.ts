import { describe, expect, it } from 'vitest';
import { fillPath, isIdempotent, routes, type RouteDef } from '../../src/contract/index.js';

const all = Object.entries(routes) as [string, RouteDef][];

describe('route table', () => {
  it('puts every path under /api/v2 but the probes of a load balancer, with unique method+path pairs', () => {
    const seen = new Set<string>();
    // A load balancer asks at the root, without a credential; nothing else lives outside the interface's prefix.
    const probes = all.filter(([, def]) => !def.path.startsWith('/api/v2/')).map(([id]) => id);
    expect(probes.sort()).toEqual(['healthz', 'readyz']);
    for (const [id, def] of all) {
      if (probes.includes(id)) expect(def.family, id).toBe('none');
      else expect(def.path, id).toMatch(/^\/api\/v2\//);
      const key = `${def.method} ${def.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('declares a params schema naming exactly the placeholders of each path', () => {
    for (const [id, def] of all) {
      const placeholders = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = Object.keys(def.params?.shape ?? {}).sort();
      expect(declared, id).toEqual(placeholders);
    }
  });

  it('has a response schema for every status except 204', () => {
    for (const [id, def] of all) expect(def.response === undefined, id).toBe(def.status === 204);
  });

  it('marks money movement and creation as idempotent and nothing else', () => {
    expect(isIdempotent(routes.transfer)).toBe(true);
    expect(isIdempotent(routes.issueCard)).toBe(true);
    expect(isIdempotent(routes.fundCard)).toBe(true);
    expect(isIdempotent(routes.suspendCard)).toBe(false);
    expect(isIdempotent(routes.listCards)).toBe(false);
  });

  it('covers the spec tables of both families', () => {
    const paths = all.map(([, d]) => `${d.method} ${d.path}`);
    for (const expected of [
      'GET /api/v2/organizations/{org_id}/wallets',
      'GET /api/v2/organizations/{org_id}/wallets/{wallet_id}/limits',
      'GET /api/v2/organizations/{org_id}/wallets/operations/{operation_id}',
      'PATCH /api/v2/organizations/{org_id}/wallets/{wallet_id}/instruments/{instrument_id}',
      'GET /api/v2/organizations/{org_id}/instruments/operations',
      'GET /api/v2/accounts/{account_uuid}/restrictions',
      'POST /api/v2/accounts/{account_uuid}/cards/{card_uuid}/withdraw',
      'GET /api/v2/cardholders/{card_owner_id}/cards',
      'DELETE /api/v2/webhooks/config',
    ])
      expect(paths).toContain(expected);
  });
});

describe('fillPath', () => {
  it('encodes values and refuses a missing parameter', () => {
    expect(fillPath('/a/{x}/b', { x: 'a/b c' })).toBe('/a/a%2Fb%20c/b');
    expect(() => fillPath('/a/{x}', {})).toThrow(/missing path parameter x/);
  });
});
