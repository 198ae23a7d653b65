import { describe, expect, it } from 'vitest';
import type { DayAvailability } from '../../../../shared/matchup-compatibility';
import type { Phase2Input, Phase2Matchup } from './input';
import { proposePhase2 } from './propose';

const FALCONS = { id: 1, name: 'Falcons' };
const BULLDOGS = { id: 2, name: 'Bulldogs' };
const HAWKS = { id: 3, name: 'Hawks' };
const OWLS = { id: 4, name: 'Owls' };

const matchup = (home: Phase2Matchup['homeTeam'], away: Phase2Matchup['awayTeam'], homeTeamSeed = 1, awayTeamSeed = 2): Phase2Matchup => ({
  divisionId: 7,
  pool: 'Pool A',
  homeTeamSeed,
  awayTeamSeed,
  homeTeam: home,
  awayTeam: away,
});
const hosts = (teamId: number, date: string, times = ['18:00']): DayAvailability => ({
  teamId,
  date,
  canPlayHome: true,
  canPlayAway: false,
  homeStartTimes: times,
  awayEarliestStartTime: null,
  awayLatestStartTime: null,
});
const travels = (teamId: number, date: string, earliest: string | null = null, latest: string | null = null): DayAvailability => ({
  teamId,
  date,
  canPlayHome: false,
  canPlayAway: true,
  homeStartTimes: [],
  awayEarliestStartTime: earliest,
  awayLatestStartTime: latest,
});

/** Falcons' field, offered every day at 18:00, in a window of late May and June 2025. */
function league(matchups: Phase2Matchup[], availability: DayAvailability[], booked: Phase2Input['booked'] = []): Phase2Input {
  return {
    matchups,
    availability,
    fields: [{ id: 10, name: 'Falcon Park', homeTeamIds: [1], divisionIds: [7], days: [0, 1, 2, 3, 4, 5, 6], times: ['18:00'], blackouts: [] }],
    window: { start: '2025-05-26', end: '2025-06-22' },
    gameLengthMinutes: 120,
    booked,
  };
}

describe('the phase 2 proposer', () => {
  it('places a matchup on a date the home team can host and the away team can travel, at the host’s time, the format’s home team at home', async () => {
    const result = await proposePhase2(
      league([matchup(FALCONS, BULLDOGS)], [hosts(1, '2025-05-27'), hosts(1, '2025-05-29'), travels(2, '2025-05-29'), travels(2, '2025-05-27', '19:00')]),
    );
    expect(result).toEqual({ games: [{ matchup: 0, fieldId: 10, date: '2025-05-29', time: '18:00' }], unplaced: [] });
  });

  it('names the dates each team offers when they have none in common', async () => {
    const result = await proposePhase2(league([matchup(FALCONS, BULLDOGS)], [hosts(1, '2025-05-27'), hosts(1, '2025-05-29'), travels(2, '2025-06-03')]));
    expect(result.unplaced).toEqual([
      { matchup: 0, rule: 'common-date', reason: 'No common date: Falcons can host May 27, May 29; Bulldogs can travel Jun 3' },
    ]);
  });

  it('says when the start times do not meet, when a team already plays, and when no field is free', async () => {
    const result = await proposePhase2(
      league(
        [matchup(FALCONS, BULLDOGS), matchup(HAWKS, OWLS, 3, 4), matchup(FALCONS, HAWKS, 1, 3), matchup(OWLS, BULLDOGS, 4, 2)],
        [
          hosts(1, '2025-05-27'),
          travels(2, '2025-05-27', '09:00', '12:00'),
          hosts(3, '2025-05-28'),
          travels(4, '2025-05-28'),
          travels(3, '2025-05-30'),
          hosts(1, '2025-05-30'),
          hosts(4, '2025-05-31'),
          travels(2, '2025-05-31'),
        ],
        [
          { homeTeamId: 3, awayTeamId: 9, fieldId: null, date: '2025-05-28', time: '10:00' },
          { homeTeamId: 8, awayTeamId: 9, fieldId: 10, date: '2025-05-31', time: '17:00' },
        ],
      ),
    );
    expect(result.games).toEqual([{ matchup: 2, fieldId: 10, date: '2025-05-30', time: '18:00' }]);
    expect(result.unplaced).toEqual([
      { matchup: 0, rule: 'start-time', reason: 'No common start time: on May 27 the start times of Falcons fall outside the times Bulldogs can travel' },
      { matchup: 1, rule: 'one-game-per-day', reason: 'Hawks or Owls already has a game on every common date (May 28)' },
      { matchup: 3, rule: 'field-slots', reason: 'No field free at a common time (May 31 18:00): other games hold them' },
    ]);
  });

  it('names a seed no team holds', async () => {
    const result = await proposePhase2(league([matchup(FALCONS, null, 1, 5)], []));
    expect(result.unplaced).toEqual([{ matchup: 0, rule: 'seeds', reason: 'No team holds seed 5 of Pool A' }]);
  });

  it("gives the home team's own field to its game first, and says the other matchup found its slot taken", async () => {
    const result = await proposePhase2(
      league(
        [matchup(FALCONS, BULLDOGS), matchup(HAWKS, FALCONS, 3, 1)],
        [{ ...hosts(1, '2025-06-02'), canPlayAway: true }, travels(2, '2025-06-02'), hosts(3, '2025-06-02')],
      ),
    );
    expect(result.games).toEqual([{ matchup: 0, fieldId: 10, date: '2025-06-02', time: '18:00' }]);
    expect(result.unplaced).toEqual([
      { matchup: 1, rule: 'field-slots', reason: "No field free at a common time: the division's other playoff games hold them" },
    ]);
  });
});
