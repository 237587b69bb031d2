// The top-level --help text: commands, flags, environment variables and file locations.
import { configFile, dataDir, stateDir } from './paths.js';
import { ENV } from './settings.js';
import { indexDir } from '../sync/card-index/db.js';

export function mainHelp(env: Record<string, string | undefined> = process.env): string {
  return `card-console — a keyboard-driven console for the card-issuing platform (REST v2)

Usage:
  card-console [flags]                 open the console (the embedded sandbox when no base URL is configured)
  card-console sandbox [flags]         run the sandbox service on its own (see: card-console sandbox --help)
  card-console sandbox info [--json]   the embedded sandbox (profile "sandbox"): address, credentials file
  card-console sandbox apply FILE [--param K=V]   apply a scenario fixture to a running sandbox
  card-console listen [flags]          receive webhook events locally (see: card-console listen --help)
  card-console cards list [--wallet ID|NAME] [--status S1,S2] [--holder TEXT] [--last4 NNNN] [--json]
                                       list the cards (from the card index, else the service)
  card-console cards <action> --ids FILE|-   freeze, unfreeze, terminate, fund or defund many cards; the
                                       ids may be cards list --json lines (see: card-console cards --help)
  card-console jobs list|show|resume|discard [ID]   bulk jobs from their journal: list them, show one,
                                       resume an interrupted one, or forget one (see: card-console jobs --help)
  card-console timeline <last4|first6...last4|id> [--json | --md] [--since DATE] [--limit N]
                                       a card's story, declines explained (see: card-console timeline --help)
  card-console pulse [--profile P | --all] [--window 15m|1h|24h] [--json] [--watch SECONDS]
                                       is anything wrong right now? the merchant's figures and the
                                       thresholds crossed, exit 3 when one is (see: card-console pulse --help)
  card-console audit [--json]          print the audit trail of changing actions
  card-console audit export --fixture FILE
                                       a profile's changes as a fixture for sandbox apply
  card-console profiles <command>      add, list, remove or select connection profiles
  card-console index status|clear      show or remove the card index (see: card-console index --help)
  card-console --help | --version

Console flags:
  --base-url URL        service address (https, or http on loopback; otherwise needs --insecure)
  --org ID              organization id (organization-scoped family, with --api-key)
  --api-key-file FILE   API key (Authorization: Bearer, organization-scoped family) read from FILE
  --api-token-file FILE API token (X-API-Token, account-scoped family) read from FILE
  --jwt-file FILE       portal JWT (accepted by both families) read from FILE
  --api-key KEY, --api-token TOKEN, --jwt JWT
                        the same on the command line: visible to other users (ps) and kept in shell
                        history, so the console warns; prefer the files, the environment or a profile
  --profile NAME        a named profile from the config file, or sandbox (the embedded sandbox)
  --read-only           hide and refuse every changing action
  --insecure            allow plain http to a non-loopback address
  --poll-interval MS    how often visible data is refreshed (default 5000)
  --listen[=PORT]       live events: receive webhook events inside the console (on by default with the
                        embedded sandbox, which is pointed at it; for a remote service the receiver listens
                        on 127.0.0.1:PORT and verifies with CARD_CONSOLE_WEBHOOK_SECRET)
  --no-listen           no live events: polling only
  --concurrency N       bulk jobs: card requests at once, 1 to 32 (default 4; halved while rate limited)
  --no-index            no card index: :card, / and find see only the loaded pages
  --utc                 show times in UTC. Without it: in the zone the config file's "timeZone" names
                        ("UTC", "Europe/Berlin"...), else local time (TZ, else the system's zone). The
                        header names the zone; JSON output keeps ISO 8601 with its offset
  --log-file FILE       also write the command log (@: every request sent, retries and their reasons)
                        to FILE as JSON lines; created 0600 (or appended to and made 0600); never a secret

Environment (flags win over environment, environment over the profile):
  ${ENV.baseUrl}, ${ENV.orgId}, ${ENV.apiKey}, ${ENV.apiToken}, ${ENV.jwt}

Secrets: a FILE holds the secret alone on one line (e.g. --api-key-file <(pass show prod/key)); the
subcommands also take - for stdin. A profile keeps them in the config file (mode 0600).
  NO_COLOR / FORCE_COLOR  disable / force colours
  TZ                      the local time zone times are shown in (e.g. America/Los_Angeles)

Files:
  config   ${configFile(env)} (mode 0600; profiles, and "timeZone")
  data     ${dataDir(env)} (embedded sandbox database)
  state    ${stateDir(env)} (audit trail; jobs/: one journal per bulk job, ids and keys only, mode 0600)
  cache    ${indexDir(env)} (card index, masked data only; compile-cache/: the console's compiled
           code from the last start, for a faster one, no data)

Keys inside the console: press ? for the full list. q quits (or backs out of the open view); while a
bulk job runs, q and ctrl+c ask first, and ctrl+c twice within 2 s quits at once.
`;
}
