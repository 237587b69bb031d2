// Operator use-cases: call api, record the audit entry, ask sync to refresh what changed.
// The TUI and the scriptable commands import from here only.
export * from './types.js';
export { createActionContext } from './context.js';
export type { ContextOptions } from './context.js';
export { createActionSession, hostOf } from './session.js';
export type { ActionSession, ReadOnlyState, SessionOptions } from './session.js';
export { createAuditLog, defaultAuditPath, readAuditFile } from './audit.js';
export type {
  AuditEntry,
  AuditFileRead,
  AuditLog,
  AuditLogOptions,
  AuditRecord,
  FieldChange,
  AuditNames,
  TouchedIds,
} from './audit.js';
export { toActionError } from './errors.js';
export { guard } from './run.js';
export { credentialRefusal, credentialRefusals, readOnlyRefusal } from './permission.js';
export type { ReadOnlyAnswer } from './permission.js';
export { OPERATOR_ACTIONS } from './family.js';
export type { OperatorAction } from './family.js';
export {
  checkAmount,
  checkDescription,
  checkMovementDescription,
  digitsOf,
  MAX_DESCRIPTION,
  MOVEMENT_DESCRIPTION_MAX,
} from './validate.js';
export type { Family } from './validate.js';
export {
  cardActionCredentials,
  changeCardStatus,
  resumeCard,
  revealCredentials,
  suspendCard,
  terminateCard,
} from './card-actions.js';
export type { StatusAction } from './card-actions.js';
export { editCard } from './edit-card.js';
export { EDIT_FIELDS, editValuesOf, sameValue } from './edit-fields.js';
export type { CardEdit, EditCardInput, EditField, EditValues } from './edit-fields.js';
export { OUTCOME_KINDS, READ_BACKS } from './outcome-kinds.js';
export type { OutcomeKind, ReadBack } from './outcome-kinds.js';
export { failureOutcome, isFinal, jobCountsText, mayHaveApplied } from './outcome.js';
export { chooseMoneyFamily, defundCard, fundCard, moveCardFunds, transfer } from './money-actions.js';
export type { Direction, FundInput, MoneyMove, TransferInput, TransferValue } from './money-actions.js';
export { createCardholder, issueCard } from './issue-actions.js';
export { changeSandboxClock } from './sandbox-actions.js';
export { auditFixture } from './audit-fixture.js';
export type { CreateCardholderInput, IssueCardInput, IssueOptions } from './issue-actions.js';
export { trackCard } from './track.js';
export type { TrackOptions } from './track.js';
export {
  activateWallet,
  createWallet,
  deactivateWallet,
  renameWallet,
  setWalletActive,
} from './wallet-actions.js';
export type { CreateWalletInput } from './wallet-actions.js';
export { cardRefOf } from './card-ref.js';
export { distinctRefs, locateCards, markAllMatching, refFromListItem } from './mark-all.js';
export type { LocatedCards, MarkAllFilter, MarkAllOptions } from './mark-all.js';
export { BULK_ACTIONS, planBulkJob } from './bulk/plan.js';
export type {
  BulkAction,
  BulkLimits,
  BulkPlan,
  BulkSpec,
  PlannedItem,
  PlanResult,
  SkippedCard,
  WalletTotal,
} from './bulk/plan.js';
export { canRetry, runBulkPlan, startBulkJob, wholeProgress } from './bulk/job.js';
export type {
  BulkItem,
  BulkJob,
  BulkProgress,
  ItemState,
  JobOptions,
  JobState,
  StartOptions,
  StartResult,
} from './bulk/job.js';
export { createJobRegistry } from './bulk/registry.js';
export type { JobRegistry } from './bulk/registry.js';
export {
  checkWebhookConfig,
  readWebhookOverview,
  removeWebhookConfig,
  saveWebhookConfig,
  setWebhookDelivery,
} from './webhook-actions.js';
export type {
  SecretChoice,
  WebhookConfigInput,
  WebhookConfigSaved,
  WebhookHistoryFilter,
  WebhookOverview,
} from './webhook-actions.js';
export {
  isFinalRecord,
  jobsDir,
  newJobId,
  journalFile,
  JournalWriter,
  listJobs,
  planItem,
  readJob,
  summarize,
} from './journal/journal.js';
export type {
  JobRecord,
  JobStatus,
  JobSummary,
  JournalPlace,
  JournalPlan,
  JournalPlanItem,
  JournalOwner,
  RecordedOutcome,
} from './journal/journal.js';
export { outcomeKnown, recordJob } from './journal/record-job.js';
export type { RecordedJob } from './journal/record-job.js';
export {
  checkResumable,
  describeJob,
  discardJob,
  interruptedJobs,
  interruptedNotice,
  resumeJob,
  sameOwner,
} from './journal/resume.js';
export type { ResumedJob, ResumeOptions, ResumeRefusal, ResumeRefusalCode } from './journal/resume.js';
export * from './timeline/index.js';
export * from './copy/index.js';
export type { SentLog, SentRequest } from '../api/index.js';
export * from './undo/index.js';
export * from './pulse/index.js';
