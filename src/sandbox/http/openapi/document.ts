// The whole OpenAPI 3.1 document, generated from the contract (src/contract): route table, named schemas,
// error bodies per status and webhook payloads. Served at /api/openapi.json with `servers` set to the origin
// the client reached.
import { WEBHOOK_PAYLOADS } from '../../../contract/openapi-names.js';
import { routes, SIGNATURE_HEADER, type WebhookEventType } from '../../../contract/index.js';
import { pathsOf, routePieces } from './operations.js';
import { JSON_MEDIA, SHARED_RESPONSES } from './responses.js';
import { convertSchemas, type JsonSchema } from './schemas.js';

const TAG_DESCRIPTIONS: Record<string, string> = {
  wallets: 'Wallets (organization family); a wallet and an account are the same object',
  accounts: 'Accounts (account family)',
  cards: 'Cards (instruments) in both families',
  operations: 'Card and wallet operations',
  cardholders: 'Cardholders',
  auth: 'Portal login',
  webhooks: 'Webhook configuration and delivery history',
  sandbox: 'Sandbox-only helpers that simulate the outside world',
};

const DESCRIPTION = [
  'A stateful local implementation of the card-issuing REST interface v2. Operations marked ' +
    'as our decision document what the sandbox does where the specification says "not shown".',
  '**What clients can rely on.** Every status and body the sandbox sends is in this ' +
    'document, per operation: 422 is always `{ detail: [...] }` (field validation; a missing ' +
    'required field is `value_error.missing`, an unknown query parameter `value_error.extra`); ' +
    'every other error is `{ code, message, details? }` whose `code` is one of the codes ' +
    'listed for its status. A well-formed request refused by a business rule is 409 (never ' +
    '422). Response objects are closed except where deployments add keys (account list items, ' +
    'restrictions, a cardholder address).',
  '**Framework answers.** An unknown path is 404 with the `NotFoundError` body; a known path ' +
    'with another method is 405 with `Allow` (`MethodNotAllowed`; a literal path segment wins ' +
    'over a template for every method, so `PATCH /wallets/operations` is 405); a body must be ' +
    '`application/json` in valid UTF-8 (else 415), at most 1 MiB (413), nested at most 32 ' +
    'levels (400) and free of `__proto__` keys (400, prototype poisoning). A request the HTTP ' +
    'parser cannot read (an unknown method such as `QUERY`) is 400, over-long headers 431, a ' +
    'request not received in time 408, all with the `BadRequestError` body.',
  '**Request id.** Every answer carries `X-Request-Id`, a UUID new for each request (our ' +
    'decision: the interface shows none). Quote it when asking about a request; the console ' +
    'shows it in its command log.',
  "**Organization id.** The organization family's paths take `{org_id}`: `POST /api/v2/auth/login` answers it as `organizationId`.",
  '**Path precedence.** Where two path templates overlap (e.g. ' +
    '`/wallets/operations/{operation_id}` and `/wallets/{wallet_id}/limits`), a literal ' +
    'segment wins over a template; ids are UUIDs.',
].join('\n\n');

const WEBHOOK_HEADERS = [
  {
    name: 'X-Webhook-Id',
    in: 'header',
    required: true,
    description: 'The event id (same as `id` in the body)',
    schema: { type: 'string' },
  },
  {
    name: 'X-Webhook-Timestamp',
    in: 'header',
    required: true,
    description: 'Unix seconds of this attempt',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: SIGNATURE_HEADER.replace(
      /(^|-)([a-z])/g,
      (_, dash: string, c: string) => `${dash}${c.toUpperCase()}`,
    ),
    in: 'header',
    required: false,
    description:
      'Lowercase hex HMAC-SHA256 of the raw body with the configured secret; present when a secret is set.',
    schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
  },
];

function webhooksOf(ref: (name: string) => JsonSchema): Record<string, JsonSchema> {
  const entries = Object.keys(WEBHOOK_PAYLOADS) as WebhookEventType[];
  return Object.fromEntries(
    entries.map((type) => [
      type,
      {
        post: {
          operationId: `webhook_${type}`,
          summary: `The ${type} event, POSTed to the configured URL`,
          description:
            'Any 2xx acknowledges; anything else (or no answer within 10 s) is retried with exponential back-off.',
          tags: ['webhooks'],
          // Signed only when a secret is configured: the signature, or nothing.
          security: [{ WebhookSignature: [] }, {}],
          parameters: WEBHOOK_HEADERS,
          requestBody: { required: true, content: { [JSON_MEDIA]: { schema: ref(type) } } },
          responses: {
            '2XX': { description: 'Acknowledged' },
            default: { description: 'Not acknowledged: retried later' },
          },
        },
      },
    ]),
  );
}

function build(): JsonSchema {
  const pieces = routePieces();
  const response = convertSchemas([...pieces.output, ...Object.values(WEBHOOK_PAYLOADS)], 'output');
  const request = convertSchemas(pieces.input, 'input');
  // Response (output) forms win for names used both ways; request-only names come from the input pass.
  const schemas = { ...request.components, ...response.components };
  const tags = [...new Set(Object.values(routes).map((r) => r.tag))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Card-issuing REST interface v2 — card-console sandbox',
      version: '2.0.0',
      description: DESCRIPTION,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: 'http://127.0.0.1:8787', description: 'The sandbox on its default port' }],
    tags: tags.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name })),
    paths: pathsOf(request, response),
    webhooks: webhooksOf((type) => response.of(WEBHOOK_PAYLOADS[type as WebhookEventType])),
    components: {
      schemas,
      responses: SHARED_RESPONSES,
      securitySchemes: {
        ApiToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Token',
          description: 'Account family: the account API token',
        },
        ApiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Organization family: the organization API key as a Bearer token',
        },
        PortalJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A portal JWT from POST /api/v2/auth/login; accepted on both families',
        },
        WebhookSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Webhook-Signature',
          description:
            'On webhook deliveries: lowercase hex HMAC-SHA256 of the raw body with the configured secret',
        },
      },
    },
  };
}

let cached: JsonSchema | undefined;
/** The document (built once: it depends on the contract only). */
export function openApiDocument(): JsonSchema {
  cached ??= build();
  return cached;
}

/** The document as served to a client that reached us at `origin` (e.g. http://127.0.0.1:54321). */
export function servedDocument(origin: string | null): JsonSchema {
  const doc = openApiDocument();
  if (!origin) return doc;
  return { ...doc, servers: [{ url: origin, description: 'This sandbox' }] };
}
