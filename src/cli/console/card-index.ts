// Wiring of the card index into the console: one file per base URL + merchant (the embedded
// sandbox, whose port changes every run, by its database instead), opened after the first frame.
import { createHash } from 'node:crypto';
import type { ApiClient, Credentials } from '../../api/index.js';
import type { AppStore } from '../../store/index.js';
import { createCardIndex, type CardIndex, type ForegroundGate } from '../../sync/card-index/index.js';

/** Who the merchant is, without putting a credential in a file name: the org id, else a token digest. */
export function merchantKey(credentials: Pick<Credentials, 'orgId' | 'apiToken' | 'jwt'>): string {
  if (credentials.orgId) return `org ${credentials.orgId}`;
  const secret = credentials.apiToken ?? credentials.jwt ?? '';
  return `token ${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`;
}

export interface ConsoleIndexOptions {
  readonly client: ApiClient;
  readonly store: AppStore;
  readonly gate: ForegroundGate;
  /** The base URL, or a stable name for the embedded sandbox. */
  readonly place: string;
  readonly merchant: string;
}

export function openConsoleIndex(options: ConsoleIndexOptions): CardIndex {
  const notify = (text: string) => options.store.getState().mutators.notify('warn', text, Date.now());
  return createCardIndex({
    fetcher: options.client,
    store: options.store,
    gate: options.gate,
    baseUrl: options.place,
    merchant: options.merchant,
    onNotice: notify,
  });
}
