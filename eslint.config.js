import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layers: shared imports neither side; the client never imports the server. */
const layerRules = (forbidden) => ({
  'no-restricted-imports': [
    'error',
    { patterns: forbidden.map((group) => ({ group: [group], message: 'This import crosses a layer boundary (see docs/architecture.md).' })) },
  ],
});

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
      ...layerRules(['**/server/**']),
    },
  },
  { files: ['src/shared/**/*.ts'], rules: layerRules(['**/server/**', '**/client/**']) },
  {
    files: ['src/server/**/*.ts'],
    ignores: [
      // The repositories themselves.
      'src/server/features/**/repo.ts',
      'src/server/features/**/*-repo.ts',
      // Database infrastructure: connection, migrations, seeds, the write path and its versions, row locks, sequences.
      'src/server/db/**',
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
