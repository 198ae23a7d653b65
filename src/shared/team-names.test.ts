import { describe, expect, it } from 'vitest';
import { ownTeamLabel, sameTeamName, teamNamesToAdd } from './team-names';

describe('teamNamesToAdd', () => {
  it('takes one name per line, trimmed, and drops blank lines', () => {
    expect(teamNamesToAdd('  Riverside Owls \r\n\n\tHarbor   Mavericks\n   \nLakeside Storm', [])).toEqual({
      names: ['Riverside Owls', 'Harbor Mavericks', 'Lakeside Storm'],
      duplicates: [],
    });
  });

  it('sets aside names the division already has and names the list repeats', () => {
    const result = teamNamesToAdd('Riverside Owls\nhighland falcons\nRiverside owls\nNew Team\nRIVERSIDE OWLS', ['Highland Falcons']);
    expect(result.names).toEqual(['Riverside Owls', 'New Team']);
    expect(result.duplicates).toEqual([
      { name: 'highland falcons', reason: 'existing' },
      { name: 'Riverside owls', reason: 'repeated' },
      { name: 'RIVERSIDE OWLS', reason: 'repeated' },
    ]);
  });

  it('answers nothing for text without names', () => {
    expect(teamNamesToAdd(' \n\r\n  ', ['A'])).toEqual({ names: [], duplicates: [] });
  });
});

describe('sameTeamName', () => {
  it('ignores letter case and spacing but not spelling', () => {
    expect(sameTeamName(' Harbor  Mavericks', 'harbor mavericks')).toBe(true);
    expect(sameTeamName('Harbor Mavericks', 'Harbour Mavericks')).toBe(false);
  });
});

describe('ownTeamLabel', () => {
  const own = [
    { teamId: 1, teamName: 'Greenville Bulldogs', divisionId: 3, divisionName: '10U' },
    { teamId: 2, teamName: 'greenville  bulldogs', divisionId: 5, divisionName: '12U' },
    { teamId: 3, teamName: 'Highland Falcons', divisionId: 3, divisionName: '10U' },
  ];

  it("names the division beside a coach's team when another of their teams has the same name", () => {
    expect(ownTeamLabel({ id: 1, name: 'Greenville Bulldogs' }, own)).toBe('Greenville Bulldogs (10U)');
    expect(ownTeamLabel({ id: 2, name: 'greenville  bulldogs' }, own)).toBe('greenville  bulldogs (12U)');
  });

  it('leaves other names as they are', () => {
    expect(ownTeamLabel({ id: 3, name: 'Highland Falcons' }, own)).toBe('Highland Falcons');
    expect(ownTeamLabel({ id: 9, name: 'Greenville Bulldogs' }, own)).toBe('Greenville Bulldogs');
  });
});
