import { createSandboxCore } from '/work/wt/scale/src/sandbox/core/index.js';
import { rmSync } from 'node:fs';
const [cards, db] = [Number(process.argv[2] ?? 200000), process.argv[3] ?? '/tmp/scale/p.db'];
if (db !== ':memory:') for (const s of ['', '-wal', '-shm']) rmSync(db + s, { force: true });
const t = performance.now();
const c0 = process.cpuUsage();
const core = createSandboxCore({
  db,
  seed: 'scale',
  scale: { cards, wallets: Number(process.env.W ?? 40), seedValue: 1 },
  provisioningDelayMs: 0,
  trafficPerMinute: 0,
});
const c = process.cpuUsage(c0);
console.log(
  'seeded',
  ((performance.now() - t) / 1000).toFixed(1),
  's wall',
  (c.user / 1e6).toFixed(1),
  'user',
  (c.system / 1e6).toFixed(1),
  'sys',
);
core.close();
