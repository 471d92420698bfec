// Lint: TypeScript rules, React hooks rules and accessibility rules, zero warnings.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which module may import which (the layers, the build-time program kept out
// of the browser, no circles) is the import graph's rule: .dependency-cruiser.cjs.

export default tseslint.config(
  { ignores: ['dist/', 'dist-large/', 'node_modules/', 'test-results/', 'playwright-report/', 'screenshots/', 'bench-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] } },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'tools/**', '*.config.*'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['__tests__/**'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
  },
);
