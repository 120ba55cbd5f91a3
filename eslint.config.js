// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules that must never be imported from a layer, with the reason shown to the developer. */
const noClientPlannerApplier = [
  { group: ['**/client/**', '**/client/*'], message: 'The emulator models the API, not our client.' },
  { group: ['**/planner/**', '**/planner/*'], message: 'The emulator must not depend on the planner.' },
  { group: ['**/applier/**', '**/applier/*'], message: 'The emulator must not depend on the applier.' },
];

/** The layers the CLI reaches only when a command runs (model and report leaves are allowed at start-up). */
const LAYERS_BELOW_THE_CLI = [
  'workflows',
  'config',
  'planner',
  'applier',
  'live',
  'kinds',
  'client',
  'emulator',
  'drift',
  'cloud-to-code',
  'export',
  'snapshot',
  'doctor',
];

/**
 * The imports allowed at start-up (docs/architecture.md): commander, the CLI's own modules, model and
 * report leaves. `siblings` adds patterns of the directory's own files (a definition's implementation).
 */
function startUpImports(siblings) {
  const message =
    "start-up loads only the CLI, its flags and the command definitions: load a command's work with `await import()` when it runs";
  return {
    paths: ['yaml', 'ajv', 'ajv-formats', 'undici', 'diff'].map((name) => ({
      name,
      message,
      allowTypeImports: true,
    })),
    patterns: [
      {
        group: [...LAYERS_BELOW_THE_CLI.map((layer) => `**/${layer}/**`), 'ajv/**', ...siblings],
        message,
        allowTypeImports: true,
      },
    ],
  };
}

/*
 * Layering (issue 18): which layer may import which. Each block repeats the paths
 * every file is held to, because a later `no-restricted-imports` replaces an earlier one for its files.
 */
const everywhere = [
  { name: 'undici', message: 'Only src/client/ imports undici.' },
  { name: 'node:process', message: 'Only src/cli/ touches process.' },
];
const noIo = ['fs', 'fs/promises', 'http', 'https', 'http2', 'net', 'tls', 'dgram', 'child_process'].flatMap(
  (name) =>
    [name, `node:${name}`].map((module) => ({
      name: module,
      message: 'The planner is pure: files and sockets belong to the edges (config, client, cli).',
    })),
);
const layering = [
  {
    files: ['src/canonical/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: everywhere,
          patterns: [
            {
              group: ['../**'],
              message: 'src/canonical is the ground floor: it imports nothing else of smform.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/text/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: everywhere,
          patterns: [
            {
              group: ['../*/**', '!../model/**'],
              message:
                'src/text holds the escapes and wording every layer uses: it rests on model types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/plan-file/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: everywhere,
          patterns: [
            {
              group: ['../*/**', '!../canonical/**', '!../model/**'],
              message: 'The plan document rests on the canonical forms and the model only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/planner/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...everywhere, ...noIo],
          patterns: [
            {
              group: [
                '**/client/*',
                '**/applier/*',
                '**/cli/*',
                '**/cli/**',
                '**/emulator/*',
                '**/workflows/*',
              ],
              message:
                'The planner is pure: live state comes in as data, and nothing it plans is written here.',
            },
            {
              group: ['**/live/*', '!**/live/scopes.js', '!**/live/selection.js'],
              message:
                'The planner reads nothing: of src/live only the pure scope computations may be imported.',
            },
            {
              group: ['**/config/index.js', '**/config/load-config.js', '**/config/schema.js'],
              message: 'The planner takes a desired state; loading config files is I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/applier/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: everywhere,
          patterns: [
            {
              group: ['**/planner/*', '**/config/*', '**/cli/*', '**/cli/**', '**/workflows/*'],
              message: 'The applier carries out a plan: it imports nothing from the planner or the config.',
            },
            {
              group: ['**/snapshot/index.js', '**/snapshot/devices.js'],
              message: 'snapshot/devices.js loads the planner; the backup needs only snapshot/snapshot.js.',
            },
          ],
        },
      ],
    },
  },
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
      // Generated by Ajv (`npm run generate`); test/scripts/generated-files.test.ts keeps it equal to its schema.
      'src/config/config-validator.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The one program of tsconfig.json for every file: 15 % less CPU than `projectService` here
        // (measured 2026-11-27); the two plain configs below are parsed without types.
        project: ['./tsconfig.json'],
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
  ...layering,
  {
    // The CLI is the edge: it owns process, stdio and the exit code.
    files: ['src/cli/**/*.ts'],
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // CLI layering (docs/architecture.md): the CLI is the top layer, nothing below imports it.
    files: ['src/**/*.ts'],
    ignores: ['src/cli/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/cli/**', '**/cli/*'], message: 'Nothing below the CLI imports src/cli/.' },
          ],
        },
      ],
    },
  },
  {
    // What `smform --version` and `--help` load: the program, its flags and the command definitions. They
    // reach everything else through `await import()` when a command runs (type-only imports are free).
    files: ['src/cli/{main,run,io,flags,help,version}.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', startUpImports([])] },
  },
  {
    files: [
      'src/cli/commands/index.ts',
      'src/cli/commands/{validate,plan,apply,show,demo,emulator,api,drift,snapshot,export,orgs,init,scope,restore,doctor,completion}.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', startUpImports(['./*'])] },
  },
  {
    // Tests and benchmarks drive the whole program from outside, like a user or CI would.
    files: ['test/**/*.ts', 'bench/**/*.ts', '*.config.ts', 'eslint.config.js'],
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // `npm run generate`: plain JavaScript (Node 20 cannot strip types) that prints and writes files.
    files: ['scripts/**/*.js'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off', 'no-restricted-globals': 'off', 'no-restricted-imports': 'off' },
  },
  {
    files: ['eslint.config.js', 'stryker-ignorer.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
