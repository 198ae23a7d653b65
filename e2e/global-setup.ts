import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildServerForTests } from '../scripts/lib/server-build';
import { SERVER_BUILD_VARIABLE, serverProgram } from '../scripts/lib/server-process';
import { DEMO_LOADED_AT } from '../src/server/test/demo-clock';
import { CLIENT_DIR } from './support/server';

function seedLeague(size: 'spec' | 'large', file: string): void {
  const seed = spawnSync(process.execPath, [...serverProgram('seed'), '--size', size, '--now', DEMO_LOADED_AT.toISOString()], {
    env: { ...process.env, DATABASE_URL: `sqlite:${file}`, PASSWORD_HASHING: 'light' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`Seeding the ${size} league failed:\n${seed.stdout}\n${seed.stderr}`);
}

/**
 * Bundles the server once per run, as the Vitest run does, and seeds with it the demo league's
 * 2025 season (the league the stories were written against) and the large league (20 divisions,
 * 220 teams, 3,040 games, 585 coaches: the stories about finding things at size); every test
 * server runs that bundle on a copy of one of them. Returns the teardown that removes them.
 */
export default function globalSetup(): () => void {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`Build the client first (npm run build): ${CLIENT_DIR}/index.html is missing.`);
  }
  // The public pages are rendered on the server with the renderer built beside the client.
  const renderer = join(dirname(CLIENT_DIR), 'render', 'entry-server.js');
  if (!existsSync(renderer)) throw new Error(`Build the client first (npm run build): ${renderer} is missing.`);
  const server = buildServerForTests();
  // Workers start after this and inherit the variables.
  process.env[SERVER_BUILD_VARIABLE] = server.folder;
  const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-template-'));
  const template = join(dir, 'league.db');
  seedLeague('spec', template);
  process.env.DUGOUT_E2E_TEMPLATE = template;
  const largeTemplate = join(dir, 'large-league.db');
  seedLeague('large', largeTemplate);
  process.env.DUGOUT_E2E_LARGE_TEMPLATE = largeTemplate;
  return () => {
    rmSync(dir, { recursive: true, force: true });
    server.dispose();
  };
}
