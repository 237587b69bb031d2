// The raw view: the object's JSON as the API returned it, sanitised key by key and value by value.
import { sanitizeDeep } from '../../domain/index.js';
import { safe } from '../text.js';

export function rawLines(value: unknown): string[] {
  const text = JSON.stringify(sanitizeDeep(value), null, 2) ?? 'null';
  // JSON.stringify escapes control characters itself; the sanitiser runs again per line as the last guard.
  return text.split('\n').map((l) => safe(l));
}
