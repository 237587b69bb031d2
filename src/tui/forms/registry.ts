// Every form by id: the store keeps only the id of the open form, the spec is looked up here.
import { issueForm } from './specs/wallet-issue.js';
import { cardholderForm } from './specs/wallet-holder.js';
import { transferForm } from './specs/wallet-transfer.js';
import { bulkDefundForm, bulkFundForm, bulkLimitsForm, bulkTerminateForm } from './specs/bulk.js';
import { defundForm, editForm, fundForm, terminateForm } from './specs/card.js';
import { walletCreateForm, walletRenameForm } from './specs/wallet.js';
import { webhookConfigForm } from './specs/webhook.js';
import type { FormSpec } from './types.js';

const SPECS: ReadonlyMap<string, FormSpec> = new Map(
  [
    fundForm,
    defundForm,
    editForm,
    terminateForm,
    issueForm,
    cardholderForm,
    transferForm,
    walletCreateForm,
    walletRenameForm,
    webhookConfigForm,
    bulkFundForm,
    bulkDefundForm,
    bulkLimitsForm,
    bulkTerminateForm,
  ].map((s) => [s.id, s]),
);

export function specOf(id: string): FormSpec {
  const spec = SPECS.get(id);
  if (!spec) throw new Error(`no form named ${id}`);
  return spec;
}
