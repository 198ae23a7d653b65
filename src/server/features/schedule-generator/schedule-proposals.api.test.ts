import { describe, expect, it } from 'vitest';
import type { Field } from '../../../shared/schemas/field';
import type { Game } from '../../../shared/schemas/game';
import type { Division } from '../../../shared/schemas/league';
import type { ScheduleProposal } from '../../../shared/schemas/schedule-proposal';
import type { SeasonInfo } from '../../../shared/schemas/league';
import { leagueSlot } from '../../../shared/league-time';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, errorMessage, json, signIn, testEngines, withAdminLeague, type TestApp } from '../../test/harness';
import { brokenHardRules } from './hard-rules-check';

const LENGTH = 120;

describe.each(testEngines())('schedule proposals on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => {
    t = league;
    admin = cookie;
  });

  const post = (url: string, payload: object, cookie = admin) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const read = async <T>(url: string) => json<T>(await t.app.inject({ url, headers: { cookie: admin } }));

  /** A division, its fields offered on weekday evenings and Saturdays, and the request for two games a team. */
  async function setUp() {
    const divisions = await read<Division[]>('/api/divisions');
    const division = divisions[0]!;
    const fields = (await read<Field[]>(`/api/fields?divisionId=${division.id}`)).slice(0, 4);
    const request = {
      divisionIds: [division.id],
      gamesPerTeam: 2,
      minRestDays: 0,
      fields: fields.map((f) => ({ fieldId: f.id, days: [1, 3, 6], times: ['17:30', '20:00'], blackouts: [] })),
      teamBlackouts: [{ teamId: division.teams[0]!.id, dates: [] as string[] }],
    };
    return { division, fields, request };
  }

  /** The hard rules, checked by the independent checker against the schedule as it stands. */
  async function brokenBy(proposal: ScheduleProposal, request: Awaited<ReturnType<typeof setUp>>['request'], division: Division) {
    const season = await read<SeasonInfo>('/api/season');
    const booked = (await read<Game[]>('/api/games'))
      .filter((g) => g.status === 'scheduled' && !g.dateTbd && !g.timeTbd)
      .map((g) => leagueSlot(g, season.timeZone));
    return brokenHardRules(
      {
        divisions: [{ id: division.id, teams: division.teams }],
        weeks: season.weeks.filter((w) => w.phase === 1),
        fields: request.fields.map((f) => ({ id: f.fieldId, days: f.days, times: f.times, blackouts: f.blackouts, divisionIds: null })),
        gamesPerTeam: request.gamesPerTeam,
        minRestDays: request.minRestDays,
        teamBlackouts: request.teamBlackouts,
        gameLengthMinutes: LENGTH,
        booked,
      },
      proposal.games,
    );
  }

  it('proposes every team its games, clear of the schedule and within every hard rule, the same each time', async () => {
    const { division, request } = await setUp();
    const response = await post('/api/admin/schedule-proposals', request);
    expect(response.statusCode).toBe(200);
    const proposal = json<ScheduleProposal>(response);
    expect(proposal.bottlenecks).toEqual([]);
    expect(proposal.games).toHaveLength((division.teams.length * 2) / 2);
    expect(proposal.games[0]).toMatchObject({ divisionId: division.id, locked: false });
    expect(proposal.games[0]!.homeTeamName).toBe(division.teams.find((team) => team.id === proposal.games[0]!.homeTeamId)!.name);
    expect(proposal.scores.map((s) => s.goal)).toEqual(['home-away-balance', 'opponent-spread', 'home-fields']);
    expect(proposal.scores[0]!.score).toBe(100);
    expect(await brokenBy(proposal, request, division)).toEqual({ broken: [], complete: true });
    expect(json<ScheduleProposal>(await post('/api/admin/schedule-proposals', request))).toEqual(proposal);
  });

  it('keeps a locked game and keeps a team off the dates it cannot play', async () => {
    const { division, request } = await setUp();
    const first = json<ScheduleProposal>(await post('/api/admin/schedule-proposals', request)).games[0]!;
    const locked = { homeTeamId: first.homeTeamId, awayTeamId: first.awayTeamId, fieldId: first.fieldId, date: first.date, time: first.time };
    const team = division.teams.find((t) => t.id !== first.homeTeamId && t.id !== first.awayTeamId)!;
    const season = await read<SeasonInfo>('/api/season');
    const phase1 = season.weeks.filter((w) => w.phase === 1);
    const away = phase1.slice(0, 2).flatMap((w) => [w.start, w.end]);
    const withLock = { ...request, locked: [locked], teamBlackouts: [{ teamId: team.id, dates: away }] };
    const proposal = json<ScheduleProposal>(await post('/api/admin/schedule-proposals', withLock));
    expect(proposal.games).toContainEqual(expect.objectContaining({ ...locked, locked: true }));
    expect(proposal.games.filter((g) => (g.homeTeamId === team.id || g.awayTeamId === team.id) && away.includes(g.date))).toEqual([]);
    expect(await brokenBy(proposal, withLock, division)).toEqual({ broken: [], complete: true });
  });

  it('schedules in the chosen phase 1 weeks only, and refuses a week of another phase', async () => {
    const { request } = await setUp();
    const season = await read<SeasonInfo>('/api/season');
    const lastTwo = season.weeks.filter((w) => w.phase === 1).slice(-2);
    const proposal = json<ScheduleProposal>(await post('/api/admin/schedule-proposals', { ...request, weeks: lastTwo.map((w) => w.week) }));
    expect(proposal.games.length).toBeGreaterThan(0);
    expect(proposal.games.every((g) => lastTwo[0]!.start <= g.date && g.date <= lastTwo[1]!.end)).toBe(true);
    const phase2 = season.weeks.find((w) => w.phase === 2)!;
    errorMessage(await post('/api/admin/schedule-proposals', { ...request, weeks: [phase2.week] }), `Week ${phase2.week} is not a week of phase 1`);
  });

  it('names the rule that cannot be met: too few slots', async () => {
    const { request } = await setUp();
    const oneSlot = { ...request, fields: [{ ...request.fields[0]!, days: [6], times: ['09:00'] }], gamesPerTeam: 6 };
    const proposal = json<ScheduleProposal>(await post('/api/admin/schedule-proposals', oneSlot));
    expect(proposal.bottlenecks[0]).toMatchObject({ rule: 'field-slots' });
    expect(proposal.bottlenecks[0]!.message).toMatch(
      /^The chosen fields have room for \d+ more games? in the chosen weeks( \(\d+ games? on the schedule or locked holds? other slots\))?, but \d+ are needed\.$/,
    );
    expect(proposal.unplaced.length).toBeGreaterThan(0);
  });

  it('refuses a request it cannot read, in plain words', async () => {
    const { division, request } = await setUp();
    errorMessage(await post('/api/admin/schedule-proposals', { ...request, gamesPerTeam: 0 }), 'Games per team must be a whole number from 1 to 60');
    errorMessage(await post('/api/admin/schedule-proposals', { ...request, gamesPerTeam: 1e308 }), 'Games per team must be a whole number from 1 to 60');
    errorMessage(await post('/api/admin/schedule-proposals', { ...request, minRestDays: -1 }), 'Rest days must be a whole number from 0 to 6');
    errorMessage(await post('/api/admin/schedule-proposals', { ...request, fields: [] }), /Choose at least one field/);
    const others = (await read<Division[]>('/api/divisions')).find((d) => d.id !== division.id)!;
    const stranger = { ...request, teamBlackouts: [{ teamId: others.teams[0]!.id, dates: [] }] };
    const refused = await post('/api/admin/schedule-proposals', stranger);
    expect(refused.statusCode).toBe(400);
    errorMessage(refused, `Team ${others.teams[0]!.id} is not a team of the chosen divisions`);
  });

  it('refuses locked games that break the rules before generating anything: a team against itself, a date outside the weeks', async () => {
    const { division, fields, request } = await setUp();
    const [home, away] = division.teams;
    const season = await read<SeasonInfo>('/api/season');
    const firstWeek = season.weeks.find((w) => w.phase === 1)!;
    const locked = [
      { homeTeamId: home!.id, awayTeamId: home!.id, fieldId: fields[0]!.id, date: firstWeek.start, time: '18:00' },
      { homeTeamId: home!.id, awayTeamId: away!.id, fieldId: fields[0]!.id, date: '2030-03-06', time: '18:00' },
    ];
    const refused = await post('/api/admin/schedule-proposals', { ...request, locked });
    expect(refused.statusCode).toBe(400);
    expect(errorMessage(refused)).toMatch(
      /^Nothing was generated\. Locked game 1: the home and away teams must be two teams of one division; Locked game 2: 2030-03-06 is not in the chosen weeks \(.* to .*\)$/,
    );
  });

  it('is for the administrator only', async () => {
    const { request } = await setUp();
    const orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    expect((await post('/api/admin/schedule-proposals', request, orgAdmin)).statusCode).toBe(403);
    expect((await post('/api/admin/schedule-proposals/accept', { games: [] }, orgAdmin)).statusCode).toBe(403);
  });

  it('accepts the chosen games in one go, then refuses them again as clashes, naming each, and writes nothing', async () => {
    const { request } = await setUp();
    const proposal = json<ScheduleProposal>(await post('/api/admin/schedule-proposals', request));
    const chosen = proposal.games.slice(0, 3).map(({ homeTeamId, awayTeamId, fieldId, date, time }) => ({ homeTeamId, awayTeamId, fieldId, date, time }));
    const before = await countRows(t.handle, 'games');
    const accepted = await post('/api/admin/schedule-proposals/accept', { games: chosen });
    expect(accepted.statusCode).toBe(200);
    const created = json<{ games: Game[] }>(accepted).games;
    expect(created).toHaveLength(3);
    expect(created.every((g) => g.status === 'scheduled' && g.phase === 1)).toBe(true);
    const listed = await read<Game[]>('/api/games');
    expect(created.every((g) => listed.some((l) => l.id === g.id && l.fieldId === g.fieldId))).toBe(true);
    expect(await countRows(t.handle, 'games')).toBe(before + 3);

    const again = await post('/api/admin/schedule-proposals/accept', { games: [...chosen.slice(1), { ...chosen[0]!, fieldId: chosen[0]!.fieldId }] });
    expect(again.statusCode).toBe(409);
    const message = errorMessage(again);
    expect(message).toMatch(/^No games were accepted\. Game 1: This game is already on the schedule: .*; Game 2: .*; Game 3: /);
    expect(await countRows(t.handle, 'games')).toBe(before + 3);
  });

  it('refuses two chosen games on one field at one time, naming the second', async () => {
    const { request } = await setUp();
    const proposal = json<ScheduleProposal>(await post('/api/admin/schedule-proposals', { ...request, gamesPerTeam: 4 }));
    const [a, b] = proposal.games.slice(-2);
    const first = { homeTeamId: a!.homeTeamId, awayTeamId: a!.awayTeamId, fieldId: a!.fieldId, date: a!.date, time: a!.time };
    const second = { homeTeamId: b!.homeTeamId, awayTeamId: b!.awayTeamId, fieldId: a!.fieldId, date: a!.date, time: a!.time };
    const before = await countRows(t.handle, 'games');
    const refused = await post('/api/admin/schedule-proposals/accept', { games: [first, second] });
    expect(refused.statusCode).toBe(409);
    expect(errorMessage(refused)).toMatch(/^No games were accepted\. Game 2: .* listed as game 1/);
    expect(await countRows(t.handle, 'games')).toBe(before);
  });

  it('refuses a game outside the season or between teams of two divisions, as bad input', async () => {
    const { division, fields } = await setUp();
    const others = (await read<Division[]>('/api/divisions')).find((d) => d.id !== division.id)!;
    const game = { homeTeamId: division.teams[0]!.id, awayTeamId: division.teams[1]!.id, fieldId: fields[0]!.id, date: '2001-06-01', time: '18:00' };
    const mixed = { ...game, awayTeamId: others.teams[0]!.id, date: '2001-06-02' };
    const refused = await post('/api/admin/schedule-proposals/accept', { games: [game, mixed] });
    expect(refused.statusCode).toBe(400);
    expect(errorMessage(refused)).toMatch(
      /^No games were accepted\. Game 1: The game date must be within the .* season .*; Game 2: the home and away teams must be two teams of one division$/,
    );
  });
});
