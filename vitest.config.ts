import { defineConfig } from 'vitest/config';
import { APP_VERSION } from './scripts/build/app-version.ts';
import { NEEDS_OWN_MODULES } from './src/server/test/module-isolation.ts';
import { POSTGRES_ONLY } from './src/server/test/postgres-suite.ts';

// Test apps, the league templates and the servers tests start hash passwords with light argon2id
// parameters (security/passwords.ts); servers started with NODE_ENV=production ignore it.
// PASSWORD_HASHING=standard in the environment runs the tests at the production cost.
process.env.PASSWORD_HASHING ??= 'light';

export default defineConfig({
  // The application's code, rendered by component tests and by the server's page rendering in API tests.
  define: APP_VERSION,
  test: {
    // The demo league is seeded once per run; test databases copy it (src/server/test/league-template.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API tests each open their own database; two workers fit two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/client/**/*.test.tsx', ...POSTGRES_ONLY, ...NEEDS_OWN_MODULES],
          environment: 'node',
          // The files of a worker share its modules, loaded once (src/server/test/module-isolation.ts).
          isolate: false,
        },
      },
      {
        // Files that replace a module (vi.mock): each with modules of its own.
        extends: true,
        test: {
          name: 'unit-own-modules',
          include: [...NEEDS_OWN_MODULES],
          environment: 'node',
        },
      },
      {
        // Component tests of the client: a browser document (jsdom) with what Mantine needs of it.
        extends: true,
        test: {
          name: 'client',
          include: ['src/client/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/client/test/setup.ts'],
          // A worker's first test also loads React, Mantine and the server; on a busy shared machine
          // that alone has taken over 30 s.
          testTimeout: 60_000,
          // The files of a worker share one document and one module graph (React, Mantine and the
          // server are loaded once); the setup file and each file's own server keep tests apart.
          isolate: false,
        },
      },
    ],
  },
});
