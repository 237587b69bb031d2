// Vitest setup for every test file: each response an in-process sandbox sends is checked against the document
// it serves (see checker.ts); a mismatch fails the test during which it was sent.
import { afterAll, afterEach } from 'vitest';
import {
  RESPONSE_OBSERVER,
  type ObservedResponse,
  type ResponseObserver,
} from '../../src/sandbox/http/observe.js';

const mismatches: string[] = [];
let checked = 0;

const observer: ResponseObserver = async (response: ObservedResponse) => {
  const { checkResponse } = await import('../support/spec-checker.js');
  checked++;
  for (const problem of checkResponse(response)) {
    mismatches.push(`${response.method} ${response.path} → ${response.status}: ${problem}`);
  }
};
(globalThis as Record<symbol, unknown>)[RESPONSE_OBSERVER] = observer;

function flush(): void {
  if (mismatches.length === 0) return;
  const found = mismatches.splice(0);
  throw new Error(
    `the sandbox answered outside its OpenAPI document (${found.length}):\n${found.slice(0, 20).join('\n')}`,
  );
}

afterEach(flush);
afterAll(flush);

/** How many responses this file's tests had checked (for the harness's own test). */
export const checkedCount = (): number => checked;
