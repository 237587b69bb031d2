// A load balancer's questions to a sandbox process (our decision, outside /api/v2): is the process up (/healthz),
// and can it serve, its database reachable and its schema migrated (/readyz, 503 while not).
import { z } from 'zod';

export const Health = z.object({ status: z.literal('ok') });
export type Health = z.infer<typeof Health>;

export const Readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** The storage engine the process runs on. */
  engine: z.enum(['sqlite', 'postgres']),
  /** Why the process cannot serve (absent when ready); never a password or an address. */
  reason: z.string().optional(),
});
export type Readiness = z.infer<typeof Readiness>;
