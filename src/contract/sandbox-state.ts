// The sandbox's own state helpers under /api/v2/sandbox/ (our decision): snapshots of one merchant's state and
// merchants created on demand, documented in the OpenAPI document under the `sandbox` tag.
import { z } from 'zod';

/** Our decision: a snapshot's name is 1 to 64 letters, digits, `.`, `_` or `-`, starting with a letter or digit. */
export const SnapshotName = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/,
    'must be 1-64 letters, digits, ".", "_" or "-", starting with a letter or digit',
  );

export const SaveSnapshotBody = z.object({ name: SnapshotName });
export type SaveSnapshotBody = z.input<typeof SaveSnapshotBody>;

export const Snapshot = z.looseObject({
  name: z.string(),
  createdAt: z.string(),
  /** Rows saved per table of the merchant's state. */
  rows: z.record(z.string(), z.number().int()),
});
export type Snapshot = z.infer<typeof Snapshot>;

export const SnapshotList = z.looseObject({ items: z.array(Snapshot) });

export const RestoredSnapshot = Snapshot.extend({ restoredAt: z.string() });
export type RestoredSnapshot = z.infer<typeof RestoredSnapshot>;

/** Our decision: a merchant's name is 1 to 100 characters, not only spaces (the pattern says so to clients). */
export const CreateMerchantBody = z.object({
  name: z
    .string()
    .max(100)
    .regex(/^\s*\S[\s\S]*$/, 'must not be blank')
    .transform((name) => name.trim())
    .optional(),
});
export type CreateMerchantBody = z.input<typeof CreateMerchantBody>;

/** A new merchant's credentials (returned once, at creation, like the sandbox prints its own at start). */
export const CreatedMerchant = z.looseObject({
  name: z.string(),
  organizationId: z.string(),
  apiKey: z.string(),
  apiToken: z.string(),
  readOnlyApiKey: z.string(),
  readOnlyApiToken: z.string(),
  email: z.string(),
  password: z.string(),
  /** The organization id of the merchant whose credential created it (who may remove it besides itself). */
  createdBy: z.string(),
});
export type CreatedMerchant = z.infer<typeof CreatedMerchant>;
