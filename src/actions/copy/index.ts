// Copy as command / copy as curl: pure generators the views call, and the ids file a long list needs.
export { CARDS_VERBS, isCardsVerb } from './cli-verbs.js';
export { copyAsCommand, IDS_ON_LINE_MAX } from './copy-command.js';
export type { Copied, CommandConnection } from './copy-command.js';
export { copyAsCurl } from './copy-curl.js';
export { changeOfRequest } from './from-log.js';
export { changeAsCurl } from './change-curl.js';
export type { CurlChange } from './change-curl.js';
export {
  changeOfAudit,
  changeOfJob,
  commandConnectionOf,
  curlChangeOfAudit,
  curlChangeOfJob,
  curlTargetOf,
} from './from-console.js';
export { writeIdsFile } from './ids-file.js';
