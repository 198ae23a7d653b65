/**
 * Test-only: a league whose mail about games goes to a real SMTP server on loopback, on a clock the
 * test moves, with the digest job run by hand: what a coach or league staff would find in their mail.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Game } from '../../shared/schemas/game';
import type { Engine } from '../db/connect';
import { write } from '../db/write';
import { QUIET_MS, sendDigests } from '../features/notifications/digest';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../seed/demo';
import { createTestApp, json, signIn, type TestApp } from './harness';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';

/** The demo season is 2025; this clock is long after it, so every game of it has been played. */
export const AFTER_SEASON = new Date('2026-01-15T12:00:00Z');

export interface GameMailLeague {
  t: TestApp;
  catcher: MailCatcher;
  admin: string;
  /** The clock the league's services read. */
  now: () => Date;
  setClock(at: Date): void;
  /** Moves the clock on. */
  pass(ms: number): void;
  /** The mail received since the last call. */
  newMail(): CaughtMail[];
  /** Lets the quiet period pass, runs the digest job, and answers the mail it sent. */
  afterQuietPeriod(): Promise<CaughtMail[]>;
  /** Runs the digest job now (without moving the clock) and answers the mail it sent. */
  digestNow(): Promise<CaughtMail[]>;
  /** The addresses of a team's staff. */
  staffAddresses(teamId: number): Promise<string[]>;
  /** A coach of the team (its first staff member), signed in; answers the cookie and the address. */
  coachOf(teamId: number): Promise<{ cookie: string; email: string; userId: number }>;
  /** Games that were played, turned back into scheduled games nobody has reported yet. */
  unreportedGames(count: number, where?: (g: Game) => boolean): Promise<Game[]>;
  game(id: number): Promise<Game>;
  send(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string | null, payload?: unknown): Promise<LightMyRequestResponse>;
}

/** For the tests of one describe block: the demo league with the administrator signed in, and a mail server (ready once the tests run). */
export function withGameMail(engine: Engine): GameMailLeague {
  let clock = AFTER_SEASON;
  let t: TestApp;
  let catcher: MailCatcher;
  let seen = 0;
  const picked = new Set<number>();
  const league: GameMailLeague = {
    get t() {
      return t;
    },
    get catcher() {
      return catcher;
    },
    admin: '',
    now: () => clock,
    setClock: (at) => void (clock = at),
    pass: (ms) => void (clock = new Date(clock.getTime() + ms)),
    newMail() {
      const fresh = catcher.messages.slice(seen);
      seen = catcher.messages.length;
      return fresh;
    },
    async digestNow() {
      await sendDigests(t.ctx);
      return league.newMail();
    },
    async afterQuietPeriod() {
      league.pass(QUIET_MS + 1000);
      return league.digestNow();
    },
    async staffAddresses(teamId) {
      const rows = await t.handle.db
        .selectFrom('team_staff')
        .innerJoin('users', 'users.id', 'team_staff.user_id')
        .select('users.email')
        .where('team_staff.team_id', '=', teamId)
        .execute();
      return rows.flatMap((r) => (r.email ? [r.email] : []));
    },
    async coachOf(teamId) {
      const row = await t.handle.db
        .selectFrom('team_staff')
        .innerJoin('users', 'users.id', 'team_staff.user_id')
        .select(['users.id', 'users.username', 'users.email'])
        .where('team_staff.team_id', '=', teamId)
        .orderBy('team_staff.id')
        .executeTakeFirstOrThrow();
      return { cookie: await signIn(t.app, row.username, DEMO_PASSWORDS.coach), email: row.email ?? '', userId: row.id };
    },
    async unreportedGames(count, where = () => true) {
      const games = json<Game[]>(await t.app.inject({ url: '/api/games' }));
      const chosen = games.filter((g) => g.status === 'completed' && !g.dateTbd && g.fieldId !== null && !picked.has(g.id) && where(g)).slice(0, count);
      expect(chosen).toHaveLength(count);
      const ids = chosen.map((g) => g.id);
      for (const id of ids) picked.add(id);
      await write(t.ctx, ['games'], async (trx) => {
        await trx.deleteFrom('score_reports').where('game_id', 'in', ids).execute();
        await trx.updateTable('games').set({ status: 'scheduled', home_score: null, away_score: null }).where('id', 'in', ids).execute();
      });
      return Promise.all(ids.map((id) => league.game(id)));
    },
    async game(id) {
      const found = json<Game[]>(await t.app.inject({ url: '/api/games' })).find((g) => g.id === id);
      if (!found) throw new Error(`game ${id} is gone`);
      return found;
    },
    send: (method, url, cookie, payload) =>
      t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
  beforeAll(async () => {
    catcher = await startMailCatcher();
    t = await createTestApp({ engine, now: () => clock, smtpUrl: catcher.url });
    league.admin = await signIn(t.app, DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
  });
  afterAll(async () => {
    await t?.close();
    await catcher?.close();
  });
  return league;
}

/** Who a set of mails went to, sorted. */
export const recipientsOf = (mails: readonly CaughtMail[]) => mails.flatMap((m) => m.to).sort();

/** The addresses, once each, sorted. */
export const sortedUnique = (addresses: readonly string[]) => [...new Set(addresses)].sort();
