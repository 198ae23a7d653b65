import { describe, expect, it } from 'vitest';
import { groupTeamsByFirstWord } from './team-groups';

const team = (id: number, name: string) => ({ id, name, divisionId: 1 });

describe('groupTeamsByFirstWord', () => {
  it('groups teams by the first word of their names, in name order', () => {
    const groups = groupTeamsByFirstWord([
      team(1, 'Lakeview Hawks Red'),
      team(2, 'Ashford Blaze'),
      team(3, 'Lakeview Hawks Blue'),
      team(4, '  Brookfield   Titans'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Ashford', 'Brookfield', 'Lakeview']);
    expect(groups[2]?.teams.map((t) => t.name)).toEqual(['Lakeview Hawks Blue', 'Lakeview Hawks Red']);
    expect(groups[0]?.teams.map((t) => t.id)).toEqual([2]);
  });

  it('answers no groups for no teams', () => {
    expect(groupTeamsByFirstWord([])).toEqual([]);
  });
});
