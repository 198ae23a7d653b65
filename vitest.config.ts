import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          exclude: ['src/client/**/*.test.tsx'],
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
