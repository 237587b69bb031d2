// Shared fixtures for the client tests: a MockAgent with call history, a client wired to it with
// recorded (instant) sleeps, and response bodies that satisfy the contract.
import { MockAgent } from 'undici';
import type { Interceptable } from 'undici';
import { createClient } from '../../src/api/index.js';
import type { ApiClient, Credentials } from '../../src/api/index.js';
import type { ClientOptions, RequestLog } from '../../src/api/types.js';

export const BASE = 'http://api.test';
export const ORG = 'org-1';
export const WALLET = '11111111-1111-4111-8111-111111111111';
export const ACCOUNT = '22222222-2222-4222-8222-222222222222';
export const CARD = '33333333-3333-4333-8333-333333333333';
export const OTHER_ACCOUNT = '44444444-4444-4444-8444-444444444444';

export const SECRETS = {
  apiKey: 'key_SECRET_org_0123456789',
  apiToken: 'tok_SECRET_acct_0123456789',
  jwt: 'eyJ.SECRET_jwt.sig0123',
};
export const fullCreds: Credentials = { orgId: ORG, ...SECRETS };

export interface Harness {
  agent: MockAgent;
  pool: Interceptable;
  client: ApiClient;
  sleeps: number[];
  logs: RequestLog[];
  /** Requests the mock saw (matched or not). */
  calls: () => {
    method: string;
    path: string;
    fullUrl: string;
    headers: Record<string, string | string[]>;
  }[];
}

export function harness(overrides: Partial<ClientOptions> = {}): Harness {
  const agent = new MockAgent({ enableCallHistory: true });
  agent.disableNetConnect();
  const pool = agent.get(BASE);
  const sleeps: number[] = [];
  const logs: RequestLog[] = [];
  const client = createClient({
    baseUrl: BASE,
    credentials: fullCreds,
    dispatcher: agent,
    onRequest: (e) => logs.push(e),
    ...overrides,
    retry: { sleep: async (ms) => void sleeps.push(ms), random: () => 0.5, ...overrides.retry },
  });
  const calls = () =>
    (agent.getCallHistory()?.calls() ?? []).map((c) => ({
      method: c.method,
      path: c.path,
      fullUrl: c.fullUrl,
      headers: (c.headers ?? {}) as Record<string, string | string[]>,
    }));
  return { agent, pool, client, sleeps, logs, calls };
}

export const json = { headers: { 'content-type': 'application/json' } };

const ts = '2026-01-02T03:04:05.000Z';

export const walletListItem = (i: number) => ({
  id: `wallet-${i}`,
  name: `Wallet ${i}`,
  balance: '100.00',
  currency: 'USD',
  status: 'active',
  cards: 1,
  allowedCardTypes: ['virtual'],
  isTransferAllowed: true,
  createdAt: ts,
  updatedAt: ts,
});

export const accountListItem = (i: number) => ({
  ...walletListItem(i),
  availableBalance: '100.000000000',
  holdedBalance: '0.000000000',
});

export const cardListItem = (i: number, cardStatus = 'active') => ({
  cardId: `card-${i}`,
  name: `Card ${i}`,
  currency: 'USD',
  availableBalance: '5.00',
  holder: 'Ada Lovelace',
  cardType: 'virtual',
  maskedNumber: '4111 **** **** 1111',
  paymentSystem: 'visa',
  expiredAt: '01.2030',
  cardStatus,
});

export const cardholder = (i: number) => ({
  cardOwnerId: `owner-${i}`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada${i}@example.com`,
  phone: '+15551234567',
  address: null,
});

export const topUpResponse = {
  cardUuid: CARD,
  status: 'completed',
  message: 'ok',
  amount: '10.000000000',
  currency: 'USD',
  transactionId: 'tx-1',
};

export const orgPage = <T>(data: T[], currentPage: number, pages: number, quantity: number) => ({
  data,
  pagination: { quantity, totalQuantity: pages * quantity, currentPage, pages },
});

export const connRefused = (): Error =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
