// What a base URL says about the system behind it: loopback (a local sandbox or tunnel), or a name
// that reads like a test system. One rule (`isProductionProfile`) for the badge and the header's
// warning colour, the console's production guard, `--listen` consent, the profile switcher and
// `card-console cards`' confirmation; test/lint/production-rule.test.ts fails on a second one.

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

/** What the production rule reads of a profile. */
export interface ProductionFacts {
  /** The profile's name: "prod", "production", "eu-prod" say production. */
  readonly profile: string;
  readonly baseUrl: string;
  /** The embedded sandbox: never production, whatever its (loopback) address. */
  readonly sandbox?: boolean;
  /** The rule's answer already worked out for this profile (a header's decoration): taken as it is. */
  readonly production?: boolean;
}

/**
 * Whether changes to this profile are production's: the embedded sandbox never; otherwise when its
 * address looks like production, or when its name says so: an operator who named it so means it,
 * even behind a local tunnel.
 */
export function isProductionProfile(facts: ProductionFacts): boolean {
  if (facts.production !== undefined) return facts.production;
  if (facts.sandbox) return false;
  return looksLikeProduction(facts.baseUrl) || /(^|[^a-z])prod(uction)?([^a-z]|$)/i.test(facts.profile);
}
