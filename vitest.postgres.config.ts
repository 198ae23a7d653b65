import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';
import { NEEDS_OWN_MODULES } from './src/server/test/module-isolation.ts';
import { ON_POSTGRES } from './src/server/test/postgres-suite.ts';

/**
 * The PostgreSQL pass (`npm run test:postgres`): the test files whose behaviour can differ by
 * engine (src/server/test/postgres-suite.ts), on PostgreSQL only, after the whole suite has run
 * on SQLite. TEST_DATABASE_URL names the database; each test app gets a schema of its own there.
 */
process.env.TEST_ENGINES ??= 'postgres';

// The PostgreSQL files only (the base config's unit and client projects are left out); as on SQLite,
// the files of a worker share its modules but for those that replace one.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Refuses to start without TEST_DATABASE_URL (checked as the run starts, not when the config is read).
    globalSetup: ['src/server/test/postgres-pass-setup.ts', 'src/server/test/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'postgres', include: ON_POSTGRES.filter((path) => !NEEDS_OWN_MODULES.includes(path)), isolate: false },
      },
      {
        extends: true,
        test: { name: 'postgres-own-modules', include: ON_POSTGRES.filter((path) => NEEDS_OWN_MODULES.includes(path)) },
      },
    ],
  },
});
