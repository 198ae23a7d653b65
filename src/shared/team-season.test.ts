import { describe, expect, it } from 'vitest';
import { fieldsOf, isStillToCome, opponentOf, resultOf } from './team-season';
import { scheduledGame } from './test/scheduled-game';

const TZ = 'America/New_York';
const game = scheduledGame;
const falcons = game().homeTeam;
const bulldogs = game().awayTeam;

const final = (home: number, away: number) => game({ status: 'completed', homeScore: home, awayScore: away, homeScoreVerified: true, awayScoreVerified: true });

describe('resultOf', () => {
  it("marks the winner and the loser from each team's side, and a tie for both", () => {
    expect(resultOf(final(7, 3), falcons.id)).toBe('W');
    expect(resultOf(final(7, 3), bulldogs.id)).toBe('L');
    expect(resultOf(final(2, 5), falcons.id)).toBe('L');
    expect(resultOf(final(4, 4), falcons.id)).toBe('T');
    expect(resultOf(final(4, 4), bulldogs.id)).toBe('T');
  });

  it('gives no result while the score is not published', () => {
    expect(resultOf(game(), falcons.id)).toBeNull();
    expect(resultOf({ ...final(7, 3), awayScoreVerified: false }, falcons.id)).toBeNull();
    expect(resultOf({ ...final(7, 3), status: 'score_disputed' }, falcons.id)).toBeNull();
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
  expect(opponentOf(game(), falcons.id)).toEqual(bulldogs);
  expect(opponentOf(game(), bulldogs.id)).toEqual(falcons);
});

it('fieldsOf lists each field of the games once, by name, without TBD', () => {
  const north = { id: 4, name: 'North Park' };
  const east = { id: 3, name: 'East Field' };
  expect(fieldsOf([game({ field: north }), game(), game({ field: east }), game({ field: north })])).toEqual([east, north]);
});
