// Lint configuration. Besides the usual rules, it enforces the layer direction from ARCHITECTURE.md:
// a folder under src/ may import only from the folders below it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const layers = ['contract', 'domain', 'api', 'store', 'reads', 'sync', 'actions', 'tui', 'cli'];
const forbid = (names) => names.flatMap((n) => [`**/${n}`, `**/${n}/**`]);

function layerRule(layer) {
  const index = layers.indexOf(layer);
  const above = layers.slice(index + 1);
  // Only the composition root may reach the sandbox.
  const banned = layer === 'cli' ? [] : [...above, 'sandbox'];
  const patterns = [
    { group: forbid(banned), message: `src/${layer} may not import this layer (see ARCHITECTURE.md).` },
  ];
  if (layer === 'store') {
    // The store may name api types but never call the api.
    patterns.push({
      group: forbid(['api']),
      allowTypeImports: true,
      message: 'src/store may import api types only.',
    });
  }
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: patterns.filter((p) => p.group.length > 0) },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'dist.*/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        AbortController: 'readonly',
        AbortSignal: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        queueMicrotask: 'readonly',
        setImmediate: 'readonly',
        performance: 'readonly',
        structuredClone: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...layers.map(layerRule),
  {
    files: ['src/sandbox/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: forbid(['api', 'store', 'reads', 'sync', 'actions', 'tui', 'cli']),
              message: 'src/sandbox imports contract and domain only (see ARCHITECTURE.md).',
            },
          ],
        },
      ],
    },
  },
);
