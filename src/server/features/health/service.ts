import type { AppContext } from '../../context';
import { pingDatabase } from '../../db/availability';
import { migrationsAreCurrent } from '../../db/migrate';

/** Why this process cannot serve the league yet, or null when it can. */
export async function notReadyReason(ctx: AppContext): Promise<string | null> {
  try {
    await pingDatabase(ctx.handle.db);
    if (!(await migrationsAreCurrent(ctx.handle))) return 'Database migrations are not current';
  } catch {
    return 'The database is unreachable';
  }
  return null;
}
