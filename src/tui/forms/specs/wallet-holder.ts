// The cardholder form of a wallet, and the cardholder fields the issue form shows when the operator
// creates the holder in place: one list of fields, one body and one check for both.
import { createCardholder } from '../../../actions/index.js';
import { CreateCardholderBody } from '../../../contract/index.js';
import type { AppState, FormIssue } from '../../../store/index.js';
import { safe } from '../../text.js';
import { accountOf } from '../subjects.js';
import type { FieldOption, FormResult, FormSpec, Values } from '../types.js';

export const NEW_HOLDER = '+new';
export const HOLDER_FIELDS = [
  ['cardOwnerId', 'Cardholder id'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
] as const;

export function holderOptions(state: AppState): FieldOption[] {
  const holders = [...state.entities.cardholders.values()]
    .map((h) => ({
      value: h.id,
      label: `${safe(h.firstName)} ${safe(h.lastName)} <${safe(h.email)}> ${safe(h.id)}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return [...holders, { value: NEW_HOLDER, label: '+ new cardholder (fill in below)' }];
}

export const holderBody = (values: Values) =>
  Object.fromEntries(HOLDER_FIELDS.map(([name]) => [name, values[`holder.${name}`] ?? '']));

export function holderIssues(values: Values): FormIssue[] {
  const parsed = CreateCardholderBody.safeParse(holderBody(values));
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({
        field: `holder.${String(i.path[0] ?? 'cardOwnerId')}`,
        message: i.message,
      }));
}

export const cardholderForm: FormSpec = {
  id: 'cardholder',
  title: (state, target) =>
    `New cardholder in ${safe(accountOf(state, target.accountId)?.name ?? 'a wallet')}`,
  fields: () =>
    HOLDER_FIELDS.map(([name, label]) => ({ name: `holder.${name}`, label, kind: 'text' as const })),
  initial: () => ({}),
  check: (_state, target, values) => [
    ...(target.accountId ? [] : [{ field: 'holder.cardOwnerId', message: 'select a wallet first' }]),
    ...holderIssues(values),
  ],
  submit: async (ops, _state, target, values, key): Promise<FormResult> => {
    const body = holderBody(values) as {
      cardOwnerId: string;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
    };
    const result = await createCardholder(
      ops,
      { accountId: target.accountId ?? '', ...body },
      key ? { idempotencyKey: key } : {},
    );
    return result.ok
      ? result
      : {
          ok: false,
          error: {
            ...result.error,
            fields: result.error.fields.map((f) => ({ ...f, field: `holder.${f.field}` })),
          },
        };
  },
  done: (_state, _target, values) =>
    `cardholder ${safe(values['holder.firstName'])} ${safe(values['holder.lastName'])} created`,
};
