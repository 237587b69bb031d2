// Loaded into a console process by the event-cost benchmark (NODE_OPTIONS=--import): the console's
// own CPU time (process.cpuUsage) and memory, appended as one JSON line to the file the benchmark
// names each time it sends SIGUSR2, so each sample lines up with the events counted at that moment.
//
// Memory: the RSS, and the JavaScript heap in use after a full collection (when the benchmark exposed
// gc). The RSS keeps the heap's high-water mark (freed pages are not given back at once), so it tells
// whether memory grew; the heap after a collection tells whether what the console keeps grew, which
// the RSS cannot separate from garbage that waited for the next major collection.
// CPU is read before the collection, so each measured window pays for the one at its own start.
//
// CARD_CONSOLE_BENCH_SNAPSHOTS=DIR also writes a heap snapshot (v8.writeHeapSnapshot, after the
// collection) to DIR/heap-N.heapsnapshot at each sample N, after the sample's line, to compare
// what the console keeps between two samples (bench/heap-diff.mjs). It costs seconds a sample, so
// the CPU figures of such a run are not comparable.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';

const file = process.env.CARD_CONSOLE_BENCH_PROBE;
const snapshots = process.env.CARD_CONSOLE_BENCH_SNAPSHOTS;
if (file) {
  appendFileSync(file, `${JSON.stringify({ pid: process.pid })}\n`);
  let sample = 0;
  process.on('SIGUSR2', () => {
    const { user, system } = process.cpuUsage();
    if (typeof globalThis.gc === 'function') globalThis.gc();
    // heapTotal, external and arrayBuffers say where an RSS that grew more than the heap went.
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    sample += 1;
    appendFileSync(
      file,
      `${JSON.stringify({ sample, cpuUs: user + system, rss, heapUsed, heapTotal, external, arrayBuffers })}\n`,
    );
    if (snapshots) writeHeapSnapshot(join(snapshots, `heap-${sample}.heapsnapshot`));
  });
}
