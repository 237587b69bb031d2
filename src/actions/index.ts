// Operator use-cases: call api, record the audit entry, ask sync to refresh what changed.
// The TUI and the scriptable commands import from here only.
export * from './types.js';
export { createActionContext } from './context.js';
export { readAuditFile } from './audit.js';
export type { AuditEntry, AuditLog } from './audit.js';
export { toActionError } from './errors.js';
export { guard } from './run.js';
export { credentialRefusals, readOnlyRefusal } from './permission.js';
export { checkAmount, checkMovementDescription, digitsOf, MOVEMENT_DESCRIPTION_MAX } from './validate.js';
export { changeCardStatus, revealCredentials, terminateCard } from './card-actions.js';
export type { StatusAction } from './card-actions.js';
export { editCard } from './edit-card.js';
export { EDIT_FIELDS, sameValue } from './edit-fields.js';
export type { CardEdit, EditField, EditValues } from './edit-fields.js';
export { OUTCOME_KINDS } from './outcome-kinds.js';
export { chooseMoneyFamily, defundCard, fundCard, transfer } from './money-actions.js';
export type { TransferValue } from './money-actions.js';
export { createCardholder, issueCard } from './issue-actions.js';
export { changeSandboxClock } from './sandbox-actions.js';
export { auditFixture } from './audit-fixture.js';
export { createWallet, renameWallet, setWalletActive } from './wallet-actions.js';
export { cardRefOf } from './card-ref.js';
export { distinctRefs, locateCards, markAllMatching } from './mark-all.js';
export { planBulkJob } from './bulk/plan.js';
export type { BulkAction, BulkPlan, BulkSpec } from './bulk/plan.js';
export { canRetry, runBulkPlan, startBulkJob, wholeProgress } from './bulk/job.js';
export type { BulkItem, BulkJob, BulkProgress, ItemState } from './bulk/job.js';
export { createJobRegistry } from './bulk/registry.js';
export type { JobRegistry } from './bulk/registry.js';
export {
  checkWebhookConfig,
  readWebhookOverview,
  removeWebhookConfig,
  saveWebhookConfig,
  setWebhookDelivery,
} from './webhook-actions.js';
export type { SecretChoice, WebhookConfigInput, WebhookConfigSaved } from './webhook-actions.js';
export { newJobId, listJobs, readJob, summarize } from './journal/journal.js';
export type { JobSummary, JournalOwner } from './journal/journal.js';
export { outcomeKnown, recordJob } from './journal/record-job.js';
export type { RecordedJob } from './journal/record-job.js';
export { checkResumable, describeJob, discardJob, interruptedNotice, resumeJob } from './journal/resume.js';
export * from './timeline/index.js';
export * from './copy/index.js';
export type { SentLog, SentRequest } from '../api/index.js';
export * from './undo/index.js';
export * from './pulse/index.js';
