import { describe, expect, it } from 'vitest';
import { fieldChanges, plainWords, recordLabel, type AuditReading, type RecordKind } from './audit-changes';

const known: Record<RecordKind, Record<number, string>> = {
  team: { 16: 'Highland Falcons', 17: 'Greenville Bulldogs' },
  field: { 8: 'Highland Complex' },
  division: { 3: '10U' },
  coach: { 62: 'Alex Anderson' },
};
const reading: AuditReading = { nameOf: (kind, id) => known[kind][id], timeZone: 'America/New_York' };

describe('fieldChanges', () => {
  it('lists only the fields an update changed', () => {
    expect(fieldChanges({ name: 'Falcons', divisionId: 3 }, { name: 'Hawks', divisionId: 3 }, reading)).toEqual([
      { field: 'name', before: 'Falcons', after: 'Hawks' },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(fieldChanges(null, { name: '13U', teams: ['A'] }, reading)).toEqual([
      { field: 'name', before: null, after: '13U' },
      { field: 'teams', before: null, after: 'A' },
    ]);
    expect(fieldChanges({ status: 'scheduled', fieldId: null }, null, reading)).toEqual([
      { field: 'status', before: 'scheduled', after: null },
      { field: 'field', before: 'none', after: null },
    ]);
  });

  it('names the teams, fields and divisions it refers to, keeping the id of one that no longer exists', () => {
    expect(fieldChanges({ homeTeamId: 16, fieldId: 21, divisionId: 3 }, { homeTeamId: 17, fieldId: 8, divisionId: 4 }, reading)).toEqual([
      { field: 'home team', before: 'Highland Falcons', after: 'Greenville Bulldogs' },
      { field: 'field', before: '#21', after: 'Highland Complex' },
      { field: 'division', before: '10U', after: '#4' },
    ]);
    expect(fieldChanges({ teamIds: [16] }, { teamIds: [16, 17, 99] }, reading)).toEqual([
      { field: 'teams', before: 'Highland Falcons', after: 'Highland Falcons, Greenville Bulldogs, #99' },
    ]);
  });

  it('puts keys in plain words, times on the league clock and flags as yes or no', () => {
    expect(
      fieldChanges({ scheduledTime: '2025-06-24T22:00:00.000Z', date_tbd: false }, { scheduledTime: '2025-06-25T22:30:00.000Z', date_tbd: true }, reading),
    ).toEqual([
      { field: 'scheduled time', before: 'Tue, Jun 24, 2025 6:00 PM', after: 'Wed, Jun 25, 2025 6:30 PM' },
      { field: 'date TBD', before: 'no', after: 'yes' },
    ]);
  });

  it('reads nested records as their fields in plain words, and records named in passing as their names', () => {
    const staff = (role: string) => [
      { id: 62, teamId: 38, role, team: { id: 38, name: 'Stonebridge Express', divisionId: 5, division: { id: 5, name: '12U' } } },
    ];
    expect(fieldChanges({ teamStaff: staff('assistant_coach') }, { teamStaff: staff('head_coach') }, reading)).toEqual([
      { field: 'team staff', before: 'role: assistant_coach, team: Stonebridge Express', after: 'role: head_coach, team: Stonebridge Express' },
    ]);
    const day = {
      teamId: 26,
      team: { name: 'Hillcrest Storm', divisionId: 4 },
      date: '2025-06-21',
      canPlayHome: true,
      homeStartTimes: ['10:00', '13:00'],
      notes: null,
    };
    expect(fieldChanges(null, [day, { ...day, date: '2025-06-22', homeStartTimes: [] }], reading)).toEqual([
      {
        field: 'value',
        before: null,
        after:
          'team: Hillcrest Storm, date: 2025-06-21, can play home: yes, home start times: 10:00, 13:00, notes: none; ' +
          'team: Hillcrest Storm, date: 2025-06-22, can play home: yes, home start times: none, notes: none',
      },
    ]);
  });

  it('shows fields that appear on one side only and values that are not objects', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: false }, reading)).toEqual([{ field: 'b', before: null, after: 'no' }]);
    expect(fieldChanges('on', 'off', reading)).toEqual([{ field: 'value', before: 'on', after: 'off' }]);
    expect(fieldChanges(null, null, reading)).toEqual([]);
  });
});

describe('recordLabel', () => {
  it('names the record, or keeps its id when it has no name or no longer exists', () => {
    expect(recordLabel('field', '8', reading)).toBe('field: Highland Complex');
    expect(recordLabel('playoff_format', '3', reading)).toBe('playoff format: 10U');
    expect(recordLabel('user', '62', reading)).toBe('user: Alex Anderson');
    expect(recordLabel('team', '40', reading)).toBe('team #40');
    expect(recordLabel('game', '173', reading)).toBe('game #173');
    expect(recordLabel('setting', 'self_registration', reading)).toBe('setting: self registration');
    expect(recordLabel('game', null, reading)).toBe('game');
  });

  it('reads camelCase and snake_case alike', () => {
    expect(plainWords('homeTeamId')).toBe('home team id');
    expect(plainWords('away_latest_start_time')).toBe('away latest start time');
  });
});
