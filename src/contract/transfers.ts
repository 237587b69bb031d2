// Transfers between accounts of one merchant (account family).
import { z } from 'zod';
import { AmountInput, Currency, Description, MoneyString, Uuid } from './common.js';

export const TransferBody = z.object({
  destinationAccountUuid: Uuid,
  amount: AmountInput,
  currency: Currency.default('USD'),
  description: Description.optional(),
});
export type TransferBody = z.input<typeof TransferBody>;

/** Asynchronous form (spec): the transfer was accepted and completes later. */
export const TransferAccepted = z.looseObject({
  status: z.literal('accepted'),
  message: z.string(),
  sourceAccountUuid: z.string(),
  destinationAccountUuid: z.string(),
  amount: MoneyString,
  currency: z.string(),
});
/** Synchronous form (spec): both transaction ids. The sandbox answers this form, plus the accepted fields. */
export const TransferCompleted = z.looseObject({
  fromTransactionId: z.string(),
  toTransactionId: z.string(),
  // Absent in the spec's synchronous form; the sandbox says "completed". Never "accepted": that is the other form.
  status: z.literal('completed').optional(),
  message: z.string().optional(),
  sourceAccountUuid: z.string().optional(),
  destinationAccountUuid: z.string().optional(),
  amount: MoneyString.optional(),
  currency: z.string().optional(),
  feeAmount: MoneyString.optional(),
  feeTransactionId: z.string().nullable().optional(),
});
export const TransferResponse = z.union([TransferCompleted, TransferAccepted]);
export type TransferResponse = z.infer<typeof TransferResponse>;
