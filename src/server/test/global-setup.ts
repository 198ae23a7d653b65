import type { TestProject } from 'vitest/node';
import { createLeagueTemplates, TEST_TIMEZONE } from './league-template';
import { buildServerForTests } from '../../../scripts/lib/server-build';
import { SERVER_BUILD_VARIABLE } from '../../../scripts/lib/server-process';

/**
 * Once per run, before any test file: the demo league every test database copies, and the server
 * bundle the tests that start a server process run (the workers inherit the variable naming it).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = buildServerForTests();
  process.env[SERVER_BUILD_VARIABLE] = server.folder;
  const league = await createLeagueTemplates(process.env.TEST_DATABASE_URL, TEST_TIMEZONE);
  project.provide('leagueTemplates', league.templates);
  return async () => {
    await league.dispose();
    server.dispose();
  };
}
