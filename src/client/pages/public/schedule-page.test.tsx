import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarAYearLater, springCalendar } from '../../../shared/season';
import type { Division } from '../../../shared/schemas/league';
import type { SeasonSummary } from '../../../shared/schemas/season';
import { DEMO_ACCOUNTS, DEMO_PASSWORDS, serveLeague } from '../../test/league-server';
import { renderInApp } from '../../test/render';
import { PHONE_SCREEN, setScreenWidth } from '../../test/screen-width';
import { rowsOf } from '../../test/table-rows';
import SchedulePage from './schedule-page';

const server = serveLeague();

function renderSchedule(at = '/schedule') {
  return renderInApp(<SchedulePage />, { at, path: '/schedule/:divisionId?' });
}

async function firstDivision(): Promise<Division> {
  const [first] = await server.asAdmin<Division[]>('GET', '/api/divisions');
  if (!first) throw new Error('The demo league has no division');
  return first;
}

describe('schedule page', () => {
  it("lists the division's games week by week, with final scores and what is still to be decided", async () => {
    const division = await firstDivision();
    renderSchedule();

    const weeks = await screen.findAllByRole('table');
    const rows = weeks.flatMap(rowsOf);
    const teamNames = division.teams.map((t) => t.name);
    for (const row of rows) {
      const [away = '', home = ''] = row.Teams!.replace(/\d+ - \d+|Cancelled|Rescheduling/g, '').split(' @ ');
      expect(teamNames).toContain(away.trim());
      expect(teamNames).toContain(home.trim());
    }
    expect(screen.getAllByLabelText(/^Final score \d+ to \d+$/).length).toBeGreaterThan(0);
    expect(rows.some((row) => row.Time === 'Time TBD' || row.Time === 'Date & Time TBD')).toBe(true);
  });

  it("by team, shows only the chosen team's games until the choice is taken back", async () => {
    const division = await firstDivision();
    const team = division.teams[0]!;
    const { user } = renderSchedule();

    await user.click(await screen.findByRole('radio', { name: 'By Team' }));
    expect(await screen.findByText('Select a team to view their schedule')).toBeTruthy();

    const teamButton = within(screen.getByRole('group', { name: 'Team' })).getByRole('button', { name: team.name });
    await user.click(teamButton);
    expect(teamButton.getAttribute('aria-pressed')).toBe('true');
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.Teams).toContain(team.name);

    await user.click(teamButton);
    expect(screen.getByText('Select a team to view their schedule')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows each game as a card on a phone', async () => {
    setScreenWidth(PHONE_SCREEN);
    renderSchedule();

    expect((await screen.findAllByText(/^Field:/)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("opens on a coach's own team, in the team's division", async () => {
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const own = coach.teamStaff[0]!.team;
    renderSchedule();

    expect(await screen.findByText('You are seeing the games of your own teams.')).toBeTruthy();
    const ownButton = await screen.findByRole('button', { name: own.name, pressed: true });
    expect(ownButton).toBeTruthy();
    for (const row of rowsOf(await screen.findByRole('table'))) expect(row.Teams).toContain(own.name);
  });

  it("opens a past season on the coach's own team of that season", async () => {
    const seasons = await server.asAdmin<SeasonSummary[]>('GET', '/api/seasons');
    const [season2025] = seasons;
    await server.asAdmin('POST', '/api/seasons', {
      name: '2026',
      calendar: calendarAYearLater(springCalendar(2025, 'America/New_York')),
      carry: { divisions: true, teams: true, coachAssignments: true },
      makeCurrent: true,
    });
    const coach = await server.signIn(DEMO_ACCOUNTS.oneTeamCoach, DEMO_PASSWORDS.coach);
    const [then] = await server.asAdmin<{ teamName: string; divisionId: number }[]>('GET', `/api/coaches/${coach.id}/teams?season=${season2025?.id}`);
    if (!then) throw new Error('the coach had a team in 2025');
    renderSchedule(`/schedule?season=${season2025?.id}`);

    expect(await screen.findByRole('button', { name: then.teamName, pressed: true })).toBeTruthy();
    for (const row of rowsOf(await screen.findByRole('table'))) expect(row.Teams).toContain(then.teamName);
  });
});
