import { describe, expect, it } from 'vitest';
import { brokenPhase2Rules, type Phase2LeagueToCheck } from './phase2-rules-check';

/** Team 1 hosts team 2 and team 3 hosts team 4; all four can host at 18:00 and travel 17:00-19:00 on 2 and 3 June. */
const league: Phase2LeagueToCheck = {
  matchups: [
    { divisionId: 7, homeTeamId: 1, awayTeamId: 2 },
    { divisionId: 7, homeTeamId: 3, awayTeamId: 4 },
  ],
  availability: [1, 2, 3, 4].flatMap((teamId) =>
    ['2025-06-02', '2025-06-03'].map((date) => ({
      teamId,
      date,
      canPlayHome: true,
      canPlayAway: true,
      homeStartTimes: ['18:00'],
      awayEarliestStartTime: '17:00',
      awayLatestStartTime: '19:00',
    })),
  ),
  fields: [
    { id: 10, days: [1, 2], times: ['18:00', '20:00'], blackouts: [], divisionIds: [7] },
    { id: 11, days: [1, 2], times: ['18:00'], blackouts: [], divisionIds: [8] },
  ],
  window: { start: '2025-05-26', end: '2025-06-22' },
  gameLengthMinutes: 120,
  booked: [{ homeTeamId: 5, awayTeamId: 6, fieldId: 10, date: '2025-06-03', time: '17:00' }],
};
const game = (homeTeamId: number, awayTeamId: number, fieldId: number, date: string, time = '18:00') => ({ homeTeamId, awayTeamId, fieldId, date, time });

describe('the phase 2 hard-rule checker', () => {
  it('passes every matchup placed where both teams can play, on a free slot', () => {
    expect(brokenPhase2Rules(league, [game(1, 2, 10, '2025-06-02')])).toEqual({ broken: [], complete: false });
  });

  it('names each broken rule', () => {
    const { broken } = brokenPhase2Rules(league, [game(2, 1, 10, '2025-06-02'), game(3, 4, 10, '2025-06-03'), game(1, 2, 11, '2025-06-02', '20:00')]);
    expect(broken).toEqual([
      '1 at 2 on 2025-06-02 18:00: not a matchup of the format (home and away as it says), or played twice',
      '2 at 1 on 2025-06-02 20:00: the home team cannot host then',
      '2 at 1 on 2025-06-02 20:00: the away team cannot travel then',
      '2 at 1 on 2025-06-02 20:00: not a slot field 11 offers',
      "2 at 1 on 2025-06-02 20:00: field 11 is not one of the division's",
      '4 at 3 on 2025-06-03 18:00: field clash',
      '2 at 1 on 2025-06-02: a team plays within 0 rest days',
    ]);
  });

  it('counts a date outside phase 2 and calls the proposal complete only when every matchup is played', () => {
    const { broken, complete } = brokenPhase2Rules(league, [game(1, 2, 10, '2025-06-23'), game(3, 4, 10, '2025-06-02')]);
    expect(broken).toContain('2 at 1 on 2025-06-23 18:00: outside phase 2');
    expect(complete).toBe(true);
  });
});
