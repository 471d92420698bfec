// Lint: TypeScript rules, React hooks rules and accessibility rules, zero warnings.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const untypedHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector/useAppDispatch from src/lib/hooks.ts.',
};

// The content's parser and checker, and the country tables they read, run at
// build time only: the browser gets the data they make, never them (types are fine).
const buildTimeOnly = [
  {
    group: ['**/content/load', '**/content/countries', 'zod', 'yaml', 'i18n-iso-countries', 'countries-and-timezones', 'countries-list'],
    allowTypeImports: true,
    message: 'Build-time only: the browser gets the data, not the parser.',
  },
];

const features = readdirSync(new URL('./src/features', import.meta.url));
const layers = [
  { files: ['src/lib/**', 'src/components/**'], above: ['features', 'pages', 'app'] },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    above: ['pages', 'app', ...features.filter((other) => other !== feature).map((other) => `features/${other}`)],
    siblings: features.filter((other) => other !== feature),
  })),
  { files: ['src/pages/**'], above: ['app'] },
];

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
      // Components use the typed hooks from src/lib/hooks.ts.
      'no-restricted-imports': ['error', { paths: [untypedHooks], patterns: buildTimeOnly }],
    },
  },
  {
    files: ['src/lib/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // The import direction, as a rule: shared code (lib, components) → features → pages → app.
  // Nothing imports a layer above its own, and no feature imports another.
  ...layers.map(({ files, above, siblings = [] }) => ({
    files,
    ignores: ['src/lib/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [untypedHooks],
          patterns: [
            ...buildTimeOnly,
            ...above.map((layer) => ({
              group: [`**/${layer}/**`, `**/${layer}`],
              message: `${files[0].split('/')[1]}/ sits below ${layer}/: move what both need down to src/lib or src/components.`,
            })),
            ...siblings.map((other) => ({
              group: [`../${other}`, `../${other}/**`],
              message: `Features do not import each other (${other}): the page composes them.`,
            })),
          ],
        },
      ],
    },
  })),
  {
    // The build-time program itself: it reads and checks the content.
    files: ['src/content/**', 'src/prerender.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [untypedHooks] }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', '*.config.*'],
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
