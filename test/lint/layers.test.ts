// The lint configuration enforces ARCHITECTURE.md's import direction; this proves the rule bites.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((m) => m.message);
}

describe('layer direction', () => {
  it('refuses upward imports', async () => {
    expect(
      await restrictedImports(
        'src/domain/x.ts',
        "import { createClient } from '../api/index.js';\nexport const c = createClient;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/api/x.ts',
        "import { App } from '../tui/index.js';\nexport const a = App;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/contract/x.ts',
        "import { money } from '../domain/money.js';\nexport const m = money;\n",
      ),
    ).toHaveLength(1);
  });

  it('keeps the sandbox away from the client and the client away from the sandbox', async () => {
    expect(
      await restrictedImports(
        'src/sandbox/x.ts',
        "import { createClient } from '../api/index.js';\nexport const c = createClient;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/tui/x.ts',
        "import { startSandbox } from '../sandbox/index.js';\nexport const s = startSandbox;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the store name api types but not call the api', async () => {
    expect(
      await restrictedImports(
        'src/store/x.ts',
        "import type { ApiClient } from '../api/index.js';\nexport type C = ApiClient;\n",
      ),
    ).toHaveLength(0);
    expect(
      await restrictedImports(
        'src/store/x.ts',
        "import { createClient } from '../api/index.js';\nexport const c = createClient;\n",
      ),
    ).toHaveLength(1);
  });

  it('puts the read table between the store and sync', async () => {
    expect(
      await restrictedImports(
        'src/store/x.ts',
        "import { READS } from '../reads/index.js';\nexport const r = READS;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/reads/x.ts',
        "import { createSync } from '../sync/index.js';\nexport const s = createSync;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        'src/sync/x.ts',
        "import { READS } from '../reads/index.js';\nexport const r = READS;\n",
      ),
    ).toHaveLength(0);
  });

  it('allows downward imports and the composition root everything', async () => {
    expect(
      await restrictedImports(
        'src/tui/x.ts',
        "import { sanitizeText } from '../domain/index.js';\nexport const s = sanitizeText;\n",
      ),
    ).toHaveLength(0);
    expect(
      await restrictedImports(
        'src/cli/x.ts',
        "import { startSandbox } from '../sandbox/index.js';\nexport const s = startSandbox;\n",
      ),
    ).toHaveLength(0);
  });
});
