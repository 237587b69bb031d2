// "Copy as curl": the request as it was sent, to repeat it from a shell. The credential is an
// environment-variable reference the shell expands (never its value); the Idempotency-Key is kept, so a
// re-run is recognised by the service rather than applied twice. Every word is single-quoted, and the
// body's non-ASCII characters are written as JSON escapes, so the line is plain printable text.
import type { CredentialName } from '../../api/index.js';
import { shellQuote } from './shell.js';

/** The environment variable each credential is read from (the CLI reads the same ones). */
export const CREDENTIAL_ENV: Readonly<Record<CredentialName, string>> = {
  apiKey: 'CARD_CONSOLE_API_KEY',
  apiToken: 'CARD_CONSOLE_API_TOKEN',
  jwt: 'CARD_CONSOLE_JWT',
};

/** A request as the command log keeps it. */
export interface SentRequestShape {
  readonly method: string;
  /** Path and query as sent. */
  readonly url: string;
  readonly credential?: CredentialName;
  readonly idempotencyKey?: string;
  /** The JSON body as sent. */
  readonly body?: string;
}

/** The header line for a credential: double quotes, so `$NAME` is expanded by the shell and only there. */
function authHeader(credential: CredentialName): string {
  const variable = `$${CREDENTIAL_ENV[credential]}`;
  return credential === 'apiToken'
    ? `-H "X-API-Token: ${variable}"`
    : `-H "Authorization: Bearer ${variable}"`;
}

/** JSON text with every character outside printable ASCII escaped: the same JSON, safe on a terminal. */
export function asciiJson(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function copyAsCurl(request: SentRequestShape, baseUrl: string): string {
  const url = new URL(request.url, new URL(baseUrl).origin).toString();
  const words = ['curl', '-sS', '-X', shellQuote(request.method), shellQuote(url)];
  words.push(`-H ${shellQuote('Accept: application/json')}`);
  if (request.credential) words.push(authHeader(request.credential));
  if (request.idempotencyKey) words.push(`-H ${shellQuote(`Idempotency-Key: ${request.idempotencyKey}`)}`);
  if (request.body !== undefined) {
    words.push(`-H ${shellQuote('Content-Type: application/json')}`);
    words.push(`--data-raw ${shellQuote(asciiJson(request.body))}`);
  }
  return words.join(' ');
}
