// Scenario fixtures (a sandbox helper, our decision): a named list of steps, each an API request of the
// interface or an assertion, applied by POST /api/v2/sandbox/fixtures. `${name}` is a parameter, `${step.field}`
// a field of an earlier named step's response body, `${org}` the merchant's organization id.
import { z } from 'zod';

const StepName = z
  .string()
  .regex(
    /^[A-Za-z_][A-Za-z0-9_]{0,63}$/,
    'must be a name of letters, digits and _ (not starting with a digit)',
  );

/** `METHOD /api/v2/...`: the method, one space, the path (with an optional `?query`). */
export const RequestLine = z
  .string()
  .max(2000)
  .regex(
    /^(GET|POST|PUT|PATCH|DELETE) \/api\/v2\/\S*$/,
    'malformed request line: write METHOD /api/v2/... (GET, POST, PUT, PATCH or DELETE)',
  )
  .meta({ examples: ['GET /api/v2/accounts'] });

export const FixtureRequestStep = z.strictObject({
  name: StepName.optional(),
  request: RequestLine,
  body: z.unknown().optional(),
});

export const FixtureExpect = z.strictObject({
  request: RequestLine,
  /** The answer's status (default 200). */
  status: z.number().int().min(100).max(599).optional(),
  /** A subset of the answer's body: every key given must be there with an equal value. */
  body: z.unknown().optional(),
  /** Asks again until it matches or this many seconds have passed (default 0: once). */
  waitSeconds: z.number().min(0).max(60).optional(),
});

export const FixtureExpectStep = z.strictObject({
  name: StepName.optional(),
  expect: FixtureExpect,
});

export const FixtureStep = z.union([FixtureRequestStep, FixtureExpectStep]);
export type FixtureStep = z.infer<typeof FixtureStep>;

export const Fixture = z.strictObject({
  name: z.string().min(1).max(100),
  description: z.string().max(2000).optional(),
  /** Parameters with their defaults; the caller may give other values. */
  parameters: z.record(z.string(), z.string().max(1000)).optional(),
  steps: z.array(FixtureStep).min(1).max(500),
});
export type Fixture = z.infer<typeof Fixture>;

export const ApplyFixtureBody = z.strictObject({
  fixture: Fixture,
  parameters: z.record(z.string(), z.string().max(1000)).optional(),
});
export type ApplyFixtureBody = z.infer<typeof ApplyFixtureBody>;

export const AppliedStep = z.looseObject({
  index: z.number().int(),
  name: z.string().nullable(),
  request: z.string(),
  status: z.number().int(),
  /** true when this apply read the step's recorded answer instead of sending it again. */
  replayed: z.boolean(),
});
export type AppliedStep = z.infer<typeof AppliedStep>;

export const FixtureApplied = z.looseObject({
  fixture: z.string(),
  parameters: z.record(z.string(), z.string()),
  steps: z.array(AppliedStep),
});
export type FixtureApplied = z.infer<typeof FixtureApplied>;
