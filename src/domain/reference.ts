// Our own reference on a money movement. A request whose answer was lost is read back by finding
// this token again on the resulting operation — never by amount and time, which another operator's
// identical movement a second later would match. The token rides at the end of the description
// (the one free-text field the server keeps and returns), after what the operator typed.
import { DESCRIPTION_MAX } from '../contract/index.js';

export { DESCRIPTION_MAX };
const TOKEN_CHARS = 12;
/** ` ref:` and the token: what the operator's text gives up to make room for it. */
export const REFERENCE_ROOM = ' ref:'.length + TOKEN_CHARS;
export const OPERATOR_DESCRIPTION_MAX = DESCRIPTION_MAX - REFERENCE_ROOM;

const TRAILING = new RegExp(`(?:^| )ref:([a-z2-7]{${TOKEN_CHARS}})$`);

/** Base32 (lower case) of the first bytes of a digest: the token. */
export function referenceToken(digest: Uint8Array): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < TOKEN_CHARS) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === TOKEN_CHARS) break;
  }
  if (out.length < TOKEN_CHARS) throw new Error('digest too short for a reference');
  return out;
}

/** The description sent: the operator's text, then our reference. */
export function withReference(text: string | undefined, token: string): string {
  const own = (text ?? '').trimEnd();
  return own === '' ? `ref:${token}` : `${own} ref:${token}`;
}

/** The reference a description carries, if any (ours or another console's). */
export function referenceOf(description: string | null | undefined): string | undefined {
  return description ? TRAILING.exec(description)?.[1] : undefined;
}

/** What the operator typed, without our reference: what the console shows as the description. */
export function stripReference(description: string | null | undefined): string | null {
  if (description === null || description === undefined) return null;
  return description.replace(TRAILING, '');
}
