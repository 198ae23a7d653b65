import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DIR } from './support/server';

/**
 * Seeds the demo league once per run; every test server starts from a copy of it. Returns the
 * teardown that removes it.
 */
export default function globalSetup(): () => void {
  if (!existsSync(join(CLIENT_DIR, 'index.html'))) {
    throw new Error(`Build the client first (npm run build): ${CLIENT_DIR}/index.html is missing.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'dugout-e2e-template-'));
  const template = join(dir, 'league.db');
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/db/seed/cli.ts', '--size', 'demo'], {
    env: { ...process.env, DATABASE_URL: `sqlite:${template}`, PASSWORD_HASHING: 'light' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`Seeding the demo league failed:\n${seed.stdout}\n${seed.stderr}`);
  // Workers start after this and inherit the variable.
  process.env.DUGOUT_E2E_TEMPLATE = template;
  return () => rmSync(dir, { recursive: true, force: true });
}
