import { describe, expect, it } from 'vitest';
import { seedingStatus } from './seeding';
import type { ScoredGame } from './standings';

const teams = [{ id: 1 }, { id: 2 }, { id: 3 }];
const game = (homeTeamId: number, awayTeamId: number, status: string, phase = 1): ScoredGame => ({
  homeTeamId,
  awayTeamId,
  status,
  phase,
  homeScore: status === 'completed' ? 4 : null,
  awayScore: status === 'completed' ? 2 : null,
});
const LAST_DAY = '2025-05-25';

describe('seedingStatus', () => {
  it("follows a division's fixed seed list whatever its games", () => {
    expect(seedingStatus('fixed', teams, [], LAST_DAY, '2025-04-01')).toBe('fixed');
  });

  it('leaves the seeds open until a phase 1 game between two of its teams counts', () => {
    expect(seedingStatus('standings', teams, [], LAST_DAY, '2025-04-01')).toBe('undecided');
    expect(seedingStatus('standings', teams, [game(1, 2, 'scheduled'), game(1, 9, 'completed'), game(2, 3, 'completed', 2)], LAST_DAY, '2025-04-20')).toBe(
      'undecided',
    );
  });

  it('calls the seeds provisional while phase 1 has days left or a game waiting for its result', () => {
    const played = [game(1, 2, 'completed'), game(2, 3, 'completed')];
    expect(seedingStatus('standings', teams, played, LAST_DAY, LAST_DAY)).toBe('provisional');
    expect(seedingStatus('standings', teams, [...played, game(3, 1, 'scheduled')], LAST_DAY, '2025-06-10')).toBe('provisional');
    expect(seedingStatus('standings', teams, [...played, game(3, 1, 'score_disputed')], LAST_DAY, '2025-06-10')).toBe('provisional');
  });

  it('calls them final once phase 1 is over with every game decided or cancelled', () => {
    const season = [game(1, 2, 'completed'), game(2, 3, 'completed'), game(3, 1, 'cancelled'), game(1, 2, 'scheduled', 2)];
    expect(seedingStatus('standings', teams, season, LAST_DAY, '2025-05-26')).toBe('final');
  });
});
