import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DivisionAnalysis } from '../../../../shared/schemas/analysis';
import { renderInApp } from '../../../test/render';
import { KeyFigures } from './key-figures';

/** A division's analysis with `games` games of each margin counted. */
const analysis = (games: number): DivisionAnalysis => ({
  division: { id: 1, name: '12U' },
  season: { id: 1, name: '2025' },
  pythagoreanExponent: 1.83,
  gamesPlayed: games * 4,
  averageMargin: 5,
  winPctSpread: 0.2,
  mercy: { games, share: 0.25, afterThree: 0 },
  blowOuts: { games, share: 0.25 },
  closeGames: { games, share: 0.25 },
  teams: [],
  seasonParity: [],
  summary: [],
  split: null,
});

const notes = () =>
  within(screen.getByRole('list', { name: 'Key figures' }))
    .getAllByRole('listitem')
    .map((item) => item.lastChild?.textContent);

describe('the division analysis key figures', () => {
  it('count one game as a game', () => {
    renderInApp(<KeyFigures analysis={analysis(1)} />);
    expect(notes().slice(3)).toEqual(['1 game won by 10 or more', '1 game won by 7 to 9', '1 game within 2 runs']);
  });

  it('count several games as games', () => {
    renderInApp(<KeyFigures analysis={analysis(3)} />);
    expect(notes().slice(3)).toEqual(['3 games won by 10 or more', '3 games won by 7 to 9', '3 games within 2 runs']);
  });
});
