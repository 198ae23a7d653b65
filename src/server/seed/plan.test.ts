import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, planSpecSeason } from './demo';
import { planLargeLeague } from './large';
import type { LeaguePlan } from './plan';

const TZ = 'America/New_York';

function teamsOf(plan: LeaguePlan, divisionName: string) {
  const division = plan.divisions.find((d) => d.name === divisionName);
  if (!division) throw new Error(`no division ${divisionName}`);
  return plan.teams.filter((t) => t.divisionId === division.id);
}

describe("the demo league's 2025 season", () => {
  const plan = planSpecSeason(TZ);

  it('is the same league every time it is planned', () => {
    expect(planSpecSeason(TZ)).toEqual(plan);
  });

  it('has the divisions 8U to 12U with 6 to 10 teams each', () => {
    expect(plan.divisions.map((d) => d.name)).toEqual(['8U', '9U', '10U', '11U', '12U']);
    for (const division of plan.divisions) {
      const count = teamsOf(plan, division.name).length;
      expect(count, division.name).toBeGreaterThanOrEqual(6);
      expect(count, division.name).toBeLessThanOrEqual(10);
    }
  });

  it('limits 11U to exactly six teams with a fixed seed list of those six teams', () => {
    const elevenU = plan.divisions.find((d) => d.name === '11U');
    const teamIds = teamsOf(plan, '11U').map((t) => t.id);
    expect(teamIds).toHaveLength(6);
    expect(elevenU?.fixedSeedTeamIds).toHaveLength(6);
    expect([...(elevenU?.fixedSeedTeamIds ?? [])].sort((a, b) => a - b)).toEqual([...teamIds].sort((a, b) => a - b));
    for (const division of plan.divisions.filter((d) => d.name !== '11U')) expect(division.fixedSeedTeamIds).toBeNull();
  });

  it('schedules every game between two teams of the same division', () => {
    const divisionOf = new Map(plan.teams.map((t) => [t.id, t.divisionId]));
    for (const game of plan.games) {
      expect(game.homeTeamId).not.toBe(game.awayTeamId);
      expect(divisionOf.get(game.homeTeamId)).toBe(divisionOf.get(game.awayTeamId));
    }
    expect(new Set(plan.games.map((g) => g.id)).size).toBe(plan.games.length);
  });

  it('has a disputed game whose two reports disagree and no final score', () => {
    const disputed = plan.games.filter((g) => g.status === 'score_disputed');
    expect(disputed.length).toBeGreaterThanOrEqual(1);
    for (const game of disputed) {
      expect(game.reports).toHaveLength(2);
      const [a, b] = game.reports;
      expect([a?.homeScore, a?.awayScore]).not.toEqual([b?.homeScore, b?.awayScore]);
      expect(game.homeScore).toBeNull();
      expect(game.awayScore).toBeNull();
    }
  });

  it('has a game waiting for the second coach: exactly one report and not completed', () => {
    const waiting = plan.games.filter((g) => g.reports.length === 1);
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    for (const game of waiting) expect(game.status).toBe('scheduled');
  });

  it('gives every completed game two agreeing reports equal to the final score', () => {
    const completed = plan.games.filter((g) => g.status === 'completed');
    expect(completed.length).toBeGreaterThan(50);
    for (const game of completed) {
      expect(game.reports.map((r) => r.side).sort()).toEqual(['away', 'home']);
      for (const report of game.reports) {
        expect([report.homeScore, report.awayScore]).toEqual([game.homeScore, game.awayScore]);
      }
    }
  });

  it('has games with the date to be determined and games with only the time to be determined', () => {
    expect(plan.games.some((g) => g.dateTbd)).toBe(true);
    expect(plan.games.some((g) => g.timeTbd && !g.dateTbd)).toBe(true);
    expect(plan.games.some((g) => !g.timeTbd && !g.dateTbd)).toBe(true);
  });

  it('has phase 2 pool games and phase 3 championship games', () => {
    expect(plan.games.some((g) => g.phase === 2)).toBe(true);
    expect(plan.games.some((g) => g.phase === 3)).toBe(true);
    expect(plan.games.some((g) => g.phase === 2 && g.status === 'completed')).toBe(true);
    expect(plan.playoffFormats.map((f) => f.divisionId).sort()).toEqual(plan.divisions.map((d) => d.id).sort());
  });

  it('has the named demo accounts of the README', () => {
    const usernames = plan.users.map((u) => u.username);
    for (const username of Object.values(DEMO_ACCOUNTS)) expect(usernames).toContain(username);
    expect(plan.users.find((u) => u.username === DEMO_ACCOUNTS.admin)?.role).toBe('admin');
    expect(plan.users.find((u) => u.username === DEMO_ACCOUNTS.orgAdmin)?.role).toBe('org_admin');
    const incomplete = plan.users.find((u) => u.username === DEMO_ACCOUNTS.incompleteCoach);
    expect(incomplete).toMatchObject({ role: 'coach', phone: null, gameChangerTeamName: null });
  });
});

describe('the large (benchmark) league plan', () => {
  const plan = planLargeLeague(TZ);

  it('is big enough to measure: 200+ teams, 3000+ games, 500+ coaches, 200+ fields', () => {
    expect(plan.teams.length).toBeGreaterThanOrEqual(200);
    expect(plan.games.length).toBeGreaterThanOrEqual(3000);
    expect(plan.users.filter((u) => u.role === 'coach').length).toBeGreaterThanOrEqual(500);
    expect(plan.fields.length).toBeGreaterThanOrEqual(200);
  });

  it('gives every field at least one photo and every team availability', () => {
    for (const field of plan.fields) expect(field.imageCount, field.name).toBeGreaterThanOrEqual(1);
    const withAvailability = new Set(plan.availability.map((a) => a.teamId));
    for (const team of plan.teams) expect(withAvailability.has(team.id), team.name).toBe(true);
  });

  it('keeps the values the database holds unique (sign-in names, division names, team names per division)', () => {
    expect(new Set(plan.users.map((u) => u.username)).size).toBe(plan.users.length);
    expect(new Set(plan.divisions.map((d) => d.name)).size).toBe(plan.divisions.length);
    expect(new Set(plan.teams.map((t) => `${t.divisionId}/${t.name}`)).size).toBe(plan.teams.length);
    expect(new Set(plan.teamStaff.map((s) => `${s.userId}/${s.teamId}`)).size).toBe(plan.teamStaff.length);
  });
});
