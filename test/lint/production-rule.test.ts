// One home for "does this profile look like production": `isProductionProfile` in src/domain/target.ts.
// The badge, the header's colour, the console's production guard, `--listen` consent, the profile
// switcher and `card-console cards` each call it. Outside that file no code tests a name or an address
// for production (a regular expression naming prod or a test system), calls the address half of the
// rule on its own, or combines a `production` answer with a rule of its own (`x.production ?? …`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const HOME = 'src/domain/target.ts';
const RULE_WORDS = /prod|staging|sandbox\||\|sandbox/i;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Each place in a file that works the production rule out again: `file:line what`. */
export function productionRules(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && RULE_WORDS.test(node.getText()))
      at(node, `a pattern of the rule: ${node.getText()}`);
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'looksLikeProduction'
    )
      at(node, 'the address half of the rule alone');
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'production'
    )
      at(node, 'a production answer completed by a rule of its own');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the production rule', () => {
  it('is found written again in any of its forms', () => {
    const text = [
      'const prod = /(^|[^a-z])prod/i.test(name);',
      'const test = /(sandbox|staging)/.test(host);',
      'const p = looksLikeProduction(url);',
      'const q = env.production ?? isLoopbackHost(host);',
    ].join('\n');
    expect(productionRules('x.ts', text).map((hit) => hit.replace(/ .*/, ''))).toEqual([
      'x.ts:1',
      'x.ts:2',
      'x.ts:3',
      'x.ts:4',
    ]);
    const calls = [
      'const p = isProductionProfile({ profile, baseUrl });',
      'const q = slot.production ? 1 : 2;',
      'const r = /^(live|degraded)/.test(status);',
    ].join('\n');
    expect(productionRules('y.ts', calls)).toEqual([]);
  });

  it('has one home: no other file of src/ works it out', () => {
    const found = sourceFiles(join(ROOT, 'src'))
      .filter((file) => relative(ROOT, file) !== HOME)
      .flatMap((file) => productionRules(relative(ROOT, file), readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
