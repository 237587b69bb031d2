// The parameters and fields a window read needs are in the served document, and what the sandbox answers with them
// is what the document says (every answer here is checked against it by setup.ts): declineReasons[] on card
// operations, totalAmount in the operation lists' pagination, and createdAtFrom, createdAtTo and sortType on the
// webhook history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { DECLINE_REASONS } from '../../src/contract/index.js';
import { call } from '../support/http-call.js';
import { keyOf, startRealSandbox, tokenOf, type RealSandbox } from '../support/real-sandbox.js';
import { checkedCount } from './setup.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Record<string, unknown>;
}
interface Doc {
  paths: Record<string, Record<string, { parameters?: Parameter[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

let sandbox: RealSandbox;
let doc: Doc;
beforeAll(async () => {
  sandbox = await startRealSandbox();
  doc = (await (await request(`${sandbox.base}/api/openapi.json`)).body.json()) as Doc;
});
afterAll(async () => {
  await sandbox.close();
});

const ORG_OPS = '/api/v2/organizations/{org_id}/instruments/operations';
const WALLET_OPS = '/api/v2/organizations/{org_id}/wallets/operations';
const HISTORY = '/api/v2/webhooks/events';
const parameter = (path: string, name: string): Parameter | undefined =>
  doc.paths[path]?.get?.parameters?.find((p) => p.name === name && p.in === 'query');

describe('the document', () => {
  it('publishes declineReasons[] on card operations: an optional array of the DeclineReason enum', () => {
    const p = parameter(ORG_OPS, 'declineReasons[]');
    expect(p).toMatchObject({ required: false, schema: { type: 'array' } });
    expect((p?.schema.items as { enum?: string[] }).enum).toEqual([...DECLINE_REASONS]);
    expect(p?.schema).not.toHaveProperty('minItems');
  });

  it('publishes totalAmount in the pagination of both operation lists, optional, as Money', () => {
    const pagination = doc.components.schemas.OperationsPagination;
    expect(pagination?.properties?.totalAmount).toEqual(
      expect.objectContaining({
        $ref: '#/components/schemas/Money',
        description: expect.stringContaining('ALL'),
      }),
    );
    expect(pagination?.required ?? []).not.toContain('totalAmount');
    for (const path of [ORG_OPS, WALLET_OPS])
      expect(JSON.stringify(doc.paths[path]?.get?.responses['200'])).toContain(
        '#/components/schemas/OperationsPagination',
      );
  });

  it('publishes the webhook history window and order next to its earlier parameters', () => {
    for (const name of ['createdAtFrom', 'createdAtTo'])
      expect(parameter(HISTORY, name)).toMatchObject({ required: false, schema: { format: 'date-time' } });
    expect(parameter(HISTORY, 'sortType')?.schema.enum).toEqual(['asc', 'desc']);
    for (const name of ['status', 'eventType', 'cardId', 'limit', 'offset'])
      expect(parameter(HISTORY, name)).toBeDefined();
  });
});

describe('the answers to the new parameters', () => {
  const org = (path: string, query: string) =>
    call(sandbox.base, 'GET', `${path.replace('{org_id}', sandbox.one.orgId)}?${query}`, {
      headers: keyOf(sandbox.one),
    });
  const history = (query: string) =>
    call(sandbox.base, 'GET', `${HISTORY}?${query}`, { headers: tokenOf(sandbox.one) });
  const hourAgo = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());

  it('are documented, accepted and refused alike (each answer checked against the document)', async () => {
    const before = checkedCount();
    const answers = [
      await org(ORG_OPS, `declineReasons[]=insufficient_balance&createdAtFrom=${hourAgo}&types[]=purchase`),
      await org(ORG_OPS, 'declineReasons[]=card_frozen&declineReasons[]=daily_limit_exceeded&quantity=1'),
      await org(WALLET_OPS, `types[]=withdrawal&createdAtFrom=${hourAgo}`),
      await history(
        `status=failed&createdAtFrom=${hourAgo}&createdAtTo=${encodeURIComponent(new Date().toISOString())}`,
      ),
      await history('status=pending&sortType=asc&limit=1'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = [
      await org(ORG_OPS, 'declineReasons[]=unknown_reason'),
      await history('createdAtFrom=an-hour-ago'),
      await history('sortType=up'),
    ];
    expect(refused.map((a) => a.status)).toEqual([422, 422, 422]);
    expect(checkedCount()).toBe(before + answers.length + refused.length);
  });
});
