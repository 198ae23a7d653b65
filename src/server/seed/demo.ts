import { addDays, parseISO } from 'date-fns';
import { localToUtcIso } from '../../shared/league-time';
import { buildSeason, isoDate } from '../../shared/season';
import type { DatabaseHandle } from '../db/connect';
import { planLeague, type LeaguePlan, type PlannedGame, type PlannedUser } from './plan';
import { withSeasonInProgress } from './season-in-progress';
import { writePlan, type DemoPasswords } from './write';

/** The demo sign-ins the README lists. */
export const DEMO_PASSWORDS: DemoPasswords = { admin: 'admin2025', org_admin: 'league2025', coach: 'coach2025' };
export const DEMO_ACCOUNTS = {
  admin: 'admin',
  orgAdmin: 'ops@dugout.example',
  /** Head coach of one 10U team, profile complete. */
  oneTeamCoach: 'sam.rivera@example.com',
  /** Director and head coach in 10U, assistant in 12U. */
  multiTeamCoach: 'jordan.lee@example.com',
  /** Head coach in 8U without a phone or scoring-app team name: sees the reminders. */
  incompleteCoach: 'casey.morgan@example.com',
} as const;

const DEMO_SEED = 20250401;

/**
 * The demo league loaded at `now`: the 2025 season as the specification describes it, and the
 * season after it, started from it and current, its phase 1 in progress around `now`.
 */
export function planDemoLeague(timeZone: string, now: Date): LeaguePlan {
  const plan = withSeasonInProgress(planSpecSeason(timeZone), now, DEMO_SEED + 1);
  awaitSamsReport(plan, now);
  return plan;
}

/** The demo coach of one team has a score to report: his team's last game before `now`. */
function awaitSamsReport(plan: LeaguePlan, now: Date): void {
  const current = plan.seasons.find((s) => s.current);
  const sam = plan.users.find((u) => u.username === DEMO_ACCOUNTS.oneTeamCoach);
  const samsTeams = new Set(plan.teamStaff.filter((s) => s.userId === sam?.id).map((s) => s.teamId));
  const currentTeams = new Set(plan.teams.filter((t) => plan.divisions.some((d) => d.id === t.divisionId && d.seasonId === current?.id)).map((t) => t.id));
  const played = plan.games.filter(
    (g) => (samsTeams.has(g.homeTeamId) || samsTeams.has(g.awayTeamId)) && currentTeams.has(g.homeTeamId) && new Date(g.scheduledTime) <= now && !g.dateTbd,
  );
  const last = played.sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime)).at(-1);
  if (last) Object.assign(last, { status: 'scheduled', homeScore: null, awayScore: null, reports: [] });
}

/** The 2025 season of the specification, with its accounts, fields and situations. */
export function planSpecSeason(timeZone: string): LeaguePlan {
  const plan = planLeague({
    seed: DEMO_SEED,
    year: 2025,
    timeZone,
    divisions: [
      { name: '8U', teams: 8 },
      { name: '9U', teams: 7 },
      { name: '10U', teams: 10 },
      { name: '11U', teams: 6, fixedSeeds: true },
      { name: '12U', teams: 8 },
    ],
    phase1Rounds: 6,
    availabilityShare: 0.45,
    fieldsWithImages: 'some',
    beforePlayoffs: (planned) => {
      addNamedAccounts(planned);
      addDemoSituations(planned, timeZone);
    },
  });
  return plan;
}

function division(plan: LeaguePlan, name: string) {
  const found = plan.divisions.find((d) => d.name === name);
  if (!found) throw new Error(`demo league has no ${name}`);
  return { ...found, teams: plan.teams.filter((t) => t.divisionId === found.id) };
}

function headCoach(plan: LeaguePlan, teamId: number): PlannedUser {
  const staff = plan.teamStaff.find((s) => s.teamId === teamId && s.role.includes('head_coach'));
  const user = plan.users.find((u) => u.id === staff?.userId);
  if (!user) throw new Error(`demo team ${teamId} has no head coach`);
  return user;
}

function rename(user: PlannedUser, email: string, name: string, phone: string | null, gameChanger: string | null): void {
  user.username = email;
  user.email = email;
  user.name = name;
  user.phone = phone;
  user.gameChangerTeamName = gameChanger;
}

function addNamedAccounts(plan: LeaguePlan): void {
  const tenU = division(plan, '10U');
  const twelveU = division(plan, '12U');
  const eightU = division(plan, '8U');
  const [samTeam, jordanTeam] = tenU.teams;
  const jordanSecond = twelveU.teams[0];
  const caseyTeam = eightU.teams[0];
  if (!samTeam || !jordanTeam || !jordanSecond || !caseyTeam) throw new Error('demo divisions are too small');

  rename(headCoach(plan, samTeam.id), DEMO_ACCOUNTS.oneTeamCoach, 'Sam Rivera', '(555) 014-2201', `${samTeam.name} 10U`);
  const jordan = headCoach(plan, jordanTeam.id);
  rename(jordan, DEMO_ACCOUNTS.multiTeamCoach, 'Jordan Lee', '(555) 017-8812', `${jordanTeam.name} 10U`);
  for (const staff of plan.teamStaff) {
    if (staff.userId === jordan.id && staff.teamId === jordanTeam.id) staff.role = 'director_head_coach';
  }
  plan.teamStaff = plan.teamStaff.filter((s) => !(s.userId === jordan.id && s.teamId !== jordanTeam.id));
  plan.teamStaff.push({ userId: jordan.id, teamId: jordanSecond.id, role: 'assistant_coach' });
  rename(headCoach(plan, caseyTeam.id), DEMO_ACCOUNTS.incompleteCoach, 'Casey Morgan', null, null);
  // Sam is the plain head coach of one team only.
  const sam = headCoach(plan, samTeam.id);
  plan.teamStaff = plan.teamStaff.filter((s) => s.userId !== sam.id || s.teamId === samTeam.id);
  for (const staff of plan.teamStaff) if (staff.userId === sam.id) staff.role = 'head_coach';
}

/**
 * The situations a season really has: games still to be played at a time to be decided, a score
 * waiting for the other coach, a disputed score, a postponed and a cancelled game.
 */
function addDemoSituations(plan: LeaguePlan, timeZone: string): void {
  const [planned] = plan.seasons;
  if (!planned) throw new Error('the demo league has no season');
  const season = buildSeason(planned.id, planned.name, planned.calendar);
  const week8 = season.weeks.find((w) => w.week === 8);
  if (!week8) return;
  const weekStart = parseISO(week8.start);
  const on = (offset: number) => isoDate(addDays(weekStart, offset));
  const fieldOf = (teamId: number) => plan.fields.find((f) => f.teamIds.includes(teamId))?.id ?? null;
  const newGame = (home: number, away: number, date: string, time: string, extra: Partial<PlannedGame> = {}): PlannedGame => {
    const game: PlannedGame = {
      id: plan.games.length + 1,
      homeTeamId: home,
      awayTeamId: away,
      fieldId: fieldOf(home),
      scheduledTime: localToUtcIso(date, time, timeZone),
      dateTbd: false,
      timeTbd: false,
      status: 'scheduled',
      phase: 1,
      homeScore: null,
      awayScore: null,
      reports: [],
      ...extra,
    };
    plan.games.push(game);
    return game;
  };

  const tenU = division(plan, '10U').teams;
  const [sam, jordan, third, fourth] = tenU;
  if (sam && jordan && third && fourth) {
    // Week 8 in 10U: one game nobody has reported, one waiting for the visiting coach.
    newGame(sam.id, jordan.id, on(1), '18:00');
    const waiting = newGame(jordan.id, sam.id, on(3), '18:00');
    const reporter = headCoach(plan, jordan.id);
    waiting.reports.push({
      side: 'home',
      homeScore: 7,
      awayScore: 5,
      reportedAt: localToUtcIso(on(3), '21:15', timeZone),
      userId: reporter.id,
    });
    // A disputed result: the two coaches reported different scores.
    const disputed = plan.games.find((g) => g.phase === 1 && g.status === 'completed' && g.homeTeamId === third.id && g.awayTeamId !== sam.id);
    if (disputed) {
      const home = headCoach(plan, disputed.homeTeamId);
      const away = headCoach(plan, disputed.awayTeamId);
      const reportedAt = disputed.reports[0]?.reportedAt ?? disputed.scheduledTime;
      disputed.status = 'score_disputed';
      disputed.reports = [
        { side: 'home', homeScore: 6, awayScore: 4, reportedAt, userId: home.id },
        { side: 'away', homeScore: 4, awayScore: 6, reportedAt, userId: away.id },
      ];
      disputed.homeScore = null;
      disputed.awayScore = null;
    }
    // A make-up game whose date is still to be decided (kept in week 8 until it is).
    newGame(fourth.id, third.id, on(5), '00:00', { dateTbd: true, timeTbd: true });
  }

  for (const name of ['8U', '9U', '11U', '12U']) {
    const teams = division(plan, name).teams;
    const [a, b, c, d] = teams;
    if (!a || !b || !c || !d) continue;
    newGame(a.id, c.id, on(5), '00:00', { timeTbd: true });
    newGame(d.id, b.id, on(6), '00:00', { dateTbd: true, timeTbd: true });
  }
  const eightU = division(plan, '8U').teams;
  if (eightU[1] && eightU[2]) newGame(eightU[1].id, eightU[2].id, on(2), '18:00');
  const nineU = division(plan, '9U').teams;
  if (nineU[2] && nineU[3]) newGame(nineU[2].id, nineU[3].id, on(1), '18:00', { status: 'rescheduling' });
  const twelveU = division(plan, '12U').teams;
  if (twelveU[3] && twelveU[4]) newGame(twelveU[3].id, twelveU[4].id, on(4), '18:00', { status: 'cancelled' });
}

export async function isEmpty(handle: DatabaseHandle): Promise<boolean> {
  const row = await handle.db.selectFrom('divisions').select('id').limit(1).executeTakeFirst();
  const user = await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row && !user;
}

/**
 * Loads a league into an empty database; answers whether it did. By default the demo league as
 * loaded at `now`; `plan` gives another (the tests start from the 2025 season alone).
 */
export async function seedDemoIfEmpty(handle: DatabaseHandle, timeZone: string, now = new Date(), plan = planDemoLeague(timeZone, now)): Promise<boolean> {
  if (!(await isEmpty(handle))) return false;
  await writePlan(handle, plan, DEMO_PASSWORDS, now);
  return true;
}
