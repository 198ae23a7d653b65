/**
 * Test files share their worker's modules (vitest `isolate: false`): loading the server's modules
 * once per worker instead of once per file saves more than half of the suite's CPU. A file that
 * replaces a module (`vi.mock`) needs modules of its own, loaded after its replacement: it is
 * named here and runs in a project that isolates each file (vitest.config.ts,
 * vitest.postgres.config.ts). module-isolation.test.ts fails when a file that mocks a module is
 * not named here.
 */
export const NEEDS_OWN_MODULES: readonly string[] = [
  // Makes node:fs writes fail as on a full disk.
  'src/server/features/backups/backup-folder-failure.api.test.ts',
];
