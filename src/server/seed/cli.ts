import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORDS, isEmpty, planDemoLeague, planSpecSeason } from './demo';
import { planLargeLeague } from './large';
import { writePlan } from './write';

/**
 * `npm run seed -- --size demo|spec|large [--scale N] [--now ISO-instant]`: loads a league into an
 * empty database: the demo league, its 2025 season alone as the specification describes it, or a
 * benchmark league. `--now` sets the day the demo's current season is built around.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: 'demo' }, scale: { type: 'string', default: '1' }, now: { type: 'string' } },
  });
  const now = values.now === undefined ? new Date() : new Date(values.now);
  if (Number.isNaN(now.getTime())) throw new Error('--now must be an ISO date and time, e.g. 2026-05-06T16:00:00Z');
  const config = readConfig();
  const scale = Number(values.scale);
  if (values.size !== 'demo' && values.size !== 'spec' && values.size !== 'large') throw new Error('--size must be demo, spec or large');
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  const handle = connectDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(handle, { leagueTimeZone: config.LEAGUE_TIMEZONE });
    if (!(await isEmpty(handle))) {
      throw new Error(`The database at ${handle.location} already holds a league; seed an empty one.`);
    }
    const started = Date.now();
    const plans = {
      demo: () => planDemoLeague(config.LEAGUE_TIMEZONE, now),
      spec: () => planSpecSeason(config.LEAGUE_TIMEZONE),
      large: () => planLargeLeague(config.LEAGUE_TIMEZONE, scale),
    };
    const plan = plans[values.size]();
    await writePlan(handle, plan, DEMO_PASSWORDS, now);
    console.log(
      `Seeded the ${values.size} league into ${handle.engine} ${handle.location}: ${plan.divisions.length} divisions, ` +
        `${plan.teams.length} teams, ${plan.games.length} games, ${plan.users.length} users, ${plan.fields.length} fields ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
