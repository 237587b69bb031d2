// The request body parser: JSON only, UTF-8 only, nested at most MAX_JSON_DEPTH levels. The depth is checked by a
// linear scan before JSON.parse, so a hostile body never reaches a recursive parser or validator.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Our decision: no request of the interface nests deeper than a few levels; 32 leaves room and bounds recursion. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays/objects in a JSON text (strings skipped), stopping once past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The charset parameter of a Content-Type, lowercased, or null when none is given. */
export function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '');
  return match?.[1]?.toLowerCase() ?? null;
}

function checkCharset(request: FastifyRequest): void {
  const charset = charsetOf(request.headers['content-type']);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'unsupported charset; send application/json encoded as UTF-8',
    );
  }
}

/** What the document's 400 says about keys that could poison a prototype (openapi/responses.ts). */
export const PROTO_KEY_MESSAGE =
  'a JSON key named "__proto__", or "constructor" holding "prototype", is refused (prototype poisoning)';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or a 415: bytes that are not UTF-8 are refused, never replaced by U+FFFD and stored. */
function decodeUtf8(body: Buffer): string {
  try {
    return utf8.decode(body);
  } catch {
    throw new HttpError(
      415,
      'unsupported_media_type',
      'the body is not valid UTF-8; send application/json encoded as UTF-8',
    );
  }
}

// Fastify's hardened parser says "invalid JSON" for a prototype key too; plain JSON.parse tells the two apart.
function parseStrictly(
  strictJson: ReturnType<FastifyInstance['getDefaultJsonParser']>,
  request: FastifyRequest,
  text: string,
  done: (error: Error | null, value?: unknown) => void,
): void {
  strictJson(request, text, (error, value) => {
    if (error === null) return done(null, value);
    try {
      JSON.parse(text);
    } catch {
      return done(error, undefined);
    }
    done(new HttpError(400, 'bad_request', PROTO_KEY_MESSAGE), undefined);
  });
}

// Clients often send `Content-Type: application/json` with an empty body on bodiless POSTs (suspend, activate...);
// that is not malformed JSON. Anything else goes through Fastify's hardened JSON parser (prototype poisoning refused).
export function installJsonParser(app: FastifyInstance): void {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      checkCharset(request);
      text = decodeUtf8(typeof body === 'string' ? Buffer.from(body, 'utf8') : body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(
        new HttpError(400, 'bad_request', `JSON body nests deeper than ${MAX_JSON_DEPTH} levels`),
        undefined,
      );
      return;
    }
    parseStrictly(strictJson, request, text, done);
  });
}
