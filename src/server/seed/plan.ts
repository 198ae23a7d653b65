import { addDays, parseISO } from 'date-fns';
import { isoDate, buildSeason, springCalendar, type Season, type SeasonCalendar } from '../../shared/season';
import { localToUtcIso } from '../../shared/league-time';
import { computeStandings } from '../../shared/standings';
import type { StaffRole } from '../../shared/roles';
import type { Pool } from '../../shared/schemas/playoffs';
import { CLUBS, FIRST_NAMES, LAST_NAMES, MASCOTS, PARK_KINDS, STREETS, TOWN_STATE } from './names';
import { SeededRandom } from './random';

/** A whole league in memory, with its ids already chosen, ready to be written in one go. */
export interface LeaguePlan {
  seasons: { id: number; name: string; calendar: SeasonCalendar; current: boolean }[];
  divisions: { id: number; seasonId: number; name: string; position: number; fixedSeedTeamIds: number[] | null }[];
  teams: { id: number; divisionId: number; name: string; club: string }[];
  users: PlannedUser[];
  teamStaff: { userId: number; teamId: number; role: StaffRole }[];
  fields: { id: number; name: string; address: string; specialInstructions: string | null; notes: string | null; teamIds: number[]; imageCount: number }[];
  games: PlannedGame[];
  playoffFormats: { divisionId: number; pools: Pool[]; championship: { description: string; participants: string[]; hostingSeed?: number } }[];
  availability: {
    teamId: number;
    date: string;
    canPlayHome: boolean;
    canPlayAway: boolean;
    homeStartTimes: string[];
    awayEarliestStartTime: string | null;
    awayLatestStartTime: string | null;
    notes: string | null;
  }[];
  availabilityNotes: { teamId: number; generalNotes: string }[];
}

export interface PlannedUser {
  id: number;
  username: string;
  email: string | null;
  name: string;
  phone: string | null;
  role: 'admin' | 'org_admin' | 'coach';
  gameChangerTeamName: string | null;
  /** Which demo password the account gets (see the README). */
  password: 'admin' | 'org_admin' | 'coach';
}

export interface PlannedGame {
  id: number;
  homeTeamId: number;
  awayTeamId: number;
  fieldId: number | null;
  scheduledTime: string;
  dateTbd: boolean;
  timeTbd: boolean;
  status: 'scheduled' | 'completed' | 'cancelled' | 'rescheduling' | 'score_disputed';
  phase: 1 | 2 | 3;
  homeScore: number | null;
  awayScore: number | null;
  reports: { side: 'home' | 'away'; homeScore: number; awayScore: number; reportedAt: string; userId: number | null }[];
}

export interface DivisionSpec {
  name: string;
  teams: number;
  fixedSeeds?: boolean;
}

export interface PlanOptions {
  seed: number;
  year: number;
  timeZone: string;
  divisions: DivisionSpec[];
  /** Phase 1 rounds: every team plays about one game per round. */
  phase1Rounds: number;
  /** Share of teams that have given phase 2 availability (1 = all). */
  availabilityShare: number;
  /** Distinct field photos to make; fields share them when there are more fields. */
  fieldsWithImages: 'some' | 'all';
  /** Fields per club; by default one, or two for a club with more than six teams. */
  fieldsPerClub?: number;
  /** Assistant coaches per team added on top of the usual staff (benchmark leagues). */
  extraAssistantsPerTeam?: number;
  /** Changes to make once phase 1 is planned, before its standings seed the playoffs. */
  beforePlayoffs?: (plan: LeaguePlan) => void;
}

const SATURDAY_SLOTS = ['09:00', '11:00', '13:00', '15:00'];

export function planLeague(options: PlanOptions): LeaguePlan {
  const rnd = new SeededRandom(options.seed);
  const calendar = springCalendar(options.year, options.timeZone);
  const season = buildSeason(1, String(options.year), calendar);
  const plan: LeaguePlan = {
    seasons: [{ id: season.id, name: season.name, calendar, current: true }],
    divisions: [],
    teams: [],
    users: [],
    teamStaff: [],
    fields: [],
    games: [],
    playoffFormats: [],
    availability: [],
    availabilityNotes: [],
  };

  planDivisionsAndTeams(plan, options, rnd);
  planFields(plan, options, rnd);
  planCoaches(plan, options, rnd);
  planLeagueStaff(plan);
  for (const division of plan.divisions) {
    planPhase1(plan, division.id, options, season, rnd);
  }
  options.beforePlayoffs?.(plan);
  for (const division of plan.divisions) {
    planPlayoffs(plan, division.id, options, season, rnd);
  }
  planAvailability(plan, options, season, rnd);
  return plan;
}

function planDivisionsAndTeams(plan: LeaguePlan, options: PlanOptions, rnd: SeededRandom): void {
  let teamId = 1;
  options.divisions.forEach((spec, index) => {
    const divisionId = index + 1;
    const clubs = rnd.shuffle(CLUBS);
    const mascotOf = (club: string) => MASCOTS[CLUBS.indexOf(club) % MASCOTS.length] ?? 'Stars';
    const names = new Set<string>();
    const teams: LeaguePlan['teams'] = [];
    for (let i = 0; teams.length < spec.teams; i++) {
      const club = clubs[i % clubs.length] ?? 'Riverside';
      // Past the first pass through the clubs, a club fields a second team in the division.
      const colour = ['', ' Blue', ' Red', ' Gold', ' Black'][Math.floor(i / clubs.length)] ?? ` ${i}`;
      const name = `${club} ${mascotOf(club)}${colour}`;
      if (names.has(name)) continue;
      names.add(name);
      teams.push({ id: teamId++, divisionId, name, club });
    }
    plan.teams.push(...teams);
    plan.divisions.push({
      id: divisionId,
      seasonId: 1,
      name: spec.name,
      position: index,
      fixedSeedTeamIds: spec.fixedSeeds ? rnd.shuffle(teams.map((t) => t.id)) : null,
    });
  });
}

function planFields(plan: LeaguePlan, options: PlanOptions, rnd: SeededRandom): void {
  const clubs = [...new Set(plan.teams.map((t) => t.club))].sort();
  let fieldId = 1;
  for (const club of clubs) {
    const clubTeams = plan.teams.filter((t) => t.club === club).map((t) => t.id);
    const count = options.fieldsPerClub ?? (clubTeams.length > 6 ? 2 : 1);
    for (let n = 0; n < count; n++) {
      const town = club.split(' ')[0] ?? club;
      const withImage = options.fieldsWithImages === 'all' || rnd.chance(0.6);
      plan.fields.push({
        id: fieldId++,
        name: `${club} ${rnd.pick(PARK_KINDS)}${fieldSuffix(n, count)}`,
        address: `${rnd.int(10, 2400)} ${rnd.pick(STREETS)}, ${town}, ${TOWN_STATE} 0${rnd.int(7001, 8999)}`,
        specialInstructions: rnd.chance(0.5) ? rnd.pick(INSTRUCTIONS) : null,
        notes: rnd.chance(0.4) ? rnd.pick(FIELD_NOTES) : null,
        teamIds: teamsOfClubField(clubTeams, n, count),
        imageCount: withImage ? rnd.int(1, 2) : 0,
      });
    }
  }
}

function fieldSuffix(n: number, count: number): string {
  if (count === 1) return '';
  if (count === 2) return ` ${n === 0 ? 'North' : 'South'}`;
  return ` ${n + 1}`;
}

/** The club's first field serves all its teams; the others share the teams out between them. */
function teamsOfClubField(clubTeams: number[], n: number, count: number): number[] {
  if (n === 0) return clubTeams;
  if (count === 2) return clubTeams.filter((_, i) => i % 2 === 1);
  const share = clubTeams.filter((_, i) => i % (count - 1) === n - 1);
  const fallback = clubTeams[n % clubTeams.length];
  return share.length > 0 || fallback === undefined ? share : [fallback];
}

const INSTRUCTIONS = [
  'Park in the upper lot; the lower lot is reserved for the pool.',
  'Enter from the side gate. No dogs on the field complex.',
  'Home team brings the bases and chalks the lines.',
  'Use Field 2 (the one nearest the concession stand).',
];

const FIELD_NOTES = [
  'Lights available until 10 PM.',
  'Restrooms open on game days only.',
  'Infield drains slowly after heavy rain; check before travelling.',
  'Bullpen mound down the left-field line.',
];

const DIGITS = '0123456789';

function phone(rnd: SeededRandom): string {
  const part = (n: number) => Array.from({ length: n }, () => rnd.pick([...DIGITS])).join('');
  return `(${rnd.int(201, 989)}) ${rnd.int(200, 989)}-${part(4)}`;
}

function planCoaches(plan: LeaguePlan, options: PlanOptions, rnd: SeededRandom): void {
  let userId = plan.users.length + 1;
  const usedEmails = new Set(plan.users.map((u) => u.email));
  const newCoach = (complete: boolean): PlannedUser => {
    let first = rnd.pick(FIRST_NAMES);
    let last = rnd.pick(LAST_NAMES);
    let email = `${first}.${last}@example.com`.toLowerCase();
    for (let n = 2; usedEmails.has(email); n++) {
      first = rnd.pick(FIRST_NAMES);
      last = rnd.pick(LAST_NAMES);
      email = `${first}.${last}${n}@example.com`.toLowerCase();
    }
    usedEmails.add(email);
    return {
      id: userId++,
      username: email,
      email,
      name: `${first} ${last}`,
      phone: complete || rnd.chance(0.85) ? phone(rnd) : null,
      role: 'coach',
      gameChangerTeamName: null,
      password: 'coach',
    };
  };

  for (const team of plan.teams) {
    const head = newCoach(false);
    const division = plan.divisions.find((d) => d.id === team.divisionId);
    head.gameChangerTeamName = rnd.chance(0.88) ? `${team.name} ${division?.name ?? ''}`.trim() : null;
    plan.users.push(head);
    plan.teamStaff.push({ userId: head.id, teamId: team.id, role: rnd.chance(0.15) ? 'director_head_coach' : 'head_coach' });
    if (rnd.chance(0.55)) {
      const assistant = newCoach(false);
      plan.users.push(assistant);
      plan.teamStaff.push({
        userId: assistant.id,
        teamId: team.id,
        role: rnd.chance(0.1) ? 'director_assistant_coach' : 'assistant_coach',
      });
    }
  }
  // Each club has a director who looks after its teams in several divisions.
  const clubs = [...new Set(plan.teams.map((t) => t.club))].sort();
  for (const club of clubs) {
    const clubTeams = plan.teams.filter((t) => t.club === club);
    if (clubTeams.length < 2) continue;
    const director = newCoach(true);
    plan.users.push(director);
    for (const team of clubTeams.slice(0, 3)) plan.teamStaff.push({ userId: director.id, teamId: team.id, role: 'director' });
  }
  for (let extra = 0; extra < (options.extraAssistantsPerTeam ?? 0); extra++) {
    for (const team of plan.teams) {
      const assistant = newCoach(false);
      plan.users.push(assistant);
      plan.teamStaff.push({ userId: assistant.id, teamId: team.id, role: 'assistant_coach' });
    }
  }
}

/** The league's own accounts: one administrator and one league operator (org_admin). */
function planLeagueStaff(plan: LeaguePlan): void {
  const nextId = Math.max(0, ...plan.users.map((u) => u.id)) + 1;
  plan.users.push(
    {
      id: nextId,
      username: 'admin',
      email: 'admin@dugout.example',
      name: 'Alex Director',
      phone: '(555) 010-2025',
      role: 'admin',
      gameChangerTeamName: null,
      password: 'admin',
    },
    {
      id: nextId + 1,
      username: 'ops@dugout.example',
      email: 'ops@dugout.example',
      name: 'Robin Ellis',
      phone: '(555) 010-3030',
      role: 'org_admin',
      gameChangerTeamName: null,
      password: 'org_admin',
    },
  );
}

/** Circle-method pairings: round r of n teams (a null is a bye when n is odd). */
function roundPairs<T>(teams: readonly T[], round: number): [T, T][] {
  const list: (T | null)[] = teams.length % 2 === 0 ? [...teams] : [...teams, null];
  const n = list.length;
  const fixed = list[0] ?? null;
  const rest = list.slice(1);
  const r = round % (n - 1);
  const rotated = [...rest.slice(r), ...rest.slice(0, r)];
  const order = [fixed, ...rotated];
  const pairs: [T, T][] = [];
  for (let i = 0; i < n / 2; i++) {
    const a = order[i];
    const b = order[n - 1 - i];
    if (a == null || b == null) continue;
    // Alternate who hosts so home and away stay balanced.
    pairs.push((round + i) % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

function fieldOfTeam(plan: LeaguePlan, teamId: number): number | null {
  return plan.fields.find((f) => f.teamIds.includes(teamId))?.id ?? null;
}

function score(rnd: SeededRandom): [number, number] {
  const home = rnd.int(0, 14);
  let away = rnd.int(0, 14);
  if (away === home && rnd.chance(0.8)) away = (away + rnd.int(1, 4)) % 15;
  return [home, away];
}

function completedGame(plan: LeaguePlan, base: Omit<PlannedGame, 'id' | 'status' | 'homeScore' | 'awayScore' | 'reports'>, rnd: SeededRandom): PlannedGame {
  const [home, away] = score(rnd);
  const reportedAt = new Date(new Date(base.scheduledTime).getTime() + rnd.int(3, 20) * 3600_000).toISOString();
  const homeCoach = headCoachOf(plan, base.homeTeamId);
  const awayCoach = headCoachOf(plan, base.awayTeamId);
  return {
    ...base,
    id: plan.games.length + 1,
    status: 'completed',
    homeScore: home,
    awayScore: away,
    reports: [
      { side: 'home', homeScore: home, awayScore: away, reportedAt, userId: homeCoach },
      { side: 'away', homeScore: home, awayScore: away, reportedAt, userId: awayCoach },
    ],
  };
}

function headCoachOf(plan: LeaguePlan, teamId: number): number | null {
  return plan.teamStaff.find((s) => s.teamId === teamId && s.role.includes('head_coach'))?.userId ?? null;
}

function gameSlot(season: Season, week: number, index: number, timeZone: string): { date: string; time: string; utc: string } {
  const weekRow = season.weeks.find((w) => w.week === week);
  if (!weekRow) throw new Error(`No week ${week} in the season`);
  const start = parseISO(weekRow.start);
  const end = parseISO(weekRow.end);
  // Saturday of the week (or its last day), then weekday evenings for the overflow.
  let saturday = start;
  while (saturday.getDay() !== 6 && saturday < end) saturday = addDays(saturday, 1);
  let date: string;
  let time: string;
  if (index < SATURDAY_SLOTS.length * 2) {
    date = isoDate(addDays(saturday, Math.floor(index / SATURDAY_SLOTS.length)));
    time = SATURDAY_SLOTS[index % SATURDAY_SLOTS.length] ?? '10:00';
  } else {
    const weekday = addDays(start, (index % 4) + (weekRow.week === 1 ? 0 : 1));
    date = isoDate(weekday <= end ? weekday : start);
    time = '18:00';
  }
  return { date, time, utc: localToUtcIso(date, time, timeZone) };
}

/** A division's phase 1 round robin, every game played and reported by both head coaches. */
export function planPhase1(
  plan: LeaguePlan,
  divisionId: number,
  options: Pick<PlanOptions, 'phase1Rounds' | 'timeZone'>,
  season: Season,
  rnd: SeededRandom,
): void {
  const teams = plan.teams.filter((t) => t.divisionId === divisionId).map((t) => t.id);
  const slotsUsed = new Map<number, number>();
  for (let round = 0; round < options.phase1Rounds; round++) {
    // Rounds fill weeks 2-7; longer seasons (benchmark leagues) wrap around weeks 1-8.
    const week = options.phase1Rounds <= 6 ? round + 2 : (round % 8) + 1;
    const cycle = Math.floor(round / Math.max(1, teams.length - 1));
    for (const [a, b] of roundPairs(teams, round)) {
      const [home, away] = cycle % 2 === 0 ? [a, b] : [b, a];
      const slotIndex = slotsUsed.get(week) ?? 0;
      slotsUsed.set(week, slotIndex + 1);
      const slot = gameSlot(season, week, slotIndex, options.timeZone);
      plan.games.push(
        completedGame(
          plan,
          {
            homeTeamId: home,
            awayTeamId: away,
            fieldId: fieldOfTeam(plan, home),
            scheduledTime: slot.utc,
            dateTbd: false,
            timeTbd: false,
            phase: 1,
          },
          rnd,
        ),
      );
    }
  }
}

function pools(teamCount: number): Pool[] {
  const goldSize = Math.ceil(teamCount / 2);
  const seeds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const ring = (pool: number[]) =>
    pool.length < 2
      ? []
      : pool.length === 2
        ? [{ homeTeamSeed: pool[0] ?? 1, awayTeamSeed: pool[1] ?? 2, description: `Seed ${pool[0]} hosts Seed ${pool[1]}` }]
        : pool.map((seed, i) => {
            const opponent = pool[(i + 1) % pool.length] ?? seed;
            return { homeTeamSeed: seed, awayTeamSeed: opponent, description: `Seed ${seed} hosts Seed ${opponent}` };
          });
  const gold = seeds(1, goldSize);
  const silver = seeds(goldSize + 1, teamCount);
  return [
    {
      name: 'Gold Pool',
      description: `Phase 1 seeds ${gold[0]}-${gold[gold.length - 1]}. Each team plays two pool games, one at home and one away.`,
      seedsIncluded: gold,
      matchups: ring(gold),
    },
    {
      name: 'Silver Pool',
      description: `Phase 1 seeds ${silver[0]}-${silver[silver.length - 1]}. Each team plays two pool games, one at home and one away.`,
      seedsIncluded: silver,
      matchups: ring(silver),
    },
  ];
}

function planPlayoffs(plan: LeaguePlan, divisionId: number, options: PlanOptions, season: Season, rnd: SeededRandom): void {
  const division = plan.divisions.find((d) => d.id === divisionId);
  const teams = plan.teams.filter((t) => t.divisionId === divisionId);
  if (!division || teams.length < 4) return;
  const divisionPools = pools(teams.length);
  plan.playoffFormats.push({
    divisionId,
    pools: divisionPools,
    championship: {
      description: 'The top two teams of the Gold Pool meet in the championship game, the ninth game of the season, hosted by the higher seed.',
      participants: ['Gold Pool 1st place', 'Gold Pool 2nd place'],
      hostingSeed: 1,
    },
  });

  const seedOrder = division.fixedSeedTeamIds
    ? division.fixedSeedTeamIds
    : computeStandings(
        teams.map((t) => ({ id: t.id, name: t.name })),
        plan.games.map((g) => ({ ...g })),
      ).map((row) => row.teamId);
  const teamAtSeed = (seed: number) => seedOrder[seed - 1];
  const slotsUsed = new Map<number, number>();
  const playedThrough = divisionId % 3 === 0 ? 9 : 10; // some divisions are further along than others
  for (const pool of divisionPools) {
    const matchups = pool.matchups ?? [];
    matchups.forEach((matchup, index) => {
      const home = teamAtSeed(matchup.homeTeamSeed);
      const away = teamAtSeed(matchup.awayTeamSeed);
      if (home === undefined || away === undefined) return;
      const week = 9 + Math.floor((index * 2) / Math.max(1, matchups.length));
      const slotIndex = slotsUsed.get(week) ?? 0;
      slotsUsed.set(week, slotIndex + 1);
      const slot = gameSlot(season, week, slotIndex, options.timeZone);
      const base = {
        homeTeamId: home,
        awayTeamId: away,
        fieldId: fieldOfTeam(plan, home),
        scheduledTime: slot.utc,
        dateTbd: false,
        timeTbd: false,
        phase: 2 as const,
      };
      plan.games.push(
        week <= playedThrough
          ? completedGame(plan, base, rnd)
          : { ...base, id: plan.games.length + 1, status: 'scheduled', homeScore: null, awayScore: null, reports: [] },
      );
    });
  }

  const [first, second] = [teamAtSeed(1), teamAtSeed(2)];
  if (first !== undefined && second !== undefined) {
    const slot = gameSlot(season, 14, divisionId % 4, options.timeZone);
    plan.games.push({
      id: plan.games.length + 1,
      homeTeamId: first,
      awayTeamId: second,
      fieldId: fieldOfTeam(plan, first),
      scheduledTime: slot.utc,
      dateTbd: false,
      timeTbd: divisionId % 2 === 0,
      status: 'scheduled',
      phase: 3,
      homeScore: null,
      awayScore: null,
      reports: [],
    });
  }
}

/** Phase 2 availability from a share of `teams` (all of the plan's by default), with general notes from some. */
export function planAvailability(
  plan: LeaguePlan,
  options: Pick<PlanOptions, 'availabilityShare'>,
  season: Season,
  rnd: SeededRandom,
  teams: readonly { id: number }[] = plan.teams,
): void {
  const windowStart = parseISO(season.phase2Availability.start);
  const days = 29;
  for (const team of teams) {
    if (!rnd.chance(options.availabilityShare)) continue;
    const dates = new Set<number>();
    const wanted = rnd.int(5, 10);
    while (dates.size < wanted) dates.add(rnd.int(0, days - 1));
    for (const offset of [...dates].sort((a, b) => a - b)) {
      const date = isoDate(addDays(windowStart, offset));
      const canPlayHome = rnd.chance(0.6);
      const canPlayAway = !canPlayHome || rnd.chance(0.6);
      const weekend = [0, 6].includes(addDays(windowStart, offset).getDay());
      plan.availability.push({
        teamId: team.id,
        date,
        canPlayHome,
        canPlayAway,
        homeStartTimes: canPlayHome ? (weekend ? ['10:00', '13:00'] : ['18:00']) : [],
        awayEarliestStartTime: canPlayAway ? (weekend ? '09:00' : '17:30') : null,
        awayLatestStartTime: canPlayAway ? (weekend ? '16:00' : '19:00') : null,
        notes: rnd.chance(0.2) ? rnd.pick(['Field shared with softball until 12:00', 'Prefer a late start', 'Only if the field is dry']) : null,
      });
    }
    if (rnd.chance(0.5)) {
      plan.availabilityNotes.push({
        teamId: team.id,
        generalNotes: rnd.pick([
          'Several players are away the week of June 9.',
          'We can host doubleheaders on Saturdays.',
          'Weeknight games must start by 6:30 PM.',
        ]),
      });
    }
  }
}
