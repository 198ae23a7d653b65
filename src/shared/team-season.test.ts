import { describe, expect, it } from 'vitest';
import type { Game } from './schemas/game';
import { fieldsOf, isStillToCome, opponentOf, resultOf } from './team-season';

const TZ = 'America/New_York';
const hawks = { id: 1, name: 'Hawks', divisionId: 9 };
const owls = { id: 2, name: 'Owls', divisionId: 9 };

function game(changes: Partial<Game> = {}): Game {
  return {
    id: 1,
    scheduledTime: '2025-05-20T22:00:00.000Z',
    formattedTime: '',
    dateTbd: false,
    timeTbd: false,
    homeTeamId: hawks.id,
    awayTeamId: owls.id,
    homeTeam: hawks,
    awayTeam: owls,
    fieldId: null,
    field: null,
    status: 'scheduled',
    phase: 1,
    homeScore: null,
    awayScore: null,
    homeSubmittedScore: null,
    awaySubmittedScore: null,
    homeScoreVerified: false,
    awayScoreVerified: false,
    ...changes,
  };
}

const final = (home: number, away: number) => game({ status: 'completed', homeScore: home, awayScore: away, homeScoreVerified: true, awayScoreVerified: true });

describe('resultOf', () => {
  it("marks the winner and the loser from each team's side, and a tie for both", () => {
    expect(resultOf(final(7, 3), hawks.id)).toBe('W');
    expect(resultOf(final(7, 3), owls.id)).toBe('L');
    expect(resultOf(final(2, 5), hawks.id)).toBe('L');
    expect(resultOf(final(4, 4), hawks.id)).toBe('T');
    expect(resultOf(final(4, 4), owls.id)).toBe('T');
  });

  it('gives no result while the score is not published', () => {
    expect(resultOf(game(), hawks.id)).toBeNull();
    expect(resultOf({ ...final(7, 3), awayScoreVerified: false }, hawks.id)).toBeNull();
    expect(resultOf({ ...final(7, 3), status: 'score_disputed' }, hawks.id)).toBeNull();
  });
});

describe('isStillToCome', () => {
  const before = new Date('2025-05-20T21:59:00.000Z');
  const after = new Date('2025-05-20T22:01:00.000Z');

  it('is a scheduled game with a date until it starts', () => {
    expect(isStillToCome(game(), before, TZ)).toBe(true);
    expect(isStillToCome(game(), after, TZ)).toBe(false);
  });

  it('keeps a game whose time is to be determined until its day is over in the league', () => {
    const timeTbd = game({ timeTbd: true, scheduledTime: '2025-05-20T11:00:00.000Z' });
    expect(isStillToCome(timeTbd, new Date('2025-05-21T03:59:00.000Z'), TZ)).toBe(true);
    expect(isStillToCome(timeTbd, new Date('2025-05-21T04:00:00.000Z'), TZ)).toBe(false);
  });

  it('leaves out games without a date, cancelled, being rescheduled or played', () => {
    expect(isStillToCome(game({ dateTbd: true, timeTbd: true }), before, TZ)).toBe(false);
    for (const status of ['cancelled', 'rescheduling', 'completed', 'score_disputed'] as const) {
      expect(isStillToCome(game({ status }), before, TZ), status).toBe(false);
    }
  });
});

it('opponentOf names the other team, whichever side the team plays on', () => {
  expect(opponentOf(game(), hawks.id)).toBe(owls);
  expect(opponentOf(game(), owls.id)).toBe(hawks);
});

it('fieldsOf lists each field of the games once, by name, without TBD', () => {
  const north = { id: 4, name: 'North Park' };
  const east = { id: 3, name: 'East Field' };
  expect(fieldsOf([game({ field: north }), game(), game({ field: east }), game({ field: north })])).toEqual([east, north]);
});
