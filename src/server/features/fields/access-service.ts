import type { Kysely } from 'kysely';
import { isLeagueStaff } from '../../../shared/roles';
import type { Field } from '../../../shared/schemas/field';
import type { Database } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Auth } from '../../auth';
import { teamIdsOf } from '../users/own-teams-service';

/** The spec's message to a visitor who is not signed in (spec section 6). */
export const FIELD_SIGN_IN_MESSAGE = 'You must be logged in to manage fields';
const NO_TEAM_MESSAGE = 'You must have an active team assignment to manage fields';

/** Who manages fields: league staff all of them, a coach those of their own teams. */
export type FieldManager = { staff: true } | { staff: false; teamIds: ReadonlySet<number> };

/** The caller as a field manager; a coach without a team manages no field. */
export async function fieldManager(db: Kysely<Database>, auth: Auth): Promise<FieldManager> {
  if (isLeagueStaff(auth.role)) return { staff: true };
  const teamIds = await teamIdsOf(db, auth.userId);
  if (teamIds.size === 0) throw forbidden(NO_TEAM_MESSAGE);
  return { staff: false, teamIds };
}

/** A coach changes or deletes only a field one of their teams plays at. */
export function requireManageable(manager: FieldManager, field: Field): void {
  if (manager.staff) return;
  if (!field.teams.some((t) => manager.teamIds.has(t.id))) {
    throw forbidden('You can only manage fields used by one of your teams');
  }
}
