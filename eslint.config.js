// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Modules that must never be imported from a layer, with the reason shown to the developer. */
const noClientPlannerApplier = [
  { group: ['**/client/**', '**/client/*'], message: 'The emulator models the API, not our client.' },
  { group: ['**/planner/**', '**/planner/*'], message: 'The emulator must not depend on the planner.' },
  { group: ['**/applier/**', '**/applier/*'], message: 'The emulator must not depend on the applier.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-check/**',
      'dist-bench/**',
      'coverage/**',
      'node_modules/**',
      'test/fixtures/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      'no-console': 'error',
      'no-restricted-globals': ['error', { name: 'process', message: 'Only src/cli/ touches process.' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'undici', message: 'Only src/client/ imports undici.' },
            { name: 'node:process', message: 'Only src/cli/ touches process.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'node:process', message: 'Only src/cli/ touches process.' }] },
      ],
    },
  },
  {
    files: ['src/emulator/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'undici', message: 'Only src/client/ imports undici.' },
            { name: 'node:process', message: 'Only src/cli/ touches process.' },
          ],
          patterns: noClientPlannerApplier,
        },
      ],
    },
  },
  {
    // The CLI is the edge: it owns process, stdio and the exit code.
    files: ['src/cli/**/*.ts'],
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // Tests and benchmarks drive the whole program from outside, like a user or CI would.
    files: ['test/**/*.ts', 'bench/**/*.ts', '*.config.ts', 'eslint.config.js'],
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
