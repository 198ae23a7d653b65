import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { DEMO_PASSWORDS, isEmpty, planDemoLeague } from './demo';
import { planLargeLeague } from './large';
import { writePlan } from './write';

/** `npm run seed -- --size demo|large [--scale N]`: loads a league into an empty database. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { size: { type: 'string', default: 'demo' }, scale: { type: 'string', default: '1' } },
  });
  const config = readConfig();
  const scale = Number(values.scale);
  if (values.size !== 'demo' && values.size !== 'large') throw new Error('--size must be demo or large');
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number');
  const handle = connectDatabase(config.DATABASE_URL);
  try {
    await migrateToLatest(handle, { leagueTimeZone: config.LEAGUE_TIMEZONE });
    if (!(await isEmpty(handle))) {
      throw new Error(`The database at ${handle.location} already holds a league; seed an empty one.`);
    }
    const started = Date.now();
    const plan = values.size === 'demo' ? planDemoLeague(config.LEAGUE_TIMEZONE) : planLargeLeague(config.LEAGUE_TIMEZONE, scale);
    await writePlan(handle, plan, DEMO_PASSWORDS, new Date());
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
