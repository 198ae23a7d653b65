import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { GeneratedLink, LinkImportResult } from '../../../shared/schemas/magic-link';
import type { AppContext } from '../../context';
import type { Database, UserRow } from '../../db/schema';
import { write } from '../../db/write';
import { invalid, notFound } from '../../errors';
import { sendAllInBackground, type MailMessage } from '../../mail/mailer';
import { magicLinkMail } from '../../mail/templates';
import { recordAudits } from '../audit/service';
import { actorOf } from '../auth/service';
import type { Auth } from '../../auth';
import { findUserByEmail, findUserById, normalizeLogin, usersByEmails, usersWithRole } from '../users/service';
import { emailsOfCsv, linksCsv } from './csv';
import { issueMagicLinks, MAGIC_LINK_HOURS, magicLinkUrl } from './issue-service';

interface Issued {
  user: UserRow;
  link: string;
  expiresAt: string;
}

/**
 * Issues a link to each coach (revoking their previous one) and records who did it, in the
 * caller's transaction: a few statements for all of them, not a few per coach.
 */
async function issueFor(trx: Kysely<Database>, ctx: AppContext, auth: Auth, users: readonly UserRow[], now: Date, via: string): Promise<Issued[]> {
  const issued = await issueMagicLinks(trx, ctx.secret, users, now);
  await recordAudits(
    trx,
    actorOf(auth),
    issued.map(({ user, expiresAt }) => ({ action: 'magic_link.issue', entity: 'user', entityId: user.id, after: { via, expiresAt } })),
    now,
  );
  return issued.map(({ user, token, expiresAt }) => ({ user, link: magicLinkUrl(ctx.config.publicUrl, token), expiresAt }));
}

function mailFor(issued: Issued): MailMessage | null {
  const { email, name } = issued.user;
  return email ? magicLinkMail(email, name, issued.link, MAGIC_LINK_HOURS) : null;
}

function mailAll(ctx: AppContext, issued: Issued[]): number {
  const messages = issued.map(mailFor).filter((message) => message !== null);
  sendAllInBackground(ctx.mailer, ctx.log, messages);
  return messages.length;
}

async function coachByIdentifier(db: Kysely<Database>, identifier: number | string): Promise<UserRow> {
  const byId = typeof identifier === 'number' || /^\d+$/.test(identifier);
  const user = byId ? await findUserById(db, Number(identifier)) : await findUserByEmail(db, identifier);
  if (!user || user.role !== 'coach') {
    throw notFound(byId ? 'Coach not found' : `No coach has the email address ${String(identifier).trim()}`);
  }
  return user;
}

/** A new link for one coach, shown to the administrator and mailed to the coach when they have an email. */
export async function generateForCoach(ctx: AppContext, auth: Auth, identifier: number | string): Promise<GeneratedLink> {
  const user = await coachByIdentifier(ctx.handle.db, identifier);
  const now = ctx.now();
  const [issued] = await write(ctx, [], (trx) => issueFor(trx, ctx, auth, [user], now, 'single'));
  if (!issued) throw new Error('no link was issued');
  const link = { magicLink: issued.link, name: user.name, email: user.email, expiresAt: issued.expiresAt };
  const message = mailFor(issued);
  if (!message) return { ...link, mailed: false, mailProblem: null };
  // The administrator is waiting for this one link: they are told whether the mail went out.
  try {
    await ctx.mailer.send(message);
    return { ...link, mailed: true, mailProblem: null };
  } catch {
    return { ...link, mailed: false, mailProblem: MAIL_SERVER_DOWN };
  }
}

const MAIL_SERVER_DOWN =
  'The mail server did not take the message. It will be tried again over the next hours; to be sure, copy the link and send it to the coach yourself.';

/** New links for every coach with an email address, each mailed to its coach. Answers how many. */
export async function generateForAllCoaches(ctx: AppContext, auth: Auth): Promise<number> {
  const coaches = (await usersWithRole(ctx.handle.db, 'coach')).filter((c) => c.email);
  const now = ctx.now();
  const issued = await write(ctx, [], (trx) => issueFor(trx, ctx, auth, coaches, now, 'all'));
  return mailAll(ctx, issued);
}

/**
 * The export file. Links are kept only as digests, so exporting issues a fresh link for every
 * coach (replacing the previous ones); the file is the only place these links exist.
 */
export async function exportLinks(ctx: AppContext, auth: Auth): Promise<string> {
  const coaches = await usersWithRole(ctx.handle.db, 'coach');
  const now = ctx.now();
  const issued = await write(ctx, [], (trx) => issueFor(trx, ctx, auth, coaches, now, 'export'));
  return linksCsv(issued.map((i) => ({ email: i.user.email, name: i.user.name, link: i.link })));
}

const emailAddress = z.email();

/**
 * Mails a new link to every coach listed (by email) in an uploaded CSV file. Rows that name no
 * coach, repeat an address or have no valid one are skipped and reported; the rest happen together.
 */
export async function importLinks(ctx: AppContext, auth: Auth, csvText: string): Promise<LinkImportResult> {
  const parsed = emailsOfCsv(csvText);
  if (!parsed.ok) throw invalid(parsed.message);
  const seen = new Set<string>();
  const lines = parsed.rows.map(({ row, email }): { error: string } | { row: number; email: string; normalized: string } => {
    const normalized = normalizeLogin(email);
    if (!email) return { error: `Row ${row}: no email address` };
    if (!emailAddress.safeParse(email).success) return { error: `Row ${row}: '${email}' is not a valid email address` };
    if (seen.has(normalized)) return { error: `Row ${row}: ${email} appears more than once` };
    seen.add(normalized);
    return { row, email, normalized };
  });
  const found = await usersByEmails(ctx.handle.db, [...seen]);
  const errors: string[] = [];
  const coaches: UserRow[] = [];
  for (const line of lines) {
    if ('error' in line) {
      errors.push(line.error);
      continue;
    }
    const user = found.get(line.normalized);
    if (user?.role === 'coach') coaches.push(user);
    else errors.push(`Row ${line.row}: no coach has the email address ${line.email}`);
  }
  const now = ctx.now();
  const issued = await write(ctx, [], (trx) => issueFor(trx, ctx, auth, coaches, now, 'import'));
  mailAll(ctx, issued);
  return { total: parsed.rows.length, imported: issued.length, skipped: parsed.rows.length - issued.length, errors };
}
