// POST /api/v2/sandbox/fixtures: checks the fixture (422 naming the step and field, nothing applied), then
// applies its steps through this application's own routes (`inject`: the real validation, authentication and
// idempotency) with the calling merchant's credential for each route's family. A failed step answers 409 with
// which step, its request and the answer; the steps before it stay applied, and the next apply continues there.
import type { FastifyInstance } from 'fastify';
import type { ApplyFixtureBody, FixtureApplied } from '../../contract/fixtures.js';
import { SandboxError, SandboxValidationError, type Principal, type SandboxCore } from '../core-types.js';
import { planFixture } from '../fixtures/plan.js';
import type { FixtureRecords } from '../fixtures/records.js';
import { runFixture, type StepFailure } from '../fixtures/runner.js';

export async function answerFixture(
  server: FastifyInstance,
  core: SandboxCore,
  records: FixtureRecords,
  who: Principal,
  body: ApplyFixtureBody,
): Promise<FixtureApplied> {
  const merchant = core.credentials().find((m) => m.orgId === who.orgId);
  if (!merchant) throw new SandboxError(404, 'not_found', 'no merchant for this credential');
  const checked = planFixture(body.fixture, body.parameters ?? {}, who.orgId);
  if ('issues' in checked) throw new SandboxValidationError(checked.issues);
  const outcome = await runFixture(checked.plan, {
    records,
    merchantId: who.merchantId,
    credentials: { apiKey: merchant.apiKey, apiToken: merchant.apiToken },
    send: async ({ method, url, headers, body: payload }) => {
      const answer = await server.inject({
        method: method as 'GET',
        url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      });
      return { status: answer.statusCode, body: answer.body ? parseJson(answer.body) : null };
    },
  });
  if ('failed' in outcome) throw stepFailed(outcome.failed);
  return outcome.applied;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function stepFailed(f: StepFailure): SandboxError {
  const which = `step ${f.index + 1}${f.name === null ? '' : ` "${f.name}"`}`;
  const answer = f.status === null ? '' : `; answer ${f.status} ${clip(JSON.stringify(f.body))}`;
  const kept =
    f.applied === 0
      ? 'nothing was applied'
      : `the ${f.applied} step(s) before it stay applied; applying again continues from this step`;
  return new SandboxError(409, 'conflict', `${which} (${f.request}) failed: ${f.reason}${answer}; ${kept}`, {
    step: f.index,
    name: f.name,
    request: f.request,
    status: f.status,
    body: f.body,
    reason: f.reason,
    applied: f.applied,
  });
}

/** The answer in the message, at most 600 characters; `details.body` has it whole. */
function clip(text: string): string {
  return text.length <= 600 ? text : `${text.slice(0, 600)}…`;
}
