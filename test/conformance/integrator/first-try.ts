// An integrator's first try, written only against the types openapi-typescript generates from the sandbox's
// served document (./schema.d.ts) and openapi-fetch: no casts, strict. The interface's typical flow: log in, learn
// the organization, find an account, create a cardholder, issue a card and wait for it, top it up, buy, read
// the transactions, withdraw, transfer, and tell a business refusal from a validation error.
import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

export interface Credentials {
  email: string;
  password: string;
  apiToken: string;
}

export interface FirstTry {
  organizationId: string;
  wallets: number;
  cardStatus: string;
  toppedUp: string;
  purchase: string;
  transactions: number;
  withdrawn: string;
  transfer: 'completed' | 'accepted';
  refusal: string;
  validation: string;
}

function fail(step: string, status: number): never {
  throw new Error(`${step} answered ${status}`);
}

export async function firstTry(baseUrl: string, who: Credentials, unique: string): Promise<FirstTry> {
  const anonymous = createClient<paths>({ baseUrl });
  const login = await anonymous.POST('/api/v2/auth/login', {
    body: { email: who.email, password: who.password },
  });
  if (!login.data) return fail('login', login.response.status);
  const organizationId = login.data.organizationId;
  if (organizationId === undefined) throw new Error('login did not say the organization');

  const org = createClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${login.data.accessToken}` },
  });
  const wallets = await org.GET('/api/v2/organizations/{org_id}/wallets', {
    params: { path: { org_id: organizationId }, query: { quantity: 50 } },
  });
  if (!wallets.data) return fail('list wallets', wallets.response.status);

  const account = createClient<paths>({ baseUrl, headers: { 'X-API-Token': who.apiToken } });
  const accounts = await account.GET('/api/v2/accounts');
  if (!accounts.data) return fail('list accounts', accounts.response.status);
  const usable = accounts.data.items.filter(
    (a) => a.status === 'active' && a.currency === 'USD' && a.allowedCardTypes.includes('virtual'),
  );
  const [main, other] = usable;
  if (!main || !other) throw new Error('two usable accounts expected');
  const account_uuid = main.id;

  const owner = await account.POST('/api/v2/accounts/{account_uuid}/cardholders', {
    params: { path: { account_uuid }, header: { 'Idempotency-Key': `holder-${unique}` } },
    body: {
      cardOwnerId: `first-try-${unique}`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+15551234567',
    },
  });
  if (!owner.data) return fail('create cardholder', owner.response.status);

  const issued = await account.POST('/api/v2/accounts/{account_uuid}/cards', {
    params: { path: { account_uuid }, header: { 'Idempotency-Key': `card-${unique}` } },
    body: { cardOwnerId: owner.data.cardOwnerId, cardType: 'virtual', name: 'First try' },
  });
  if (!issued.data) return fail('issue card', issued.response.status);
  const card_uuid = issued.data.id;
  // Response objects are closed: a misspelt read does not compile.
  // @ts-expect-error availableBalanse is not a field of the card
  const misspelt: unknown = issued.data.availableBalanse;
  if (misspelt !== undefined) throw new Error('the card has no such field');

  let cardStatus = issued.data.status;
  for (let attempt = 0; attempt < 100 && cardStatus === 'creating'; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = await account.GET('/api/v2/accounts/{account_uuid}/cards/{card_uuid}', {
      params: { path: { account_uuid, card_uuid } },
    });
    if (!read.data) return fail('read card', read.response.status);
    cardStatus = read.data.status;
  }

  const cardPath = { path: { account_uuid, card_uuid } };
  const topUp = await account.POST('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/topup', {
    params: { ...cardPath, header: { 'Idempotency-Key': `topup-${unique}` } },
    body: { amount: '25.00', currency: 'USD' },
  });
  if (!topUp.data) return fail('top up', topUp.response.status);

  const bought = await account.POST('/api/v2/sandbox/cards/{card_uuid}/purchase', {
    params: { path: { card_uuid } },
    body: { amount: '5.00', merchantName: 'Corner shop' },
  });
  if (!bought.data) return fail('purchase', bought.response.status);

  const history = await account.GET('/api/v2/transactions/cards', {
    params: { query: { cardId: card_uuid, 'types[]': ['top_up', 'purchase'] } },
  });
  if (!history.data) return fail('transactions', history.response.status);

  const withdrawn = await account.POST('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/withdraw', {
    params: cardPath,
    body: { amount: '10.00' },
  });
  if (!withdrawn.data) return fail('withdraw', withdrawn.response.status);

  const sent = await account.POST('/api/v2/accounts/{account_uuid}/transfer', {
    params: { path: { account_uuid } },
    body: { destinationAccountUuid: other.id, amount: '1.00' },
  });
  if (!sent.data) return fail('transfer', sent.response.status);
  const transfer = sent.data.status === 'accepted' ? 'accepted' : 'completed';

  // A refusal by a business rule (409) and a validation error (422) are told apart by status, then by code.
  const tooMuch = await account.POST('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/withdraw', {
    params: cardPath,
    body: { amount: '999999.00' },
  });
  const refusal =
    tooMuch.response.status === 409 && tooMuch.error && 'code' in tooMuch.error ? tooMuch.error.code : 'none';
  const malformed = await account.POST('/api/v2/accounts/{account_uuid}/cards/{card_uuid}/withdraw', {
    params: cardPath,
    body: { amount: '1.001' },
  });
  const validation =
    malformed.error && 'detail' in malformed.error ? (malformed.error.detail[0]?.type ?? 'none') : 'none';

  return {
    organizationId,
    wallets: wallets.data.pagination.totalQuantity,
    cardStatus,
    toppedUp: topUp.data.amount,
    purchase: bought.data.status,
    transactions: history.data.total,
    withdrawn: withdrawn.data.amount,
    transfer,
    refusal,
    validation,
  };
}
