import { describe, expect, it } from 'vitest';
import { matchupCompatibility, overlappingStartTimes, type DayAvailability } from './matchup-compatibility';

const day = (teamId: number, date: string, parts: Partial<DayAvailability>): DayAvailability => ({
  teamId,
  date,
  canPlayHome: false,
  canPlayAway: false,
  homeStartTimes: [],
  awayEarliestStartTime: null,
  awayLatestStartTime: null,
  ...parts,
});
const host = (teamId: number, date: string, times: string[]) => day(teamId, date, { canPlayHome: true, homeStartTimes: times });
const travel = (teamId: number, date: string, earliest: string | null, latest: string | null) =>
  day(teamId, date, { canPlayAway: true, awayEarliestStartTime: earliest, awayLatestStartTime: latest });

describe('overlappingStartTimes', () => {
  it("keeps the host's start times inside the visitor's window, ends included", () => {
    expect(overlappingStartTimes(host(1, '2025-06-07', ['13:00', '09:00', '16:00', '18:30']), travel(2, '2025-06-07', '09:00', '16:00'))).toEqual([
      '09:00',
      '13:00',
      '16:00',
    ]);
  });

  it('treats an open end of the window as no limit', () => {
    expect(overlappingStartTimes(host(1, 'd', ['08:00', '19:00']), travel(2, 'd', null, '10:00'))).toEqual(['08:00']);
    expect(overlappingStartTimes(host(1, 'd', ['08:00', '19:00']), travel(2, 'd', '10:00', null))).toEqual(['19:00']);
    expect(overlappingStartTimes(host(1, 'd', ['08:00']), travel(2, 'd', null, null))).toEqual(['08:00']);
  });

  it('needs the host to host and the visitor to travel on the same date', () => {
    expect(overlappingStartTimes(travel(1, 'd', null, null), travel(2, 'd', null, null))).toEqual([]);
    expect(overlappingStartTimes(host(1, 'd', ['10:00']), host(2, 'd', ['10:00']))).toEqual([]);
    expect(overlappingStartTimes(host(1, 'd', ['10:00']), travel(2, 'e', null, null))).toEqual([]);
    expect(overlappingStartTimes(host(1, 'd', ['18:00']), travel(2, 'd', '09:00', '16:00'))).toEqual([]);
  });
});

describe('matchupCompatibility', () => {
  const seeds = [
    { seed: 1, team: { id: 10, name: 'Falcons' } },
    { seed: 2, team: { id: 20, name: 'Bulldogs' } },
    { seed: 3, team: { id: 30, name: 'Mavericks' } },
  ];
  const availability = [
    host(10, '2025-06-07', ['10:00', '13:00']),
    travel(20, '2025-06-07', '12:00', '16:00'),
    host(10, '2025-05-31', ['10:00']),
    travel(20, '2025-05-31', '09:00', '11:00'),
    host(10, '2025-06-14', ['18:00']),
    travel(20, '2025-06-14', '09:00', '12:00'),
    day(10, '2025-06-21', { canPlayHome: true, canPlayAway: true, homeStartTimes: ['10:00'] }),
    day(20, '2025-06-21', { canPlayHome: true, canPlayAway: true, homeStartTimes: ['11:00'] }),
    travel(30, '2025-06-07', null, null),
  ];

  it('resolves seeds to teams and lists the compatible dates in order, with their start times', () => {
    const [first] = matchupCompatibility([{ homeTeamSeed: 1, awayTeamSeed: 2 }], seeds, availability);
    expect(first?.homeTeam?.name).toBe('Falcons');
    expect(first?.awayTeam?.name).toBe('Bulldogs');
    expect(first?.dates).toEqual([
      { date: '2025-05-31', startTimes: ['10:00'] },
      { date: '2025-06-07', startTimes: ['13:00'] },
      { date: '2025-06-21', startTimes: ['10:00'] },
    ]);
  });

  it('depends on who hosts', () => {
    const [reverse] = matchupCompatibility([{ homeTeamSeed: 2, awayTeamSeed: 1 }], seeds, availability);
    expect(reverse?.dates).toEqual([{ date: '2025-06-21', startTimes: ['11:00'] }]);
  });

  it('leaves out dates on which either team already has a game', () => {
    const [first] = matchupCompatibility([{ homeTeamSeed: 1, awayTeamSeed: 2 }], seeds, availability, [
      { teamIds: [20, 30], date: '2025-05-31' },
      { teamIds: [10, 99], date: '2025-06-21' },
    ]);
    expect(first?.dates.map((d) => d.date)).toEqual(['2025-06-07']);
  });

  it('gives no dates to a matchup whose seed has no team', () => {
    const [missing] = matchupCompatibility([{ homeTeamSeed: 1, awayTeamSeed: 7 }], seeds, availability);
    expect(missing).toMatchObject({ awayTeam: null, dates: [] });
  });
});
