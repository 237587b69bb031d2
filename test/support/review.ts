// A money form's Enter opens its review (the confirmation view); `y` sends it. For tests whose subject
// is what happens after the send, not the review itself (test/tui/forms/specs/wallet-transfer.test.tsx).
import type { AppStore } from '../../src/store/index.js';
import { KEYS } from './harness.js';

interface Driven {
  readonly store: AppStore;
  press(...keys: string[]): Promise<void>;
  until(test: (frame: string) => boolean, what: string): Promise<void>;
}

/** Enter on the open money form, then `y` on its review. */
export async function sendReviewed(h: Driven): Promise<void> {
  await h.press(KEYS.enter);
  await h.until(() => h.store.getState().view.overlay?.kind === 'confirm', 'the review');
  await h.press('y');
}
