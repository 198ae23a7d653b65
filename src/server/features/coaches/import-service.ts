import type { Kysely } from 'kysely';
import { checkCoachRow, parseCoachCsv, type CheckedCoachRow } from '../../../shared/coach-csv';
import type { CoachImportBody, CoachImportResult } from '../../../shared/schemas/coach-admin';
import type { AppContext } from '../../context';
import type { Database, UserRow } from '../../db/schema';
import { write } from '../../db/write';
import { invalid } from '../../errors';
import { sendInBackground } from '../../mail/mailer';
import { magicLinkMail } from '../../mail/templates';
import { hashPassword } from '../../security/passwords';
import { recordAudit } from '../audit/service';
import { actorOf, type Auth } from '../auth/service';
import { listDivisions } from '../divisions/service';
import { issueMagicLink, MAGIC_LINK_HOURS, magicLinkUrl } from '../magic-links/tokens';
import { createAccount, findUserById, findUserByLogin } from '../users/service';
import { countCoachesAndStaff, deleteAllCoaches, hasStaffPlace, insertStaff } from './staff-repo';

/** Imported coaches are head coaches of the team on their line. */
const IMPORTED_ROLE = 'head_coach';

interface NewAccountLink {
  email: string;
  name: string;
  link: string;
}

type RowOutcome = { kind: 'created'; user: UserRow; isNew: boolean } | { kind: 'unchanged' } | { kind: 'refused'; message: string };

/**
 * One checked row: the coach is found by email (any case) or created, and put on the team unless
 * already there. An email that belongs to an administrator account is refused.
 */
async function importRow(
  trx: Kysely<Database>,
  row: CheckedCoachRow,
  passwordHash: string | null,
  now: Date,
): Promise<RowOutcome> {
  let user = await findUserByLogin(trx, row.email);
  let isNew = false;
  if (user && user.role !== 'coach') {
    return { kind: 'refused', message: `Line ${row.line}: ${row.email} belongs to an account that is not a coach` };
  }
  if (!user) {
    const id = await createAccount(
      trx,
      {
        username: row.email,
        email: row.email,
        password: null,
        ...(passwordHash ? { passwordHash, mustChangePassword: true } : {}),
        name: row.name,
        role: 'coach',
      },
      now,
    );
    user = await findUserById(trx, id);
    if (!user) throw new Error(`coach ${id} vanished during the import`);
    isNew = true;
  }
  if (await hasStaffPlace(trx, user.id, row.teamId)) return { kind: 'unchanged' };
  await insertStaff(trx, user.id, row.teamId, IMPORTED_ROLE);
  return { kind: 'created', user, isNew };
}

/**
 * Imports coaches from CSV in one transaction (docs/decisions: coach import). Rows that break a
 * rule are skipped and reported by line; a row whose coach is already on that team changes
 * nothing, so the same import can be repeated safely. With `clearExisting`, every coach account
 * is deleted first, in the same transaction. New coaches get the default password, which they
 * must change at their first sign-in, or, without one, a sign-in link by mail.
 */
export async function importCoaches(ctx: AppContext, auth: Auth, input: CoachImportBody): Promise<CoachImportResult> {
  const parsed = parseCoachCsv(input.coachesData);
  if (!parsed.ok) throw invalid(parsed.message);
  const passwordHash = input.defaultPassword ? await hashPassword(input.defaultPassword) : null;
  const now = ctx.now();

  const { result, links } = await write(ctx, ['users', 'teams'], async (trx) => {
    let clearResults: CoachImportResult['clearResults'] = null;
    if (input.clearExisting) {
      clearResults = await countCoachesAndStaff(trx);
      await deleteAllCoaches(trx);
    }
    const league = { divisions: await listDivisions(trx) };
    const created: CoachImportResult['created'] = [];
    const errors: string[] = [];
    const links: NewAccountLink[] = [];
    for (const raw of parsed.rows) {
      const check = checkCoachRow(raw, league);
      if (!check.ok) {
        errors.push(check.message);
        continue;
      }
      const outcome = await importRow(trx, check.row, passwordHash, now);
      if (outcome.kind === 'refused') errors.push(outcome.message);
      if (outcome.kind !== 'created') continue;
      const { user } = outcome;
      created.push({ name: user.name, email: user.email ?? check.row.email, division: check.row.divisionName, team: check.row.teamName });
      if (outcome.isNew && !passwordHash) {
        const { token } = await issueMagicLink(trx, ctx.secret, user.id, now);
        links.push({ email: check.row.email, name: user.name, link: magicLinkUrl(ctx.config.publicUrl, token) });
      }
    }
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

  for (const { email, name, link } of links) sendInBackground(ctx.mailer, ctx.log, magicLinkMail(email, name, link, MAGIC_LINK_HOURS));
  return result;
}
