/**
 * Which test files CI runs a second time on PostgreSQL (`npm run test:postgres`, through
 * vitest.postgres.config.ts): those whose behaviour can differ by engine. Every test file that
 * asks for the engines (testEngines, or TEST_DATABASE_URL itself) is in exactly one of the two
 * lists below, which postgres-suite.test.ts checks; a new one fails that test until it is placed.
 *
 * On PostgreSQL: every file whose requests run the repositories' SQL (each feature's reads and
 * writes, with their transactions, locks, unique violations and id sequences), migrations, the
 * coherence of processes sharing a database, backups and restores, crash and start-up behaviour,
 * and the refusals that depend on what the engine accepts (NUL characters, numbers out of range,
 * injection attempts). Every statement the left-out files run on PostgreSQL is also run by a
 * file of this list.
 */
export const ON_POSTGRES: readonly string[] = [
  'src/server/cache/processes-agree.api.test.ts',
  'src/server/cache/read-cache-serving.api.test.ts',
  'src/server/cache/read-cache.api.test.ts',
  'src/server/crash-recovery.api.test.ts',
  'src/server/db/availability.api.test.ts',
  'src/server/db/migrate.api.test.ts',
  'src/server/db/seasons-migration.api.test.ts',
  'src/server/features/announcements/announcements.api.test.ts',
  'src/server/features/analysis/analysis.api.test.ts',
  'src/server/features/audit/audit-log.api.test.ts',
  'src/server/features/audit/audit-visibility.api.test.ts',
  'src/server/features/auth/auth.api.test.ts',
  'src/server/features/auth/impersonation.api.test.ts',
  'src/server/features/auth/own-password.api.test.ts',
  'src/server/features/auth/password-change-sessions.api.test.ts',
  'src/server/features/auth/setup-token.api.test.ts',
  'src/server/features/auth/sign-in-throttling.api.test.ts',
  'src/server/features/availability/availability.api.test.ts',
  'src/server/features/backups/backup-folder-failure.api.test.ts',
  'src/server/features/backups/backups.api.test.ts',
  'src/server/features/backups/nightly-backup.api.test.ts',
  'src/server/features/backups/restore-games.api.test.ts',
  'src/server/features/backups/restore-images.api.test.ts',
  'src/server/features/backups/restore.api.test.ts',
  'src/server/features/calendars/calendars.api.test.ts',
  'src/server/features/coaches/coach-admin.api.test.ts',
  'src/server/features/coaches/coach-directory.api.test.ts',
  'src/server/features/coaches/coach-import-clear.api.test.ts',
  'src/server/features/coaches/coach-import.api.test.ts',
  'src/server/features/coaches/coach-list.api.test.ts',
  'src/server/features/coaches/import-matching.api.test.ts',
  'src/server/features/dashboard/dashboard.api.test.ts',
  'src/server/features/divisions/admin-divisions.api.test.ts',
  'src/server/features/divisions/division-corrections.api.test.ts',
  'src/server/features/divisions/divisions.api.test.ts',
  'src/server/features/exports/exports.api.test.ts',
  'src/server/features/fields/field-writes.api.test.ts',
  'src/server/features/fields/fields.api.test.ts',
  'src/server/features/games/admin-games.api.test.ts',
  'src/server/features/games/bulk-change.api.test.ts',
  'src/server/features/games/clashes.api.test.ts',
  'src/server/features/games/game-corrections.api.test.ts',
  'src/server/features/games/game-field.api.test.ts',
  'src/server/features/games/game-list.api.test.ts',
  'src/server/features/games/games.api.test.ts',
  'src/server/features/games/score.api.test.ts',
  'src/server/features/magic-links/magic-links.api.test.ts',
  'src/server/features/magic-links/revoke.api.test.ts',
  'src/server/features/notifications/digest-batching.api.test.ts',
  'src/server/features/notifications/game-notices.api.test.ts',
  'src/server/features/notifications/mail-preferences.api.test.ts',
  'src/server/features/notifications/score-deadlines.api.test.ts',
  'src/server/features/password-resets/link-use-limits.api.test.ts',
  'src/server/features/password-resets/password-resets.api.test.ts',
  'src/server/features/playoffs/admin-playoffs.api.test.ts',
  'src/server/features/playoffs/playoffs.api.test.ts',
  'src/server/features/schedule-generator/schedule-proposals.api.test.ts',
  'src/server/features/schedule-generator/phase2-proposals.api.test.ts',
  'src/server/features/seasons/seasons.api.test.ts',
  'src/server/features/settings/self-registration.api.test.ts',
  'src/server/features/uploads/upload.api.test.ts',
  'src/server/features/users/start-rules.api.test.ts',
  'src/server/features/users/user-directory.api.test.ts',
  'src/server/features/users/users.api.test.ts',
  'src/server/http/authorization.api.test.ts',
  'src/server/http/errors.api.test.ts',
  'src/server/http/hostile-input.api.test.ts',
  'src/server/http/large-imports.api.test.ts',
  'src/server/http/server-pages.api.test.ts',
  'src/server/http/sql-injection.api.test.ts',
  'src/server/jobs/housekeeping.api.test.ts',
  'src/server/mail/mailer.api.test.ts',
  'src/server/production-start.api.test.ts',
  'src/server/query-count.api.test.ts',
  'src/server/scale-out.api.test.ts',
  'src/server/security/stored-tokens.api.test.ts',
  'src/server/seed/demo-league.api.test.ts',
];

/** Files about processes sharing a PostgreSQL database, with nothing to test on SQLite: the SQLite run leaves them out. */
export const POSTGRES_ONLY: readonly string[] = ['src/server/cache/processes-agree.api.test.ts'];

/** Files that ask for the engines but test what is decided before or apart from any query: why each stays on SQLite. */
export const SQLITE_ONLY: Readonly<Record<string, string>> = {
  'src/server/cache/read-cache-limits.api.test.ts': "the read cache's bounds and keys live in the process's memory",
  'src/server/http/download-paths.api.test.ts': 'which file names and paths are served is decided on the name, before any query',
  'src/server/http/framework-answers.api.test.ts': 'cross-site requests on encoded paths are refused in the HTTP layer, before any query',
  'src/server/http/security.api.test.ts': 'security headers and the same-site check of every answer',
  'src/server/security/password-hashing.api.test.ts': "the hashing queue is in the process; the sign-in counts it spares are sign-in-throttling's",
};
