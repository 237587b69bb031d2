// An integrator's first try. Types are generated from the served document with openapi-typescript, a
// small client (integrator/first-try.ts) using openapi-fetch is type-checked against them (strict, no casts),
// and then run against the sandbox through the interface's typical flow.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { startRealSandbox, type RealSandbox } from '../support/real-sandbox.js';
import { firstTry } from './integrator/first-try.js';

const HERE = join(process.cwd(), 'test', 'conformance', 'integrator');
const WORK = join(process.cwd(), '.tmp', `integrator-${process.pid}`);

let sandbox: RealSandbox;
let generated: string;

beforeAll(async () => {
  sandbox = await startRealSandbox();
  const document = (await (await request(`${sandbox.base}/api/openapi.json`)).body.json()) as OpenAPI3;
  generated = astToString(await openapiTS(document));
  mkdirSync(WORK, { recursive: true });
  writeFileSync(join(WORK, 'schema.d.ts'), generated);
  copyFileSync(join(HERE, 'first-try.ts'), join(WORK, 'first-try.ts'));
});
afterAll(async () => {
  await sandbox.close();
  rmSync(WORK, { recursive: true, force: true });
});

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: ['node'],
    noEmit: true,
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe("an integrator's first try", () => {
  it('type-checks the client, strict and without casts, against types generated from the served document', () => {
    expect(typeErrors(join(WORK, 'first-try.ts'))).toEqual([]);
    const source = readFileSync(join(HERE, 'first-try.ts'), 'utf8');
    expect(source).not.toMatch(/\bas\s+(?!const\b)[A-Za-z{[(]|<[A-Z]\w*>\s*\w|!\./);
  });

  it('keeps the committed copy of the generated types current (regenerate with UPDATE_INTEGRATOR_TYPES=1)', () => {
    const committed = join(HERE, 'schema.d.ts');
    if (process.env.UPDATE_INTEGRATOR_TYPES === '1') writeFileSync(committed, generated);
    expect(readFileSync(committed, 'utf8')).toBe(generated);
  });

  it('runs the typical flow against the sandbox', async () => {
    const result = await firstTry(sandbox.base, sandbox.one, `t${process.pid}`);
    expect(result).toEqual({
      organizationId: sandbox.one.orgId,
      wallets: expect.any(Number),
      cardStatus: 'active',
      toppedUp: '25.000000000',
      purchase: expect.stringMatching(/^(authorized|completed)$/),
      transactions: expect.any(Number),
      withdrawn: '10.000000000',
      transfer: 'completed',
      refusal: 'insufficient_balance',
      validation: 'value_error.amount.precision',
    });
    expect(result.transactions).toBeGreaterThanOrEqual(2);
  });
});
