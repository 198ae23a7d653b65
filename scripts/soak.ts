// `npm run soak`: 50 clients for 60 s against the real server on loopback, mixing public reads,
// signed-in coach reads, score reports and administrator edits (bulk moves of a division's day
// among them). Passes when no answer was a 5xx, every accepted write is in the database at the
// end (counted; a bulk move by its games' audit rows), and the server's memory at the end
// is within 20% of what it was after warm-up. SOAK_DATABASE_URL selects PostgreSQL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { connectDatabase } from '../src/server/db/connect';
import { DEMO_PASSWORDS } from '../src/server/seed/demo';
import { planLargeLeague } from '../src/server/seed/large';
import type { LeaguePlan } from '../src/server/seed/plan';
import type { BulkPreview, BulkResult } from '../src/shared/schemas/bulk-change';
import type { Field } from '../src/shared/schemas/field';
import { freshLeagueDatabase } from './bench/league';
import { machine, replaceSection } from './bench/report';
import { leaveGamesUnreported } from './bench/write-mix';
import { startServerProcess } from './lib/server-process';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, clients: { type: 'string', default: '50' }, warmup: { type: 'string', default: '20' } },
});
const SECONDS = Number(values.seconds);
const LEAGUE_TIMEZONE = 'America/New_York';
const CLIENTS = Number(values.clients);
const WARM_UP = Number(values.warmup);

interface Tally {
  requests: number;
  serverErrors: number;
  failures: Map<string, number>;
  reportsAccepted: number;
  gamesCreated: number;
  fieldEdits: number;
  bulkMoved: number;
}

function headCoach(plan: LeaguePlan, teamId: number) {
  const staff = plan.teamStaff.find((s) => s.teamId === teamId && s.role.includes('head_coach'));
  return plan.users.find((u) => u.id === staff?.userId);
}

async function main(): Promise<void> {
  if (process.env.SOAK_DATABASE_URL) process.env.BENCH_DATABASE_URL = process.env.SOAK_DATABASE_URL;
  const plan = planLargeLeague(LEAGUE_TIMEZONE);
  leaveGamesUnreported(plan);
  const db = await freshLeagueDatabase(plan, 'soak');
  const work = mkdtempSync(join(tmpdir(), 'dugout-soak-'));
  const server = await startServerProcess({
    DATABASE_URL: db.url,
    SEED: 'none',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CLIENT_DIR: 'dist/client',
    BACKUP_DIR: join(work, 'backups'),
  });
  const base = server.baseURL;
  const tally: Tally = { requests: 0, serverErrors: 0, failures: new Map(), reportsAccepted: 0, gamesCreated: 0, fieldEdits: 0, bulkMoved: 0 };
  try {
    const signIn = async (username: string, password: string) => {
      const response = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    };
    const admin = await signIn('admin', DEMO_PASSWORDS.admin);
    const coaches = new Map<string, { cookie: string; id: number }>();
    const coachCookie = async (teamId: number) => {
      const coach = headCoach(plan, teamId);
      if (!coach) return null;
      if (!coaches.has(coach.username)) coaches.set(coach.username, { cookie: await signIn(coach.username, DEMO_PASSWORDS.coach), id: coach.id });
      return coaches.get(coach.username) ?? null;
    };
    const reportQueue = plan.games.filter((g) => g.phase === 1 && g.status === 'scheduled' && g.reports.length === 0);
    const fields = ((await (await fetch(`${base}/api/fields`)).json()) as Field[]).filter((f) => f.teams.length > 0);
    const [gamesBefore, reportsBefore, fieldAuditsBefore, bulkAuditsBefore] = await counts(db.url);

    const send = async (label: string, path: string, init: RequestInit = {}): Promise<{ ok: boolean; body: string }> => {
      const response = await fetch(`${base}${path}`, init);
      tally.requests += 1;
      if (response.status >= 500) tally.serverErrors += 1;
      if (!response.ok && response.status !== 304)
        tally.failures.set(`${label} ${response.status}`, (tally.failures.get(`${label} ${response.status}`) ?? 0) + 1);
      return { ok: response.ok, body: await response.text() };
    };
    const json = (cookie: string, method: string, body: unknown): RequestInit => ({
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });

    const divisionIds = plan.divisions.map((d) => d.id);
    // A division's day of phase 1 games, moved half an hour later and back again, over and over.
    const divisionOf = new Map(plan.teams.map((t) => [t.id, t.divisionId]));
    const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: LEAGUE_TIMEZONE }).format(new Date(iso));
    const bulkDays = [
      ...new Set(plan.games.filter((g) => g.phase === 1 && !g.dateTbd).map((g) => `${dayOf(g.scheduledTime)} ${divisionOf.get(g.homeTeamId)}`)),
    ].map((key) => {
      const [date = '', divisionId] = key.split(' ');
      return { date, divisionId: Number(divisionId), later: true };
    });
    const actions: { weight: number; run: (i: number) => Promise<void> }[] = [
      {
        weight: 50,
        run: async (i) =>
          void (await send(
            'public read',
            [
              '/api/games',
              '/api/divisions',
              '/api/playoff-formats',
              '/api/fields',
              `/api/divisions/${divisionIds[i % divisionIds.length]}/pool-standings`,
              `/api/games?divisionId=${divisionIds[i % divisionIds.length]}`,
            ][i % 6] ?? '/api/divisions',
          )),
      },
      {
        weight: 20,
        run: async (i) => {
          const team = plan.teams[i % plan.teams.length];
          const coach = team ? await coachCookie(team.id) : null;
          if (coach) await send('coach read', i % 2 ? `/api/coaches/${coach.id}/games` : '/api/user', { headers: { cookie: coach.cookie } });
        },
      },
      {
        weight: 15,
        run: async () => {
          const game = reportQueue.shift();
          if (!game) return;
          const coach = await coachCookie(game.homeTeamId);
          if (!coach) return;
          const response = await send(
            'score report',
            `/api/games/${game.id}/score`,
            json(coach.cookie, 'PATCH', { homeSubmittedScore: '6', awaySubmittedScore: '4' }),
          );
          if (response.ok) tally.reportsAccepted += 1;
        },
      },
      {
        weight: 15,
        run: async (i) => {
          if (i % 2 === 0) {
            const teams = plan.teams.filter((t) => t.divisionId === divisionIds[i % divisionIds.length]);
            const [home, away] = [teams[i % teams.length], teams[(i + 1) % teams.length]];
            if (!home || !away) return;
            const day = 1 + (i % 28);
            const response = await send(
              'admin game',
              '/api/games',
              json(admin, 'POST', {
                homeTeamId: home.id,
                awayTeamId: away.id,
                fieldId: null,
                scheduledTime: `2025-06-${String(day).padStart(2, '0')}T22:00:00.000Z`,
              }),
            );
            if (response.ok) tally.gamesCreated += 1;
          } else {
            const field = fields[i % fields.length];
            if (!field) return;
            const response = await send(
              'admin field',
              `/api/fields/${field.id}`,
              json(admin, 'PATCH', {
                name: field.name,
                address: field.address,
                notes: `Soak edit ${i}`,
                teamIds: field.teams.map((t) => t.id),
                divisionId: field.teams[0]?.divisionId,
              }),
            );
            if (response.ok) tally.fieldEdits += 1;
          }
        },
      },
    ];
    actions.push({
      weight: 2,
      run: async (i) => {
        const day = bulkDays[i % bulkDays.length];
        if (!day) return;
        const body = {
          selection: { date: day.date, divisionIds: [day.divisionId] },
          action: { kind: 'move', shiftMinutes: day.later ? 30 : -30 },
        };
        day.later = !day.later;
        const preview = await send('bulk move preview', '/api/admin/games/bulk-change/preview', json(admin, 'POST', body));
        if (!preview.ok) return;
        const gameIds = (JSON.parse(preview.body) as BulkPreview).games.filter((g) => g.after !== null).map((g) => g.id);
        if (gameIds.length === 0) return;
        const response = await send('bulk move', '/api/admin/games/bulk-change', json(admin, 'POST', { ...body, gameIds, allowFieldClash: true }));
        if (response.ok) tally.bulkMoved += (JSON.parse(response.body) as BulkResult).changed;
      },
    });
    const totalWeight = actions.reduce((sum, a) => sum + a.weight, 0);
    const pick = (n: number) => {
      let at = n % totalWeight;
      return actions.find((a) => (at -= a.weight) < 0) ?? actions[0];
    };

    let counter = 0;
    let warmRss = 0;
    const started = Date.now();
    const warmTimer = setTimeout(() => (warmRss = server.rss()), WARM_UP * 1000);
    const client = async () => {
      while (Date.now() - started < SECONDS * 1000) {
        const i = counter++;
        await pick(i * 7919)?.run(i);
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    clearTimeout(warmTimer);
    const endRss = server.rss();
    const [gamesAfter, reportsAfter, fieldAuditsAfter, bulkAuditsAfter] = await counts(db.url);

    const lost = {
      games: gamesAfter - gamesBefore - tally.gamesCreated,
      reports: reportsAfter - reportsBefore - tally.reportsAccepted,
      fieldEdits: fieldAuditsAfter - fieldAuditsBefore - tally.fieldEdits,
      bulkMoves: bulkAuditsAfter - bulkAuditsBefore - tally.bulkMoved,
    };
    const growth = warmRss > 0 ? (endRss - warmRss) / warmRss : 0;
    const passed =
      tally.serverErrors === 0 && lost.games === 0 && lost.reports === 0 && lost.fieldEdits === 0 && lost.bulkMoves === 0 && Math.abs(growth) <= 0.2;
    const mb = (b: number) => `${(b / 2 ** 20).toFixed(1)} MB`;
    const report = [
      `Run of ${new Date().toISOString().slice(0, 10)} on ${machine()}, ${db.engine}: ${CLIENTS} clients for ${SECONDS} s.`,
      '',
      '| figure | value |',
      '|---|---:|',
      `| requests | ${tally.requests} (${(tally.requests / SECONDS).toFixed(0)} per second) |`,
      `| answers 5xx | ${tally.serverErrors} |`,
      `| score reports accepted / found in the database | ${tally.reportsAccepted} / ${reportsAfter - reportsBefore} |`,
      `| games created / found | ${tally.gamesCreated} / ${gamesAfter - gamesBefore} |`,
      `| field edits accepted / audited | ${tally.fieldEdits} / ${fieldAuditsAfter - fieldAuditsBefore} |`,
      `| games moved by bulk moves accepted / audited | ${tally.bulkMoved} / ${bulkAuditsAfter - bulkAuditsBefore} |`,
      `| server memory after ${WARM_UP} s warm-up / at the end | ${mb(warmRss)} / ${mb(endRss)} (${(growth * 100).toFixed(1)}%) |`,
      `| refused (4xx) | ${[...tally.failures].map(([k, v]) => `${k}: ${v}`).join(', ') || 'none'} |`,
      `| result | ${passed ? 'passed' : 'FAILED'} |`,
    ].join('\n');
    console.log(`\n${report}`);
    replaceSection('docs/benchmarks.md', `soak-${db.engine}`, report);
    if (!passed) process.exitCode = 1;
  } finally {
    await server.stop();
    await db.dispose();
    rmSync(work, { recursive: true, force: true });
  }
}

async function counts(url: string): Promise<[number, number, number, number]> {
  const handle = connectDatabase(url);
  try {
    const one = async (query: ReturnType<typeof sql<{ n: number | string }>>) => Number((await query.execute(handle.db)).rows[0]?.n ?? 0);
    return [
      await one(sql<{ n: number }>`select count(*) as n from games`),
      await one(sql<{ n: number }>`select count(*) as n from score_reports`),
      await one(sql<{ n: number }>`select count(*) as n from audit_log where action = 'field.update'`),
      await one(sql<{ n: number }>`select count(*) as n from audit_log where action = 'game.bulk_move'`),
    ];
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
