import { describe, expect, it } from 'vitest';
import type { Field } from '../../../../shared/schemas/field';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import type { ProposedGame } from '../../../../shared/schemas/schedule-proposal';
import { defaultSettings, proposalRequest, rowsOf, type ProposalRow } from './settings';

const season: SeasonInfo = {
  id: 1,
  name: 'Spring 2025',
  year: 2025,
  timeZone: 'America/New_York',
  weeks: [
    { week: 1, phase: 1, start: '2025-04-01', end: '2025-04-06' },
    { week: 2, phase: 1, start: '2025-04-07', end: '2025-04-13' },
    { week: 3, phase: 1, start: '2025-04-14', end: '2025-04-20' },
    { week: 4, phase: 2, start: '2025-04-21', end: '2025-04-27' },
  ],
  phase2Availability: { start: '2025-04-21', end: '2025-04-27' },
  weekendDays: [0, 6],
  holidays: [],
};

const game = (over: Partial<ProposedGame>): ProposedGame => ({
  homeTeamId: 1,
  awayTeamId: 2,
  fieldId: 7,
  date: '2025-04-08',
  time: '17:30',
  divisionId: 1,
  homeTeamName: 'Hawks',
  awayTeamName: 'Owls',
  fieldName: 'Park',
  week: 2,
  locked: false,
  ...over,
});

describe('the schedule generator’s settings', () => {
  it('offers the phase 1 weeks still to come, or all of phase 1 when none is', () => {
    expect(defaultSettings(season, 5, '2025-04-09').weeks).toEqual(['3']);
    expect(defaultSettings(season, 5, '2025-03-01').weeks).toEqual(['1', '2', '3']);
    expect(defaultSettings(season, 5, '2025-05-01').weeks).toEqual(['1', '2', '3']);
    expect(defaultSettings(season, 5, '2025-04-09')).toMatchObject({ divisionIds: ['5'], gamesPerTeam: 6, minRestDays: 1 });
  });

  it('asks for the used fields with their slots, the teams’ dates of the chosen divisions and the kept games', () => {
    const settings = {
      ...defaultSettings(season, 5, '2025-03-01'),
      fields: { 8: { used: false, days: ['6'], times: ['09:00'], blackouts: [] } },
      teamDates: [
        { teamId: '1', dates: ['2025-04-05'] },
        { teamId: '99', dates: ['2025-04-05'] },
        { teamId: null, dates: [] },
      ],
    };
    const fields = [{ id: 7 }, { id: 8 }] as Field[];
    const kept: ProposalRow[] = [{ ...game({ locked: true }), kept: 'changed' }];
    expect(proposalRequest(settings, season, fields, kept, new Set([1, 2]))).toEqual({
      divisionIds: [5],
      gamesPerTeam: 6,
      minRestDays: 1,
      weeks: [1, 2, 3],
      fields: [{ fieldId: 7, days: [0, 2, 4, 6], times: ['09:00', '11:30', '14:00', '17:30'], blackouts: [] }],
      teamBlackouts: [{ teamId: 1, dates: ['2025-04-05'] }],
      locked: [{ homeTeamId: 1, awayTeamId: 2, fieldId: 7, date: '2025-04-08', time: '17:30' }],
    });
  });

  it('keeps a changed game marked as changed when the proposal comes back, and marks the others as proposed', () => {
    const changed: ProposalRow = { ...game({}), kept: 'changed' };
    const rows = rowsOf([game({ locked: true }), game({ homeTeamId: 3, date: '2025-04-10' })], [changed]);
    expect(rows.map((r) => r.kept)).toEqual(['changed', null]);
  });
});
