// Copy as command / copy as curl: pure generators the views call, and the ids file a long list needs.
export { CARDS_VERBS, cardsVerbFor, isCardsVerb } from './cli-verbs.js';
export type { CardsVerb, CommandAction } from './cli-verbs.js';
export { copyAsCommand, IDS_ON_LINE_MAX, NO_COMMAND } from './copy-command.js';
export type { CommandOptions, Copied, CopiedChange, CommandConnection } from './copy-command.js';
export { asciiJson, copyAsCurl, CREDENTIAL_ENV } from './copy-curl.js';
export type { SentRequestShape } from './copy-curl.js';
export { changeOfRequest } from './from-log.js';
export { changeAsCurl } from './change-curl.js';
export type { ChangeCurlOptions, CurlChange, CurlConnection } from './change-curl.js';
export {
  changeOfAudit,
  changeOfJob,
  commandConnectionOf,
  curlChangeOfAudit,
  curlChangeOfJob,
  curlTargetOf,
} from './from-console.js';
export { writeIdsFile } from './ids-file.js';
export { shellLine, shellQuote } from './shell.js';
