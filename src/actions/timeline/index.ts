// A card's timeline: its sources read and merged, and the decline explainer.
export * from './types.js';
export { mergeTimeline, SAME_CHANGE_MS } from './merge.js';
export { READ_BEFORE_AUDIT_MS } from './merge-reads.js';
export type { TimelineSources } from './merge.js';
export {
  explainDecline,
  amountText,
  declineShort,
  declineWhy,
  DECLINE_SHORT,
  DECLINE_WHY,
  FIX_KEYS,
  stepWords,
} from './explain.js';
export type {
  CardFacts,
  ExplainInput,
  Explanation,
  FixAction,
  NextStep,
  StepRefusal,
  WalletFacts,
  WindowRead,
} from './explain.js';
export {
  openTimeline,
  readCardFacts,
  readScopedPage,
  readNextPage,
  readOperationsPage,
  readFailure,
  timelineRows,
  TIMELINE_PAGE,
} from './reader.js';
export type {
  CardStory,
  OperationsScope,
  OpenOptions,
  OperationsPage,
  PageQuery,
  TimelineData,
} from './reader.js';
export { refreshTimeline } from './refresh.js';
export {
  explainAlone,
  explainOperation,
  readPurchases,
  readSpend,
  readWalletSpend,
  spendFrom,
  readWindow,
  SPEND_DAYS,
  stepRefusal,
  WINDOW_PAGES,
} from './explain-read.js';
export { stateDirOf, writeTicketFile } from './ticket-file.js';
