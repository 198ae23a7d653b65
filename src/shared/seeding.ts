import type { SeedBasis } from './schemas/playoffs';
import { countsForPhase, type ScoredGame } from './standings';

/**
 * How firmly a division's seeds are known:
 * - 'fixed': the division's own seed list;
 * - 'undecided': no phase 1 game between its teams counts yet, so standings would only be the
 *   teams' names in order;
 * - 'provisional': the standings so far, while phase 1 has days left or a phase 1 game still
 *   waits for its result;
 * - 'final': phase 1 is over and every one of its games has its result or was cancelled.
 */
export type SeedingStatus = 'fixed' | 'undecided' | 'provisional' | 'final';

export function seedingStatus(
  basis: SeedBasis,
  teams: ReadonlyArray<{ id: number }>,
  games: ReadonlyArray<ScoredGame>,
  phase1LastDay: string,
  today: string,
): SeedingStatus {
  if (basis === 'fixed') return 'fixed';
  const ids = new Set(teams.map((t) => t.id));
  const own = games.filter((g) => g.phase === 1 && (ids.has(g.homeTeamId) || ids.has(g.awayTeamId)));
  if (!own.some((g) => ids.has(g.homeTeamId) && ids.has(g.awayTeamId) && countsForPhase(g, 1))) return 'undecided';
  const waiting = own.some((g) => g.status !== 'completed' && g.status !== 'cancelled');
  return waiting || today <= phase1LastDay ? 'provisional' : 'final';
}
