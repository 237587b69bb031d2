// Where scripts find the embedded sandbox. While a console serves it, a state file (0600, under the XDG
// state dir, removed on exit) names its address, database, process and credentials file; the
// credentials file (0600) holds the merchants' credentials of that database and is kept after exit
// (the database holds the same secrets). A state file is believed only when its process is alive, it
// names this database and a loopback address, and that address answers.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from '../../domain/index.js';
import type { MerchantCredentials } from '../../sandbox/index.js';
import { writeConfigText } from '../config.js';
import { dataDir, stateDir } from '../paths.js';

type Env = Record<string, string | undefined>;

/**
 * The embedded sandbox's database file, `$XDG_DATA_HOME/card-console/sandbox.db` (the sandbox's own
 * defaultDatabasePath, without loading the sandbox); creates its directory with mode 0700.
 */
export function embeddedDatabase(env: Env): string {
  const dir = dataDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return join(dir, 'sandbox.db');
}

export const sandboxStateFile = (env: Env): string => join(stateDir(env), 'sandbox.json');
export const sandboxCredentialsFile = (env: Env): string => join(stateDir(env), 'sandbox-credentials.json');

const SandboxState = z.object({
  pid: z.number().int().positive(),
  baseUrl: z.string().url(),
  database: z.string().min(1),
  credentialsFile: z.string().min(1),
});
export type SandboxState = z.infer<typeof SandboxState>;

const Merchant = z.object({
  name: z.string(),
  orgId: z.string(),
  apiToken: z.string(),
  apiKey: z.string(),
  readOnlyApiToken: z.string(),
  readOnlyApiKey: z.string(),
  email: z.string(),
  password: z.string(),
});
const Credentials = z.object({ database: z.string(), merchants: z.array(Merchant).min(1) });

export interface SandboxCredentials {
  database: string;
  merchants: MerchantCredentials[];
}

/** Writes the credentials file of `database` (0600) and returns its path. */
export function writeSandboxCredentials(
  env: Env,
  database: string,
  merchants: MerchantCredentials[],
): string {
  const file = sandboxCredentialsFile(env);
  writeConfigText(file, `${JSON.stringify({ database, merchants }, null, 2)}\n`);
  return file;
}

/** The credentials file's merchants, when it is there and belongs to `database`. */
export function readSandboxCredentials(file: string, database: string): SandboxCredentials | undefined {
  try {
    const parsed = Credentials.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success && parsed.data.database === database ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records a sandbox this process serves: its credentials file, then the state file naming it.
 * Returns the remover (also run when the process exits), which removes the state file only while it
 * still names this process.
 */
export function recordRunningSandbox(
  env: Env,
  sandbox: { baseUrl: string; database: string; merchants: MerchantCredentials[] },
): () => void {
  const credentialsFile = writeSandboxCredentials(env, sandbox.database, sandbox.merchants);
  const file = sandboxStateFile(env);
  const state: SandboxState = {
    pid: process.pid,
    baseUrl: sandbox.baseUrl,
    database: sandbox.database,
    credentialsFile,
  };
  writeConfigText(file, `${JSON.stringify(state, null, 2)}\n`);
  const remove = (): void => {
    process.off('exit', remove);
    if (readState(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', remove);
  return remove;
}

function readState(file: string): SandboxState | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = SandboxState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when something answers HTTP at `baseUrl` within `timeoutMs` (any status). */
function answers(baseUrl: string, timeoutMs = 1500): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/api/openapi.json`, { method: 'HEAD', agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.setTimeout(timeoutMs, () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

function loopback(baseUrl: string): boolean {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'http:' && isLoopbackHost(url.hostname);
  } catch {
    return false;
  }
}

/** The sandbox a console serves over `database`, when its state file is believable (see above). */
export async function runningSandbox(env: Env, database: string): Promise<SandboxState | undefined> {
  const state = readState(sandboxStateFile(env));
  if (!state || state.database !== database || !loopback(state.baseUrl) || !alive(state.pid))
    return undefined;
  return (await answers(state.baseUrl)) ? state : undefined;
}
