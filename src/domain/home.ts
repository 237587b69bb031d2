// The one rule for where the user's files go: an XDG base directory when it is an absolute path, else
// its place under the home directory. HOME counts only when it is an absolute path: an empty or
// relative one would put the files under whatever directory the program was started in.
import { userInfo } from 'node:os';
import { isAbsolute, join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/** The account's home directory as the system records it (undefined when it has none). */
const systemHome = (): string | undefined => {
  try {
    return userInfo().homedir;
  } catch {
    return undefined;
  }
};

/**
 * HOME when it is an absolute path, else the account's home directory from the system; when neither
 * is absolute, an error naming HOME.
 */
export function homeDirectory(env: Env, account: () => string | undefined = systemHome): string {
  const home = env.HOME;
  if (home && isAbsolute(home)) return home;
  const fallback = account();
  if (fallback && isAbsolute(fallback)) return fallback;
  const given = home ? `a relative path (${home})` : 'empty or unset';
  throw new Error(
    `HOME is ${given} and the system names no absolute home directory for this account: set HOME to an absolute path`,
  );
}

const UNDER_HOME = {
  XDG_CONFIG_HOME: ['.config'],
  XDG_DATA_HOME: ['.local', 'share'],
  XDG_STATE_HOME: ['.local', 'state'],
  XDG_CACHE_HOME: ['.cache'],
} as const;

export type XdgHome = keyof typeof UNDER_HOME;

/** `$XDG_…_HOME/card-console` when that is an absolute path, else its place under the home directory. */
export function appDir(variable: XdgHome, env: Env, account?: () => string | undefined): string {
  const value = env[variable];
  const base =
    value && isAbsolute(value) ? value : join(homeDirectory(env, account), ...UNDER_HOME[variable]);
  return join(base, 'card-console');
}
