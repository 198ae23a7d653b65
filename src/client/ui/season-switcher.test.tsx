import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../shared/season';
import type { Division } from '../../shared/schemas/league';
import type { SeasonDetail, SeasonSummary } from '../../shared/schemas/season';
import PlayoffsPage from '../pages/public/playoffs-page';
import SchedulePage from '../pages/public/schedule-page';
import StandingsPage from '../pages/public/standings-page';
import { ArchivedSeasonNotice } from './season-switcher';
import { serveLeague } from '../test/league-server';
import { renderInApp } from '../test/render';

const server = serveLeague();

describe('season switcher', () => {
  it('shows nothing while the league has one season', async () => {
    renderInApp(<StandingsPage />, { at: '/standings', path: '/standings/:divisionId?' });
    expect(await screen.findByRole('tab', { name: '8U' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Season' })).toBeNull();
  });

  it('moves the standings to a past season in the address, and back', async () => {
    const divisions2025 = await server.asAdmin<Division[]>('GET', '/api/divisions');
    await server.asAdmin<SeasonDetail>('POST', '/api/seasons', {
      name: '2026',
      calendar: calendarAYearLater(springCalendar(2025, 'America/New_York')),
      carry: { divisions: true },
      makeCurrent: true,
    });
    const { user } = renderInApp(<StandingsPage />, { at: '/standings', path: '/standings/:divisionId?' });

    const switcher = await screen.findByRole('combobox', { name: 'Season' });
    expect(within(switcher).getByRole('option', { selected: true }).textContent).toBe('2026 (current)');
    expect(await screen.findByRole('table', { name: '8U standings' })).toBeTruthy();
    expect(screen.queryByRole('row', { name: new RegExp(divisions2025[0]!.teams[0]!.name) })).toBeNull();

    await user.selectOptions(switcher, '2025');
    expect(await screen.findByText('You are looking at a past season.')).toBeTruthy();
    const old = await screen.findByRole('table', { name: '8U standings' });
    expect(old.textContent).toContain(divisions2025[0]!.teams[0]!.name);

    await user.click(screen.getByRole('button', { name: 'Back to the current season' }));
    const back = await screen.findByRole('combobox', { name: 'Season' });
    expect(within(back).getByRole('option', { selected: true }).textContent).toBe('2026 (current)');
    expect(screen.queryByText('You are looking at a past season.')).toBeNull();
  });

  it('calls a season after the current one a season still to come', async () => {
    await server.asAdmin<SeasonDetail>('POST', '/api/seasons', {
      name: '2027',
      calendar: calendarAYearLater(calendarAYearLater(springCalendar(2025, 'America/New_York'))),
      carry: { divisions: true },
    });
    const { user } = renderInApp(<StandingsPage />, { at: '/standings', path: '/standings/:divisionId?' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Season' }), '2027');
    expect(await screen.findByText('You are looking at a season still to come.')).toBeTruthy();
    expect(screen.queryByText(/past season/)).toBeNull();
  });

  it('says so when the address names a season the league does not have, and shows no error beside it', async () => {
    const pages = [
      { page: <StandingsPage />, at: '/standings', path: '/standings/:divisionId?' },
      { page: <SchedulePage />, at: '/schedule', path: '/schedule/:divisionId?' },
      { page: <PlayoffsPage />, at: '/playoffs', path: '/playoffs' },
    ];
    for (const { page, at, path } of pages) {
      for (const asked of ['abc', '999999']) {
        const { unmount, queryClient } = renderInApp(page, { at: `${at}?season=${asked}`, path });
        expect(await screen.findByText('There is no such season'), `${at} ${asked}`).toBeTruthy();
        expect(screen.getByRole('button', { name: 'Back to the current season' })).toBeTruthy();
        // The switcher says the same, not the current season.
        const switcher = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Season' });
        expect(switcher.selectedOptions[0]?.textContent, `${at} ${asked}`).toBe('No such season');
        // Every read the page asked for has been answered (the missing season's refused) before the page is looked at.
        await waitFor(() => expect(queryClient.isFetching()).toBe(0));
        expect(screen.queryByRole('alert', { name: /error|could not/i }), `${at} ${asked}`).toBeNull();
        expect(screen.queryByText(/Error loading|could not be loaded/), `${at} ${asked}`).toBeNull();
        unmount();
      }
    }
  });

  it('tells an administrator which season a change goes to, and that an archived season takes none', async () => {
    const seasons = await server.asAdmin<SeasonSummary[]>('GET', '/api/seasons');
    const old = seasons.find((s) => s.name === '2025');
    const before = renderInApp(<ArchivedSeasonNotice />, { at: `/admin/games?season=${old?.id}`, path: '/admin/games' });
    expect(await screen.findByText('This is not the current season: what you change here changes the 2025 season.')).toBeTruthy();
    before.unmount();
    await server.asAdmin('PATCH', `/api/seasons/${old?.id}`, { archived: true });
    renderInApp(<ArchivedSeasonNotice />, { at: `/admin/games?season=${old?.id}`, path: '/admin/games' });
    expect(await screen.findByText('The 2025 season is archived')).toBeTruthy();
    expect(screen.getByText(/To change it, bring it back from the archive in Settings\./)).toBeTruthy();
  });
});
