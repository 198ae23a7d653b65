import { defineConfig } from 'vitest/config';

// Test apps, the league templates and the servers tests start hash passwords with light argon2id
// parameters (security/passwords.ts); servers started with NODE_ENV=production ignore it.
// PASSWORD_HASHING=standard in the environment runs the tests at the production cost.
process.env.PASSWORD_HASHING ??= 'light';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // The demo league is seeded once per run; test databases copy it (src/server/test/league-template.ts).
    globalSetup: ['src/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API tests each open their own database; two workers fit two cores.
    maxWorkers: 2,
  },
});
