// The config file's profiles as the console's chooser lists them, and the connection a switch opens.
// A profile switched to is read from the config file alone: a credential given in the environment
// or on the command line belongs to the target the console started with, never to another host.
import { isProductionProfile } from '../../domain/index.js';
import type { ProfileChoice } from '../../tui/views/profiles/switcher.js';
import type { ConfigFile, Profile } from '../config.js';
import { checkBaseUrl, resolveConnection, SettingsError, type Connection } from '../settings.js';

/** Each missing credential, named with what it is needed for (never its value). */
export function missingCredentials(profile: Profile): string[] {
  if (profile.jwt) return [];
  const missing: string[] = [];
  if (!profile.apiKey) missing.push('apiKey (wallets, cards)');
  else if (!profile.orgId) missing.push('orgId (needed with apiKey)');
  if (!profile.apiToken) missing.push('apiToken (accounts, cardholders)');
  return missing;
}

/** True when the profile has no credential it could use at all. */
function unusable(profile: Profile): boolean {
  return !profile.jwt && !profile.apiToken && !(profile.apiKey && profile.orgId);
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

export function profileChoice(name: string, profile: Profile): ProfileChoice {
  const missing = missingCredentials(profile);
  let refusal: string | undefined;
  try {
    checkBaseUrl(profile.baseUrl, profile.insecure ?? false);
  } catch (error) {
    refusal = (error as Error).message;
  }
  if (unusable(profile)) refusal = `no usable credentials (missing: ${missing.join(', ')})`;
  return {
    name,
    host: hostOf(profile.baseUrl),
    ...(profile.orgId ? { org: profile.orgId } : {}),
    // Browsing only, with some credentials missing: no change is sent with half a set.
    readOnly: (profile.readOnly ?? false) || missing.length > 0,
    production: isProductionProfile({ profile: name, baseUrl: profile.baseUrl }),
    missing,
    ...(refusal ? { refusal } : {}),
  };
}

/** Every profile of the config file, by name. */
export function profileChoices(config: ConfigFile): ProfileChoice[] {
  return Object.keys(config.profiles)
    .sort()
    .map((name) => profileChoice(name, config.profiles[name] as Profile));
}

/** The connection a switch to `name` opens: the config file's profile alone, read-only when incomplete. */
export function profileConnection(name: string, config: ConfigFile): Connection {
  const profile = config.profiles[name];
  if (!profile) throw new SettingsError(`no profile named "${name}"`);
  const choice = profileChoice(name, profile);
  if (choice.refusal) throw new SettingsError(choice.refusal);
  // An API key without its organization cannot be sent: browse with the rest.
  const usable = profile.apiKey && !profile.orgId ? { ...profile, apiKey: undefined } : profile;
  const only: ConfigFile = { profiles: { [name]: usable } };
  return resolveConnection({ profile: name, readOnly: choice.readOnly }, {}, only);
}
