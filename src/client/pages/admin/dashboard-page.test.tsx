import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { Game } from '../../../shared/schemas/game';
import type { SeasonInfo } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import DashboardPage from './dashboard-page';

const server = serveLeague();

function renderDashboard(at = '/admin/dashboard') {
  return renderInApp(<DashboardPage />, { at, path: '/admin/dashboard' });
}

/** A section of the dashboard by its heading. */
const section = async (title: string) => within(await screen.findByRole('region', { name: title }));
const hrefOf = (link: HTMLElement) => link.getAttribute('href');

describe('the league office dashboard', () => {
  it('counts each section and links every item to its fix', async () => {
    const games = await server.asAdmin<Game[]>('GET', '/api/games');
    const disputed = games.find((g) => g.status === 'score_disputed');
    if (!disputed) throw new Error('the demo has a disputed game');
    await server.signIn(DEMO_ACCOUNTS.orgAdmin, DEMO_PASSWORDS.org_admin);
    renderDashboard();

    const disputes = await section('Disputes waiting');
    expect(disputes.getByLabelText('1 in all').textContent).toBe('1');
    const game = disputes.getByRole('link', { name: `${disputed.awayTeam.name} @ ${disputed.homeTeam.name}` });
    expect(hrefOf(game)).toBe(`/admin/games?division=${disputed.homeTeam.divisionId}&q=${disputed.id}`);
    expect(hrefOf(disputes.getByRole('link', { name: 'All disputed games' }))).toBe('/admin/games?status=score_disputed');

    expect(hrefOf((await section('No score a day after the game')).getByRole('link', { name: /^All overdue games/ }))).toBe('/admin/games?status=overdue');
    const coaches = await section('Coaches who never signed in');
    expect(hrefOf(coaches.getByRole('link', { name: /^All coaches who never signed in \(\d+\)$/ }))).toBe('/admin/coaches?signedIn=never');
    expect(coaches.getAllByRole('listitem')).toHaveLength(5);
    expect((await section('Teams without a head coach')).getByText('Every team has a head coach')).toBeTruthy();
    const clash = (await section('Double-bookings')).getAllByRole('link')[0];
    expect(hrefOf(clash!)).toMatch(/^\/admin\/games\?division=\d+&q=\d+$/);
    expect(hrefOf((await section('Double-bookings')).getByRole('link', { name: /^All double-bookings \(\d+\)$/ }))).toBe('/admin/games?clashes=show');

    const exports = await section('Exports');
    expect(hrefOf(exports.getByRole('link', { name: 'Coach contacts CSV' }))).toBe('/api/admin/coaches/export');
    expect(hrefOf(exports.getByRole('link', { name: 'Standings CSV' }))).toBe('/api/standings/export');
  });

  it('takes the office to the games page when an item is followed', async () => {
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    const { user } = renderDashboard();
    await user.click((await section('Disputes waiting')).getByRole('link', { name: 'All disputed games' }));
    expect(await screen.findByText('Moved to /admin/games')).toBeTruthy();
  });

  it('says all is well where nothing needs seeing to, in another season with ?season=', async () => {
    const { timeZone } = await server.asAdmin<SeasonInfo>('GET', '/api/season');
    const season = await server.asAdmin<SeasonSummary>('POST', '/api/seasons', {
      name: 'Next spring',
      calendar: calendarAYearLater(springCalendar(2025, timeZone)),
    });
    await server.signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORDS.admin);
    renderDashboard(`/admin/dashboard?season=${season.id}`);

    expect((await section('Disputes waiting')).getByText('No disputes waiting')).toBeTruthy();
    expect((await section('No score a day after the game')).getByText('No game is waiting for its score')).toBeTruthy();
    expect((await section('Double-bookings')).getByText('No double-bookings')).toBeTruthy();
    expect(screen.getByText(/You are looking at a season still to come/)).toBeTruthy();
    expect(hrefOf((await section('Exports')).getByRole('link', { name: 'Standings CSV' }))).toBe(`/api/standings/export?season=${season.id}`);
  });

  it('is not shown to a coach', async () => {
    await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    renderDashboard();
    expect(await screen.findByText('Unauthorized access. Please log in as an administrator.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Disputes waiting' })).toBeNull();
  });
});
