import type { Kysely } from 'kysely';
import { checkCoachRow, parseCoachCsv, type CoachRowCheck } from '../../../shared/coach-csv';
import type { CoachImportBody, CoachImportResult } from '../../../shared/schemas/coach-admin';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { write } from '../../db/write';
import { forbidden, invalid } from '../../errors';
import { sendAllInBackground } from '../../mail/mailer';
import { magicLinkMail } from '../../mail/templates';
import { requireStrongPassword } from '../../security/password-strength';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/service';
import { createBackup } from '../backups/service';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { listDivisions } from '../divisions/service';
import { issueMagicLinks, MAGIC_LINK_HOURS, magicLinkUrl } from '../magic-links/issue-service';
import { normalizeLogin } from '../users/service';
import { importAccounts } from './import-accounts';
import { countCoachesAndStaff, deleteAllCoaches, insertStaffPlaces, placeKey, staffPlacesOf, type StaffPlace } from './staff-repo';

/** Imported coaches are head coaches of the team on their line. */
const IMPORTED_ROLE = 'head_coach';

interface NewAccountMail {
  id: number;
  email: string;
  name: string;
}

interface ImportOutcome {
  created: CoachImportResult['created'];
  errors: string[];
  places: StaffPlace[];
  /** New accounts that got a team place, to be sent a sign-in link at the email of their first line. */
  welcome: NewAccountMail[];
}

/**
 * Judges the rows in order against the accounts and the team places they already have: a row
 * whose coach is already on the team changes nothing, and an email that belongs to an account
 * that is not a coach is refused.
 */
async function planPlaces(trx: Kysely<Database>, checks: readonly CoachRowCheck[], passwordHash: string | null, now: Date): Promise<ImportOutcome> {
  const rows = checks.flatMap((check) => (check.ok ? [check.row] : []));
  const accounts = await importAccounts(trx, rows, passwordHash, now);
  const existing = await staffPlacesOf(
    trx,
    [...accounts.byLogin.values()].filter((user) => !accounts.created.has(user.id)).map((user) => user.id),
  );
  const outcome: ImportOutcome = { created: [], errors: [], places: [], welcome: [] };
  const welcomed = new Set<number>();
  for (const check of checks) {
    if (!check.ok) {
      outcome.errors.push(check.message);
      continue;
    }
    const { row } = check;
    const login = normalizeLogin(row.email);
    if (accounts.takenAsUsername.has(login)) {
      outcome.errors.push(
        `Line ${row.line}: ${row.email} is the username of an account with another email; set that account's email first if it is this coach`,
      );
      continue;
    }
    const user = accounts.byLogin.get(login);
    if (!user) throw new Error(`no account for line ${row.line} after creating them`);
    if (user.role !== 'coach') {
      outcome.errors.push(`Line ${row.line}: ${row.email} belongs to an account that is not a coach`);
      continue;
    }
    const place = { userId: user.id, teamId: row.teamId };
    if (existing.has(placeKey(place))) continue;
    existing.add(placeKey(place));
    outcome.places.push(place);
    outcome.created.push({ name: user.name, email: user.email ?? row.email, division: row.divisionName, team: row.teamName });
    if (accounts.created.has(user.id) && !welcomed.has(user.id)) {
      welcomed.add(user.id);
      outcome.welcome.push({ id: user.id, email: row.email, name: user.name });
    }
  }
  return outcome;
}

/** Clearing is all or nothing with the import: a paste with errors would leave teams without their coaches. */
function clearRefused(errors: string[]) {
  const shown = errors.slice(0, 5).join('; ');
  const more = errors.length > 5 ? `; and ${errors.length - 5} more` : '';
  return invalid(
    `No coaches were cleared or imported: ${errors.length} ${errors.length === 1 ? 'line has an error' : 'lines have errors'}. Fix ${errors.length === 1 ? 'it' : 'them'} and import again. ${shown}${more}`,
  );
}

/**
 * Imports coaches from CSV in one transaction (docs/decisions: coach import), with a few
 * statements per batch of rows, not per row. Rows that break a rule are skipped and reported by
 * line; a row whose coach is already on that team changes nothing, so the same import can be
 * repeated safely. With `clearExisting` (administrators only), a backup is taken, then every coach
 * account is deleted in the same transaction as the import, and a row with an error undoes both.
 * New coaches get the default password, which they must change at their first
 * sign-in, or, without one, a sign-in link by mail.
 */
export async function importCoaches(ctx: AppContext, auth: Auth, input: CoachImportBody): Promise<CoachImportResult> {
  if (input.clearExisting && auth.role !== 'admin') {
    throw forbidden('Only an administrator may clear all coaches. Import without clearing them, or ask an administrator.');
  }
  const parsed = parseCoachCsv(input.coachesData);
  if (!parsed.ok) throw invalid(parsed.message);
  if (input.defaultPassword) requireStrongPassword(input.defaultPassword, { role: 'coach' });
  const passwordHash = input.defaultPassword ? await hashPassword(input.defaultPassword) : null;
  if (input.clearExisting) await createBackup(ctx, actorOf(auth));
  const now = ctx.now();

  const { result, links } = await write(ctx, ['users', 'teams'], async (trx) => {
    let clearResults: CoachImportResult['clearResults'] = null;
    if (input.clearExisting) {
      clearResults = await countCoachesAndStaff(trx);
      await deleteAllCoaches(trx);
    }
    const league = { divisions: await listDivisions(trx, 'current') };
    const { created, errors, places, welcome } = await planPlaces(
      trx,
      parsed.rows.map((raw) => checkCoachRow(raw, league)),
      passwordHash,
      now,
    );
    if (clearResults && errors.length > 0) throw clearRefused(errors);
    await insertStaffPlaces(trx, places, IMPORTED_ROLE);
    const issued = await issueMagicLinks(trx, ctx.secret, passwordHash ? [] : welcome, now);
    const links = issued.map(({ user, token }) => ({ email: user.email, name: user.name, link: magicLinkUrl(ctx.config.publicUrl, token) }));
    const summary = { totalParsed: parsed.rows.length, created: created.length, errors: errors.length };
    await recordAudit(
      trx,
      actorOf(auth),
      {
        action: 'coach.import',
        entity: 'coach',
        after: { summary, clearResults, created, errors, newAccounts: passwordHash ? 'default password' : 'sign-in links' },
      },
      now,
    );
    return { result: { summary, created, errors, clearResults }, links };
  });

  sendAllInBackground(
    ctx.mailer,
    ctx.log,
    links.map(({ email, name, link }) => magicLinkMail(email, name, link, MAGIC_LINK_HOURS)),
  );
  return result;
}
