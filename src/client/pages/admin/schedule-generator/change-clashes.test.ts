import { describe, expect, it } from 'vitest';
import { clashesOfChange } from './change-clashes';
import type { ProposalRow } from './settings';

const row = (over: Partial<ProposalRow>): ProposalRow => ({
  divisionId: 1,
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeamName: 'Falcons',
  awayTeamName: 'Hawks',
  fieldId: 10,
  fieldName: 'Memorial Field',
  date: '2026-12-05',
  time: '09:00',
  week: 1,
  locked: false,
  kept: null,
  ...over,
});
const names: Record<number, string> = { 1: 'Falcons', 2: 'Hawks', 3: 'Eagles', 4: 'Owls' };
const teamName = (id: number) => names[id] ?? '';

describe('a changed proposal game against the rest of the proposal', () => {
  const others = [
    row({ homeTeamId: 3, awayTeamId: 4, homeTeamName: 'Eagles', awayTeamName: 'Owls', time: '10:00' }),
    row({ homeTeamId: 3, awayTeamId: 1, homeTeamName: 'Eagles', awayTeamName: 'Falcons', fieldId: 11, fieldName: 'Park Field', time: '15:00' }),
    row({ homeTeamId: 3, awayTeamId: 4, homeTeamName: 'Eagles', awayTeamName: 'Owls', date: '2026-12-06' }),
  ];
  it('names a field in use while it is on and a team playing another game that day', () => {
    expect(clashesOfChange({ homeTeamId: 1, awayTeamId: 2, fieldId: 10, date: '2026-12-05', time: '09:00' }, others, teamName, 120)).toEqual([
      'Memorial Field is in use by Owls @ Eagles at 10:00 AM',
      'Falcons plays Falcons @ Eagles at 3:00 PM that day',
    ]);
  });
  it('finds nothing once the field is free by the game length and the teams play no other game that day', () => {
    expect(clashesOfChange({ homeTeamId: 1, awayTeamId: 2, fieldId: 10, date: '2026-12-07', time: '12:00' }, others, teamName, 120)).toEqual([]);
    expect(clashesOfChange({ homeTeamId: 2, awayTeamId: 4, fieldId: 10, date: '2026-12-06', time: '11:00' }, others, teamName, 120)).toEqual([
      'Owls plays Owls @ Eagles at 9:00 AM that day',
    ]);
  });
});
