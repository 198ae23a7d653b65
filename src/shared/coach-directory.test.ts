import { describe, expect, it } from 'vitest';
import { coachesOfDivision, isDirector, sortCoaches } from './coach-directory';
import type { Coach } from './schemas/coach';
import type { StaffRole } from './roles';

let nextId = 1;
function coach(name: string, teams: [string, number, StaffRole][], extra: Partial<Coach> = {}): Coach {
  const id = nextId++;
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: '(555) 010-0000',
    gameChangerTeamName: null,
    teamStaff: teams.map(([team, divisionId, role], i) => ({
      id: id * 10 + i,
      teamId: id * 10 + i,
      role,
      team: { id: id * 10 + i, name: team, divisionId, division: { id: divisionId, name: `${divisionId}U` } },
    })),
    ...extra,
  };
}

const ana = coach('Ana Brooks', [['Harbor Mavericks', 3, 'head_coach']], { gameChangerTeamName: 'Mavs 10U' });
const ben = coach('Ben Carter', [
  ['Greenville Bulldogs', 3, 'director_head_coach'],
  ['Greenville Bulldogs', 5, 'assistant_coach'],
]);
const cal = coach('Cal Diaz', [['Highland Falcons', 3, 'assistant_coach']], { gameChangerTeamName: 'Falcons GC', phone: null });
const dee = coach('Dee Evans', [['River Otters', 1, 'head_coach']]);
const all = [dee, cal, ben, ana];

describe('coachesOfDivision', () => {
  it('keeps the coaches with a place on a team of the division', () => {
    expect(coachesOfDivision(all, 3, '').map((c) => c.name)).toEqual(['Cal Diaz', 'Ben Carter', 'Ana Brooks']);
    expect(coachesOfDivision(all, 5, '').map((c) => c.name)).toEqual(['Ben Carter']);
  });

  it('searches name, email, phone, scoring-app team and team, every word, any case', () => {
    expect(coachesOfDivision(all, 3, 'falcons').map((c) => c.name)).toEqual(['Cal Diaz']);
    expect(coachesOfDivision(all, 3, 'BEN@example').map((c) => c.name)).toEqual(['Ben Carter']);
    expect(coachesOfDivision(all, 3, 'mavs 10u').map((c) => c.name)).toEqual(['Ana Brooks']);
    expect(coachesOfDivision(all, 3, 'greenville carter').map((c) => c.name)).toEqual(['Ben Carter']);
    expect(coachesOfDivision(all, 3, 'otters')).toEqual([]);
  });
});

describe('sortCoaches', () => {
  const tenU = coachesOfDivision(all, 3, '');
  it('sorts by name either way', () => {
    expect(sortCoaches(tenU, 'name', 'asc', 3).map((c) => c.name)).toEqual(['Ana Brooks', 'Ben Carter', 'Cal Diaz']);
    expect(sortCoaches(tenU, 'name', 'desc', 3).map((c) => c.name)).toEqual(['Cal Diaz', 'Ben Carter', 'Ana Brooks']);
  });

  it('sorts by the team in the division shown', () => {
    expect(sortCoaches(tenU, 'teamName', 'asc', 3).map((c) => c.name)).toEqual(['Ben Carter', 'Ana Brooks', 'Cal Diaz']);
  });

  it('puts coaches without a scoring-app team name last in both directions', () => {
    expect(sortCoaches(tenU, 'gameChangerTeamName', 'asc', 3).map((c) => c.name)).toEqual(['Cal Diaz', 'Ana Brooks', 'Ben Carter']);
    expect(sortCoaches(tenU, 'gameChangerTeamName', 'desc', 3).map((c) => c.name)).toEqual(['Ana Brooks', 'Cal Diaz', 'Ben Carter']);
  });
});

describe('isDirector', () => {
  it('is true for any staff role containing director', () => {
    expect(isDirector(ben)).toBe(true);
    expect(isDirector(ana)).toBe(false);
    expect(isDirector(coach('Dir Only', [['X', 1, 'director']]))).toBe(true);
  });
});
