// A load generator meant to run as its own process (so it does not share an event loop with the
// server it measures). Reads a JSON job from argv[2]; prints one JSON line of results.
// job: { url, method, headers, body?, durationMs, connections, warmupMs }
import { Pool } from 'undici';

const job = JSON.parse(process.argv[2]);
const target = new URL(job.url);
const pool = new Pool(target.origin, { connections: job.connections, pipelining: 1 });
const path = target.pathname + target.search;
const latencies = [];
let errors = 0;
let statusMismatch = 0;

async function one(record) {
  const started = process.hrtime.bigint();
  try {
    const res = await pool.request({ path, method: job.method, headers: job.headers, body: job.body });
    await res.body.dump();
    if (res.statusCode !== (job.expectStatus ?? 200)) statusMismatch++;
  } catch {
    errors++;
  }
  if (record) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
}

async function run(untilMs, record) {
  const workers = Array.from({ length: job.connections }, async () => {
    while (performance.now() < untilMs) await one(record);
  });
  await Promise.all(workers);
}

const t0 = performance.now();
await run(t0 + (job.warmupMs ?? 500), false);
const t1 = performance.now();
await run(t1 + job.durationMs, true);
const elapsed = (performance.now() - t1) / 1000;
latencies.sort((a, b) => a - b);
const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? null;
await pool.close();
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50_ms: q(0.5) && Number(q(0.5).toFixed(2)),
    p99_ms: q(0.99) && Number(q(0.99).toFixed(2)),
    errors,
    status_mismatch: statusMismatch,
  })}\n`,
);
