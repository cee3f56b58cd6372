// ESLint flat config. The rule choices follow Docusaurus's own repository where they fit a
// TypeScript React site: eslint, typescript-eslint, react (JSX runtime), react-hooks and jsx-a11y
// recommended, plus the stricter rules of its own listed below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      // Docusaurus's generated files, under whatever name DOCUSAURUS_GENERATED_FILES_DIR_NAME gives them.
      '.docusaurus*/',
      '.build.next*/',
      '.build.previous/',
      '.build.retired-*/',
      'build-shards/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      'bench-results/',
      'tests/fixtures/**/build/',
      'tests/fixtures/**/.docusaurus/',
      // Pristine copies of upstream components, compared by npm run check:swizzles, never built.
      'src/theme/.upstream/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  react.configs.flat['jsx-runtime'],
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    settings: {react: {version: 'detect'}},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // As in Docusaurus's repository.
      curly: ['error', 'multi-line'],
      eqeqeq: ['error', 'always', {null: 'ignore'}],
      'no-var': 'error',
      'prefer-const': 'error',
      'no-param-reassign': ['error', {props: false}],
      'object-shorthand': 'error',
      'prefer-template': 'error',
      'no-useless-concat': 'error',
      'react/jsx-no-useless-fragment': ['error', {allowExpressions: true}],
      'react/self-closing-comp': 'error',
      'react/no-unstable-nested-components': ['error', {allowAsProps: true}],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {disallowTypeAnnotations: false},
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // The store badges keep the referrer (the stores attribute installs by it); noopener is set.
      'react/jsx-no-target-blank': ['error', {allowReferrer: true}],
      // TypeScript checks props.
      'react/prop-types': 'off',
      // A scrolling <pre>, or a region that scrolls a wide table, must be reachable by keyboard
      // (axe: scrollable-region-focusable), as upstream's code block is; other non-interactive
      // elements still may not take a tabIndex.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {
          tags: ['pre'],
          roles: ['tabpanel', 'region'],
          allowExpressionValues: true,
        },
      ],
    },
  },
  {
    // CommonJS by design (a worker thread runs it without the TypeScript loader): require is its import.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
