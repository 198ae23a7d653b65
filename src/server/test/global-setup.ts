import type { TestProject } from 'vitest/node';
import { createLeagueTemplates, TEST_TIMEZONE } from './league-template';

/** Once per run, before any test file: the demo league every test database copies. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const league = await createLeagueTemplates(process.env.TEST_DATABASE_URL, TEST_TIMEZONE);
  project.provide('leagueTemplates', league.templates);
  return () => league.dispose();
}
