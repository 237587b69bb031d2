// The config file: named profiles. Written atomically with mode 0600 because it holds credentials.
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { isZoneName, sanitizeText } from '../domain/index.js';
import { PulseThresholdsSetting } from './pulse/thresholds.js';

/** The colours a terminal names alike everywhere (Ink's names): a profile's badge is drawn in one. */
export const PROFILE_COLORS = ['red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white', 'gray'] as const;
const ProfileColor = z.enum(PROFILE_COLORS, {
  error: (issue) =>
    `must be one of ${PROFILE_COLORS.join(', ')} (got ${sanitizeText(JSON.stringify(issue.input))})`,
});

export const Profile = z.object({
  baseUrl: z.string().url(),
  orgId: z.string().min(1).optional(),
  apiKey: z.string().min(1).optional(),
  apiToken: z.string().min(1).optional(),
  jwt: z.string().min(1).optional(),
  readOnly: z.boolean().optional(),
  insecure: z.boolean().optional(),
  /** Saved views of this profile; each is checked by the console's alias grammar, not here, so one bad alias loses no other. */
  aliases: z.record(z.string(), z.unknown()).optional(),
  columns: z.record(z.string(), z.unknown()).optional(),
  /** The colour of the profile's badge in the header (production's is red unless set). */
  color: ProfileColor.optional(),
  /** The badge's text (default: PROD for a profile that looks like production, else no badge). */
  label: z
    .string()
    .regex(/^[\x21-\x7e][\x20-\x7e]{0,15}$/, { error: 'must be 1 to 16 printable ASCII characters' })
    .optional(),
  /** The pulse's thresholds for this profile (cli/pulse/thresholds.ts); the defaults where absent. */
  pulse: PulseThresholdsSetting.optional(),
});
export type Profile = z.infer<typeof Profile>;

/** Where times are shown: "local" (the process's zone, the default), "UTC", or a zone name. */
export const TimeZoneSetting = z.string().refine((value) => value === 'local' || isZoneName(value), {
  error: (issue) =>
    `must be "local", "UTC" or a time zone name such as Europe/Berlin (got ${sanitizeText(JSON.stringify(issue.input))})`,
});

export const ConfigFile = z.object({
  currentProfile: z.string().optional(),
  profiles: z.record(z.string(), Profile).default({}),
  timeZone: TimeZoneSetting.optional(),
  aliases: z.record(z.string(), z.unknown()).optional(),
  columns: z.record(z.string(), z.unknown()).optional(),
});
export type ConfigFile = z.infer<typeof ConfigFile>;

/** The profile of the config file the console runs with, if it runs with one. */
export function configProfile(config: ConfigFile, asked: string | undefined): string | undefined {
  const name = asked ?? config.currentProfile;
  return name !== undefined && config.profiles[name] ? name : undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface LoadedConfig {
  config: ConfigFile;
  /** Set when the file is readable or writable by group or others. */
  permissionWarning?: string;
}

export function loadConfig(path: string): LoadedConfig {
  if (!existsSync(path)) return { config: { profiles: {} } };
  const mode = statSync(path).mode & 0o777;
  const permissionWarning =
    (mode & 0o077) !== 0
      ? `warning: ${path} is accessible by other users (mode ${mode.toString(8)}); it holds credentials. Fix with: chmod 600 ${path}`
      : undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${path}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = ConfigFile.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${path}: ${issue?.path.join('.') || 'file'}: ${issue?.message ?? 'invalid'}`);
  }
  return { config: parsed.data, permissionWarning };
}

export function saveConfig(path: string, config: ConfigFile): void {
  writeConfigText(path, `${JSON.stringify(config, null, 2)}\n`);
}

/** A temp file beside it, then a rename: a reader sees the old file or the new one, never half of one. */
export function writeConfigText(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, text, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, path);
}

/**
 * Why the config file cannot be changed, or undefined: a file without its owner's write bit is
 * read-only by the operator's choice (honoured even where the process could write it, as root can).
 */
export function unwritableReason(path: string): string | undefined {
  if (existsSync(path) && (statSync(path).mode & 0o200) === 0)
    return `${path} is read-only (mode ${(statSync(path).mode & 0o777).toString(8)})`;
  try {
    accessSync(existsSync(path) ? path : dirname(path), constants.W_OK);
    return undefined;
  } catch (error) {
    return `${path} is read-only (${(error as NodeJS.ErrnoException).code ?? 'not writable'})`;
  }
}
