// Sandbox-only helpers under /api/v2/sandbox/ (our decision), documented in the OpenAPI document.
import { z } from 'zod';
import { AmountInput, MoneyString } from './common.js';
import { DeclineReasonText } from './operations.js';

export const PurchaseBody = z.object({
  amount: AmountInput,
  merchantName: z.string().min(1).max(100).optional(),
  merchantCategory: z
    .string()
    .regex(/^[0-9]{4}$/, 'must be 4 ASCII digits (an MCC)')
    .optional(),
});
export type PurchaseBody = z.input<typeof PurchaseBody>;

export const RefundBody = PurchaseBody;
export type RefundBody = PurchaseBody;

export const PayinBody = z.object({ amount: AmountInput });
export type PayinBody = z.input<typeof PayinBody>;

export const SimulationResult = z.looseObject({
  operationId: z.string(),
  status: z.string(),
  amount: MoneyString,
  currency: z.string(),
  declineReason: DeclineReasonText.nullable(),
});
export type SimulationResult = z.infer<typeof SimulationResult>;
