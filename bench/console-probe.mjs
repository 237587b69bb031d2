// Loaded into a console process by the event-cost benchmark (NODE_OPTIONS=--import): the console's
// own CPU time (process.cpuUsage) and RSS, appended as one JSON line to the file the benchmark
// names each time it sends SIGUSR2, so each sample lines up with the events counted at that moment.
import { appendFileSync } from 'node:fs';

const file = process.env.CARD_CONSOLE_BENCH_PROBE;
if (file) {
  appendFileSync(file, `${JSON.stringify({ pid: process.pid })}\n`);
  let sample = 0;
  process.on('SIGUSR2', () => {
    const { user, system } = process.cpuUsage();
    sample += 1;
    appendFileSync(
      file,
      `${JSON.stringify({ sample, cpuUs: user + system, rss: process.memoryUsage().rss })}\n`,
    );
  });
}
