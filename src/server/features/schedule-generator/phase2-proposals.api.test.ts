import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { AvailabilityRecord } from '../../../shared/schemas/availability';
import type { Field } from '../../../shared/schemas/field';
import type { Game } from '../../../shared/schemas/game';
import type { Division, SeasonInfo } from '../../../shared/schemas/league';
import type { Phase2Proposal } from '../../../shared/schemas/phase2-proposal';
import type { SeededTeam } from '../../../shared/schemas/playoffs';
import { leagueSlot } from '../../../shared/league-time';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS } from '../../seed/demo';
import { countRows, errorMessage, json, signIn, testEngines, withAdminLeague, type TestApp } from '../../test/harness';
import { brokenPhase2Rules } from './phase2/phase2-rules-check';

const LENGTH = 120;

describe.each(testEngines())('phase 2 proposals on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  withAdminLeague({ engine }, (league, cookie) => {
    t = league;
    admin = cookie;
  });

  const post = (url: string, payload: object, cookie = admin) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload });
  const read = async <T>(url: string) => json<T>(await t.app.inject({ url, headers: { cookie: admin } }));

  /**
   * A division with one pool of four seeds: 1 hosts 4 and 2 hosts 3 on dates they share, 1 hosts 2
   * on none; its two first fields offered every day at 18:00.
   */
  async function setUp() {
    const division = (await read<Division[]>('/api/divisions'))[0]!;
    const season = await read<SeasonInfo>('/api/season');
    const first = season.weeks.find((w) => w.phase === 2)!.start;
    const day = (offset: number) => new Date(Date.parse(`${first}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const format = {
      pools: [
        {
          name: 'Pool A',
          description: '',
          seedsIncluded: [1, 2, 3, 4],
          matchups: [
            { homeTeamSeed: 1, awayTeamSeed: 4 },
            { homeTeamSeed: 2, awayTeamSeed: 3 },
            { homeTeamSeed: 1, awayTeamSeed: 2 },
          ],
        },
      ],
      championship: { description: '', participants: [] },
    };
    expect((await put(`/api/playoff-formats/${division.id}`, format)).statusCode).toBe(200);
    // The demo's own phase 2 games of the division go: the format here is a new one.
    const teamIds = division.teams.map((team) => team.id);
    for (const game of (await read<Game[]>('/api/games')).filter((g) => g.phase === 2 && teamIds.includes(g.homeTeamId))) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/games/${game.id}`, headers: { cookie: admin } })).statusCode).toBeLessThan(300);
    }
    const seeds = await read<SeededTeam[]>(`/api/divisions/${division.id}/seeds`);
    const team = (seed: number) => seeds.find((s) => s.seed === seed)!.team;
    const hosts = (date: string) => ({ date, canPlayHome: true, canPlayAway: false, homeStartTimes: ['18:00'], notes: '' });
    const travels = (date: string) => ({ date, canPlayHome: false, canPlayAway: true, homeStartTimes: [], notes: '' });
    const availability = [
      { teamId: team(1).id, dates: [hosts(day(2)), hosts(day(4))] },
      { teamId: team(4).id, dates: [travels(day(4))] },
      { teamId: team(2).id, dates: [hosts(day(3)), travels(day(9))] },
      { teamId: team(3).id, dates: [travels(day(3))] },
    ];
    for (const { teamId, dates } of availability) expect((await post('/api/team-availability', { teamId, notes: '', dates })).statusCode).toBe(200);
    const fields = (await read<Field[]>(`/api/fields?divisionId=${division.id}`)).slice(0, 2);
    const request = {
      divisionIds: [division.id],
      fields: fields.map((f) => ({ fieldId: f.id, days: [0, 1, 2, 3, 4, 5, 6], times: ['18:00'], blackouts: [] })),
    };
    return { division, season, seeds, team, day, request };
  }

  it('places the matchups the teams share a date for, home team at home, within every hard rule, and says why the other cannot be placed', async () => {
    const { season, team, day, request } = await setUp();
    const response = await post('/api/admin/phase2-proposals', request);
    expect(response.statusCode).toBe(200);
    const proposal = json<Phase2Proposal>(response);
    expect(proposal.games.map((g) => [g.homeTeamId, g.awayTeamId, g.date, g.time])).toEqual([
      [team(2).id, team(3).id, day(3), '18:00'],
      [team(1).id, team(4).id, day(4), '18:00'],
    ]);
    const shown = (offset: number) => format(parseISO(day(offset)), 'MMM d');
    expect(proposal.unplaced).toEqual([
      {
        divisionId: proposal.games[0]!.divisionId,
        pool: 'Pool A',
        homeTeamSeed: 1,
        awayTeamSeed: 2,
        homeTeamId: team(1).id,
        awayTeamId: team(2).id,
        homeTeamName: team(1).name,
        awayTeamName: team(2).name,
        rule: 'common-date',
        reason: `No common date: ${team(1).name} can host ${shown(2)}, ${shown(4)}; ${team(2).name} can travel ${shown(9)}`,
      },
    ]);
    const booked = (await read<Game[]>('/api/games'))
      .filter((g) => g.status === 'scheduled' && !g.dateTbd && !g.timeTbd)
      .map((g) => leagueSlot(g, season.timeZone));
    const availability = await read<AvailabilityRecord[]>('/api/team-availability');
    const phase2 = season.weeks.filter((w) => w.phase === 2);
    const checked = brokenPhase2Rules(
      {
        matchups: [
          [1, 4],
          [2, 3],
          [1, 2],
        ].map(([home, away]) => ({ divisionId: proposal.games[0]!.divisionId, homeTeamId: team(home!).id, awayTeamId: team(away!).id })),
        availability,
        fields: request.fields.map((f) => ({ id: f.fieldId, days: f.days, times: f.times, blackouts: f.blackouts, divisionIds: null })),
        window: { start: phase2[0]!.start, end: phase2[phase2.length - 1]!.end },
        gameLengthMinutes: LENGTH,
        booked,
      },
      proposal.games,
    );
    expect(checked).toEqual({ broken: [], complete: false });
    expect(proposal.scheduled).toEqual([]);
    expect(json<Phase2Proposal>(await post('/api/admin/phase2-proposals', request))).toEqual(proposal);
  });

  it('offers the division’s fields at the home teams’ start times when no fields are given', async () => {
    const { division, request } = await setUp();
    const proposal = json<Phase2Proposal>(await post('/api/admin/phase2-proposals', { divisionIds: request.divisionIds }));
    const fields = await read<Field[]>(`/api/fields?divisionId=${division.id}&selector=true`);
    expect(proposal.games).toHaveLength(2);
    expect(proposal.games.every((g) => g.time === '18:00' && fields.some((f) => f.id === g.fieldId))).toBe(true);
  });

  it('accepts the chosen games in one go as phase 2 games, then refuses them again as clashes and a phase 1 date, writing nothing', async () => {
    const { season, request } = await setUp();
    const proposal = json<Phase2Proposal>(await post('/api/admin/phase2-proposals', request));
    const chosen = proposal.games.map(({ homeTeamId, awayTeamId, fieldId, date, time }) => ({ homeTeamId, awayTeamId, fieldId, date, time }));
    const before = await countRows(t.handle, 'games');
    const orgAdmin = await signIn(t.app, DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    const accepted = await post('/api/admin/phase2-proposals/accept', { games: chosen }, orgAdmin);
    expect(accepted.statusCode).toBe(200);
    expect(json<{ games: Game[] }>(accepted).games.map((g) => [g.phase, g.status])).toEqual([
      [2, 'scheduled'],
      [2, 'scheduled'],
    ]);
    expect(await countRows(t.handle, 'games')).toBe(before + 2);
    // Proposed again, the matchups on the schedule are named as such, not proposed twice.
    const after = json<Phase2Proposal>(await post('/api/admin/phase2-proposals', request));
    expect(after.games).toEqual([]);
    expect(after.scheduled.map((s) => [s.homeTeamSeed, s.awayTeamSeed])).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(after.unplaced.map((u) => u.rule)).toEqual(['common-date']);
    const again = await post('/api/admin/phase2-proposals/accept', { games: chosen });
    expect(again.statusCode).toBe(409);
    expect(errorMessage(again)).toMatch(/^No games were accepted\. Game 1: This game is already on the schedule/);
    const phase1 = season.weeks.find((w) => w.phase === 1)!.start;
    const early = await post('/api/admin/phase2-proposals/accept', { games: [{ ...chosen[0]!, date: phase1 }] });
    expect(early.statusCode).toBe(400);
    expect(errorMessage(early)).toBe(`No games were accepted. Game 1: ${phase1} is not in phase 2`);
    expect(await countRows(t.handle, 'games')).toBe(before + 2);
  });

  it('refuses a division without a playoff format, and is for league staff only', async () => {
    const { request } = await setUp();
    const other = json<Division>(await post('/api/divisions', { name: '14U' }));
    errorMessage(await post('/api/admin/phase2-proposals', { divisionIds: [other.id] }), '14U has no playoff format');
    const coach = await signIn(t.app, DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    expect((await post('/api/admin/phase2-proposals', request, coach)).statusCode).toBe(403);
    expect((await post('/api/admin/phase2-proposals/accept', { games: [] }, coach)).statusCode).toBe(403);
  });
});
