import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerForTests } from '../scripts/lib/server-build';
import { SERVER_BUILD_VARIABLE, serverProgram } from '../scripts/lib/server-process';
import { DEMO_LOADED_AT } from '../src/server/test/demo-clock';
import { CLIENT_DIR } from './support/server';

/**
 * Bundles the server once per run, as the Vitest run does, and seeds the demo league's 2025 season
 * with it (the league the stories were written against); every test server runs that bundle on a
 * copy of the league. Returns the teardown that removes both.
 */
export default function globalSetup(): () => void {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`Build the client first (npm run build): ${CLIENT_DIR}/index.html is missing.`);
  }
  const server = buildServerForTests();
  // Workers start after this and inherit the variables.
  process.env[SERVER_BUILD_VARIABLE] = server.folder;
  const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-template-'));
  const template = join(dir, 'league.db');
  const seed = spawnSync(process.execPath, [...serverProgram('seed'), '--size', 'spec', '--now', DEMO_LOADED_AT.toISOString()], {
    env: { ...process.env, DATABASE_URL: `sqlite:${template}`, PASSWORD_HASHING: 'light' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`Seeding the demo league failed:\n${seed.stdout}\n${seed.stderr}`);
  process.env.DUGOUT_E2E_TEMPLATE = template;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    server.dispose();
  };
}
