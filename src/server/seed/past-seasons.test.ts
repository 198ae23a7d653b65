import { getDay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { planGrowthLeague } from './large';
import { withPastSeasons } from './past-seasons';

describe('a league with past seasons', () => {
  const plan = planGrowthLeague('America/New_York', 1);
  const withPast = withPastSeasons(plan, 2);

  it('has each past season as a copy of the current one, a year further back, the current one still current', () => {
    expect(withPast.seasons.map((s) => [s.name, s.current])).toEqual([
      ['2025', true],
      ['2024', false],
      ['2023', false],
    ]);
    expect(withPast.divisions).toHaveLength(3 * plan.divisions.length);
    expect(withPast.teams).toHaveLength(3 * plan.teams.length);
    expect(withPast.games).toHaveLength(3 * plan.games.length);
    expect(withPast.teamStaff).toHaveLength(3 * plan.teamStaff.length);
    expect(withPast.users).toEqual(plan.users);
    expect(new Set(withPast.games.map((g) => g.id)).size).toBe(withPast.games.length);
  });

  it("plays each past game on the same weekday and clock, between that season's own teams", () => {
    const [game] = plan.games;
    const copy = withPast.games[plan.games.length];
    expect(copy?.homeScore).toBe(game?.homeScore);
    expect(getDay(parseISO(copy?.scheduledTime ?? ''))).toBe(getDay(parseISO(game?.scheduledTime ?? '')));
    expect(copy?.scheduledTime.slice(11)).toBe(game?.scheduledTime.slice(11));
    const seasonOfTeam = (teamId: number | undefined) =>
      withPast.divisions.find((d) => d.id === withPast.teams.find((t) => t.id === teamId)?.divisionId)?.seasonId;
    expect(seasonOfTeam(copy?.homeTeamId)).toBe(2);
    expect(seasonOfTeam(copy?.awayTeamId)).toBe(2);
  });

  it('gives the past seasons’ teams the home fields of the teams they copy', () => {
    const field = withPast.fields.find((f) => f.teamIds.length > 0);
    const original = plan.fields.find((f) => f.id === field?.id);
    expect(field?.teamIds).toHaveLength(3 * (original?.teamIds.length ?? 0));
  });
});
