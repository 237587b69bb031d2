// A profile's pulse thresholds in the config file (`"pulse": { "declineRate": 0.1, ... }` in the profile):
// each optional, the default where absent (src/domain/pulse/thresholds.ts says what each means), each
// checked with a rule its error names, and no key the pulse does not know.
import { z } from 'zod';
import { parseMoneyString, sanitizeText } from '../../domain/index.js';
import { DEFAULT_PULSE_THRESHOLDS, type PulseThresholds } from '../../domain/pulse/index.js';

const got = (input: unknown): string => `got ${sanitizeText(JSON.stringify(input) ?? String(input))}`;

const count = z
  .number({ error: (i) => `must be a whole number, 0 or more (${got(i.input)})` })
  .refine((n) => Number.isInteger(n) && n >= 0, {
    error: (i) => `must be a whole number, 0 or more (${got(i.input)})`,
  });
const wholeAtLeastOne = z
  .number({ error: (i) => `must be a whole number, 1 or more (${got(i.input)})` })
  .refine((n) => Number.isInteger(n) && n >= 1, {
    error: (i) => `must be a whole number, 1 or more (${got(i.input)})`,
  });
const positive = z
  .number({ error: (i) => `must be a number above 0 (${got(i.input)})` })
  .refine((n) => Number.isFinite(n) && n > 0, { error: (i) => `must be a number above 0 (${got(i.input)})` });
const fraction = z
  .number({ error: (i) => `must be a rate from 0 to 1, e.g. 0.2 for one in five (${got(i.input)})` })
  .refine((n) => n >= 0 && n <= 1, {
    error: (i) => `must be a rate from 0 to 1, e.g. 0.2 for one in five (${got(i.input)})`,
  });
const factor = z
  .number({ error: (i) => `must be a factor of 1 or more, e.g. 3 for three times (${got(i.input)})` })
  .refine((n) => Number.isFinite(n) && n >= 1, {
    error: (i) => `must be a factor of 1 or more, e.g. 3 for three times (${got(i.input)})`,
  });
const amountRule = 'must be an amount as a decimal string, 0 or more, e.g. "100.00"';
const amount = z.string({ error: (i) => `${amountRule} (${got(i.input)})` }).refine(
  (text) => {
    const parsed = parseMoneyString(text);
    return parsed.ok && parsed.value >= 0n;
  },
  { error: (i) => `${amountRule} (${got(i.input)})` },
);

/** What a profile's `pulse` may hold. */
export const PulseThresholdsSetting = z.strictObject(
  {
    stuckCreatingMinutes: wholeAtLeastOne.optional(),
    stuckCreating: count.optional(),
    creatingFailed: count.optional(),
    declineRate: fraction.optional(),
    declineChange: factor.optional(),
    declineMinPurchases: count.optional(),
    stuckOperationHours: positive.optional(),
    stuckOperations: count.optional(),
    walletLowAvailable: amount.optional(),
    walletLowHours: positive.optional(),
    lowWallets: count.optional(),
    failedDeliveries: count.optional(),
    pendingDeliveryMinutes: wholeAtLeastOne.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown threshold ${issue.keys.map((k) => `"${sanitizeText(k)}"`).join(', ')} (known: ${Object.keys(DEFAULT_PULSE_THRESHOLDS).join(', ')})`
        : 'must be an object of thresholds, e.g. { "declineRate": 0.1 }',
  },
);
export type PulseThresholdsSetting = z.infer<typeof PulseThresholdsSetting>;

/** The profile's thresholds over the defaults. */
export function thresholdsOf(setting: PulseThresholdsSetting | undefined): PulseThresholds {
  const { walletLowAvailable, ...rest } = setting ?? {};
  const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
  const low = walletLowAvailable === undefined ? undefined : parseMoneyString(walletLowAvailable);
  return {
    ...DEFAULT_PULSE_THRESHOLDS,
    ...defined,
    ...(low?.ok ? { walletLowAvailable: low.value } : {}),
  };
}
