import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';
import { ON_POSTGRES } from './src/server/test/postgres-suite.ts';

/**
 * The PostgreSQL pass (`npm run test:postgres`): the test files whose behaviour can differ by
 * engine (src/server/test/postgres-suite.ts), on PostgreSQL only, after the whole suite has run
 * on SQLite. TEST_DATABASE_URL names the database; each test app gets a schema of its own there.
 */
process.env.TEST_ENGINES ??= 'postgres';

// One project: the PostgreSQL files only (the base config's unit and client projects are left out).
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    projects: undefined,
    include: [...ON_POSTGRES],
    // Refuses to start without TEST_DATABASE_URL (checked as the run starts, not when the config is read).
    globalSetup: ['src/server/test/postgres-pass-setup.ts', 'src/server/test/global-setup.ts'],
  },
});
