// What a base URL says about the system behind it: loopback (a local sandbox or tunnel), or a name
// that reads like a test system. One rule (`profileLooksLikeProduction`) for the badge and the
// header's warning colour, the console's production guard, `--listen` consent and `card-console cards`'
// confirmation.

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** True unless the URL is loopback or its host names a test system; an unparsable URL counts as production. */
export function looksLikeProduction(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return true;
  }
  return !isLoopbackHost(host) && !/(sandbox|staging|stage|test|dev|demo)/i.test(host);
}

/**
 * A profile looks like production when its address does, or when its name says so ("prod",
 * "production", "eu-prod"): an operator who named it so means it, even behind a local tunnel.
 */
export function profileLooksLikeProduction(name: string, baseUrl: string): boolean {
  return looksLikeProduction(baseUrl) || /(^|[^a-z])prod(uction)?([^a-z]|$)/i.test(name);
}
