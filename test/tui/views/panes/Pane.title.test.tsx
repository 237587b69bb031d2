// A pane's title at 80 columns: the subject and filters give way, the count never does (nor the
// note of the columns the width hid). A long wallet name and every filter make the title too long.
import { afterEach, describe, expect, it } from 'vitest';
import { displayZone } from '../../../../src/domain/index.js';
import { createAppStore } from '../../../../src/store/index.js';
import { KEYS, loadAll, mount, type Harness } from '../../../support/harness.js';
import { orgData, orgHandlers } from '../../../support/org-data.js';

const NOW = Date.parse('2026-11-28T09:00:00Z');
const LONG = 'Marketing and events spend EUR (Berlin office, shared)';

let h: Harness | undefined;
afterEach(() => {
  h?.unmount();
  h = undefined;
});

async function start(columns: number): Promise<Harness> {
  const data = orgData(2, 7);
  data.wallets[0] = { ...data.wallets[0]!, name: LONG };
  const base = orgHandlers(data);
  const handlers = {
    ...base,
    getWallet: async (...args: Parameters<NonNullable<typeof base.getWallet>>) => {
      const read = await base.getWallet!(...args);
      return args[0].params.wallet_id === data.wallets[0]!.id ? { data: { ...read.data, name: LONG } } : read;
    },
  };
  h = await mount(handlers, {
    store: createAppStore({ zone: displayZone('Asia/Kolkata') }),
    now: () => NOW,
    columns,
    rows: 24,
  });
  await loadAll(h);
  return h;
}

async function palette(h: Harness, line: string): Promise<void> {
  await h.press(':');
  await h.type(line);
  await h.press(KEYS.enter);
  await loadAll(h);
}

const titleOf = (frame: string, tab: string): string =>
  frame.split('\n').find((l) => l.startsWith(`> ${tab}`)) ?? '';

describe('list titles at 80 columns', () => {
  it('the cards title keeps its count when the wallet name and filters are long; the rest gives way', async () => {
    const h = await start(80);
    await h.press('2');
    await loadAll(h);
    await palette(h, 'status active,frozen,creating');
    await palette(h, 'from -2d');
    const title = titleOf(h.frame(), '2 Cards');
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/\| \d+ total/);
    expect(title).toMatch(/^> 2 Cards \| of Marke/);
  });

  it('the operations title keeps its count and paging with every filter set', async () => {
    const h = await start(80);
    await h.press('3');
    await palette(h, 'scope');
    await palette(h, 'status completed,declined,authorized');
    await palette(h, 'type purchase,refund,fee');
    await palette(h, 'from 2026-11-01T00:00');
    await palette(h, 'to now');
    const title = titleOf(h.frame(), '3 Operations');
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title).toMatch(/\| \d+ total/);
  });

  it('a title that fits is left whole', async () => {
    const h = await start(120);
    await h.press('2');
    await loadAll(h);
    expect(h.frame()).toContain(`2 Cards | of ${LONG} | sort createdAt desc | 7 total`);
  });
});
