// A card's timeline: its sources read and merged, and the decline explainer.
export * from './types.js';
export { amountText, declineShort, declineWhy, stepWords } from './explain.js';
export type { Explanation, WindowRead } from './explain.js';
export { openTimeline, readNextPage, timelineRows } from './reader.js';
export type { TimelineData } from './reader.js';
export { refreshTimeline } from './refresh.js';
export { explainAlone, explainOperation, readSpend, readWalletSpend, SPEND_DAYS } from './explain-read.js';
export { stateDirOf, writeTicketFile } from './ticket-file.js';
