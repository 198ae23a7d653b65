import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HARD_RULES } from '../../../shared/schemas/schedule-proposal';
import { seasonWeeks } from '../../../shared/season';
import { generateSchedule } from './generate';
import { brokenHardRules } from './hard-rules-check';

const TIMES = ['09:00', '10:30', '12:00', '14:00', '18:00'];

/** A random league: divisions, fields with random days, times, blackouts and home teams, teams' unavailable dates. */
const randomLeague = fc
  .record({
    teamsPerDivision: fc.array(fc.integer({ min: 2, max: 7 }), { minLength: 1, maxLength: 3 }),
    phase1Weeks: fc.integer({ min: 1, max: 5 }),
    firstDay: fc.integer({ min: 0, max: 6 }).map((offset) => `2025-04-0${offset + 1}`),
    gamesPerTeam: fc.integer({ min: 1, max: 6 }),
    minRestDays: fc.integer({ min: 0, max: 2 }),
    gameLengthMinutes: fc.constantFrom(90, 120, 150),
    fields: fc.array(
      fc.record({
        days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 4 }),
        times: fc.uniqueArray(fc.constantFrom(...TIMES), { minLength: 1, maxLength: 3 }),
        blackoutDays: fc.uniqueArray(fc.integer({ min: 0, max: 34 }), { maxLength: 4 }),
        homeTeam: fc.integer({ min: 0, max: 20 }),
        onlyFirstDivision: fc.boolean(),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    teamBlackoutDays: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 34 }), { maxLength: 6 }), { maxLength: 21 }),
    // Games on the schedule already: two teams (by place), a field (by place; past the last: to be determined), a day, a time.
    booked: fc.array(
      fc.record({ home: fc.nat(20), away: fc.nat(20), field: fc.nat(6), day: fc.integer({ min: 0, max: 34 }), time: fc.constantFrom(...TIMES) }),
      { maxLength: 8 },
    ),
  })
  .map((l) => {
    let id = 1;
    const divisions = l.teamsPerDivision.map((count, d) => ({
      id: d + 1,
      name: `D${d + 1}`,
      teams: Array.from({ length: count }, () => ({ id, name: `T${id++}` })),
    }));
    const teamIds = divisions.flatMap((d) => d.teams.map((t) => t.id));
    const weeks = seasonWeeks({ firstDay: l.firstDay, phaseWeeks: { phase1: l.phase1Weeks, phase2: 0, championship: 0 } }).map(({ week, start, end }) => ({
      week,
      start,
      end,
    }));
    const dateAt = (offset: number) => new Date(Date.parse(`${l.firstDay}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const fields = l.fields.map((f, i) => ({
      id: i + 1,
      name: `F${i + 1}`,
      // Some fields are no team's home.
      homeTeamIds: f.homeTeam < teamIds.length ? [teamIds[f.homeTeam]!] : [],
      divisionIds: f.onlyFirstDivision ? [1] : null,
      days: f.days,
      times: f.times,
      blackouts: f.blackoutDays.map(dateAt),
    }));
    const teamBlackouts = l.teamBlackoutDays.flatMap((days, i) => (i < teamIds.length ? [{ teamId: teamIds[i]!, dates: days.map(dateAt) }] : []));
    const booked = l.booked.flatMap((b) => {
      const [home, away] = [teamIds[b.home % teamIds.length]!, teamIds[b.away % teamIds.length]!];
      return home === away
        ? []
        : [{ homeTeamId: home, awayTeamId: away, fieldId: b.field < fields.length ? fields[b.field]!.id : null, date: dateAt(b.day), time: b.time }];
    });
    return {
      divisions,
      weeks,
      fields,
      gamesPerTeam: l.gamesPerTeam,
      minRestDays: l.minRestDays,
      gameLengthMinutes: l.gameLengthMinutes,
      teamBlackouts,
      booked,
    };
  });

describe('the phase 1 schedule generator on random leagues', () => {
  it('keeps every hard rule around the games on the schedule, and gives every team its games or names the rule that cannot be met', async () => {
    await fc.assert(
      fc.asyncProperty(randomLeague, async (league) => {
        const result = await generateSchedule({
          ...league,
          teamBlackouts: new Map(league.teamBlackouts.map((b) => [b.teamId, new Set(b.dates)])),
          locked: [],
          playedBefore: [],
        });
        const { broken, complete } = brokenHardRules(league, result.games);
        expect(broken).toEqual([]);
        if (complete) {
          // A schedule that gives every team its games warns of no rule that cannot be met.
          expect(result.bottlenecks).toEqual([]);
        } else {
          expect(result.bottlenecks.length).toBeGreaterThan(0);
          for (const b of result.bottlenecks) expect(HARD_RULES).toContain(b.rule);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('keeps locked games exactly as they are and schedules the rest around them, within every hard rule', async () => {
    await fc.assert(
      fc.asyncProperty(randomLeague, fc.array(fc.boolean(), { maxLength: 30 }), async (league, lockEach) => {
        const input = { ...league, teamBlackouts: new Map(league.teamBlackouts.map((b) => [b.teamId, new Set(b.dates)])), playedBefore: [] };
        const first = await generateSchedule({ ...input, locked: [] });
        const locked = first.games
          .filter((_, i) => lockEach[i])
          .map(({ homeTeamId, awayTeamId, fieldId, date, time }) => ({ homeTeamId, awayTeamId, fieldId, date, time }));
        const again = await generateSchedule({ ...input, locked });
        for (const game of locked) expect(again.games).toContainEqual(expect.objectContaining({ ...game, locked: true }));
        expect(again.games.filter((g) => g.locked)).toHaveLength(locked.length);
        expect(brokenHardRules(league, again.games).broken).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
