// Cardholders (account family) and their creation body (our decision).
import { z } from 'zod';

export const Cardholder = z.looseObject({
  cardOwnerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  // The address structure is "not shown" in the spec: keep whatever arrives.
  address: z.looseObject({}).nullable(),
  createdAt: z.iso.datetime({ offset: true }).optional(),
});
export type Cardholder = z.infer<typeof Cardholder>;

/** Our decision: a postal address as the sandbox writes it; other deployments may differ. */
export const AddressInput = z.object({
  line1: z.string().min(1).max(200),
  line2: z.string().max(200).optional(),
  city: z.string().min(1).max(100),
  postalCode: z.string().min(1).max(20),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code'),
});

/** Our decision: POST /api/v2/accounts/{account_uuid}/cardholders body → 201 Cardholder. */
export const CreateCardholderBody = z.object({
  cardOwnerId: z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -'),
  firstName: z.string().min(1).max(100),
  lastName: z.string().min(1).max(100),
  email: z.email(),
  phone: z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number such as +15551234567'),
  address: AddressInput.nullable().optional(),
});
export type CreateCardholderBody = z.input<typeof CreateCardholderBody>;
