// Portal login (our decision for the payloads): a JWT accepted as Bearer on both families.
import { z } from 'zod';

export const LoginBody = z.object({ email: z.email(), password: z.string().min(1).max(200) });
export type LoginBody = z.input<typeof LoginBody>;

export const LoginResponse = z.looseObject({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().positive(),
  // Our decision: the organization the login belongs to, for the organization family's paths.
  organizationId: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;
