// The console's profiles: the one it started with, and every profile of the config file it may
// switch to in place (opened the first time it is shown, kept alive after). Find across profiles
// reads the index file of a profile not opened yet, read-only.
import type { FindHow, ProfileChoice } from '../../tui/views/profiles/switcher.js';
import {
  createProfileSessions,
  type PeekResult,
  type ProfileSession,
  type ProfileSessions,
} from '../../tui/views/profiles/sessions.js';
import { isProductionProfile } from '../../domain/index.js';
import { findInIndexFile, indexDir, indexFile } from '../../sync/card-index/index.js';
import type { ConfigFile, Profile } from '../config.js';
import { readEveryProfile } from '../pulse/command.js';
import { merchantKey } from './card-index.js';
import { openSession, type SessionShared } from './session.js';
import type { Target } from './target.js';
import { profileChoice, profileChoices, profileConnection } from '../profiles/choices.js';
import { checkBaseUrl, isSandboxProfile, SANDBOX_PROFILE, type Connection } from '../settings.js';

/** The production rule, the badge's label and colour of a profile (the config file's, when it has one). */
export function profileDecoration(
  name: string,
  baseUrl: string,
  profile: Profile | undefined,
): Pick<Target['env'], 'production' | 'label' | 'color'> {
  return {
    production: isProductionProfile({ profile: name, baseUrl }),
    ...(profile?.label ? { label: profile.label } : {}),
    ...(profile?.color ? { color: profile.color } : {}),
  };
}

export const secretsOfSession = (session: ProfileSession): readonly string[] => session.secrets;

/** The profile the console started with, when the config file does not have it (flags, the embedded sandbox). */
function startChoice(first: ProfileSession): ProfileChoice {
  const env = first.props.env;
  return {
    name: first.name,
    host: env.sandbox ? 'embedded sandbox' : hostOf(env.baseUrl),
    readOnly: env.readOnly,
    production: isProductionProfile(env),
    missing: [],
  };
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** The embedded sandbox as a choice: always there, as `profiles list` lists it, unless the config names one. */
const SANDBOX_CHOICE: ProfileChoice = {
  name: SANDBOX_PROFILE,
  host: 'embedded sandbox',
  readOnly: false,
  production: false,
  missing: [],
};

/** What `:profile` offers: the profile the console started with, every config profile, and the sandbox. */
export function consoleChoices(first: ProfileChoice, config: ConfigFile): ProfileChoice[] {
  const fromConfig = profileChoices(config);
  const named = new Set(fromConfig.map((c) => c.name));
  return [
    ...(named.has(first.name) ? [] : [first]),
    ...fromConfig,
    ...(named.has(SANDBOX_PROFILE) || first.name === SANDBOX_PROFILE ? [] : [SANDBOX_CHOICE]),
  ];
}

/** The connection a switch to `name` opens: the embedded sandbox for its name, else the config's profile. */
export function switchConnection(name: string, config: ConfigFile): Connection {
  return isSandboxProfile(name, config)
    ? { kind: 'sandbox', profile: SANDBOX_PROFILE, named: true, readOnly: false }
    : profileConnection(name, config);
}

/** A profile's card index file, searched without opening the profile. */
export function peekProfile(
  config: ConfigFile,
  name: string,
  query: string,
  how: FindHow = 'card',
  dir = indexDir(),
): PeekResult {
  const profile = config.profiles[name];
  if (!profile && isSandboxProfile(name, config))
    return { why: 'the embedded sandbox is searched once it is open' };
  if (!profile) return { why: 'not a profile of the config file' };
  const choice = profileChoice(name, profile);
  if (choice.refusal) return { why: choice.refusal };
  const place = checkBaseUrl(profile.baseUrl, profile.insecure ?? false);
  const found = findInIndexFile(indexFile(dir, place, merchantKey(profile)), query, how);
  return 'why' in found ? { why: found.why } : found;
}

export interface ConsoleProfilesOptions {
  readonly first: ProfileSession;
  readonly config: ConfigFile;
  readonly shared: SessionShared;
}

export function consoleProfiles({ first, config, shared }: ConsoleProfilesOptions): ProfileSessions {
  const choices = consoleChoices(startChoice(first), config);
  const sessions: ProfileSessions = createProfileSessions({
    initial: first,
    choices: () => choices,
    open: (name) => {
      const profile = config.profiles[name];
      const connection = switchConnection(name, config);
      return openSession(
        connection,
        connection.kind === 'sandbox'
          ? { production: false }
          : profileDecoration(name, connection.baseUrl, profile),
        shared,
        (index) => sessions.update(name, { index }),
      );
    },
    peek: (name, query, how) => peekProfile(config, name, query, how),
    pulses: (ask) => readEveryProfile(config, ask),
  });
  return sessions;
}
