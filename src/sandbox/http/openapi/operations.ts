// The `paths` of the document: one operation per route of the contract's table, with its parameters (path,
// query, the Idempotency-Key header), body, security as the server enforces it, and every status it answers.
import type { z } from 'zod';
import { isIdempotent, routes, type Family, type RouteDef, type RouteId } from '../../../contract/index.js';
import { MAX_KEY_LENGTH } from '../idempotency.js';
import { JSON_MEDIA, responsesOf } from './responses.js';
import type { Converted, JsonSchema } from './schemas.js';

const ENTRIES = Object.entries(routes) as Array<[RouteId, RouteDef]>;

/** Request pieces (params, query, body) and response pieces of every route, for one conversion each. */
export function routePieces(): { input: z.ZodType[]; output: z.ZodType[] } {
  const input: z.ZodType[] = [];
  const output: z.ZodType[] = [];
  for (const [, def] of ENTRIES) {
    for (const piece of [def.params, def.query, def.body]) if (piece) input.push(piece);
    if (def.response) output.push(def.response);
  }
  return { input, output };
}

/** One scheme per credential kind, listed per route as `auth.ts` accepts them. */
export function securityOf(family: Family): Array<Record<string, string[]>> {
  if (family === 'org') return [{ ApiKey: [] }, { PortalJwt: [] }];
  if (family === 'account') return [{ ApiToken: [] }, { PortalJwt: [] }];
  if (family === 'any') return [{ ApiToken: [] }, { ApiKey: [] }, { PortalJwt: [] }];
  return [];
}

function familyNote(family: Family): string {
  if (family === 'org')
    return 'Authenticate with the organization API key (`Authorization: Bearer <API key>`) or a portal JWT.';
  if (family === 'account')
    return (
      'Authenticate with the account API token (`X-API-Token`) or a portal JWT (`Authorization: ' +
      'Bearer <JWT>`); the organization API key is refused (401).'
    );
  if (family === 'any')
    return 'Accepts any credential: `X-API-Token`, the organization API key, or a portal JWT.';
  return 'No authentication.';
}

const DECISION_NOTE =
  'Our decision where the spec says "not shown": the payload and behaviour documented here are the sandbox\'s.';
const IDEMPOTENCY_NOTE =
  'Send an `Idempotency-Key` header: a repeat with the same request replays the first answer ' +
  '(header `Idempotent-Replayed: true`); the same key with another request is 409 ' +
  '`idempotency_key_reused`.';

// Two templates that can match the same URL (e.g. `/wallets/operations/{operation_id}` and `/wallets/{wallet_id}/limits`).
function overlaps(a: string, b: string): boolean {
  const sa = a.split('/');
  const sb = b.split('/');
  if (a === b || sa.length !== sb.length) return false;
  return sa.every((s, i) => s === sb[i] || s.startsWith('{') || sb[i]?.startsWith('{'));
}

/** Path precedence for the pairs linters call ambiguous: a literal segment wins over a template. */
export function precedenceNote(path: string): string | null {
  const others = [...new Set(ENTRIES.map(([, d]) => d.path))].filter((p) => overlaps(path, p));
  if (others.length === 0) return null;
  return (
    `Path precedence: this path overlaps ${others.map((p) => `\`${p}\``).join(', ')}. A literal segment always wins over a ` +
    'template (`/wallets/operations/...` is never read as a wallet with id "operations"); ids are UUIDs, so no id collides with a literal.'
  );
}

function descriptionOf(def: RouteDef): string {
  const parts = [familyNote(def.family)];
  if (isIdempotent(def)) parts.push(IDEMPOTENCY_NOTE);
  if (def.decision) parts.push(DECISION_NOTE);
  const precedence = precedenceNote(def.path);
  if (precedence) parts.push(precedence);
  return parts.join('\n\n');
}

function parametersOf(schema: JsonSchema | null, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    const parameter: JsonSchema = {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
    };
    if (typeof description === 'string') parameter.description = description;
    if (rest.type === 'array') Object.assign(parameter, { style: 'form', explode: true });
    return parameter;
  });
}

/** Request examples for the typical flow; the document test checks each against its schema. */
const REQUEST_EXAMPLES: Partial<Record<RouteId, unknown>> = {
  login: { email: 'merchant@example.com', password: 'correct horse battery staple' },
  createCardholder: {
    cardOwnerId: 'owner-42',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '+15551234567',
  },
  issueAccountCard: { cardOwnerId: 'owner-42', cardType: 'virtual', name: 'Travel' },
  issueCard: {
    cardOwnerId: 'owner-42',
    cardType: 'virtual',
    name: 'Travel',
    limits: { daily_limit: '500.00' },
  },
  topUpCard: { amount: '25.00', currency: 'USD', description: 'Monthly allowance' },
  withdrawCard: { amount: '10.00', currency: 'USD' },
  fundCard: { amount: '25.00' },
  defundCard: { amount: '10.00' },
  transfer: {
    destinationAccountUuid: '3f2b8c1e-6d4a-4b7e-9a51-0c2d9e8f7a61',
    amount: '100.00',
    currency: 'USD',
  },
  putWebhookConfig: {
    url: 'https://hooks.example.com/cards',
    secret: 'whsec-0123456789',
    eventTypes: ['card_state', 'card_transaction'],
  },
  sandboxPurchase: { amount: '5.00', merchantName: 'Corner shop', merchantCategory: '5411' },
};

const IDEMPOTENCY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'Makes a retry of this request safe: the first answer is stored for 24 hours and replayed.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH, pattern: '^[\\x21-\\x7e]+$' },
};

function operationOf(id: RouteId, def: RouteDef, request: Converted, response: Converted): JsonSchema {
  const parameters = [
    ...parametersOf(def.params ? request.of(def.params) : null, 'path'),
    ...parametersOf(def.query ? request.of(def.query) : null, 'query'),
    ...(isIdempotent(def) ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const operation: JsonSchema = {
    operationId: id,
    tags: [def.tag],
    summary: def.summary,
    description: descriptionOf(def),
    security: securityOf(def.family),
  };
  if (parameters.length > 0) operation.parameters = parameters;
  if (def.body) {
    const media: JsonSchema = { schema: request.of(def.body) };
    if (REQUEST_EXAMPLES[id] !== undefined) media.example = REQUEST_EXAMPLES[id];
    operation.requestBody = { required: true, content: { [JSON_MEDIA]: media } };
  }
  operation.responses = responsesOf(id, def, def.response ? response.of(def.response) : null);
  return operation;
}

/** The document's `paths`. */
export function pathsOf(request: Converted, response: Converted): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, def] of ENTRIES) {
    paths[def.path] ??= {};
    paths[def.path]![def.method.toLowerCase()] = operationOf(id, def, request, response);
  }
  return paths;
}
