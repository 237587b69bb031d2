// The sandbox at a million cards: how long `sandbox --seed scale` takes to seed and start, the p99 of
// a card-list page (statuses filter + sort) in a 100,000-card wallet over real HTTP (same load as the
// demo's card_list_p99_ms), the same for the middle page and for page 4,000 by name, and how fast a bare HTTP
// client can crawl a whole wallet at the largest page size.
import { getJson, runLoad, startScaleSandbox } from './lib.js';

export interface SandboxScaleFigures {
  seed_1m_s: number;
  sandbox_card_page_p99_ms_1m: number;
  sandbox_card_middle_page_p99_ms_1m: number;
  sandbox_card_page_4000_p99_ms_1m: number;
  wallet_crawl_cards_per_s: number;
  scale_load_errors: number;
}

const LARGEST_PAGE = 500;
const CRAWL_LIMIT_MS = 120_000;

interface CardPage {
  data: { cardId: string }[];
  pagination: { totalQuantity: number; pages: number };
}

/** Cards per second for one sequential crawl of the wallet, page after page, as a bare client does it. */
async function crawlRate(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  let cards = 0;
  for (let page = 1; performance.now() - started < CRAWL_LIMIT_MS; page++) {
    const answer = await getJson<CardPage>(`${url}&page=${page}&quantity=${LARGEST_PAGE}`, headers);
    cards += answer.data.length;
    if (answer.data.length < LARGEST_PAGE) break;
  }
  return Math.round(cards / ((performance.now() - started) / 1000));
}

export async function benchSandboxScale(
  cards = 1_000_000,
  wallets = 10,
  durationMs = 5000,
): Promise<SandboxScaleFigures> {
  const began = performance.now();
  const sandbox = await startScaleSandbox(cards, wallets, ['--provisioning-delay-ms', '0']);
  const seconds = (performance.now() - began) / 1000;
  try {
    const m = sandbox.merchants[0]!;
    const org = { authorization: `Bearer ${m.apiKey}` };
    const list = await getJson<{ data: { id: string; cards: number }[] }>(
      `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets`,
      org,
    );
    const wallet = list.data.reduce((a, b) => (b.cards > a.cards ? b : a));
    const base = `${sandbox.baseUrl}/api/v2/organizations/${m.orgId}/wallets/${wallet.id}/instruments`;
    const filtered = `${base}?statuses[]=active&statuses[]=frozen&sortBy=name&sortType=asc&quantity=25`;
    const { pagination } = await getJson<CardPage>(filtered, org);
    const first = await runLoad({
      url: `${filtered}&page=1`,
      method: 'GET',
      headers: org,
      durationMs,
      connections: 8,
    });
    const middle = await runLoad({
      url: `${filtered}&page=${Math.ceil(pagination.pages / 2)}`,
      method: 'GET',
      headers: org,
      durationMs,
      connections: 8,
    });
    // The deep page: page 4,000 at 25 a page, by name, of the same wallet (its last page at 100,000 cards).
    const deep = await runLoad({
      url: `${base}?sortBy=name&sortType=asc&quantity=25&page=4000`,
      method: 'GET',
      headers: org,
      durationMs,
      connections: 8,
    });
    return {
      seed_1m_s: Math.round(seconds * 10) / 10,
      sandbox_card_page_p99_ms_1m: first.p99_ms,
      sandbox_card_middle_page_p99_ms_1m: middle.p99_ms,
      sandbox_card_page_4000_p99_ms_1m: deep.p99_ms,
      wallet_crawl_cards_per_s: await crawlRate(`${base}?sortBy=createdAt`, org),
      scale_load_errors: [first, middle, deep].reduce((n, r) => n + r.errors + r.status_mismatch, 0),
    };
  } finally {
    await sandbox.stop();
  }
}
