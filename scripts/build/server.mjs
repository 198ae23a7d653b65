// `npm run build:server`: bundles the server and its commands (restore, seed) into dist/server as
// JavaScript for Node 20 and newer, so production runs no TypeScript loader. Packages stay in
// node_modules and are imported from there, so the output folder must lie inside the project.
// Usage: node scripts/build/server.mjs [output folder, default dist/server]
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outdir = process.argv[2] ?? 'dist/server';

// Emptied first: chunks are named by their content, and those of an earlier build would stay.
rmSync(resolve(root, outdir), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    restore: 'src/server/features/backups/restore-cli.ts',
    seed: 'src/server/seed/cli.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Like the browser build: production publishes no source (decision 0033).
  sourcemap: false,
  logLevel: 'warning',
});
