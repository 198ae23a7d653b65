import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers: shared imports neither side; the client never imports the server. `paths`: named imports kept to one module. */
const layerRules = (forbidden, paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message: 'This import crosses a layer boundary (see docs/architecture.md).' })), paths },
  ],
});
/** Toasts are shown in one place, which keeps them one at a time with the latest outcome showing. */
const toastsThroughNotify = {
  name: '@mantine/notifications',
  importNames: ['notifications'],
  message: 'Show toasts with src/client/ui/notify.ts.',
};

const root = import.meta.dirname;
const server = 'src/server';
const features = readdirSync(`${root}/${server}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** What a feature offers the others: its service modules. */
const serviceModules = [`${root}/${server}/features/*/service.ts`, `${root}/${server}/features/*/*-service.ts`];
const routeFiles = [`${server}/features/*/routes.ts`, `${server}/features/*/*-routes.ts`];

/**
 * Server layers (docs/architecture.md): a zone's `target` files may not import its `from` files,
 * type imports included. Globs are relative to the root, but exceptions are matched as written, so
 * they are absolute.
 */
const serverZones = [
  {
    target: [`${server}/{cache,db,http,jobs,mail,security}/**`],
    from: [`${server}/features/**`],
    message: 'Server infrastructure never depends on a feature: main.ts or app.ts hands it what a feature provides.',
  },
  {
    target: [`${server}/seed/**`],
    from: [`${server}/features/**`],
    except: serviceModules,
    message: 'The seed builds a league with what the features offer: their service modules.',
  },
  ...features.map((feature) => ({
    target: [`${server}/features/${feature}/**`],
    from: [`${server}/features/**`],
    except: [`${root}/${server}/features/${feature}/**`, ...serviceModules],
    message: 'Another feature is reached through its service modules (service.ts, *-service.ts), not its repository, routes or internals.',
  })),
  {
    target: routeFiles,
    from: [`${server}/features/*/repo.ts`, `${server}/features/*/*-repo.ts`, `${server}/db/**`],
    message: 'Routes call services; services reach the repositories and the database.',
  },
];

/**
 * SQL lives in repositories: a feature's queries are in its repo.ts or *-repo.ts, and its services
 * keep the rules and the transaction boundaries (db/write.ts). Kysely's query builder is reached
 * through these calls, and raw SQL through the `sql` tag.
 */
const QUERY_OUTSIDE_REPOSITORY = 'Queries belong in the feature repository (repo.ts or *-repo.ts); services call its functions (see docs/architecture.md).';
const queryBuilderRules = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|with|withRecursive|transaction)$/]',
      message: QUERY_OUTSIDE_REPOSITORY,
    },
    { selector: "ImportDeclaration[source.value='kysely'] > ImportSpecifier[imported.name='sql']", message: QUERY_OUTSIDE_REPOSITORY },
  ],
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Async safety: every promise is awaited, returned or explicitly voided.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layerRules(['**/server/**'], [toastsThroughNotify]),
    },
  },
  // The toasts themselves, and the component tests' clean slate between tests.
  { files: ['src/client/ui/notify.ts', 'src/client/test/setup.ts'], rules: layerRules(['**/server/**']) },
  // The component tests' real server: test code that builds the app, never part of the client bundle.
  { files: ['src/client/test/league-server.ts'], rules: { 'no-restricted-imports': 'off' } },
  { files: ['src/shared/**/*.ts'], rules: layerRules(['**/server/**', '**/client/**']) },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      // Import-time cycles only: type imports are erased when the code runs, so they cannot leave a module half-initialised.
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: [`${server}/**/*.ts`],
    // The layers hold for the code that runs the league; tests and their harness may reach anything.
    ignores: ['**/*.test.ts', `${server}/test/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones, basePath: root }] },
  },
  {
    files: routeFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'Routes call services; services reach the database.' }] }] },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      // The repositories themselves.
      'src/server/features/**/repo.ts',
      'src/server/features/**/*-repo.ts',
      // Database infrastructure: connection, migrations, the write path and its versions, row locks, sequences.
      'src/server/db/**',
      // The demo and benchmark leagues, written row by row into an empty database in one transaction.
      'src/server/seed/**',
      // The read cache's version rows and the announcements between processes sharing a database.
      'src/server/cache/**',
      // Job leases and the nightly housekeeping sweep across the tables of several features.
      'src/server/jobs/**',
      // Database-backed throttle counters, one statement per attempt, used by several features.
      'src/server/security/rate-limit.ts',
      // The mail outbox, written by the mailer itself.
      'src/server/mail/mailer.ts',
      // Tests arrange and inspect the database directly.
      'src/server/test/**',
      'src/server/**/*.test.ts',
    ],
    rules: queryBuilderRules,
  },
  { files: ['eslint.config.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
