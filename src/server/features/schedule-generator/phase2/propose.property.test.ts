import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHASE2_RULES } from '../../../../shared/schemas/phase2-proposal';
import type { Phase2Input } from './input';
import { brokenPhase2Rules } from './phase2-rules-check';
import { proposePhase2 } from './propose';

const TIMES = ['09:00', '10:30', '12:00', '14:00', '18:00'];
const START = '2025-05-26';
const dateAt = (offset: number) => new Date(Date.parse(`${START}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A random league: divisions with seeds and pool matchups, random availability, fields with random slots, a few games already booked. */
const randomLeague = fc
  .record({
    teamsPerDivision: fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 1, maxLength: 3 }),
    matchupSeeds: fc.array(fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 })), { maxLength: 8 }), {
      minLength: 3,
      maxLength: 3,
    }),
    windowDays: fc.integer({ min: 3, max: 28 }),
    gameLengthMinutes: fc.constantFrom(90, 120, 150),
    availability: fc.array(
      fc.array(
        fc.record({
          offered: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
          sides: fc.constantFrom('home', 'away', 'both'),
          homeTimes: fc.uniqueArray(fc.constantFrom(...TIMES), { minLength: 1, maxLength: 3 }),
          earliest: fc.option(fc.constantFrom(...TIMES)),
          latest: fc.option(fc.constantFrom(...TIMES)),
        }),
        { minLength: 12, maxLength: 12 },
      ),
      { minLength: 18, maxLength: 18 },
    ),
    fields: fc.array(
      fc.record({
        days: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 3, maxLength: 7 }),
        times: fc.uniqueArray(fc.constantFrom(...TIMES), { minLength: 1, maxLength: 4 }),
        blackoutDays: fc.uniqueArray(fc.integer({ min: 0, max: 28 }), { maxLength: 4 }),
        homeTeam: fc.integer({ min: 0, max: 20 }),
        onlyFirstDivision: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5 },
    ),
    booked: fc.array(
      fc.record({
        team: fc.integer({ min: 0, max: 17 }),
        day: fc.integer({ min: 0, max: 28 }),
        field: fc.integer({ min: 0, max: 4 }),
        time: fc.constantFrom(...TIMES),
      }),
      {
        maxLength: 4,
      },
    ),
  })
  .map((l) => {
    let id = 1;
    const divisions = l.teamsPerDivision.map((count, d) => ({ id: d + 1, teams: Array.from({ length: count }, () => ({ id, name: `T${id++}` })) }));
    const teams = divisions.flatMap((d) => d.teams);
    // Seeds past the division's teams have no team, as in a format written for more teams.
    const matchups = divisions.flatMap((division, d) =>
      l.matchupSeeds[d]!.filter(([home, away]) => home !== away).map(([home, away]) => ({
        divisionId: division.id,
        pool: 'Pool A',
        homeTeamSeed: home,
        awayTeamSeed: away,
        homeTeam: division.teams[home - 1] ?? null,
        awayTeam: division.teams[away - 1] ?? null,
      })),
    );
    const availability = l.availability.flatMap((days, t) =>
      t >= teams.length
        ? []
        : days.flatMap((day, offset) =>
            !day.offered
              ? []
              : [
                  {
                    teamId: teams[t]!.id,
                    // The first date is before the window.
                    date: dateAt(offset - 1),
                    canPlayHome: day.sides !== 'away',
                    canPlayAway: day.sides !== 'home',
                    homeStartTimes: day.sides !== 'away' ? day.homeTimes : [],
                    awayEarliestStartTime: day.sides !== 'home' ? day.earliest : null,
                    awayLatestStartTime: day.sides !== 'home' ? day.latest : null,
                  },
                ],
          ),
    );
    const fields = l.fields.map((f, i) => ({
      id: i + 1,
      name: `F${i + 1}`,
      homeTeamIds: f.homeTeam < teams.length ? [teams[f.homeTeam]!.id] : [],
      divisionIds: f.onlyFirstDivision ? [1] : null,
      days: f.days,
      times: f.times,
      blackouts: f.blackoutDays.map(dateAt),
    }));
    const booked = l.booked.flatMap((b) => {
      const home = teams[b.team % teams.length]!;
      const away = teams[(b.team + 1) % teams.length]!;
      return home.id === away.id
        ? []
        : [{ homeTeamId: home.id, awayTeamId: away.id, fieldId: fields[b.field % fields.length]!.id, date: dateAt(b.day), time: b.time }];
    });
    const input: Phase2Input = {
      matchups,
      availability,
      fields,
      window: { start: START, end: dateAt(l.windowDays - 1) },
      gameLengthMinutes: l.gameLengthMinutes,
      booked,
    };
    return input;
  });

describe('the phase 2 proposer on random leagues', () => {
  it('keeps every hard rule, and places every matchup or names the rule that stops it', async () => {
    await fc.assert(
      fc.asyncProperty(randomLeague, async (input) => {
        const result = await proposePhase2(input);
        const games = result.games.map((g) => ({
          ...g,
          homeTeamId: input.matchups[g.matchup]!.homeTeam!.id,
          awayTeamId: input.matchups[g.matchup]!.awayTeam!.id,
        }));
        const league = {
          ...input,
          matchups: input.matchups.map((m) => ({ divisionId: m.divisionId, homeTeamId: m.homeTeam?.id ?? null, awayTeamId: m.awayTeam?.id ?? null })),
        };
        const { broken, complete } = brokenPhase2Rules(league, games);
        expect(broken).toEqual([]);
        expect(result.games.length + result.unplaced.length).toBe(input.matchups.length);
        expect(complete).toBe(result.unplaced.length === 0);
        for (const { matchup, rule, reason } of result.unplaced) {
          expect(PHASE2_RULES).toContain(rule);
          expect(reason).not.toBe('');
          const { homeTeam, awayTeam } = input.matchups[matchup]!;
          if (rule === 'seeds') expect(homeTeam === null || awayTeam === null).toBe(true);
          if (rule === 'common-date') {
            // No date in the window on which the home team can host and the away team can travel.
            const hosts = league.availability.filter(
              (a) => a.teamId === homeTeam!.id && a.canPlayHome && a.date >= input.window.start && a.date <= input.window.end,
            );
            expect(hosts.filter((h) => league.availability.some((a) => a.teamId === awayTeam!.id && a.canPlayAway && a.date === h.date))).toEqual([]);
          }
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
