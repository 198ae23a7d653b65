import { describe, expect, it } from 'vitest';
import { buildSeason, weekOfDate } from '../../shared/season';
import { leagueDate } from '../../shared/league-time';
import { DEMO_LOADED_AT } from '../test/demo-clock';
import { DEMO_ACCOUNTS, planDemoLeague, planSpecSeason } from './demo';
import type { LeaguePlan } from './plan';
import { seasonNameFor } from './season-in-progress';

const TZ = 'America/New_York';

function seasonRows(plan: LeaguePlan, seasonId: number) {
  const divisions = plan.divisions.filter((d) => d.seasonId === seasonId);
  const teams = plan.teams.filter((t) => divisions.some((d) => d.id === t.divisionId));
  const games = plan.games.filter((g) => teams.some((t) => t.id === g.homeTeamId));
  return { divisions, teams, games };
}

describe('the demo league', () => {
  const spec = planSpecSeason(TZ);
  const demo = planDemoLeague(TZ, DEMO_LOADED_AT);
  const [past, current] = demo.seasons;

  it('holds the 2025 season of the specification unchanged, and a current season after it', () => {
    expect(demo.seasons.map((s) => [s.name, s.current])).toEqual([
      ['2025', false],
      ['Spring 2026', true],
    ]);
    const kept = seasonRows(demo, past!.id);
    expect(kept.divisions).toEqual(spec.divisions);
    expect(kept.teams).toEqual(spec.teams);
    expect(kept.games).toEqual(spec.games);
    expect(demo.users).toEqual(spec.users);
  });

  it("starts the current season from 2025's divisions, teams, coaches and playoff formats", () => {
    const carried = seasonRows(demo, current!.id);
    expect(carried.divisions.map((d) => d.name)).toEqual(spec.divisions.map((d) => d.name));
    expect(carried.teams.map((t) => t.name)).toEqual(spec.teams.map((t) => t.name));
    const staffOf = (plan: LeaguePlan, teamIds: number[]) =>
      plan.teamStaff.filter((s) => teamIds.includes(s.teamId)).map((s) => [plan.teams.find((t) => t.id === s.teamId)?.name, s.userId, s.role]);
    expect(
      staffOf(
        demo,
        carried.teams.map((t) => t.id),
      ),
    ).toEqual(
      staffOf(
        spec,
        spec.teams.map((t) => t.id),
      ),
    );
    expect(demo.playoffFormats.filter((f) => carried.divisions.some((d) => d.id === f.divisionId)).map((f) => f.pools)).toEqual(
      spec.playoffFormats.map((f) => f.pools),
    );
    const sam = demo.users.find((u) => u.username === DEMO_ACCOUNTS.oneTeamCoach);
    const samTeams = demo.teamStaff.filter((s) => s.userId === sam?.id).map((s) => demo.teams.find((t) => t.id === s.teamId)?.name);
    expect(samTeams).toHaveLength(2);
    expect(new Set(samTeams).size).toBe(1);
    // Each carried team plays at its home field.
    const homeFieldOf = (teamId: number) => demo.fields.find((f) => f.teamIds.includes(teamId))?.id;
    for (const game of carried.games) expect(game.fieldId).toBe(homeFieldOf(game.homeTeamId));
  });

  it('has its phase 1 in progress on the day it is loaded: played games reported, later ones to come', () => {
    const season = buildSeason(current!.id, current!.name, current!.calendar);
    expect(weekOfDate(season, leagueDate(DEMO_LOADED_AT.toISOString(), TZ))?.week).toBe(4);
    const { games } = seasonRows(demo, current!.id);
    const before = games.filter((g) => new Date(g.scheduledTime) <= DEMO_LOADED_AT);
    const after = games.filter((g) => new Date(g.scheduledTime) > DEMO_LOADED_AT);
    expect(before.length).toBeGreaterThan(20);
    expect(after.length).toBeGreaterThan(20);
    expect(after.every((g) => g.reports.length === 0 && g.homeScore === null)).toBe(true);
    for (const game of before.filter((g) => g.status === 'completed')) {
      expect(game.reports.map((r) => r.side)).toEqual(['home', 'away']);
      expect(game.reports.every((r) => new Date(r.reportedAt) <= DEMO_LOADED_AT)).toBe(true);
    }
    const count = (test: (g: (typeof games)[number]) => boolean) => games.filter(test).length;
    expect(count((g) => g.status === 'score_disputed')).toBe(1);
    expect(count((g) => g.status === 'scheduled' && g.reports.length === 1)).toBe(1);
    expect(count((g) => g.status === 'scheduled' && g.reports.length === 0 && new Date(g.scheduledTime) <= DEMO_LOADED_AT)).toBeGreaterThanOrEqual(1);
    expect(count((g) => g.status === 'rescheduling')).toBe(1);
    expect(count((g) => g.dateTbd)).toBe(1);
    expect(games.every((g) => g.phase === 1)).toBe(true);
  });

  it('is the same league for the same day, and a season in progress whatever the day', () => {
    expect(planDemoLeague(TZ, DEMO_LOADED_AT)).toEqual(demo);
    for (const day of ['2026-01-01', '2026-07-15', '2026-11-27', '2027-02-28', '2031-09-09']) {
      const loadedAt = new Date(`${day}T15:00:00Z`);
      const plan = planDemoLeague(TZ, loadedAt);
      const season = plan.seasons.find((s) => s.current)!;
      expect(weekOfDate(buildSeason(season.id, season.name, season.calendar), day)?.week, day).toBe(4);
      const { games } = seasonRows(plan, season.id);
      expect(
        games.some((g) => g.status === 'completed'),
        day,
      ).toBe(true);
      expect(
        games.some((g) => new Date(g.scheduledTime) > loadedAt),
        day,
      ).toBe(true);
    }
  });
});

describe('a season name', () => {
  it('follows the part of the year the season starts in', () => {
    expect(seasonNameFor('2026-03-30')).toBe('Spring 2026');
    expect(seasonNameFor('2026-06-15')).toBe('Summer 2026');
    expect(seasonNameFor('2026-11-02')).toBe('Fall 2026');
    expect(seasonNameFor('2030-12-02')).toBe('Winter 2030');
    expect(seasonNameFor('2031-01-06')).toBe('Winter 2031');
  });
});
