// Start-up ordering: until the first frame is drawn, only the reads behind the accounts pane go out.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src/api/index.js';
import { holdUntilFirstFrame } from '../../../src/cli/console/first-frame.js';

function recordingClient(): { client: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const client = {
    can: () => ({ ok: true }),
    call: (id: string) => {
      calls.push(id);
      return Promise.resolve({ id });
    },
  } as unknown as ApiClient;
  return { client, calls };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('console start-up: reads before the first frame', () => {
  it('sends the accounts reads at once and holds the others until release', async () => {
    const { client, calls } = recordingClient();
    const gate = holdUntilFirstFrame(client);
    const accounts = gate.fetcher.call('listAccounts', {});
    const wallets = gate.fetcher.call('listWallets', { params: { org_id: 'o' } });
    const cards = gate.fetcher.call('listCards', { params: { org_id: 'o', wallet_id: 'w' } });
    await tick();
    expect(calls).toEqual(['listAccounts', 'listWallets']);
    gate.release();
    await expect(cards).resolves.toEqual({ id: 'listCards' });
    expect(calls).toEqual(['listAccounts', 'listWallets', 'listCards']);
    await Promise.all([accounts, wallets]);
  });

  it('lets everything through once released', async () => {
    const { client, calls } = recordingClient();
    const gate = holdUntilFirstFrame(client);
    gate.release();
    await gate.fetcher.call('listCardOperations', { params: { org_id: 'o' } });
    expect(calls).toEqual(['listCardOperations']);
    expect(gate.fetcher.can('listCards')).toEqual({ ok: true });
  });
});
