// `npm run bench [-- --json] [-- --only name,name]`: runs the benchmark programs and prints the figures.
import { benchBulk } from './bulk.js';
import { benchEventCost } from './event-cost.js';
import { benchEventToFrame } from './event-to-frame.js';
import { benchIdle } from './idle.js';
import { benchIndex, benchIndexCrawl } from './index.js';
import { benchJournal } from './journal.js';
import { benchKeypress } from './keypress.js';
import { benchSandboxHttp } from './sandbox-http.js';
import { benchSandboxScale } from './sandbox-scale.js';
import { benchStartup } from './startup.js';

type Bench = () => Promise<Record<string, number | string | null>>;

const benches: Record<string, Bench> = {
  startup: async () => ({ ...(await benchStartup()) }),
  keypress: async () => ({ ...(await benchKeypress()) }),
  idle: async () => ({ ...(await benchIdle()) }),
  sandbox_http: async () => ({ ...(await benchSandboxHttp()) }),
  sandbox_scale: async () => ({ ...(await benchSandboxScale()) }),
  bulk: async () => ({ ...(await benchBulk()) }),
  journal: async () => ({ ...(await benchJournal()) }),
  event_to_frame: async () => ({ ...(await benchEventToFrame()) }),
  event_cost: async () => ({ ...(await benchEventCost()) }),
  index: async () => ({ ...(await benchIndex()) }),
  index_crawl: async () => ({ ...(await benchIndexCrawl()) }),
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? (args[onlyIndex + 1] ?? '').split(',') : Object.keys(benches);

const figures: Record<string, number | string | null> = {};
for (const name of only) {
  const bench = benches[name];
  if (!bench) {
    process.stderr.write(`bench: unknown benchmark "${name}" (known: ${Object.keys(benches).join(', ')})\n`);
    process.exit(2);
  }
  process.stderr.write(`bench: ${name}…\n`);
  Object.assign(figures, await bench());
}
if (json) process.stdout.write(`${JSON.stringify(figures)}\n`);
else for (const [k, v] of Object.entries(figures)) process.stdout.write(`${k.padEnd(28)} ${v}\n`);
