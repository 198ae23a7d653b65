import { isDirectorRole } from './roles';
import type { Coach } from './schemas/coach';

export const DIRECTORY_SORTS = ['name', 'gameChangerTeamName', 'teamName'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const DIRECTORY_SORT_LABELS: Record<DirectorySort, string> = {
  name: 'Name',
  gameChangerTeamName: 'Game Changer Team',
  teamName: 'Team',
};

/** A coach's places on teams of one division. */
export function staffInDivision(coach: Coach, divisionId: number) {
  return coach.teamStaff.filter((s) => s.team.divisionId === divisionId);
}

export function isDirector(coach: Coach): boolean {
  return coach.teamStaff.some((s) => isDirectorRole(s.role));
}

/** Coaches of the division whose name, email, phone, scoring-app team or team matches every word of the search. */
export function coachesOfDivision(coaches: Coach[], divisionId: number, search: string): Coach[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return coaches.filter((coach) => {
    const staff = staffInDivision(coach, divisionId);
    if (staff.length === 0) return false;
    const text = [coach.name, coach.email, coach.phone, coach.gameChangerTeamName, ...staff.map((s) => s.team.name)].filter(Boolean).join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function sortValue(coach: Coach, sort: DirectorySort, divisionId: number): string {
  if (sort === 'name') return coach.name;
  if (sort === 'gameChangerTeamName') return coach.gameChangerTeamName ?? '';
  return staffInDivision(coach, divisionId)[0]?.team.name ?? '';
}

/** Sorted by the chosen column; blank values last either way, ties by name. */
export function sortCoaches(coaches: Coach[], sort: DirectorySort, direction: SortDirection, divisionId: number): Coach[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...coaches].sort((a, b) => {
    const left = sortValue(a, sort, divisionId);
    const right = sortValue(b, sort, divisionId);
    if (!left !== !right) return left ? -1 : 1;
    return sign * left.localeCompare(right, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name);
  });
}
