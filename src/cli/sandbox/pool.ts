// `sandbox --pool N` on PostgreSQL: N serving processes behind one address, each a whole sandbox holding one
// connection. The core is synchronous (a statement blocks its thread until PostgreSQL answers), so N connections
// inside one process would wait in line behind each other; N processes serve N requests at once and use every
// processor. Node's cluster module shares the listening socket: this process (the primary) accepts and hands each
// connection to a member in turn, and holds no connection and no state of its own. Nothing that matters lives in
// a member's memory (the same guarantee that lets separate processes share a database), so any member answers
// any request. A member that dies is replaced, after the background back-off when replacements keep failing.
import cluster, { type Worker } from 'node:cluster';
import { backgroundDelayMs } from '../../api/retry.js';
import type { MerchantCredentials, TrafficRate } from '../../sandbox/core-types.js';
import { startSandbox, type SandboxStartOptions } from '../../sandbox/index.js';
import type { CommandIo } from '../command.js';

/** Set in a member's environment: the process was forked by a pool, and waits for its options. */
export const POOL_MEMBER_ENV = 'CARD_CONSOLE_SANDBOX_POOL_MEMBER';

export const MAX_POOL = 32;

/** What a started sandbox tells whoever announces it. */
export interface StartedSandbox {
  baseUrl: string;
  merchants: MerchantCredentials[];
  traffic: TrafficRate;
}

// The options travel over the cluster's channel, not the command line: a database address read from stdin or a
// file could not be read a second time, and a password does not belong in a process list.
type ToMember = { type: 'start'; start: SandboxStartOptions };
// A message sent before the other side listens is lost, so a member asks for its options once it listens.
type FromMember =
  { type: 'ask' } | ({ type: 'ready' } & StartedSandbox) | { type: 'failed'; message: string };

export function isPoolMember(env: Record<string, string | undefined> = process.env): boolean {
  return env[POOL_MEMBER_ENV] === '1' && cluster.isWorker;
}

/** In a member: takes its options from the primary, serves until a stop signal or until the primary is gone. */
export async function servePoolMember(io: CommandIo): Promise<number> {
  const ended = Promise.race([
    io.untilStopSignal(),
    new Promise<string>((resolve) => process.once('disconnect', () => resolve('primary gone'))),
  ]);
  const given = new Promise<SandboxStartOptions>((resolve) =>
    process.once('message', (message: ToMember) => resolve(message.start)),
  );
  const tell = (message: FromMember): void => {
    if (process.connected) process.send?.(message);
  };
  tell({ type: 'ask' });
  try {
    // A member asked to stop before its options came stops without starting.
    const start = await Promise.race([given, ended.then(() => undefined)]);
    if (start === undefined) return 0;
    let sandbox;
    try {
      sandbox = await startSandbox(start);
    } catch (error) {
      tell({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      return 1;
    }
    tell({ type: 'ready', baseUrl: sandbox.baseUrl, merchants: sandbox.merchants, traffic: sandbox.traffic });
    await ended;
    await sandbox.close();
    return 0;
  } finally {
    // The channel to the primary would keep this process alive.
    if (process.connected) process.disconnect();
  }
}

export interface PoolOptions {
  start: SandboxStartOptions;
  size: number;
  io: CommandIo;
  /** Resolves with the signal's name when the pool is asked to stop. */
  stopped: Promise<string>;
  /** Called once every member serves; false stops the pool with status 1 (a fixture was refused). */
  announce: (started: StartedSandbox) => Promise<boolean>;
}

function describeExit(code: number | null, signal: string | null): string {
  return signal ? `killed by ${signal}` : `exit status ${code ?? 'unknown'}`;
}

/** Forks a member and resolves once it serves; rejects with its reason when it fails or exits first. */
function startMember(start: SandboxStartOptions, members: Set<Worker>): Promise<[Worker, StartedSandbox]> {
  const member = cluster.fork({ [POOL_MEMBER_ENV]: '1' });
  members.add(member);
  member.once('exit', () => members.delete(member));
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null): void =>
      reject(new Error(`a serving process stopped before it served (${describeExit(code, signal)})`));
    member.once('exit', onExit);
    const onMessage = (message: FromMember): void => {
      if (message.type === 'ask') return void member.send({ type: 'start', start } satisfies ToMember);
      member.off('message', onMessage);
      member.off('exit', onExit);
      if (message.type === 'ready') {
        const { type: _type, ...started } = message;
        resolve([member, started]);
      } else reject(new Error(message.message));
    };
    member.on('message', onMessage);
  });
}

/** Sends each member SIGTERM (each finishes what it started) and resolves when all have exited. */
async function stopAll(members: Set<Worker>): Promise<void> {
  await Promise.all(
    [...members].map(
      (member) =>
        new Promise<void>((resolve) => {
          if (member.isDead()) return resolve();
          member.once('exit', () => resolve());
          member.process.kill('SIGTERM');
        }),
    ),
  );
}

/** In the primary: starts the members (the first alone: it migrates and seeds), keeps them up, stops them. */
export async function servePool({ start, size, io, stopped, announce }: PoolOptions): Promise<number> {
  const members = new Set<Worker>();
  let stopping = false;
  let started: StartedSandbox;
  try {
    [, started] = await startMember(start, members);
    await Promise.all(Array.from({ length: size - 1 }, () => startMember(start, members)));
  } catch (error) {
    stopping = true;
    await stopAll(members);
    io.stderr.write(
      `card-console sandbox: could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
  const pids = [...members].map((m) => m.process.pid).join(', ');
  io.stderr.write(
    `card-console sandbox: ${size} serving processes on one address (pids ${pids}), one connection each\n`,
  );
  let failures = 0;
  let pending: NodeJS.Timeout | undefined;
  const launch = (): void => {
    pending = setTimeout(
      () => {
        pending = undefined;
        if (stopping) return;
        startMember(start, members).then(
          ([member]) => {
            failures = 0;
            supervise(member);
            io.stderr.write(`card-console sandbox: serving process ${member.process.pid} started\n`);
          },
          (error: unknown) => {
            if (stopping) return;
            failures += 1;
            io.stderr.write(
              `card-console sandbox: a serving process could not start: ${error instanceof Error ? error.message : String(error)}\n`,
            );
            launch();
          },
        );
      },
      failures === 0 ? 0 : backgroundDelayMs(failures),
    );
  };
  const supervise = (member: Worker): void => {
    member.once('exit', (code, signal) => {
      if (stopping) return;
      io.stderr.write(
        `card-console sandbox: serving process ${member.process.pid} stopped (${describeExit(code, signal)}); starting another\n`,
      );
      launch();
    });
  };
  members.forEach(supervise);
  const announced = await announce(started);
  const signal = announced ? await stopped : undefined;
  stopping = true;
  clearTimeout(pending);
  if (signal)
    io.stderr.write(`card-console sandbox: ${signal}, stopping ${members.size} serving processes\n`);
  await stopAll(members);
  return announced ? 0 : 1;
}
