// Loaded into a console process by the event-cost benchmark (NODE_OPTIONS=--import): the console's
// own CPU time (process.cpuUsage) and memory, appended as one JSON line to the file the benchmark
// names each time it sends SIGUSR2, so each sample lines up with the events counted at that moment.
//
// Memory is read twice: as it is at that instant (`rssNow`), then after a full collection (`rss`,
// when the benchmark exposed gc). The instant reading says more about where the collector is in its
// cycle than about what the console keeps: old-space garbage waits for the next major collection,
// which comes every minute or two under live events, so two instant readings of a console that keeps
// nothing more differ by up to a third. After a full collection, what remains is what is kept (and
// the heap pages the collector still holds): growth there is growth of the console's memory.
// CPU is read before the collection, so each measured window pays for the one at its own start.
import { appendFileSync } from 'node:fs';

const file = process.env.CARD_CONSOLE_BENCH_PROBE;
if (file) {
  appendFileSync(file, `${JSON.stringify({ pid: process.pid })}\n`);
  let sample = 0;
  process.on('SIGUSR2', () => {
    const { user, system } = process.cpuUsage();
    const rssNow = process.memoryUsage().rss;
    if (typeof globalThis.gc === 'function') globalThis.gc();
    const { rss, heapUsed } = process.memoryUsage();
    sample += 1;
    appendFileSync(file, `${JSON.stringify({ sample, cpuUs: user + system, rssNow, rss, heapUsed })}\n`);
  });
}
