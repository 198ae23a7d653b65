import { describe, expect, it } from 'vitest';
import { lockedGameProblems } from './locked-games';

const input = {
  divisions: [
    { id: 1, name: '10U', teams: [1, 2, 3].map((id) => ({ id, name: `T${id}` })) },
    { id: 2, name: '12U', teams: [4, 5].map((id) => ({ id, name: `T${id}` })) },
  ],
  fields: [
    { id: 10, name: 'Open Field', homeTeamIds: [], divisionIds: null, days: [6], times: ['09:00'], blackouts: [] },
    { id: 11, name: '12U Field', homeTeamIds: [4], divisionIds: [2], days: [6], times: ['09:00'], blackouts: [] },
  ],
  weeks: [{ week: 1, start: '2025-03-31', end: '2025-04-06' }],
  minRestDays: 1,
  gameLengthMinutes: 120,
  booked: [],
};
const game = { homeTeamId: 1, awayTeamId: 2, fieldId: 10, date: '2025-04-05', time: '09:00' };

describe('games the administrator locks', () => {
  it('are fine as one division’s two teams on a field it may use in a chosen week', () => {
    expect(lockedGameProblems({ ...input, locked: [game, { ...game, homeTeamId: 4, awayTeamId: 5, fieldId: 11 }] })).toEqual([]);
  });

  it('are refused against themselves, across divisions, on a field of another division, or outside the weeks', () => {
    const locked = [
      { ...game, awayTeamId: 1 },
      { ...game, awayTeamId: 4, date: '2025-04-01' },
      { ...game, homeTeamId: 3, awayTeamId: 1, fieldId: 11, date: '2025-04-03' },
      { ...game, date: '2030-03-06' },
    ];
    expect(lockedGameProblems({ ...input, locked })).toEqual([
      'Locked game 1: the home and away teams must be two teams of one division',
      'Locked game 2: the home and away teams must be two teams of one division',
      'Locked game 3: 12U Field may not host 10U games',
      'Locked game 4: 2030-03-06 is not in the chosen weeks (2025-03-31 to 2025-04-06)',
    ]);
  });

  it('are refused when two of them share a field at one time or a team within its rest days', () => {
    const locked = [game, { ...game, homeTeamId: 4, awayTeamId: 5, fieldId: 10, time: '10:00' }, { ...game, homeTeamId: 3, date: '2025-04-04' }];
    expect(lockedGameProblems({ ...input, locked })).toEqual([
      'Locked game 2: its field is in use by locked game 1 then',
      'Locked game 3: a team of it plays locked game 1 within 1 rest day',
    ]);
  });

  it('are refused when they clash with a game on the schedule', () => {
    const booked = [{ homeTeamId: 2, awayTeamId: 3, fieldId: 10, date: '2025-04-05', time: '10:30' }];
    expect(lockedGameProblems({ ...input, booked, locked: [game] })).toEqual([
      'Locked game 1: its field is in use by a game on the schedule (2025-04-05) then',
      'Locked game 1: a team of it plays a game on the schedule (2025-04-05) the same day',
    ]);
  });
});
