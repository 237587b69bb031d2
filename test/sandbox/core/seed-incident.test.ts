import { it } from 'vitest';
import { setup } from '../../support/sandbox-core.js';
it('smoke', () => {
  const env = setup();
  const now = env.now().toISOString();
  const hourAgo = new Date(env.now().getTime() - 3600_000).toISOString();
  const q = (query: Record<string, unknown>) => env.call('listCardOperations', env.orgA, { params: { org_id: env.orgA.orgId }, query });
  console.log('all', q({}).pagination);
  console.log('purchases 1h', q({ 'types[]': ['purchase'], createdAtFrom: hourAgo, createdAtTo: now }).pagination);
  console.log('declined 1h', q({ 'types[]': ['purchase'], 'statuses[]': ['declined'], createdAtFrom: hourAgo }).pagination);
  console.log('insufficient 1h', q({ 'declineReasons[]': ['insufficient_balance'], createdAtFrom: hourAgo }).pagination);
  const dayAgo = new Date(env.now().getTime() - 86400_000);
  console.log('baseline', q({ 'types[]': ['purchase'], createdAtFrom: new Date(dayAgo.getTime() - 3600_000).toISOString(), createdAtTo: dayAgo.toISOString() }).pagination);
  console.log('wallets', env.call('listAccounts', env.accA).items.map((a) => [a.name, a.status, a.balance]));
  console.log('failed', env.call('listWebhookEvents', env.accA, { query: { status: 'failed', createdAtFrom: hourAgo } }).total);
  console.log('delivered', env.call('listWebhookEvents', env.accA, { query: { status: 'delivered', sortType: 'asc', limit: 1 } }));
  console.log('wallet ops', env.call('listWalletOperations', env.orgA, { params: { org_id: env.orgA.orgId }, query: {createdAtFrom: dayAgo.toISOString()} }).pagination);
  env.core.close();
});
