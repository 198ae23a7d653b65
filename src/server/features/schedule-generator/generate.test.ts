import { describe, expect, it } from 'vitest';
import { seasonWeeks } from '../../../shared/season';
import { generateSchedule } from './generate';
import { brokenHardRules } from './hard-rules-check';
import type { GeneratorField, GeneratorInput } from './league-input';
import { softGoalScores } from './scores';

const weeks = (count: number) =>
  seasonWeeks({ firstDay: '2025-03-31', phaseWeeks: { phase1: count, phase2: 0, championship: 0 } }).map(({ week, start, end }) => ({ week, start, end }));

function league(teamsPerDivision: number[], overrides: Partial<GeneratorInput> = {}): GeneratorInput {
  let id = 1;
  const divisions = teamsPerDivision.map((count, d) => ({
    id: d + 1,
    name: `Division ${d + 1}`,
    teams: Array.from({ length: count }, () => ({ id, name: `Team ${id++}` })),
  }));
  const fields: GeneratorField[] = divisions
    .flatMap((d) => d.teams)
    .map((team) => ({
      id: 100 + team.id,
      name: `Field of ${team.name}`,
      homeTeamIds: [team.id],
      divisionIds: null,
      days: [2, 4, 6],
      times: ['18:00'],
      blackouts: [],
    }));
  return {
    divisions,
    weeks: weeks(8),
    fields,
    gamesPerTeam: 8,
    minRestDays: 1,
    teamBlackouts: new Map(),
    gameLengthMinutes: 120,
    locked: [],
    booked: [],
    playedBefore: [],
    ...overrides,
  };
}

const checked = (input: GeneratorInput) => ({
  divisions: input.divisions,
  weeks: input.weeks,
  fields: input.fields,
  gamesPerTeam: input.gamesPerTeam,
  minRestDays: input.minRestDays,
  teamBlackouts: [...input.teamBlackouts].map(([teamId, dates]) => ({ teamId, dates: [...dates] })),
  gameLengthMinutes: input.gameLengthMinutes,
  booked: input.booked,
});

describe('the phase 1 schedule generator', () => {
  it('gives every team its games on its own field, home and away balanced and opponents spread', async () => {
    const input = league([6, 5], { gamesPerTeam: 8 });
    const result = await generateSchedule(input);
    expect(result.bottlenecks).toEqual([]);
    expect(result.unplaced).toEqual([]);
    expect(result.games).toHaveLength((11 * 8) / 2);
    expect(brokenHardRules(checked(input), result.games)).toEqual({ broken: [], complete: true });
    const scores = softGoalScores(input, result.games);
    expect(scores.map((s) => [s.goal, s.score])).toEqual([
      ['home-away-balance', 100],
      ['opponent-spread', 100],
      ['home-fields', 100],
    ]);
  });

  it('answers the same schedule for the same input', async () => {
    const input = league([7], { gamesPerTeam: 6, teamBlackouts: new Map([[3, new Set(['2025-04-03', '2025-04-10'])]]) });
    const [first, second] = [await generateSchedule(input), await generateSchedule(input)];
    expect(second).toEqual(first);
  });

  it('keeps locked games and schedules the rest around them', async () => {
    const locked = { homeTeamId: 2, awayTeamId: 1, fieldId: 102, date: '2025-04-01', time: '18:00' };
    const input = league([4], { gamesPerTeam: 3, locked: [locked] });
    const result = await generateSchedule(input);
    expect(result.games).toContainEqual({ ...locked, divisionId: 1, week: 1, locked: true });
    expect(result.games).toHaveLength(6);
    expect(brokenHardRules(checked(input), result.games)).toEqual({ broken: [], complete: true });
  });

  it('stays clear of games already on the schedule', async () => {
    const booked = [{ homeTeamId: 1, awayTeamId: 2, fieldId: 101, date: '2025-04-01', time: '18:00' }];
    const input = league([4], { gamesPerTeam: 3, booked });
    const result = await generateSchedule(input);
    expect(brokenHardRules(checked(input), result.games)).toEqual({ broken: [], complete: true });
  });

  it('names the games per team when the teams cannot pair up', async () => {
    const result = await generateSchedule(league([5], { gamesPerTeam: 3 }));
    expect(result.bottlenecks[0]).toMatchObject({ rule: 'games-per-team', teamIds: [1, 2, 3, 4, 5] });
    expect(result.bottlenecks[0]!.message).toContain('Choose an even number of games per team');
  });

  it('names the team whose unavailable dates leave it too few days', async () => {
    const input = league([4], { weeks: weeks(2), gamesPerTeam: 3 });
    const open = ['2025-04-01', '2025-04-03'];
    const all = ['2025-04-01', '2025-04-03', '2025-04-05', '2025-04-08', '2025-04-10', '2025-04-12'];
    input.teamBlackouts.set(4, new Set(all.filter((d) => !open.includes(d))));
    const result = await generateSchedule(input);
    expect(result.bottlenecks[0]).toMatchObject({ rule: 'team-dates', teamIds: [4] });
    expect(brokenHardRules(checked(input), result.games).broken).toEqual([]);
  });

  it('names the rest days when the fields play on too few separate days', async () => {
    const input = league([4], { weeks: weeks(1), gamesPerTeam: 2, fields: league([4]).fields.map((f) => ({ ...f, days: [6, 0] })) });
    const result = await generateSchedule(input);
    expect(result.bottlenecks.map((b) => b.rule)).toContain('rest-days');
    expect(brokenHardRules(checked(input), result.games).broken).toEqual([]);
  });

  it('names the field slots when the fields are too few, and the week that ran short', async () => {
    const field = { id: 1, name: 'The only field', homeTeamIds: [], divisionIds: null, days: [6], times: ['09:00', '12:00'], blackouts: [] };
    const input = league([6], { weeks: weeks(2), gamesPerTeam: 2, fields: [field] });
    const result = await generateSchedule(input);
    expect(result.bottlenecks[0]).toMatchObject({ rule: 'field-slots' });
    expect(result.bottlenecks[0]!.message).toBe('The chosen fields have room for 4 more games in the chosen weeks, but 6 are needed.');
    expect(result.unplaced.length).toBe(2);
    expect(result.bottlenecks.slice(1).every((b) => b.rule === 'field-slots' && b.message.startsWith('Week'))).toBe(true);
    expect(brokenHardRules(checked(input), result.games).broken).toEqual([]);
  });

  it('plays a game its week has no room for in a later week, and warns of nothing', async () => {
    // Every team plays on each of week 1's days already, so with a rest day none of them can play again that week.
    const weekOneDays = ['2025-04-01', '2025-04-03', '2025-04-05'];
    const booked = weekOneDays.flatMap((date) => [
      { homeTeamId: 1, awayTeamId: 2, fieldId: null, date, time: '18:00' },
      { homeTeamId: 3, awayTeamId: 4, fieldId: null, date, time: '18:00' },
    ]);
    const input = league([4], { weeks: weeks(3), gamesPerTeam: 1, booked });
    const result = await generateSchedule(input);
    expect(result.bottlenecks).toEqual([]);
    expect(result.unplaced).toEqual([]);
    expect(result.games).toHaveLength(2);
    expect(result.games.every((g) => g.week === 2)).toBe(true);
    expect(brokenHardRules(checked(input), result.games)).toEqual({ broken: [], complete: true });
  });

  it('counts only the free slots of the chosen fields and weeks, around the games on the schedule', async () => {
    const field = { id: 1, name: 'The only field', homeTeamIds: [], divisionIds: null, days: [6], times: ['09:00', '12:00'], blackouts: [] };
    const booked = [
      { homeTeamId: 9, awayTeamId: 10, fieldId: 1, date: '2025-04-05', time: '09:00' },
      // Another field, and a date outside the chosen weeks: neither holds a slot of these.
      { homeTeamId: 9, awayTeamId: 10, fieldId: 2, date: '2025-04-12', time: '09:00' },
      { homeTeamId: 9, awayTeamId: 10, fieldId: 1, date: '2025-06-07', time: '09:00' },
    ];
    const roomy = await generateSchedule(league([4], { weeks: weeks(2), gamesPerTeam: 1, fields: [field], booked }));
    expect(roomy.bottlenecks).toEqual([]);
    const short = await generateSchedule(league([4], { weeks: weeks(2), gamesPerTeam: 2, fields: [field], booked }));
    expect(short.bottlenecks[0]!.message).toBe(
      'The chosen fields have room for 3 more games in the chosen weeks (1 game on the schedule or locked holds other slots), but 4 are needed.',
    );
  });

  it('names a division none of the chosen fields may host', async () => {
    const fields = league([4, 4]).fields.map((f) => ({ ...f, divisionIds: [1] }));
    const result = await generateSchedule(league([4, 4], { gamesPerTeam: 2, fields }));
    expect(result.bottlenecks[0]).toMatchObject({ rule: 'field-slots', teamIds: [5, 6, 7, 8] });
    expect(result.bottlenecks[0]!.message).toBe(
      "None of the chosen fields may host Division 2 games: each is the home field of other divisions' teams. Choose a field of Division 2's teams, or one no team has claimed.",
    );
  });

  it('names one game a day, not rest days, when with no rest the fields play on too few days', async () => {
    const input = league([4], { weeks: weeks(1), gamesPerTeam: 3, minRestDays: 0, fields: league([4]).fields.map((f) => ({ ...f, days: [6, 0] })) });
    const result = await generateSchedule(input);
    expect(result.bottlenecks[0]).toMatchObject({ rule: 'one-game-per-day', teamIds: [1] });
    expect(result.bottlenecks.map((b) => b.rule)).not.toContain('rest-days');
  });

  it('gives the new games to opponents not yet met, counting the games on the schedule, and scores the spread with them', async () => {
    // Teams 1-4 have each met one opponent already, as a round robin's first round would pair them: 1 v 4 and 2 v 3.
    const playedBefore = [
      { homeTeamId: 1, awayTeamId: 4 },
      { homeTeamId: 2, awayTeamId: 3 },
    ];
    const input = league([4], { gamesPerTeam: 2, playedBefore });
    const result = await generateSchedule(input);
    const pairs = result.games.map((g) => [g.homeTeamId, g.awayTeamId].sort().join(' v ')).sort();
    expect(pairs).toEqual(['1 v 2', '1 v 3', '2 v 4', '3 v 4']);
    expect(softGoalScores(input, result.games).find((s) => s.goal === 'opponent-spread')!.score).toBe(100);
    // Proposing the already-met pairs again would leave 1 v 2 met twice and 1 v 3 never: the score says so.
    const repeat = result.games.map((g, i) => ({
      ...g,
      ...[
        { homeTeamId: 1, awayTeamId: 2 },
        { homeTeamId: 3, awayTeamId: 4 },
      ][i % 2]!,
    }));
    expect(softGoalScores(input, repeat).find((s) => s.goal === 'opponent-spread')!.score).toBeLessThan(100);
  });

  it('counts a locked game towards its teams’ games even when it is not a pairing the generator would make', async () => {
    const locked = { homeTeamId: 1, awayTeamId: 3, fieldId: 101, date: '2025-04-01', time: '18:00' };
    const input = league([4], { gamesPerTeam: 1, locked: [locked] });
    const result = await generateSchedule(input);
    const gamesOf = (team: number) => result.games.filter((g) => g.homeTeamId === team || g.awayTeamId === team).length;
    expect([1, 2, 3, 4].map(gamesOf)).toEqual([1, 1, 1, 1]);
    expect(result.games).toHaveLength(2);
  });

  it('names one game a day, not rest days, when the fields offer fewer playing days than games', async () => {
    const closed = league([4]).fields.map((f) => ({ ...f, days: [6] }));
    const result = await generateSchedule(league([4], { weeks: weeks(1), gamesPerTeam: 2, minRestDays: 1, fields: closed }));
    expect(result.bottlenecks.filter((b) => b.teamIds.length === 1).map((b) => b.rule)).toEqual([
      'one-game-per-day',
      'one-game-per-day',
      'one-game-per-day',
      'one-game-per-day',
    ]);
    expect(result.bottlenecks.find((b) => b.teamIds.length === 1)!.message).toBe("Team 1 cannot play 2 games, one a day, on the fields' 1 playing day.");
  });
});
