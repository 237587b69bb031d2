// A card's timeline: its sources read and merged, and the decline explainer.
export * from './types.js';
export { mergeTimeline, SAME_CHANGE_MS } from './merge.js';
export type { TimelineSources } from './merge.js';
export { explainDecline, amountText, declineWhy, DECLINE_WHY, FIX_KEYS } from './explain.js';
export type {
  CardFacts,
  ExplainInput,
  Explanation,
  FixAction,
  LimitEdit,
  NextStep,
  StepRefusal,
  WalletFacts,
  WindowRead,
} from './explain.js';
export {
  openTimeline,
  readNextPage,
  readOperationsPage,
  readFailure,
  timelineRows,
  TIMELINE_PAGE,
} from './reader.js';
export type { OpenOptions, OperationsPage, PageQuery, TimelineData } from './reader.js';
export {
  explainOperation,
  readPurchases,
  readSpend,
  readWindow,
  SPEND_DAYS,
  stepRefusal,
  WINDOW_PAGES,
} from './explain-read.js';
export { stateDirOf, writeTicketFile } from './ticket-file.js';
