// ESLint (flat config): JavaScript and TypeScript recommended rules and React's hooks rules, zero warnings (npm test).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tests/.out/**', '.wrangler/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React's hooks rules where React runs (Playwright fixtures also call a function named `use`).
  { ...reactHooks.configs.flat.recommended, files: ['client/**/*.{ts,tsx}', 'worker/**/*.{ts,tsx}'] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      // A closure may read a variable that is assigned once, later (load-search-index's engine).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // `_name` marks a value that is destructured away on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
);
