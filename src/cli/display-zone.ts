// The display zone, decided once at start and handed down: `--utc`, else the config file's
// `timeZone`, else the process's own zone (TZ, else the system's). Every time shown to the
// operator is in it; JSON output keeps ISO 8601 with its offset whatever it is.
import { readlinkSync } from 'node:fs';
import { displayZone, isZoneName, utcZone, type DisplayZone } from '../domain/index.js';
import { loadConfig } from './config.js';
import { configFile } from './paths.js';

type Env = Record<string, string | undefined>;

/** The `--utc` flag as every command that prints times declares it. */
export const UTC_OPTION = { utc: { type: 'boolean' } } as const;

/** What `--utc` does, for each command's help. */
export const UTC_HELP = 'times in UTC (default: the config file\'s "timeZone", else local time)';

/** The zone `/etc/localtime` links to (`…/zoneinfo/Europe/Berlin`), as the runtime reads it; undefined when it does not. */
function localtimeLink(): string | undefined {
  try {
    return /\/zoneinfo\/(?:posix\/)?(.+)$/.exec(readlinkSync('/etc/localtime'))?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The process's zone: TZ when it names one (`:Europe/Berlin` read as libc reads it), else the
 * system's; UTC when neither names a zone the runtime knows. The system's is read where the runtime
 * reads it, the `/etc/localtime` link, before Intl is asked: Intl's first use costs start-up tens
 * of milliseconds, and a machine on UTC then needs no time zone data at all.
 */
export function processZoneName(env: Env, systemLink: () => string | undefined = localtimeLink): string {
  const tz = env.TZ?.replace(/^:/, '');
  if (tz && isZoneName(tz)) return tz;
  const linked = systemLink();
  if (linked && isZoneName(linked)) return linked;
  const resolved = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
  return resolved && isZoneName(resolved) ? resolved : 'UTC';
}

/** `--utc` wins, then the setting (already checked by the config schema), then the process's zone. */
export function resolveDisplayZone(opts: { utc: boolean; setting?: string; env: Env }): DisplayZone {
  if (opts.utc) return utcZone();
  if (opts.setting !== undefined && opts.setting !== 'local') return displayZone(opts.setting);
  return displayZone(processZoneName(opts.env));
}

/** For the subcommands: the config file's setting read here (a broken file throws ConfigError). */
export function commandZone(env: Env, utc: boolean): DisplayZone {
  if (utc) return utcZone();
  return resolveDisplayZone({ utc, setting: loadConfig(configFile(env)).config.timeZone, env });
}
