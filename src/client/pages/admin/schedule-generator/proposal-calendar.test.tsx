import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeasonInfo } from '../../../../shared/schemas/league';
import { renderInApp } from '../../../test/render';
import { PHONE_SCREEN, setScreenWidth, WIDE_SCREEN } from '../../../test/screen-width';
import { ProposalCalendar } from './proposal-calendar';
import type { ProposalRow } from './settings';

const weeks: SeasonInfo['weeks'] = [
  { week: 1, phase: 1, start: '2025-04-05', end: '2025-04-06' },
  { week: 2, phase: 1, start: '2025-04-07', end: '2025-04-13' },
  { week: 3, phase: 1, start: '2025-04-14', end: '2025-04-20' },
];

const game = (date: string, homeTeamId: number): ProposalRow => ({
  homeTeamId,
  awayTeamId: homeTeamId + 1,
  fieldId: 7,
  date,
  time: '09:00',
  divisionId: 1,
  homeTeamName: `Team ${homeTeamId}`,
  awayTeamName: `Team ${homeTeamId + 1}`,
  fieldName: 'Memorial Park',
  week: 1,
  locked: false,
  kept: null,
});

const rows = [game('2025-04-05', 1), game('2025-04-05', 3), game('2025-04-08', 1), game('2025-04-13', 1)];

afterEach(() => setScreenWidth(WIDE_SCREEN));

describe('the proposal calendar', () => {
  it('on a wide screen, is a line a week and a column a day', () => {
    renderInApp(<ProposalCalendar weeks={weeks} rows={rows} />);
    const table = within(screen.getByRole('region', { name: 'Games per day' })).getByRole('table', { name: 'Games per day of the proposal' });
    const [header, first] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(first!).getAllByRole('cell')[5]!.textContent).toBe('Apr 52 games');
  });

  it('on a phone, lists each week’s days with games, with no seven-column table to swipe', () => {
    setScreenWidth(PHONE_SCREEN);
    renderInApp(<ProposalCalendar weeks={weeks} rows={rows} />);
    const calendar = screen.getByRole('region', { name: 'Games per day' });
    expect(within(calendar).queryByRole('table')).toBeNull();
    expect(calendar.textContent).toContain('Games per day of the proposal');
    const days = (week: number) =>
      within(within(calendar).getByRole('list', { name: `Week ${week}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(days(1)).toEqual(['Sat, Apr 5: 2 games']);
    expect(days(2)).toEqual(['Tue, Apr 8: 1 game', 'Sun, Apr 13: 1 game']);
    expect(calendar.textContent).toContain('Week 3 (Apr 14 – Apr 20)No games');
  });
});
